import CalculatorModel
import KataDriver

// MVP calculators whose presenter hands its passive view something other than the text to
// show, each the way a student would make the view "a little smarter":
//
// - wrong: an `Amount`, a value with a `description`, which the view interpolates;
// - wrong: the sum itself, which the view makes text, and notes as the text it shows (what it
//   hands the trace is not what arrived);
// - wrong: the sum to the label, and the text to a status line beside it, a second passive
//   view that shows the same words, so the label's text was also told, to another view.
// - honest: the text, to a view the presenter knows through two small protocols composed
//   (interface segregation), `any ResultLabelling & FieldsClearing`.

/// A sum as a value with its own words.
struct Amount: CustomStringConvertible, Sendable {
  let sum: Int128
  var description: String { String(sum) }
}

/// What each presenter below commands.
@MainActor
protocol AmountDisplay: AnyObject {
  func display(amount: Amount)
  func display(sum: Int128)
  func display(resultText: String)
}

@MainActor
protocol ResultLabelling: AnyObject {
  func display(resultText: String)
}

@MainActor
protocol FieldsClearing: AnyObject {
  func clearFields()
}

/// The presenter, in each of its ways.
@MainActor
final class DisplayingPresenter {
  enum Hands { case amount, sum, sumAndStatusText }

  private weak var view: (any AmountDisplay)?
  private weak var status: (any ResultLabelling)?
  private let model: any CalculatorModel
  private let hands: Hands
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel, hands: Hands) {
    self.model = model
    self.hands = hands
  }

  func attach(_ view: any AmountDisplay, status: (any ResultLabelling)?) {
    self.view = view
    self.status = status
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
    let sum = model.sum(of: fields.input, separatedBy: fields.token)
    switch hands {
    case .amount: view?.display(amount: Amount(sum: sum))
    case .sum: view?.display(sum: sum)
    case .sumAndStatusText:
      status?.display(resultText: String(sum))
      view?.display(sum: sum)
    }
  }
}

/// A status line: a passive view that shows a text.
@MainActor
final class StatusLineView: ResultLabelling {
  private let trace: Trace?
  private(set) var text = ""

  init(trace: Trace?) { self.trace = trace }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    text = resultText
  }
}

/// The passive calculator view of ``DisplayingPresenter``.
@MainActor
final class DisplayingCalculatorView: CalculatorScreen, AmountDisplay {
  private let presenter: DisplayingPresenter
  private let status: StatusLineView?
  private let trace: Trace?
  private let notesText: Bool
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, hands: DisplayingPresenter.Hands) {
    presenter = DisplayingPresenter(model: model, hands: hands)
    status = hands == .sumAndStatusText ? StatusLineView(trace: trace) : nil
    notesText = hands == .sum
    self.trace = trace
    presenter.attach(self, status: status)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    presenter.tokenDidChange(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    presenter.inputDidChange(input)
  }

  func display(amount: Amount) {
    trace?.arrived(at: .view, "display(amount: \(amount))", carrying: amount, from: .presenter)
    resultText = "\(amount)"
  }

  func display(sum: Int128) {
    let text = String(sum)
    trace?.arrived(
      at: .view, "display(sum: \(sum))", carrying: notesText ? text as Any : sum as Any, from: .presenter)
    resultText = text
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}

/// An honest presenter, whose view is two small protocols.
@MainActor
final class SegregatedPresenter {
  private weak var view: (any ResultLabelling & FieldsClearing)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any ResultLabelling & FieldsClearing) {
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

  /// The user tapped Clear.
  func clearTapped() {
    fields = ("", "")
    view?.clearFields()
    present()
  }

  private func present() {
    view?.display(resultText: String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class SegregatedCalculatorView: CalculatorScreen, ResultLabelling, FieldsClearing {
  private let presenter: SegregatedPresenter
  private let trace: Trace?
  private(set) var resultText = ""
  private(set) var fields = (token: "", input: "")

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = SegregatedPresenter(model: model)
    self.trace = trace
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    fields.token = token
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    presenter.tokenDidChange(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    fields.input = input
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    presenter.inputDidChange(input)
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }

  func clearFields() {
    trace?.arrived(at: .view, "clearFields()", from: .presenter)
    fields = ("", "")
  }
}

extension Architecture {
  private static func battery5Displaying(_ name: String, _ hands: DisplayingPresenter.Hands) -> Architecture {
    Architecture(
      name: name, summary: "MVP whose presenter hands its view more than a text", pattern: .mvp,
      roles: [
        .objects(of: DisplayingCalculatorView.self, are: .view),
        .objects(of: StatusLineView.self, are: .view),
        .objects(of: DisplayingPresenter.self, are: .presenter),
      ] + Architecture.mvp.roles,
      calculator: { DisplayingCalculatorView(model: $0, trace: $1, hands: hands) },
      scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5Amount = battery5Displaying("battery5-amount", .amount)
  static let battery5RelabelledSum = battery5Displaying("battery5-relabelled-sum", .sum)
  static let battery5StatusLine = battery5Displaying("battery5-status-line", .sumAndStatusText)

  static let battery5Segregated = Architecture(
    name: "battery5-segregated", summary: "MVP whose view is two small protocols composed", pattern: .mvp,
    roles: [
      .objects(of: SegregatedCalculatorView.self, are: .view),
      .objects(of: SegregatedPresenter.self, are: .presenter),
    ] + Architecture.mvp.roles,
    calculator: { SegregatedCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })
}
