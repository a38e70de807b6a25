import CalculatorModel
import KataDriver
import KataShape
import Observation

extension Variant {
  @available(macOS 26, iOS 26, *)
  static var observations: Variant {
    Variant(
      name: "MVVM with Swift Observation: the view iterates Observations of an @Observable view model",
      architecture: Architecture(
        name: "mvvm-observations", summary: "the view consumes Observations of its @Observable view model",
        pattern: .mvvm,
        roles: [
          .objects(of: ObservationsView.self, are: .view),
          .objects(of: ObservedViewModel.self, are: .viewModel),
          .objects(of: StreamSubscription.self, are: .binding),
        ] + Architecture.mvvm.roles,
        calculator: { model, _ in ObservationsView(model: model) },
        scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
  }
}

/// The view iterates `Observations` of its view model's `resultText` in a task, as each other
/// observer does: one sequence per observer, each starting with the current value.
@available(macOS 26, iOS 26, *)
@MainActor
final class ObservationsView: CalculatorScreen, BindingProbe {
  private let viewModel: ObservedViewModel
  private var subscription: StreamSubscription?
  private var handedOut = HandedOutSubscriptions()
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = ObservedViewModel(model: model)
    subscription = StreamSubscription(Self.resultTexts(of: viewModel)) { [weak self] in self?.resultText = $0
    }
  }

  private static func resultTexts(of viewModel: ObservedViewModel) -> Observations<String, Never> {
    Observations { viewModel.resultText }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let subscription = StreamSubscription(Self.resultTexts(of: viewModel), observer)
    handedOut.add(subscription)
    return subscription
  }

  /// Each sequence is iterated by a task of its own: no order among them.
  var promisesBindOrder: Bool { false }
}

/// A value of `Observations` arrives on a later turn, after the change: the screen says when
/// its view, and every other view it bound, shows what the view model holds.
@available(macOS 26, iOS 26, *)
extension ObservationsView: SettlingScreen {
  func settle() async {
    var turns = 0
    while resultText != viewModel.resultText || !handedOut.allDelivered(viewModel.resultText),
      turns < Settling.maximumTurns
    {
      await Task.yield()
      turns += 1
    }
  }
}
