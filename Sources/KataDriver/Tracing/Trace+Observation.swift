import CalculatorObservation

/// How a trace follows a view bound with Swift Observation, which has no observer list to
/// bracket: the trace runs the view's redraws itself, as an app's run loop does.
extension Trace {
  /// Binds a view with `bindView`, handing it the redraw to use; with a `trace`, brackets the
  /// first drawing and every redraw, so that what reaches the view inside them is recorded as
  /// coming through the binding, and records each change Observation announces.
  ///
  /// - Parameters:
  ///   - output: the output the view reads, in the trace: `resultText`.
  ///   - drawing: what the view does inside the tracking: `showResultText(viewModel.resultText)`.
  @MainActor
  static func bindView<Token>(
    tracking output: String, by drawing: String, into trace: Trace?, _ bindView: (Redraw) -> Token
  ) -> Token {
    guard let trace else { return bindView(.nextTurn) }
    let redraw = Redraw { draw in
      // Called from inside the setter, before the value is stored.
      trace.call(.viewModel, to: .binding, "\(output) will change")
      Task { @MainActor in trace.delivering(draw) }
    }
    trace.call(.view, to: .binding, "withObservationTracking { \(drawing) }")
    return trace.delivering { bindView(redraw) }
  }

  /// Runs `body` as a binding delivering a value: what reaches a view meanwhile came through it.
  func delivering<Result>(_ body: () -> Result) -> Result {
    toggleDelivering()
    defer { toggleDelivering() }
    return body()
  }
}
