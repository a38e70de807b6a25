import CalculatorModel
import KataDriver
import KataShape

// The Elm architecture, in Swift: a program is `init`, `update` and `view`, three functions of
// a model, and a runtime runs them: it keeps the model, folds each message through `update`,
// and hands the headless view what `view` describes. The headless view applies the
// description and formats nothing.
//
// - honest: the program's `view` writes the label's text into the description;
// - wrong: the program keeps the fields only, and the headless view, told the program's model,
//   works the label out itself, asking the Model its composition handed it.

/// The calculator program's model.
struct ElmCalculatorModel: Equatable, Sendable {
  var token = ""
  var input = ""
  var resultText = ""
}

/// The calculator program's messages.
enum ElmCalculatorMessage: Sendable, Equatable {
  case tokenEdited(String)
  case inputEdited(String)
}

/// What the headless view shows: a description, as Elm's `Html msg`.
struct ElmCalculatorScene: Equatable, Sendable {
  var label: String
}

/// The program: pure functions over its model.
@MainActor
struct ElmCalculatorProgram {
  let model: any CalculatorModel
  /// Whether `update` works the label out; the wrong program leaves it to the view.
  let worksOutTheLabel: Bool

  func initial() -> ElmCalculatorModel {
    ElmCalculatorModel(resultText: worksOutTheLabel ? String(model.sum(of: "", separatedBy: "")) : "")
  }

  func update(_ message: ElmCalculatorMessage, _ state: ElmCalculatorModel) -> ElmCalculatorModel {
    var next = state
    switch message {
    case .tokenEdited(let token): next.token = token
    case .inputEdited(let input): next.input = input
    }
    if worksOutTheLabel { next.resultText = String(model.sum(of: next.input, separatedBy: next.token)) }
    return next
  }

  func view(_ state: ElmCalculatorModel) -> ElmCalculatorScene {
    ElmCalculatorScene(label: state.resultText)
  }
}

/// The runtime: it keeps the program's model, runs `update` on each message, and hands its
/// renderer each new model.
@MainActor
final class ElmRuntime {
  /// The program, checked at each update as the kit composes it.
  private let checked: StepChecked<ElmCalculatorProgram>
  private(set) var state: ElmCalculatorModel
  private var renderer: ((ElmCalculatorModel) -> Void)?

  init(program: StepChecked<ElmCalculatorProgram>) {
    checked = program
    state = program.base.initial()
  }

  var program: ElmCalculatorProgram { checked.base }

  /// Renders every model from now on through `renderer`, the current one at once.
  func start(_ renderer: @escaping (ElmCalculatorModel) -> Void) {
    self.renderer = renderer
    renderer(state)
  }

  func dispatch(_ message: ElmCalculatorMessage) {
    var next = state
    checked.step(&next, message) { program, model, message in model = program.update(message, model) }
    guard next != state else { return }
    state = next
    renderer?(state)
  }
}

/// The headless view, in both ways: it applies the program's scene, or works the label out.
@MainActor
final class ElmHeadlessView: CalculatorScreen {
  let runtime: ElmRuntime
  private let trace: Trace?
  private let ownSum: (any CalculatorModel)?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, worksOutTheLabel: Bool) {
    runtime = ElmRuntime(
      program: StepChecked(ElmCalculatorProgram(model: model, worksOutTheLabel: !worksOutTheLabel)))
    self.trace = trace
    ownSum = worksOutTheLabel ? model : nil
    runtime.start { [weak self] state in self?.render(state) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "dispatch(.tokenEdited(\(Trace.literal(token))))")
    runtime.dispatch(.tokenEdited(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "dispatch(.inputEdited(\(Trace.literal(input))))")
    runtime.dispatch(.inputEdited(input))
  }

  private func render(_ state: ElmCalculatorModel) {
    if let ownSum {
      trace?.arrived(at: .view, "render(model)", carrying: state, from: .store)
      resultText = String(ownSum.sum(of: state.input, separatedBy: state.token))
    } else {
      let scene = runtime.program.view(state)
      trace?.arrived(at: .view, "render(\(Trace.literal(scene.label)))", carrying: scene, from: .store)
      resultText = scene.label
    }
  }
}

extension Architecture {
  private static func battery5Elm(_ name: String, worksOutTheLabel: Bool) -> Architecture {
    Architecture(
      name: name, summary: "the Elm architecture: init, update and view, run by a runtime",
      pattern: .unidirectional,
      roles: [
        .objects(of: ElmHeadlessView.self, are: .view),
        .objects(of: ElmRuntime.self, are: .store),
        .objects(of: ElmCalculatorProgram.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { ElmHeadlessView(model: $0, trace: $1, worksOutTheLabel: worksOutTheLabel) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5Elm = battery5Elm("battery5-elm", worksOutTheLabel: false)
  static let battery5ElmViewSums = battery5Elm("battery5-elm-view-sums", worksOutTheLabel: true)
}
