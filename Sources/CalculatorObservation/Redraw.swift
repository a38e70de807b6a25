/// When a view draws again after what it read changed: on a later turn of the main actor.
///
/// `withObservationTracking` calls back once, from inside the setter, *before* the new value
/// is stored: a view that read the output then would see the old one. So a view only marks
/// itself as needing a redraw, and draws on a later turn, as UIKit does when Observation
/// invalidates a view (`setNeedsUpdateProperties()`, then `updateProperties()` in the next
/// update pass) and SwiftUI does with a view's `body`. Whoever runs the views (the app's run
/// loop; here, a test driver or the playground) decides when that turn comes.
///
/// It is `nonisolated`, even in a module whose declarations are main-actor by default: the
/// tracking's change handler asks for the redraw from whatever thread set the property.
nonisolated public struct Redraw: Sendable {
  private let schedule: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

  /// A redraw that `schedule` runs later: it is handed the drawing to run.
  public init(_ schedule: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) {
    self.schedule = schedule
  }

  /// The main actor's next turn: a `Task` on the main actor.
  public static let nextTurn = Redraw { draw in
    Task { @MainActor in draw() }
  }

  /// Asks for `draw` to run on a later turn.
  func callAsFunction(_ draw: @escaping @MainActor @Sendable () -> Void) {
    schedule(draw)
  }
}
