import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Where any code finds the calculator Model: registered as the screen is built.
@MainActor
enum CalculatorLocator {
  static var model: (any CalculatorModel)?
}

/// Wrong: the view model publishes, but the view asks the Model itself, through a service
/// locator, to show a "preview" before the view model answers, and shows that.
@MainActor
final class LocatedCalculatorViewModel {
  let resultText: Relay<String>
  private var token = ""
  private var input = ""

  init() { resultText = Relay(String(CalculatorLocator.model?.sum(of: "", separatedBy: "") ?? 0)) }

  func fieldsChanged(token: String, input: String) {
    resultText.send(String(CalculatorLocator.model?.sum(of: input, separatedBy: token) ?? 0))
  }
}

@MainActor
final class LocatorCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: LocatedCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private var token = ""
  private var input = ""
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    CalculatorLocator.model = model
    viewModel = LocatedCalculatorViewModel()
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  private func preview() {
    if let model = CalculatorLocator.model {
      resultText = String(model.sum(of: input, separatedBy: token))
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    self.token = token
    preview()
    viewModel.fieldsChanged(token: token, input: input)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    self.input = input
    preview()
    viewModel.fieldsChanged(token: token, input: input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryServiceLocator = Architecture(
    name: "battery-service-locator",
    summary: "MVVM whose view and view model find the Model in a service locator",
    pattern: .mvvm,
    roles: [
      .objects(of: LocatorCalculatorView.self, are: .view),
      .objects(of: LocatedCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { LocatorCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
