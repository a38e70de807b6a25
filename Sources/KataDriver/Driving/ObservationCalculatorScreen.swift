import CalculatorModel
import CalculatorObservation

/// The calculator of MVVM with Observation, driven headlessly, composed by
/// ``ObservationCalculatorComposition``: the screen is the view itself.
///
/// It holds its view model strongly, sends edits to its inputs, and learns of results only by
/// reading the outputs inside the tracking. A result reaches it on a later turn of the main
/// actor, so the driver reads it once it has settled.
@MainActor
final class ObservationCalculatorScreen: CalculatorScreen, ObservationCalculatorComposition.View {
  let viewModel: CalculatorViewModel
  var rendering: Rendering?
  let trace: Trace?
  private(set) var resultText = ""

  static func make(model: any CalculatorModel, trace: Trace?) -> ObservationCalculatorScreen {
    ObservationCalculatorComposition.compose(model: model) {
      ObservationCalculatorScreen(viewModel: $0, trace: trace)
    }
  }

  private init(viewModel: CalculatorViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  func show(resultText text: String) { resultText = text }
}

extension ObservationCalculatorScreen: BindingProbe {
  /// Another view, bound the way this one is: it draws inside the tracking, and again after
  /// every change, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}
