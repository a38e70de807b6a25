import Observation

/// How a trace follows a view bound with Swift Observation, which has no observer list to
/// bracket: it asks the view's rendering whether it is drawing, and tracks the output itself.
extension Trace {
  /// Records the arrival that `record` records as coming through the binding when the view
  /// `isDrawing` (a drawing inside the tracking), and as `record` says otherwise.
  public func arrived(whileDrawing isDrawing: Bool, _ record: () -> Void) {
    if isDrawing && !isDelivering { delivering(record) } else { record() }
  }

  /// Records, the next time what `read` reads is about to change, that the view model
  /// announces it: `resultText will change`. Called as the view draws, so that it tracks what
  /// the view's own tracking tracks, and is told when it is.
  @MainActor
  public func announceNextChange<Value>(of read: () -> Value, named name: String) {
    withObservationTracking {
      _ = read()
    } onChange: { [self] in
      // Called from inside the setter, before the value is stored.
      call(.viewModel, to: .binding, "\(name) will change")
    }
  }

  /// Runs `body` as a binding delivering a value: what reaches a view meanwhile came through it.
  public func delivering<Result>(_ body: () -> Result) -> Result {
    toggleDelivering()
    defer { toggleDelivering() }
    return body()
  }
}
