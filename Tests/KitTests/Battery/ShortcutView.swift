import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: the passive view keeps a "sum" closure over the Model, computes the label itself,
/// and only tells the presenter afterwards, for its records.
@MainActor
final class BookkeepingCalculatorPresenter {
  weak var view: (any GenericResultDisplay)?
  private let model: any CalculatorModel
  private(set) var token = ""
  private(set) var input = ""

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any GenericResultDisplay) {
    self.view = view
    view.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }

  func fieldsChanged(token: String, input: String) {
    self.token = token
    self.input = input
  }
}

@MainActor
final class ShortcutCalculatorView: CalculatorScreen, GenericResultDisplay {
  private let presenter: BookkeepingCalculatorPresenter
  private let sum: (String, String) -> Int128
  private let trace: Trace?
  private var token = ""
  private var input = ""
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    sum = { input, token in model.sum(of: input, separatedBy: token) }
    presenter = BookkeepingCalculatorPresenter(model: model)
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    self.token = token
    refresh()
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    self.input = input
    refresh()
  }

  private func refresh() {
    presenter.fieldsChanged(token: token, input: input)
    display(resultText: String(sum(input, token)))
  }

  func display(resultText text: String) {
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(text)))", carrying: text, from: .presenter)
    resultText = text
  }
}

extension Architecture {
  static let batteryShortcutView = Architecture(
    name: "battery-shortcut-view",
    summary: "MVP whose view computes through a closure over the Model",
    pattern: .mvp,
    roles: [
      .objects(of: ShortcutCalculatorView.self, are: .view),
      .objects(of: BookkeepingCalculatorPresenter.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { ShortcutCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
