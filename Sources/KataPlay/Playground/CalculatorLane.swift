import KataDriver
import KataTracing

/// One architecture's calculator, as the playground drives it: the seam between the
/// playground's core and the architectures.
///
/// A lane carries a live calculator screen and the messages that crossed its seams. For the
/// lessons it is a View of the lesson's own protocol; for any other registered architecture,
/// the architecture's shared ``CalculatorScreen``. Tests drive the core with fakes.
@MainActor
public protocol CalculatorLane: AnyObject {
  /// The architecture's name, as `--arch` takes it.
  var name: String { get }
  /// The user sets the token (separators) field to `token`.
  func editToken(_ token: String)
  /// The user sets the input field to `input`.
  func editInput(_ input: String)
  /// What the result label shows now.
  var resultText: String { get }
  /// Hands back every message recorded since the last call, oldest first, and forgets them.
  func takeMessages() -> [Trace.Message]
}
