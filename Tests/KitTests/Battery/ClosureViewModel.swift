import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Honest: MVVM whose view model is a struct of closures, inputs in and one output to bind,
/// assembled by a factory; the output is a relay the struct keeps.
@MainActor
struct ClosureCalculatorViewModel {
  let tokenChanged: (String) -> Void
  let inputChanged: (String) -> Void
  let resultText: Relay<String>

  static func make(model: any CalculatorModel) -> ClosureCalculatorViewModel {
    let output = Relay(String(model.sum(of: "", separatedBy: "")))
    final class Fields {
      var token = ""
      var input = ""
    }
    let fields = Fields()
    return ClosureCalculatorViewModel(
      tokenChanged: { token in
        fields.token = token
        output.send(String(model.sum(of: fields.input, separatedBy: token)))
      },
      inputChanged: { input in
        fields.input = input
        output.send(String(model.sum(of: input, separatedBy: fields.token)))
      },
      resultText: output)
  }
}

@MainActor
final class ClosureViewModelCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: ClosureCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = .make(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryClosureViewModel = Architecture(
    name: "battery-closure-view-model",
    summary: "MVVM whose view model is a struct of closures",
    pattern: .mvvm,
    roles: [
      .objects(of: ClosureViewModelCalculatorView.self, are: .view),
      .objects(of: ClosureCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { ClosureViewModelCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
