import CalculatorObservation
import CalculatorRule
import ScoreBoard

/// The Observation lesson's screens, each composed once: a view model over the Model (or
/// service), and a view that owns it and renders it inside `withObservationTracking`.
///
/// The headless screen that `kata` and the suite drive, and the playground's view, are two
/// views plugged into the same composition. With a trace, the composition plays the part of
/// the app's run loop: it runs each redraw that Observation asked for, and so knows that
/// whatever reaches the view during one came through the tracking, the binding.
@MainActor
public enum ObservationComposition {
  /// A calculator view built by `makeView` around a view model over `model`, and bound.
  public static func calculator<View: CalculatorObservation.CalculatorView>(
    model: any CalculatorModel, trace: Trace?, view makeView: (CalculatorViewModel) -> View
  ) -> View {
    let viewModel = CalculatorViewModel(model: model)
    let view = makeView(viewModel)
    bind(trace, reading: "resultText", by: "showResultText(viewModel.resultText)") {
      view.bind(to: viewModel.outputs, redrawingOn: $0)
    }
    return view
  }

  /// A score list view built by `makeView` around a view model over `service`, and bound.
  public static func scoreList<View: CalculatorObservation.ScoreListView>(
    service: any ScoreService, trace: Trace?, view makeView: (ScoreListViewModel) -> View
  ) -> View {
    let viewModel = ScoreListViewModel(service: service)
    let view = makeView(viewModel)
    bind(trace, reading: "state", by: "render(viewModel.state)") {
      view.bind(to: viewModel.outputs, redrawingOn: $0)
    }
    return view
  }

  /// Binds with `bindView`; with a trace, brackets the first drawing and every redraw, so that
  /// what reaches the view inside them is recorded as coming through the binding.
  private static func bind(
    _ trace: Trace?, reading output: String, by drawing: String, _ bindView: (Redraw) -> Void
  ) {
    guard let trace else { return bindView(.nextTurn) }
    let redraw = Redraw { draw in
      // Called from inside the setter, before the value is stored.
      trace.call(.viewModel, to: .binding, "\(output) will change")
      Task { @MainActor in trace.delivering(draw) }
    }
    trace.call(.view, to: .binding, "withObservationTracking { \(drawing) }")
    trace.delivering { bindView(redraw) }
  }
}

extension Trace {
  /// Runs `body` as a binding delivering a value: what reaches a view meanwhile came through it.
  func delivering(_ body: () -> Void) {
    toggleDelivering()
    body()
    toggleDelivering()
  }
}
