import CalculatorMVP
import CalculatorModel
import KataDriver
import KataShape
import KataTracing

@testable import CalculatorMVVM

/// Views that change their middle layer without calling its methods: each writes the middle
/// layer's state, or puts a value into one of its bindings itself, and still shows the right sum.
/// Whatever the pattern, a lesson's or one of the student's own, the view changes its middle
/// layer only through its methods: the floor **the view changes the … only through its methods**.
extension Mistake {
  static let stateWritingMistakes = [
    Mistake(
      name: "an MVVM view that writes a placeholder into its view model's output before each edit",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: PlaceholderView.self, are: .view)],
        calculator: { PlaceholderView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [Pattern.mvvm.stateFloorRule],
      says: "put showResultText(\"…\") into its binding itself"),
    Mistake(
      name: "an MVP view that writes its presenter's fields, whose observer presents",
      architecture: .mistake(
        of: .mvp,
        roles: [
          .objects(of: FieldWritingPresenter.self, are: .presenter),
          .objects(of: FieldWritingView.self, are: .view),
        ],
        calculator: { FieldWritingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [Pattern.mvp.stateFloorRule],
      says: "wrote FieldWritingPresenter.token"),
    // A step-4 store of a student's own, under a pattern of its own that declares nothing of how
    // the view changes the store: the floor every pattern keeps catches it.
    Mistake(
      name: "a store of one's own, under a pattern of its own, whose view writes store.state.token",
      architecture: .batteryStoreDirectWrite, screen: .calculator,
      breaks: [Pattern.store.stateFloorRule],
      says: "the View wrote WritableCalculatorStore.state"),
  ]

  /// What no stack shows: a write of the middle layer's stored property that runs nothing, read
  /// later by a method the view calls.
  static let silentFieldWrite = Mistake(
    name: "an MVP view that writes its presenter's token, which runs nothing, and then calls present()",
    architecture: .mistake(
      of: .mvp,
      roles: [
        .objects(of: SilentFieldPresenter.self, are: .presenter),
        .objects(of: SilentFieldView.self, are: .view),
      ],
      calculator: { SilentFieldView(model: $0, trace: $1) }),
    screen: .calculator, breaks: [],
    unseenRoute: "a write of a middle layer's stored property that runs nothing")
}

/// Shows "…" while the view model works: the view writes it into the view model's output
/// itself, and every value, the placeholder included, still reaches it through the binding.
@MainActor
final class PlaceholderView: CalculatorScreen, BindingProbe {
  private let viewModel: CalculatorMVVM.CalculatorViewModel
  private let trace: Trace?
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = CalculatorMVVM.CalculatorViewModel(model: model)
    self.trace = trace
    binding = viewModel.outputs.resultText.bind { [weak self] text in
      self?.trace?.arrived(
        at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
  }

  func editToken(_ token: String) {
    viewModel.outputs.resultText.update("…")
    viewModel.inputs.tokenChanged(token)
  }

  func editInput(_ input: String) {
    viewModel.outputs.resultText.update("…")
    viewModel.inputs.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// A presenter whose fields are settable, and present whenever they are set.
@MainActor
final class FieldWritingPresenter {
  weak var view: (any CalculatorMVP.CalculatorView)?
  private let model: any CalculatorModel
  var token = "" { didSet { present() } }
  var input = "" { didSet { present() } }

  init(model: any CalculatorModel) { self.model = model }

  func present() { view?.display(resultText: String(model.sum(of: input, separatedBy: token))) }
}

/// The view writes the presenter's fields instead of telling it of each edit.
@MainActor
final class FieldWritingView: CalculatorScreen, CalculatorMVP.CalculatorView {
  private let presenter: FieldWritingPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = FieldWritingPresenter(model: model)
    self.trace = trace
    presenter.view = self
    presenter.present()
  }

  func editToken(_ token: String) { presenter.token = token }
  func editInput(_ input: String) { presenter.input = input }
  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}

/// A presenter whose token is settable and runs nothing when set.
@MainActor
final class SilentFieldPresenter {
  weak var view: (any CalculatorMVP.CalculatorView)?
  private let model: any CalculatorModel
  var token = ""
  private var input = ""

  init(model: any CalculatorModel) { self.model = model }

  func inputDidChange(_ input: String) {
    self.input = input
    present()
  }

  func present() { view?.display(resultText: String(model.sum(of: input, separatedBy: token))) }
}

/// The view writes the presenter's token, then asks it to present: the write itself calls
/// nothing, so no call stack holds it.
@MainActor
final class SilentFieldView: CalculatorScreen, CalculatorMVP.CalculatorView {
  private let presenter: SilentFieldPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = SilentFieldPresenter(model: model)
    self.trace = trace
    presenter.view = self
    presenter.present()
  }

  func editToken(_ token: String) {
    presenter.token = token
    presenter.present()
  }

  func editInput(_ input: String) { presenter.inputDidChange(input) }
  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}
