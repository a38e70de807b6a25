import CalculatorModel
import KataDriver
import KataShape
import KataTracing

@MainActor
protocol GlobalResultDisplay: AnyObject {
  func showResult(_ text: String)
}

/// Where the view model finds "the" calculator view: a global the view sets when it appears.
@MainActor
enum CurrentCalculatorDisplay {
  static weak var view: (any GlobalResultDisplay)?
}

/// Wrong: a view model that keeps no view in its fields, but reaches the current one through a
/// global and calls it, besides publishing nothing a second view could bind to.
@MainActor
final class GlobalViewCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    self.input = input
    recompute()
  }

  private func recompute() {
    let text = String(model.sum(of: input, separatedBy: token))
    resultText.send(text)
    CurrentCalculatorDisplay.view?.showResult(text)
  }
}

@MainActor
final class GlobalViewCalculatorView: CalculatorScreen, GlobalResultDisplay, BindingProbe {
  private let viewModel: GlobalViewCalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = GlobalViewCalculatorViewModel(model: model)
    resultText = viewModel.resultText.value
  }

  private func appear() { CurrentCalculatorDisplay.view = self }

  func showResult(_ text: String) {
    trace?.arrived(at: .view, "showResult(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    appear()
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    appear()
    viewModel.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryGlobalView = Architecture(
    name: "battery-global-view",
    summary: "MVVM whose view model calls the view it finds in a global",
    pattern: .mvvm,
    roles: [
      .objects(of: GlobalViewCalculatorView.self, are: .view),
      .objects(of: GlobalViewCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { GlobalViewCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
