import CalculatorMVP
import CalculatorModel
import Foundation
import KataDriver
import KataShape
import KataTracing

@testable import CalculatorMVVM

/// Mistakes whose verdict was right and whose message was not: each rule named something the
/// code did not do (a `static var` it did not have, a `weak` property that keeps nothing, the
/// driver's own screen as a sender, a view property to remove that is not there). Each now says
/// what the code did, and never what it did not.
extension Mistake {
  static let messageMistakes = [
    Mistake(
      name:
        "an MVVM view that hears every view model's results, observing their notifications from any object",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: PostingViewModel.self, are: .viewModel),
          .objects(of: NotificationObservation.self, are: .binding),
        ],
        calculator: { model, _ in NotifiedView(model: model, hearsEveryViewModel: true) }),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen],
      says: "a notification observed from any object (`object: nil`)", neverSays: "state in a `static var`",
      // Every screen the cases build at once hears every other's results.
      casesDependOnHistory: true),
    Mistake(
      name: "an MVP presenter whose view is weak, beside a stored reference to the view's method",
      architecture: presented { MethodReferencePresenter(model: $0) },
      screen: .calculator,
      breaks: [.presenterDoesNotKeepItsViewAlive, .nothingOutlivesItsScreen],
      says: "MethodReferencePresenter.display, a closure", neverSays: "MethodReferencePresenter.view keeps"),
    Mistake(
      name: "an MVP view in a window, which sets its own label from a helper's sum",
      architecture: .mistake(
        of: .mvp,
        roles: [
          .objects(of: SumHelper.self, are: .presenter), .objects(of: SelfLabellingView.self, are: .view),
        ],
        calculator: { LabellingWindow(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.presenterDecidesWhatTheViewShows],
      says: "was set by the View itself", neverSays: "from the Screen"),
    Mistake(
      name: "a store of one's own that keeps a reference to its view's render method",
      architecture: .closureKeepingStore, screen: .calculator,
      breaks: [.storeKnowsNoView, .nothingOutlivesItsScreen],
      says: "ClosureKeepingStore.onChange, a closure Store (ClosureKeepingStore) stores",
      neverSays: "publish state; let the view subscribe"),
  ]
}

/// Holds its view weakly, as MVP asks, and a reference to the view's method beside it, which
/// captures the view strongly.
@MainActor
final class MethodReferencePresenter: SummingPresenter {
  weak var view: (any CalculatorMVP.CalculatorView)?
  private var display: ((String) -> Void)?

  override func attach(_ view: PresentedView) {
    self.view = view
    display = view.display(resultText:)
    super.attach(view)
  }

  override func show(_ resultText: String) { display?(resultText) }
}

/// The screen the driver is handed: a window around the view, which passes each edit on.
@MainActor
final class LabellingWindow: CalculatorScreen {
  private let view: SelfLabellingView

  init(model: any CalculatorModel, trace: Trace?) { view = SelfLabellingView(model: model, trace: trace) }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}

/// A store that calls back whoever set `onChange`: its view hands it its own method.
@MainActor
final class ClosureKeepingStore {
  private let model: any CalculatorModel
  private var state = StoreCalculatorState()
  var onChange: ((String) -> Void)?

  init(model: any CalculatorModel) {
    self.model = model
    state.resultText = String(model.sum(of: "", separatedBy: ""))
  }

  var resultText: String { state.resultText }

  func send(_ action: StoreCalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.resultText = String(model.sum(of: state.input, separatedBy: state.token))
    onChange?(state.resultText)
  }
}

@MainActor
final class ClosureKeepingStoreView: CalculatorScreen {
  private let store: ClosureKeepingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = ClosureKeepingStore(model: model)
    self.trace = trace
    resultText = store.resultText
    store.onChange = render
  }

  private func render(_ text: String) {
    trace?.arrived(at: .view, "render(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }
}

extension Architecture {
  static let closureKeepingStore = Architecture(
    name: "closure-keeping-store",
    summary: "a store that keeps its view's render method",
    pattern: .store,
    roles: [
      .objects(of: ClosureKeepingStoreView.self, are: .view),
      .objects(of: ClosureKeepingStore.self, are: .store),
    ] + Borrowed.mvvmScoreListRoles(viewModelAs: .store),
    calculator: { ClosureKeepingStoreView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
