import Observation

/// How a view stays bound to an `@Observable` view model: it draws inside
/// `withObservationTracking`, and draws again (and so registers again) after each change.
///
/// Tracking fires once. The closure given to `onChange` is called for the first change to
/// any property the drawing read, and then forgotten; a view that does not draw again inside
/// a new tracking shows the first change and no other. This is the loop UIKit runs around
/// `updateProperties()` and SwiftUI around `body`; without either, a view runs it itself.
///
/// There is no token to keep. The drawing holds its view and view model weakly: once the view
/// is gone it reads nothing, so nothing is tracked and the loop ends by itself.
@MainActor
public enum TrackedRendering {
  /// Runs `draw` now, tracking every observable property it reads, and again on a later
  /// turn (`redraw`) whenever one of them is about to change.
  ///
  /// Several changes before that turn come to one drawing: the tracking has fired, and the
  /// drawing reads the latest values.
  public static func render(redrawingOn redraw: Redraw, _ draw: @escaping @MainActor @Sendable () -> Void) {
    withObservationTracking(draw) {
      redraw { render(redrawingOn: redraw, draw) }
    }
  }
}
