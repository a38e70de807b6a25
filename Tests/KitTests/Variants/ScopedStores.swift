import CalculatorModel
import CalculatorStore
import KataDriver
import KataShape
import KataTracing

// One store for an app, scoped down to the calculator's view, as TCA scopes a parent store to a
// child view and Redux serves one store to every component: the view holds a scope, which keeps
// no state of its own and forwards to the parent; the parent runs the only reducer, checked.

extension Variant {
  /// A scope written as TCA's `Store.scope` was for years: a class of its own, with no state.
  static let classScopeStore = Variant(
    name: "a calculator view that holds a class scope of an app's store, with no state of its own",
    architecture: .scopedStore(name: "store-class-scope", scope: CalculatorScope.self))

  /// The same scope as a struct.
  static let structScopeStore = Variant(
    name: "a calculator view that holds a struct scope of an app's store",
    architecture: .scopedStore(name: "store-struct-scope", scope: CalculatorScopeValue.self))

  /// The lesson's own scope: a `Store` of the app's calculator slice.
  static let lessonScopeStore = Variant(
    name: "the lesson's calculator view over the lesson's store scoped from an app's",
    architecture: Architecture(
      name: "store-lesson-scope", summary: "the lesson's view over a scope of an app's store",
      pattern: .unidirectional,
      roles: appStoreRoles + [
        .objects(of: ScopedCore<AppState, AppAction, CalculatorState, CalculatorAction>.self, are: .store)
      ] + Architecture.store.roles,
      calculator: { model, trace in
        let view = LessonScopedCalculatorView(
          store: appStore(model).scope(state: \.calculator, action: AppAction.calculator), trace: trace)
        view.subscribeToStore()
        return view
      },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) }))

  /// The parent's parts, declared for every scoped variant.
  static let appStoreRoles: [RoleDeclaration] = [
    .objects(of: Store<AppState, AppAction>.self, are: .store),
    .objects(of: RootCore<AppState, AppAction>.self, are: .store),
    .objects(of: AppReducer.self, are: .store),
  ]
}

extension Architecture {
  /// The calculator over a scope of type `Scope` of an app's store, checked; the lesson's list.
  static func scopedStore<Scope: CalculatorSlice>(name: String, scope: Scope.Type) -> Architecture {
    Architecture(
      name: name, summary: "a view over a scope of an app's store", pattern: .unidirectional,
      roles: Variant.appStoreRoles + [
        .objects(of: ScopeCalculatorView<Scope>.self, are: .view),
        .objects(of: Scope.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { ScopeCalculatorView(scope: Scope(parent: appStore($0)), trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }
}

/// An app's store of a calculator and a count of the edits, over the app's reducer, checked.
@MainActor
func appStore(_ model: any CalculatorModel) -> Store<AppState, AppAction> {
  let calculator = CalculatorReducer(model: model)
  return Store(
    initialState: AppState(calculator: calculator.initialState),
    reducer: StepChecked(AppReducer(calculator: calculator)))
}

nonisolated struct AppState: Equatable {
  var calculator: CalculatorState
  var edits = 0
}

nonisolated enum AppAction: Sendable {
  case calculator(CalculatorAction)
}

/// The app's reducer: the calculator's on its slice, and a count of the edits.
nonisolated struct AppReducer: Reducer {
  let calculator: CalculatorReducer

  func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .calculator(let action):
      state.edits += 1
      return calculator.reduce(&state.calculator, action).map(AppAction.calculator)
    }
  }
}

/// What a calculator view needs of a scope of the app's store.
@MainActor
protocol CalculatorSlice: SendableMetatype {
  init(parent: Store<AppState, AppAction>)
  func send(_ action: CalculatorAction)
  func subscribe(_ subscriber: @escaping (String) -> Void) -> StoreSubscription
}

/// A scope as a class: it keeps the parent, and nothing of its own.
@MainActor
final class CalculatorScope: CalculatorSlice {
  private let parent: Store<AppState, AppAction>

  init(parent: Store<AppState, AppAction>) { self.parent = parent }

  func send(_ action: CalculatorAction) { parent.send(.calculator(action)) }

  func subscribe(_ subscriber: @escaping (String) -> Void) -> StoreSubscription {
    parent.subscribe(to: \.calculator.resultText, subscriber)
  }
}

/// The same scope, as a struct.
@MainActor
struct CalculatorScopeValue: CalculatorSlice {
  private let parent: Store<AppState, AppAction>

  init(parent: Store<AppState, AppAction>) { self.parent = parent }

  func send(_ action: CalculatorAction) { parent.send(.calculator(action)) }

  func subscribe(_ subscriber: @escaping (String) -> Void) -> StoreSubscription {
    parent.subscribe(to: \.calculator.resultText, subscriber)
  }
}

/// A calculator view over a scope: sends each edit as an action, draws what it is told.
@MainActor
final class ScopeCalculatorView<Scope: CalculatorSlice>: CalculatorScreen {
  private let scope: Scope
  private let trace: Trace?
  private var subscription: StoreSubscription?
  private(set) var resultText = ""

  init(scope: Scope, trace: Trace?) {
    self.scope = scope
    self.trace = trace
    subscription = scope.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    scope.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    scope.send(.inputChanged(input))
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

/// The lesson's calculator view over a scoped store, recording what it is told.
@MainActor
final class LessonScopedCalculatorView: HeadlessCalculatorView, CalculatorScreen {
  private let trace: Trace?

  init(store: Store<CalculatorState, CalculatorAction>, trace: Trace?) {
    self.trace = trace
    super.init(store: store)
  }

  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    super.editInput(input)
  }

  override func show(resultText text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    super.show(resultText: text)
  }
}
