import CalculatorModel
import KataDriver
import KataTracing

/// Honest: MVP where the presenter tells its view through a closure the view hands it, which
/// captures the view weakly, instead of a protocol.
@MainActor
final class ClosureCalculatorPresenter {
  var display: (String) -> Void = { _ in }
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) { self.model = model }

  func viewDidLoad() { present() }

  func tokenChanged(_ token: String) {
    self.token = token
    present()
  }

  func inputChanged(_ input: String) {
    self.input = input
    present()
  }

  private func present() {
    display(String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class ClosurePresenterCalculatorView: CalculatorScreen {
  private let presenter: ClosureCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = ClosureCalculatorPresenter(model: model)
    presenter.display = { [weak self] text in self?.display(resultText: text) }
    presenter.viewDidLoad()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    presenter.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    presenter.inputChanged(input)
  }

  private func display(resultText text: String) {
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(text)))", carrying: text, from: .presenter)
    resultText = text
  }
}

extension Architecture {
  static let batteryClosurePresenter = Architecture(
    name: "battery-closure-presenter",
    summary: "MVP whose presenter tells its view through a closure",
    pattern: .mvp,
    roles: [
      .objects(of: ClosurePresenterCalculatorView.self, are: .view),
      .objects(of: ClosureCalculatorPresenter.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { ClosurePresenterCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
