import CalculatorModel
import KataDriver
import KataTracing

@MainActor
protocol SumDisplay: AnyObject {
  func display(sum: Int128)
}

/// Wrong: the presenter hands the view a number, and the view formats it.
@MainActor
final class NumberCalculatorPresenter {
  weak var view: (any SumDisplay)?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any SumDisplay) {
    self.view = view
    present()
  }

  func tokenChanged(_ token: String) {
    self.token = token
    present()
  }

  func inputChanged(_ input: String) {
    self.input = input
    present()
  }

  private func present() {
    view?.display(sum: model.sum(of: input, separatedBy: token))
  }
}

@MainActor
final class FormattingCalculatorView: CalculatorScreen, SumDisplay {
  private let presenter: NumberCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = NumberCalculatorPresenter(model: model)
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    presenter.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    presenter.inputChanged(input)
  }

  func display(sum: Int128) {
    trace?.arrived(at: .view, "display(sum: \(sum))", carrying: sum, from: .presenter)
    resultText = "\(sum)"
  }
}

extension Architecture {
  static let batteryFormattingView = Architecture(
    name: "battery-formatting-view",
    summary: "MVP whose passive view formats the number it is given",
    pattern: .mvp,
    roles: [
      .objects(of: FormattingCalculatorView.self, are: .view),
      .objects(of: NumberCalculatorPresenter.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { FormattingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
