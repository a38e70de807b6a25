import CalculatorModel
import KataDriver
import KataLessons
import KataShape
import ScoreBoard

@testable import CalculatorMVVM

// State kept outside the screen, in the ways a student keeps it: each still shows the right
// sums, one screen at a time.

extension Mistake {
  static let sharedStateMistakes: [Mistake] = [
    negativeResult, zeroResult, clearedInput, failedLoad, emptyLoad,
    Mistake(
      name: "an MVVM view model that starts from the token the screen before it last had (a static var)",
      architecture: sharing(CarriedTokenViewModel.self),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen],
      says: "state outlives its screen"),
    Mistake(
      name: "an MVVM view model that caches results in a static dictionary, shared by every screen",
      architecture: sharing(CachingViewModel.self),
      screen: .calculator,
      // A cached answer is one the Model was not asked for, even where it looks real.
      breaks: [.noStateOutsideTheScreen, .computesWithTheGivenModel],
      says: "state crosses screens",
      casesDependOnHistory: true),
    Mistake(
      name:
        "an MVVM view model that computes with the separator of the screen opened before it, while that one is open",
      architecture: sharing(NeighbourTokenViewModel.self),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen],
      says: "state is shared between screens",
      // The cases' screens are open side by side: which are wrong depends on which are open.
      casesDependOnHistory: true),
    Mistake(
      name: "an MVVM view model that keeps its fields in a singleton session",
      architecture: sharing(SessionViewModel.self),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen],
      says: "state is shared between screens"),
  ]

  /// The MVVM lesson with a calculator whose view model is `ViewModel`.
  static func sharing<ViewModel: TextViewModel>(_: ViewModel.Type) -> Architecture {
    .mistake(
      of: .mvvm,
      roles: [
        .objects(of: ViewModel.self, are: .viewModel),
        .objects(of: TextBoundView<ViewModel>.self, are: .view),
      ],
      calculator: { model, _ in TextBoundView<ViewModel>(model: model) })
  }
}

/// A calculator view model as the views below bind it: two inputs, one output.
@MainActor
protocol TextViewModel: AnyObject {
  init(model: any CalculatorModel)
  /// The result text, for the view to bind to.
  var output: BoundValue<String> { get }
  func tokenChanged(_ token: String)
  func inputChanged(_ input: String)
}

/// An honest view over any ``TextViewModel``: it owns it and binds to its text.
@MainActor
final class TextBoundView<ViewModel: TextViewModel>: CalculatorScreen, BindingProbe {
  private let viewModel: ViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = ViewModel(model: model)
    bindings = [viewModel.output.bind { [weak self] in self?.resultText = $0 }]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// The mistake: a new view model starts from the token the last one had, kept in a `static var`.
@MainActor
final class CarriedTokenViewModel: TextViewModel {
  static var lastToken = ""
  let output: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: CarriedTokenViewModel.lastToken, input: "")

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    Self.lastToken = token
    output.update(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    output.update(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

/// The mistake: results cached by token and input in a `static var`, for every screen.
@MainActor
final class CachingViewModel: TextViewModel {
  static var cache: [String: String] = [:]
  let output: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  private func recompute() {
    let key = "\(fields.token)|\(fields.input)"
    let text = Self.cache[key] ?? String(model.sum(of: fields.input, separatedBy: fields.token))
    Self.cache[key] = text
    output.update(text)
  }
}

/// The fields of "the" calculator, one for the whole app.
@MainActor
final class CalculatorSession {
  static let shared = CalculatorSession()
  var token = ""
  var input = ""
}

/// The mistake: the fields live in a singleton, so two screens edit the same ones.
@MainActor
final class SessionViewModel: TextViewModel {
  let output: BoundValue<String>
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    CalculatorSession.shared.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    CalculatorSession.shared.input = input
    recompute()
  }

  private func recompute() {
    let session = CalculatorSession.shared
    output.update(String(model.sum(of: session.input, separatedBy: session.token)))
  }
}

extension Mistake {
  /// Seen only in another state than the first: the object graph is walked after a negative
  /// result too.
  static let negativeResult = Mistake(
    name: "an MVVM view model that keeps an alert view once a result is negative",
    architecture: alerting(AlertingViewModel.self),
    screen: .calculator,
    breaks: [.viewModelCannotReachAnyView],
    says: "AlertView")

  /// Seen only once the result is zero: the walk after a zero result.
  static let zeroResult = Mistake(
    name: "an MVVM view model that keeps an alert view once a result is zero",
    architecture: alerting(ZeroAlertingViewModel.self),
    screen: .calculator,
    breaks: [.viewModelCannotReachAnyView],
    says: "AlertView")

  /// Seen only once the input is cleared: the walk after an empty input.
  static let clearedInput = Mistake(
    name: "an MVVM view model that keeps an alert view once the input is cleared",
    architecture: alerting(ClearedAlertingViewModel.self),
    screen: .calculator,
    breaks: [.viewModelCannotReachAnyView],
    says: "AlertView")

  /// Seen only while a failed load shows: the list is walked after a failed load too, and the
  /// next load lets the alert go, so no other walk sees it.
  static let failedLoad = Mistake(
    name: "an MVVM list view model that keeps an alert view while a failed load shows",
    architecture: listWatched(
      by: FailureAlertingListViewModel.self, with: [.objects(of: AlertView.self, are: .view)]),
    screen: .scoreList,
    breaks: [.viewModelCannotReachAnyView],
    says: "AlertView")

  /// Seen only while an empty load shows: the walk after a load that finds no players.
  static let emptyLoad = Mistake(
    name: "an MVVM list view model that keeps an empty-state view while the list has no players",
    architecture: listWatched(
      by: EmptyStateListViewModel.self, with: [.objects(of: EmptyStateView.self, are: .view)]),
    screen: .scoreList,
    breaks: [.viewModelCannotReachAnyView],
    says: "EmptyStateView")

  /// The MVVM lesson, with a score list whose view model is `ViewModel`, and `roles` declared
  /// for what it keeps.
  static func listWatched<ViewModel: StateWatchingListViewModel>(
    by _: ViewModel.Type, with roles: [RoleDeclaration]
  ) -> Architecture {
    .mistake(
      of: .mvvm,
      roles: [
        .objects(of: ViewModel.self, are: .viewModel),
        .objects(of: StateWatchingListView<ViewModel>.self, are: .view),
      ] + roles,
      scoreList: { service, _ in StateWatchingListView<ViewModel>(service: service) })
  }

  static func alerting<ViewModel: BoundFieldsViewModel & TextViewModel>(_: ViewModel.Type) -> Architecture {
    .mistake(
      of: .mvvm,
      roles: [
        .objects(of: ViewModel.self, are: .viewModel),
        .objects(of: TextBoundView<ViewModel>.self, are: .view),
        .objects(of: AlertView.self, are: .view),
      ],
      calculator: { model, _ in TextBoundView<ViewModel>(model: model) })
  }
}

/// A view that tells the user something went wrong.
@MainActor
final class AlertView {
  var message = ""
}

/// A view that tells the user the list has nothing to show.
@MainActor
final class EmptyStateView {
  var message = ""
}

/// What the list view models below do alike: the lesson's view model loads, as it should, and
/// each watches the state it publishes to keep something of its own in one state. The view
/// binds to that state.
@MainActor
class StateWatchingListViewModel {
  let lesson: ScoreListViewModel
  private var watching: BindingToken?

  required init(service: any ScoreService) {
    lesson = ScoreListViewModel(service: service)
    watching = lesson.outputs.state.bind { [weak self] in self?.stateChanged($0) }
  }

  /// The list shows `state` now.
  func stateChanged(_ state: ScoreListState) {}
}

/// The mistake: a failed load makes the view model show an alert itself, and keep it until the
/// next load begins. It holds a view only while the failure shows.
@MainActor
final class FailureAlertingListViewModel: StateWatchingListViewModel {
  private var alert: AlertView?

  override func stateChanged(_ state: ScoreListState) {
    guard case .failed(let message) = state else {
      alert = nil
      return
    }
    alert = alert ?? AlertView()
    alert?.message = message
  }
}

/// The mistake: a load that finds no players makes the view model show an empty-state view
/// itself, and keep it until the next load begins. It holds a view only while the list is
/// empty.
@MainActor
final class EmptyStateListViewModel: StateWatchingListViewModel {
  private var emptyState: EmptyStateView?

  override func stateChanged(_ state: ScoreListState) {
    guard state == .empty else {
      emptyState = nil
      return
    }
    emptyState = emptyState ?? EmptyStateView()
    emptyState?.message = "no players yet"
  }
}

/// A list view that owns its view model and binds to the state it publishes, as the lesson's
/// does, and starts its load in a task that holds only the lesson's view model, which loads.
@MainActor
final class StateWatchingListView<ViewModel: StateWatchingListViewModel>: ScoreListScreen, BindingProbe {
  let viewModel: ViewModel
  private var binding: BindingToken?
  private var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService) {
    viewModel = ViewModel(service: service)
    binding = viewModel.lesson.outputs.state.bind { [weak self] in
      self?.shownStates.show(ScoreListSnapshot($0))
    }
  }

  func appear() {
    loading?.cancel()
    loading = Task { [lesson = viewModel.lesson] in await lesson.inputs.load() }
  }

  func load() async { await viewModel.lesson.inputs.load() }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.lesson.outputs.state.bind { observer(String(describing: ScoreListSnapshot($0))) }
  }

  deinit { loading?.cancel() }
}

/// The mistake: a negative sum makes the view model show an alert itself, and keep it.
@MainActor
final class AlertingViewModel: BoundFieldsViewModel, TextViewModel {
  private var alert: AlertView?

  override func publish(_ text: String) {
    if text.hasPrefix("-") {
      alert = alert ?? AlertView()
      alert?.message = "negative"
    }
    super.publish(text)
  }
}

/// The mistake: each view model notes the one opened before it, and computes with that one's
/// separator for as long as it is open. The first of two screens is right; only the second is
/// wrong, so a check that looks at one screen of two misses it.
@MainActor
final class NeighbourTokenViewModel: TextViewModel {
  private static weak var latest: NeighbourTokenViewModel?
  private weak var before: NeighbourTokenViewModel?
  let output: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
    before = Self.latest
    Self.latest = self
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  private func recompute() {
    let token = before?.fields.token ?? fields.token
    output.update(String(model.sum(of: fields.input, separatedBy: token)))
  }
}

/// The mistake: a zero result makes the view model show an alert itself, and keep it.
@MainActor
final class ZeroAlertingViewModel: BoundFieldsViewModel, TextViewModel {
  private var alert: AlertView?

  required override init(model: any CalculatorModel) { super.init(model: model) }

  override func publish(_ text: String) {
    if text == "0" {
      alert = alert ?? AlertView()
      alert?.message = "nothing to add up"
    }
    super.publish(text)
  }
}

/// The mistake: clearing the input makes the view model show an alert itself, and keep it.
@MainActor
final class ClearedAlertingViewModel: BoundFieldsViewModel, TextViewModel {
  private var alert: AlertView?
  private var hadInput = false

  required override init(model: any CalculatorModel) { super.init(model: model) }

  override func inputChanged(_ input: String) {
    if input.isEmpty && hadInput {
      alert = alert ?? AlertView()
      alert?.message = "the input is empty"
    }
    hadInput = !input.isEmpty
    super.inputChanged(input)
  }
}
