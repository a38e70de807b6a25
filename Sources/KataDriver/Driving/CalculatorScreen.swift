/// A calculator screen as the suite and `kata` drive it: the one driver interface.
///
/// Each architecture conforms with a headless view of its own idiom, so the same two user
/// events go in and the same label text comes out, whatever sits between Model and View.
/// The screen's objects need no listing: `kata shape` finds them by walking from the screen.
@MainActor
public protocol CalculatorScreen: AnyObject {
  /// The user sets the token (separators) field to `token`.
  func editToken(_ token: String)
  /// The user sets the input field to `input`.
  func editInput(_ input: String)
  /// What the result label shows now.
  var resultText: String { get }
}
