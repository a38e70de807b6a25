/// The calculator screen's Model: the rule that turns a token and an input into a sum.
///
/// Every lesson's calculator calls this one rule and none re-implements it: a pattern
/// decides where the code *between* Model and View lives, never what the Model computes.
/// It is a protocol because it is a seam. Each architecture receives it through its
/// initializer, so a test can pass a fake and the driver can pass a tracing decorator.
public protocol CalculatorModel {
  /// The exact sum of the pieces of `input` that `Int(String)` accepts, where every Unicode
  /// scalar of `token` separates one piece from the next.
  func sum(of input: String, separatedBy token: String) -> Int128
}
