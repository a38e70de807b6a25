import CalculatorModel
import KataDriver

/// Wrong: a view that remembers the label it showed for each pair of fields, and shows the
/// remembered one without asking its view model when the fields come back to a pair it saw.
@MainActor
final class CachedCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func fieldsChanged(token: String, input: String) {
    resultText.send(String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class CachingCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: CachedCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private var token = ""
  private var input = ""
  private var shown: [String: String] = [:]
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CachedCalculatorViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
  }

  private var key: String { token + "\u{0}" + input }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    shown[key] = text
    resultText = text
  }

  private func fieldsChanged() {
    if let known = shown[key] {
      resultText = known
    } else {
      viewModel.fieldsChanged(token: token, input: input)
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    self.token = token
    fieldsChanged()
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    self.input = input
    fieldsChanged()
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryCachingView = Architecture(
    name: "battery-caching-view",
    summary: "MVVM whose view caches the label per input",
    pattern: .mvvm,
    roles: [
      .objects(of: CachingCalculatorView.self, are: .view),
      .objects(of: CachedCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { CachingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
