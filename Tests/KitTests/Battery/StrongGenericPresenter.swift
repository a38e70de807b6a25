import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: a presenter generic over its view that keeps its view strongly; the view owns the
/// presenter, so neither is ever freed.
@MainActor
final class StrongGenericCalculatorPresenter<View: GenericResultDisplay> {
  var view: View?
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
final class StrongGenericCalculatorView: CalculatorScreen, GenericResultDisplay {
  private let presenter: StrongGenericCalculatorPresenter<StrongGenericCalculatorView>
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = StrongGenericCalculatorPresenter(model: model)
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
  static let batteryStrongGenericPresenter = Architecture(
    name: "battery-strong-generic-presenter",
    summary: "MVP whose generic presenter keeps its view strongly",
    pattern: .mvp,
    roles: [
      .objects(of: StrongGenericCalculatorView.self, are: .view),
      .objects(of: StrongGenericCalculatorPresenter<StrongGenericCalculatorView>.self, are: .presenter),
    ] + Borrowed.mvpScoreListRoles,
    calculator: { StrongGenericCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvpScoreList($0, $1) }
  )
}
