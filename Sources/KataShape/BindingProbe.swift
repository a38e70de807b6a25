/// What an MVVM screen offers so that the binding rules run on its own binding, a student's
/// own included: one more observer, bound as a second view would bind.
///
/// `kata shape` binds through it to prove that the binding gives the current value on bind
/// and that it serves several observers at once (seed 002's kept a single listener, so a
/// second view silently cut off the first).
@MainActor
public protocol BindingProbe: AnyObject {
  /// Binds `observer` to the output this screen's view shows, as a second view would, and
  /// returns what keeps it bound (the binding's token). Each value is described as the view
  /// shows it: the result text, or the score list's state (`String(describing:)`).
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject

  /// Whether the binding calls its observers in the order they bound, as a list of callbacks
  /// does. Observation promises no order, so the rules ask for one only where it is promised.
  var promisesBindOrder: Bool { get }
}

extension BindingProbe {
  /// A binding promises its order unless it says otherwise.
  public var promisesBindOrder: Bool { true }
}
