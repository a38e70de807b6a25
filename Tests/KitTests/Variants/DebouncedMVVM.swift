import CalculatorModel
import KataDriver

@testable import CalculatorMVVM

extension Variant {
  static let debounced = Variant(
    name: "MVVM whose view model waits for the typing to pause before it asks the Model (a debounce)",
    architecture: Architecture(
      name: "mvvm-debounced", summary: "the view model asks the Model once the edits pause",
      pattern: .mvvm,
      roles: [
        .objects(of: DebouncedViewModel.self, are: .viewModel),
        .objects(of: TextBoundView<DebouncedViewModel>.self, are: .view),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in TextBoundView<DebouncedViewModel>(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Asks the Model only once the edits pause for ``pause``: each edit cancels the wait before
/// it. It says nothing of when it is done; the driver must wait for the work it left running.
@MainActor
final class DebouncedViewModel: TextViewModel {
  /// Longer than a turn of the main actor by far: a driver that reads after a few turns
  /// reads the result before the Model was asked.
  static let pause = Duration.milliseconds(30)

  let output: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  private var waiting: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    askOncePaused()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    askOncePaused()
  }

  private func askOncePaused() {
    waiting?.cancel()
    waiting = Task { [weak self] in
      do {
        try await Task.sleep(for: Self.pause)
      } catch {
        return
      }
      guard let self else { return }
      self.output.update(String(self.model.sum(of: self.fields.input, separatedBy: self.fields.token)))
    }
  }

  isolated deinit { waiting?.cancel() }
}
