import ScoreBoard

/// What can happen to the score list: the view's events, and the service's answer.
nonisolated public enum ScoreListAction: Sendable, Equatable {
  /// The screen opened, or the user asked to refresh: load the players again.
  case screenOpened
  /// The screen closed (UIKit's `viewDidDisappear`, SwiftUI's `onDisappear`): stop loading.
  case screenClosed
  /// The service answered the load numbered `request`: the players, or why there are none.
  ///
  /// The answer names its request, because answers can come back in any order: the reducer
  /// keeps only the one the screen still waits for.
  case playersLoaded(request: Int, Result<[Player], RosterError>)
}
