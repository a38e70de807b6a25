import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

@testable import CalculatorMVVM
@testable import KataLessons

/// Views that make a text themselves where the rule "the view formats nothing" once looked only
/// at the label and the rows, or only at what the view chose to note: a view beside the label,
/// the first row, view code of the view's protocol, a view that writes its sibling.
extension Mistake {
  static let viewTextMistakes = [
    Mistake(
      name:
        "an MVP presenter that hands a number to a default method of the view's protocol, which formats it and "
        + "hands the text on",
      architecture: .mistake(
        of: .mvp,
        roles: [
          .objects(of: DefaultFormattingView.self, are: .view),
          .objects(of: DefaultFormattingPresenter.self, are: .presenter),
        ],
        calculator: { DefaultFormattingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.passiveViewFormatsNothing],
      says: "the Presenter called SumDisplaying.display(sum:), view code that is no method of the object"),
    Mistake(
      name: "an MVVM screen of three views, whose third, a gauge, turns the sum it is bound to into millions",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: GaugedScreen.self, are: .view), .objects(of: CaptionView.self, are: .view),
          .objects(of: GaugeView.self, are: .view), .objects(of: GaugedViewModel.self, are: .viewModel),
          .objects(of: BoundValue<String>.self, are: .binding),
          .objects(of: BoundValue<Int128>.self, are: .binding),
        ],
        calculator: { GaugedScreen(model: $0, trace: $1, gaugeFormats: true) }),
      screen: .calculator,
      breaks: [.boundViewFormatsNothing],
      says: "View (GaugeView) holds \"1M\" in GaugeView.text"),
    Mistake(
      name:
        "an MVVM screen of two views, whose label shows the text it is bound to and whose copy formats the sum",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: CopyingScreen.self, are: .view), .objects(of: FormattingCopyView.self, are: .view),
          .objects(of: GaugedViewModel.self, are: .viewModel),
          .objects(of: BoundValue<String>.self, are: .binding),
          .objects(of: BoundValue<Int128>.self, are: .binding),
        ],
        calculator: { CopyingScreen(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.boundViewFormatsNothing],
      says: "holds \"= 1000003\""),
    Mistake(
      name: "an MVVM list whose view joins the leader's names itself, the first row it shows",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: LeaderListView.self, are: .view),
          .objects(of: LeaderListViewModel.self, are: .viewModel),
          .objects(of: BoundValue<LeaderListState>.self, are: .binding),
        ],
        scoreList: { LeaderListView(service: $0, trace: $1) }),
      screen: .scoreList,
      breaks: [.boundViewFormatsNothing],
      says: "shows \"Probe One\""),
    Mistake(
      name: "an MVVM screen whose label view, told the sum, also writes the caption beside it",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: SiblingWritingScreen.self, are: .view), .objects(of: SiblingCaption.self, are: .view),
          .objects(of: BoundValue<String>.self, are: .binding),
        ],
        calculator: { SiblingWritingScreen(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.resultsArriveThroughBinding],
      says: "SiblingWritingScreen, another view -> View"),
  ]
}

extension Variant {
  static let viewTextVariants = [
    Variant(
      name: "an MVP view whose protocol's default method notes what the presenter hands it, then shows it",
      architecture: Architecture(
        name: "mvp-noting-protocol", summary: "a view protocol whose default method notes each text",
        pattern: .mvp,
        roles: [
          .objects(of: NotingDefaultView.self, are: .view),
          .objects(of: NotingDisplayPresenter.self, are: .presenter),
        ] + Architecture.mvp.roles,
        calculator: { NotingDefaultView(model: $0, trace: $1) },
        scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })),
    Variant(
      name: "an MVVM screen of three views, whose gauge shows the millions its view model formats",
      architecture: Architecture(
        name: "mvvm-gauged", summary: "a label, a caption and a gauge, each bound to its own output",
        pattern: .mvvm,
        roles: [
          .objects(of: GaugedScreen.self, are: .view), .objects(of: CaptionView.self, are: .view),
          .objects(of: GaugeView.self, are: .view), .objects(of: GaugedViewModel.self, are: .viewModel),
          .objects(of: BoundValue<String>.self, are: .binding),
          .objects(of: BoundValue<Int128>.self, are: .binding),
        ] + Architecture.mvvm.roles,
        calculator: { GaugedScreen(model: $0, trace: $1, gaugeFormats: false) },
        scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })),
  ]
}

// MARK: - A protocol's default method

/// What the view shows, to the presenter; and, in an extension, a default method that takes
/// the sum and formats it: view code, though no view class declares it.
@MainActor
protocol SumDisplaying: AnyObject {
  func display(resultText: String)
}

extension SumDisplaying {
  func display(sum: Int128) { display(resultText: String(sum)) }
}

/// Keeps the fields and asks the Model, as the lesson's presenter does; how it tells its view
/// is each subclass's.
@MainActor
class SumTellingPresenter {
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) { self.model = model }

  func tokenDidChange(_ token: String) {
    fields.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    fields.input = input
    present()
  }

  func present() { tell(sum: model.sum(of: fields.input, separatedBy: fields.token)) }

  /// Tells the view of `sum`.
  func tell(sum: Int128) {}
}

/// Commands its view weakly, through the protocol, as MVP asks; but it hands over the sum,
/// through the protocol's default method.
@MainActor
final class DefaultFormattingPresenter: SumTellingPresenter {
  weak var view: (any SumDisplaying)?

  override func tell(sum: Int128) { view?.display(sum: sum) }
}

/// Notes only the text its protocol's default method hands it.
@MainActor
final class DefaultFormattingView: CalculatorScreen, SumDisplaying {
  private let presenter: DefaultFormattingPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = DefaultFormattingPresenter(model: model)
    self.trace = trace
    presenter.view = self
    presenter.present()
  }

  func editToken(_ token: String) { presenter.tokenDidChange(token) }
  func editInput(_ input: String) { presenter.inputDidChange(input) }
  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}

/// Honest: a view protocol whose default method notes what arrives, where it arrives, and then
/// shows it; the presenter hands it the text.
@MainActor
protocol NotingDisplay: AnyObject {
  var trace: Trace? { get }
  func show(_ text: String)
}

extension NotingDisplay {
  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    show(resultText)
  }
}

/// A presenter as the lesson's, telling a ``NotingDisplay`` the text to show.
@MainActor
final class NotingDisplayPresenter: SumTellingPresenter {
  weak var view: (any NotingDisplay)?

  override func tell(sum: Int128) { view?.display(resultText: String(sum)) }
}

@MainActor
final class NotingDefaultView: CalculatorScreen, NotingDisplay {
  private let presenter: NotingDisplayPresenter
  let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = NotingDisplayPresenter(model: model)
    self.trace = trace
    presenter.view = self
    presenter.present()
  }

  func editToken(_ token: String) { presenter.tokenDidChange(token) }
  func editInput(_ input: String) { presenter.inputDidChange(input) }
  func show(_ text: String) { resultText = text }
}

// MARK: - Views beside the label

/// Publishes the sum's text, a caption, the sum as a number, and the sum in millions.
@MainActor
final class GaugedViewModel {
  let resultText: BoundValue<String>
  let caption = BoundValue("")
  let sum: BoundValue<Int128>
  let millions: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    let sum = model.sum(of: "", separatedBy: "")
    resultText = BoundValue(String(sum))
    self.sum = BoundValue(sum)
    millions = BoundValue(Self.millions(sum))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    let sum = model.sum(of: fields.input, separatedBy: fields.token)
    resultText.update(String(sum))
    caption.update(fields.input.isEmpty ? "" : "from \(fields.input.count) characters")
    self.sum.update(sum)
    millions.update(Self.millions(sum))
  }

  static func millions(_ sum: Int128) -> String { "\(sum / 1_000_000)M" }
}

/// A gauge: bound to the millions its view model formats, or, when it formats them itself, to
/// the sum as a number.
@MainActor
final class GaugeView {
  private(set) var text = ""
  private var binding: BindingToken?

  init(showing viewModel: GaugedViewModel, trace: Trace?, formats: Bool) {
    if formats {
      binding = viewModel.sum.bind { [weak self] sum in
        trace?.arrived(at: .view, "showGauge(\(sum))", carrying: sum, from: .viewModel)
        self?.text = GaugedViewModel.millions(sum)
      }
    } else {
      binding = viewModel.millions.bind { [weak self] millions in
        trace?.arrived(at: .view, "showGauge(\(millions))", carrying: millions, from: .viewModel)
        self?.text = millions
      }
    }
  }
}

/// The label, with a caption and a gauge under it.
@MainActor
final class GaugedScreen: CalculatorScreen, BindingProbe {
  private let viewModel: GaugedViewModel
  private let captionView: CaptionView
  private let gauge: GaugeView
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, gaugeFormats: Bool) {
    viewModel = GaugedViewModel(model: model)
    captionView = CaptionView(showing: viewModel.caption, trace: trace)
    gauge = GaugeView(showing: viewModel, trace: trace, formats: gaugeFormats)
    binding = viewModel.resultText.bind { [weak self] text in
      trace?.arrived(at: .view, "show(\(text))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

/// A copy of the label, bound to the sum as a number, which it formats.
@MainActor
final class FormattingCopyView {
  private(set) var text = ""
  private var binding: BindingToken?

  init(showing sum: BoundValue<Int128>, trace: Trace?) {
    binding = sum.bind { [weak self] sum in
      trace?.arrived(at: .view, "showCopy(\(sum))", carrying: sum, from: .viewModel)
      self?.text = "= \(sum)"
    }
  }
}

/// The label, right, and its copy, formatting.
@MainActor
final class CopyingScreen: CalculatorScreen, BindingProbe {
  private let viewModel: GaugedViewModel
  private var binding: BindingToken?
  private let copy: FormattingCopyView
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = GaugedViewModel(model: model)
    copy = FormattingCopyView(showing: viewModel.sum, trace: trace)
    binding = viewModel.resultText.bind { [weak self] text in
      trace?.arrived(at: .view, "show(\(text))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

// MARK: - The first row

/// The list's state: the leader's name in parts, the rest ready to show.
enum LeaderListState: Sendable, Equatable {
  case loading, empty
  case failed(String)
  case rows(leader: (firstName: String, lastName: String, level: String), others: [ScoreListRow])

  static func == (lhs: Self, rhs: Self) -> Bool { String(describing: lhs) == String(describing: rhs) }
}

/// The lesson's list view model, its rows handed on with the leader's name in parts.
@MainActor
final class LeaderListViewModel {
  let state = BoundValue(LeaderListState.loading)
  private let rows: CalculatorMVVM.ScoreListViewModel
  private var binding: BindingToken?

  init(service: any ScoreService) {
    rows = CalculatorMVVM.ScoreListViewModel(service: service)
    binding = rows.outputs.state.bind { [weak self] in self?.state.update(Self.leading($0)) }
  }

  func load() async { await rows.inputs.load() }

  private static func leading(_ state: ScoreListState) -> LeaderListState {
    switch state {
    case .loading: return .loading
    case .empty: return .empty
    case .failed(let message): return .failed(message)
    case .rows(let rows):
      guard let leader = rows.first else { return .empty }
      let names = leader.name.split(separator: " ", maxSplits: 1).map(String.init)
      return .rows(
        leader: (names.first ?? "", names.dropFirst().first ?? "", leader.level),
        others: rows.dropFirst().map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }
}

/// Joins the leader's names itself, each time its states are read: the first text the list
/// shows is the view's, and no stored property of the view holds it.
@MainActor
final class LeaderListView: ScoreListScreen, BindingProbe {
  private let viewModel: LeaderListViewModel
  private let trace: Trace?
  private var binding: BindingToken?
  private var loading: Task<Void, Never>?
  private var states: [LeaderListState] = []

  init(service: any ScoreService, trace: Trace?) {
    viewModel = LeaderListViewModel(service: service)
    self.trace = trace
    binding = viewModel.state.bind { [weak self] in self?.render($0) }
  }

  isolated deinit { loading?.cancel() }

  var shownStates: [ScoreListSnapshot] {
    var shown: [ScoreListSnapshot] = []
    for state in states { shown.show(Self.shown(state)) }
    return shown
  }

  func appear() {
    loading?.cancel()
    loading = Task { [viewModel] in await viewModel.load() }
  }

  func load() async { await viewModel.load() }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.state.bind { observer(String(describing: Self.shown($0))) }
  }

  private func render(_ state: LeaderListState) {
    trace?.arrived(at: .view, "render(\(state))", carrying: state, from: .viewModel)
    states.append(state)
  }

  private static func shown(_ state: LeaderListState) -> ScoreListSnapshot {
    switch state {
    case .loading: .loading
    case .empty: .empty
    case .failed(let message): .failed(message)
    case .rows(let leader, let others):
      .rows(
        [
          ScoreListRow(
            name: [leader.firstName, leader.lastName].filter { !$0.isEmpty }.joined(separator: " "),
            level: leader.level)
        ] + others)
    }
  }
}

// MARK: - A view that writes its sibling

/// A caption that notes what reaches it, and shows it.
@MainActor
final class SiblingCaption {
  private(set) var text = ""
  private let trace: Trace?

  init(trace: Trace?) { self.trace = trace }

  func show(_ text: String) {
    trace?.arrived(at: .view, "showCaption(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    self.text = text
  }
}

/// The label's view, bound to the view model; told the sum, it also tells the caption beside
/// it, which no view model ever bound.
@MainActor
final class SiblingWritingScreen: CalculatorScreen, BindingProbe {
  private let viewModel: CalculatorMVVM.CalculatorViewModel
  private let caption: SiblingCaption
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = CalculatorMVVM.CalculatorViewModel(model: model)
    caption = SiblingCaption(trace: trace)
    binding = viewModel.outputs.resultText.bind { [weak self] text in
      trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      self?.resultText = text
      self?.caption.show(text)
    }
  }

  func editToken(_ token: String) { viewModel.inputs.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputs.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}
