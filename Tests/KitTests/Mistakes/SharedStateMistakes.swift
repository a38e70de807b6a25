import CalculatorModel
import KataDriver
import KataShape

@testable import CalculatorMVVM

// State kept outside the screen, in the ways a student keeps it: each still shows the right
// sums, one screen at a time.

extension Mistake {
  static let sharedStateMistakes: [Mistake] = [
    negativeResult, zeroResult, clearedInput,
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
