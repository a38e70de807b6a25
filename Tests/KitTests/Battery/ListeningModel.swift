import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: a Model of the architecture's own, wrapping the one it is given, that keeps the view
/// as its listener and tells it each new sum; the presenter only passes the fields on.
@MainActor
final class ListeningCalculatorModel {
  weak var listener: (any GenericResultDisplay)?
  private let base: any CalculatorModel

  init(base: any CalculatorModel) { self.base = base }

  func update(input: String, token: String) {
    listener?.display(resultText: String(base.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class RelayingCalculatorPresenter {
  private let model: ListeningCalculatorModel
  private var token = ""
  private var input = ""

  init(model: ListeningCalculatorModel) { self.model = model }

  func attach() { model.update(input: input, token: token) }

  func tokenChanged(_ token: String) {
    self.token = token
    model.update(input: input, token: token)
  }

  func inputChanged(_ input: String) {
    self.input = input
    model.update(input: input, token: token)
  }
}

@MainActor
final class ListenedCalculatorView: CalculatorScreen, GenericResultDisplay {
  private let presenter: RelayingCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    let listening = ListeningCalculatorModel(base: model)
    presenter = RelayingCalculatorPresenter(model: listening)
    listening.listener = self
    presenter.attach()
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
  static let batteryListeningModel = Architecture(
    name: "battery-listening-model",
    summary: "MVP whose Model keeps the view as its listener",
    pattern: .mvp,
    roles: [
      .objects(of: ListenedCalculatorView.self, are: .view),
      .objects(of: RelayingCalculatorPresenter.self, are: .presenter),
      .objects(of: ListeningCalculatorModel.self, are: .model),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { ListenedCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
