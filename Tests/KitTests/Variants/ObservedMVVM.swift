import CalculatorModel
import KataDriver
import KataShape
import Observation

@testable import CalculatorMVVM

extension Variant {
  static let observed = Variant(
    name: "MVVM with Swift Observation: an @Observable view model, re-read in withObservationTracking",
    architecture: Architecture(
      name: "mvvm-observed", summary: "the view re-reads an @Observable view model whenever it changes",
      pattern: .mvvm,
      roles: [
        .objects(of: ObservedView.self, are: .view),
        .objects(of: ObservedViewModel.self, are: .viewModel),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in ObservedView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// The view model publishes by being observable: the view reads `resultText`, and Observation
/// tells whoever read it that it changed.
@MainActor
@Observable
final class ObservedViewModel {
  private(set) var resultText: String
  @ObservationIgnored private let model: any CalculatorModel
  @ObservationIgnored private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    resultText = String(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    resultText = String(model.sum(of: fields.input, separatedBy: token))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    resultText = String(model.sum(of: input, separatedBy: fields.token))
  }
}

/// Renders inside `withObservationTracking`, as UIKit's `updateProperties()` and SwiftUI do;
/// the change is announced before the value is set, so the view renders again on the next turn.
@MainActor
final class ObservedView: CalculatorScreen, BindingProbe {
  private let viewModel: ObservedViewModel
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = ObservedViewModel(model: model)
    render()
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }

  private func render() {
    resultText = withObservationTracking {
      viewModel.resultText
    } onChange: { [weak self] in
      Task { @MainActor in self?.render() }
    }
  }

  /// Observation calls back in no fixed order.
  var promisesBindOrder: Bool { false }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    TrackedObservation(of: viewModel, reading: \.resultText, observer: observer)
  }
}

/// Another view's observation of an `@Observable` view model, for the rules' probe: it hands
/// what it reads to `observer` now, and again on the next turn after every change.
@MainActor
final class TrackedObservation<ViewModel: AnyObject & Observable> {
  weak var viewModel: ViewModel?
  let read: (ViewModel) -> String
  let observer: (String) -> Void

  init(
    of viewModel: ViewModel, reading read: @escaping (ViewModel) -> String,
    observer: @escaping (String) -> Void
  ) {
    self.viewModel = viewModel
    self.read = read
    self.observer = observer
    render()
  }

  func render() {
    guard let viewModel else { return }
    observer(
      withObservationTracking {
        read(viewModel)
      } onChange: { [weak self] in
        Task { @MainActor in self?.render() }
      })
  }
}
