import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: the presenter keeps the fields in `static` storage, so every screen edits the same
/// token and input.
@MainActor
final class StaticFieldsCalculatorPresenter {
  private static var token = ""
  private static var input = ""
  weak var view: (any GenericResultDisplay)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any GenericResultDisplay) {
    self.view = view
    present()
  }

  func tokenChanged(_ token: String) {
    Self.token = token
    present()
  }

  func inputChanged(_ input: String) {
    Self.input = input
    present()
  }

  private func present() {
    view?.display(resultText: String(model.sum(of: Self.input, separatedBy: Self.token)))
  }
}

@MainActor
final class StaticFieldsCalculatorView: CalculatorScreen, GenericResultDisplay {
  private let presenter: StaticFieldsCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = StaticFieldsCalculatorPresenter(model: model)
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
  static let batteryStaticFields = Architecture(
    name: "battery-static-fields",
    summary: "MVP whose presenter keeps the fields in static storage",
    pattern: .mvp,
    roles: [
      .objects(of: StaticFieldsCalculatorView.self, are: .view),
      .objects(of: StaticFieldsCalculatorPresenter.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { StaticFieldsCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
