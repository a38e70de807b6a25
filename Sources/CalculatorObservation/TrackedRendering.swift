import Observation
import Synchronization

/// How a view stays bound to an `@Observable` view model: it draws inside
/// `withObservationTracking`, and draws again (and so registers again) after each change.
///
/// Tracking fires once. The closure given to `onChange` is called for the first change to
/// any property the drawing read, and then forgotten; a view that does not draw again inside
/// a new tracking shows the first change and no other. This is the loop UIKit runs around
/// `updateProperties()` and SwiftUI around `body`; without either, a view runs it itself.
///
/// The loop lasts as long as the ``Rendering`` it returns: a view keeps it, and cancels it (or
/// lets it go) to stop drawing, as when a reused cell is bound to another view model. Letting
/// the view go ends it too: the drawing holds its view and view model weakly.
@MainActor
public enum TrackedRendering {
  /// Runs `draw` now, tracking every observable property it reads, and again on a later
  /// turn (`redraw`) whenever one of them is about to change, until the returned rendering
  /// is cancelled or let go.
  ///
  /// Several changes before that turn come to one drawing: the tracking has fired, and the
  /// drawing reads the latest values.
  public static func render(redrawingOn redraw: Redraw, _ draw: @escaping @MainActor @Sendable () -> Void)
    -> Rendering
  {
    let rendering = Rendering()
    loop(rendering, redrawingOn: redraw, draw)
    return rendering
  }

  /// One drawing inside the tracking, and the next one asked for on its change, while
  /// `rendering` is kept and not cancelled.
  private static func loop(
    _ rendering: Rendering, redrawingOn redraw: Redraw, _ draw: @escaping @MainActor @Sendable () -> Void
  ) {
    rendering.isDrawing = true
    defer { rendering.isDrawing = false }
    withObservationTracking(draw) { [weak rendering] in
      guard let rendering, !rendering.isCancelled else { return }
      redraw { [weak rendering] in
        guard let rendering, !rendering.isCancelled else { return }
        loop(rendering, redrawingOn: redraw, draw)
      }
    }
  }
}

/// A view's binding to a view model through ``TrackedRendering``: keep it for as long as the
/// view shows that view model. Cancelled, or let go, the view draws no more of it: the next
/// change it was told of is dropped, and nothing is tracked after it.
///
/// It is `nonisolated`, even in a module whose declarations are main-actor by default: the
/// tracking's change handler, which reads it, runs on whatever thread set the property.
nonisolated public final class Rendering: Sendable {
  private let cancelled = Mutex(false)
  private let drawing = Mutex(false)

  init() {}

  /// Stops the drawing: no redraw runs after this.
  public func cancel() { cancelled.withLock { $0 = true } }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.withLock { $0 } }

  /// Whether the view is drawing now, inside the tracking: what reaches the view meanwhile
  /// came through this binding, and anything else was handed to it by a direct call.
  public internal(set) var isDrawing: Bool {
    get { drawing.withLock { $0 } }
    set { drawing.withLock { $0 = newValue } }
  }

  deinit { cancel() }
}
