import CalculatorModel
import KataDriver
import KataTracing

@MainActor
protocol GenericResultDisplay: AnyObject {
  func display(resultText: String)
}

/// Honest: a presenter generic over its view, holding it weakly through its type parameter.
@MainActor
final class GenericCalculatorPresenter<View: GenericResultDisplay> {
  weak var view: View?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: View) {
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
    view?.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class GenericPresenterCalculatorView: CalculatorScreen, GenericResultDisplay {
  private let presenter: GenericCalculatorPresenter<GenericPresenterCalculatorView>
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = GenericCalculatorPresenter(model: model)
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

  func display(resultText text: String) {
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(text)))", carrying: text, from: .presenter)
    resultText = text
  }
}

extension Architecture {
  static let batteryGenericPresenter = Architecture(
    name: "battery-generic-presenter",
    summary: "MVP with a presenter generic over its view",
    pattern: .mvp,
    roles: [
      .objects(of: GenericPresenterCalculatorView.self, are: .view),
      .objects(of: GenericCalculatorPresenter<GenericPresenterCalculatorView>.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { GenericPresenterCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
