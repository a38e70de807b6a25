import ConformanceCases
import KataDriver
import Testing

extension Tag {
  @Tag static var mvc: Self
  @Tag static var mvp: Self
  @Tag static var mvvm: Self
  @Tag static var commandLine: Self
}

extension Architecture: CustomTestStringConvertible {
  public var testDescription: String { name }
}

extension CalculatorCase: CustomTestStringConvertible {
  /// `a lone minus is skipped: "-,4" split by "," → 4`
  public var testDescription: String {
    "\(name): \(input.debugDescription) split by \(token.debugDescription) → \(expected)"
  }
}

/// A weak reference, to see whether an object outlived its screen.
struct WeakReference {
  weak var object: AnyObject?
  let typeName: String

  init(_ object: AnyObject) {
    self.object = object
    typeName = String(describing: type(of: object))
  }
}

/// A small, fast, seeded generator (SplitMix64), so that every random input can be
/// reproduced from the seed a failure message names.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
