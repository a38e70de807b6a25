import CalculatorObservation

/// A second view of an Observation screen, for the binding rules: an object that draws by
/// handing what it reads to an observer, inside the tracking, for as long as it lives.
@MainActor
final class ProbeView {
  private let observer: (String) -> Void
  /// The drawing that keeps this view bound: it lives as long as the view.
  private var rendering: Rendering?

  private init(_ observer: @escaping (String) -> Void) {
    self.observer = observer
  }

  /// A view that hands `read()` to `observer` now, and after every change to what it read.
  static func bind(
    _ observer: @escaping (String) -> Void, reading read: @escaping @MainActor @Sendable () -> String?
  )
    -> ProbeView
  {
    let view = ProbeView(observer)
    view.rendering = TrackedRendering.render(redrawingOn: .nextTurn) { [weak view] in
      guard let view, let value = read() else { return }
      view.observer(value)
    }
    return view
  }
}
