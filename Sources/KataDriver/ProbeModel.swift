import CalculatorRule

/// The calculator Model that `kata shape` hands a screen: a class, so that whether it is
/// still alive can be watched, and an answer no other Model gives, so that a screen that
/// computes by itself shows something else.
///
/// It answers the exact sum plus ``offset``: `"1,2"` split by `","` gives `1000003`.
public final class ProbeModel: CalculatorModel {
  /// What the probe adds to every sum.
  public static let offset: Int128 = 1_000_000

  public init() {}

  public func sum(of input: String, separatedBy token: String) -> Int128 {
    SumRule().sum(of: input, separatedBy: token) + Self.offset
  }
}
