import CalculatorModel
import KataDriver

// MVP calculators whose presenter lives by other rules than the lesson's:
//
// - wrong: the presenter tells its view through a closure the view hands it at attach, which
//   captures the view strongly (`{ self.display(resultText: $0) }` in the view's `init`);
// - wrong: one presenter for the whole app, `static let shared`, that each new view attaches
//   to, taking over from the one before, and keeping the fields it was last told;
// - honest: a presenter that answers on the main actor's next turn, in a task the edit starts,
//   as a presenter that awaits something before it presents does; a newer edit replaces it.

@MainActor
protocol ResultDisplay: AnyObject {
  func display(resultText: String)
}

@MainActor
final class ClosurePresenter5 {
  private var display: ((String) -> Void)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ display: @escaping (String) -> Void) {
    self.display = display
    present()
  }

  func tokenDidChange(_ token: String) {
    fields.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    fields.input = input
    present()
  }

  private func present() {
    display?(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class SharedPresenter {
  static var shared: SharedPresenter?

  private weak var view: (any ResultDisplay)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  private init(model: any CalculatorModel) { self.model = model }

  /// The app's presenter, made with the first Model it is given.
  static func presenter(model: any CalculatorModel) -> SharedPresenter {
    if let shared { return shared }
    let presenter = SharedPresenter(model: model)
    shared = presenter
    return presenter
  }

  func attach(_ view: any ResultDisplay) {
    self.view = view
    present()
  }

  func tokenDidChange(_ token: String) {
    fields.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    fields.input = input
    present()
  }

  private func present() {
    view?.display(resultText: String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class NextTurnPresenter {
  private weak var view: (any ResultDisplay)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  private var presenting: Task<Void, Never>?

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any ResultDisplay) {
    self.view = view
    present()
  }

  func tokenDidChange(_ token: String) {
    fields.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    fields.input = input
    present()
  }

  private func present() {
    presenting?.cancel()
    presenting = Task { [weak self] in
      await Task.yield()
      guard !Task.isCancelled, let self else { return }
      self.view?.display(
        resultText: String(self.model.sum(of: self.fields.input, separatedBy: self.fields.token)))
    }
  }

  isolated deinit { presenting?.cancel() }
}

/// The passive view of each presenter above.
@MainActor
final class LifetimeCalculatorView: CalculatorScreen, ResultDisplay {
  enum Presenter { case closure, shared, nextTurn }

  private let closurePresenter: ClosurePresenter5?
  private let sharedPresenter: SharedPresenter?
  private let nextTurnPresenter: NextTurnPresenter?
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, presenter: Presenter) {
    self.trace = trace
    closurePresenter = presenter == .closure ? ClosurePresenter5(model: model) : nil
    sharedPresenter = presenter == .shared ? SharedPresenter.presenter(model: model) : nil
    nextTurnPresenter = presenter == .nextTurn ? NextTurnPresenter(model: model) : nil
    closurePresenter?.attach { self.display(resultText: $0) }
    sharedPresenter?.attach(self)
    nextTurnPresenter?.attach(self)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    closurePresenter?.tokenDidChange(token)
    sharedPresenter?.tokenDidChange(token)
    nextTurnPresenter?.tokenDidChange(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    closurePresenter?.inputDidChange(input)
    sharedPresenter?.inputDidChange(input)
    nextTurnPresenter?.inputDidChange(input)
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}

extension Architecture {
  private static func battery5Lifetime(_ name: String, _ presenter: LifetimeCalculatorView.Presenter)
    -> Architecture
  {
    Architecture(
      name: name, summary: "MVP whose presenter lives by rules of its own", pattern: .mvp,
      roles: [
        .objects(of: LifetimeCalculatorView.self, are: .view),
        .objects(of: ClosurePresenter5.self, are: .presenter),
        .objects(of: SharedPresenter.self, are: .presenter),
        .objects(of: NextTurnPresenter.self, are: .presenter),
      ] + Architecture.mvp.roles,
      calculator: { LifetimeCalculatorView(model: $0, trace: $1, presenter: presenter) },
      scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5StrongClosurePresenter = battery5Lifetime("battery5-strong-closure-presenter", .closure)
  static let battery5SharedPresenter = battery5Lifetime("battery5-shared-presenter", .shared)
  static let battery5NextTurnPresenter = battery5Lifetime("battery5-next-turn-presenter", .nextTurn)
}
