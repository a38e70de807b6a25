import CalculatorModel
import KataDriver
import KataShape

extension Variant {
  static let closures = Variant(
    name: "MVVM whose view model is a struct of input and output closures",
    architecture: Architecture(
      name: "mvvm-closures", summary: "the view model is a value: closures in, a binding out",
      pattern: .mvvm,
      roles: [
        .objects(of: ClosureBoundView.self, are: .view),
        .objects(of: ClosureViewModel.self, are: .viewModel),
        .objects(of: ClosureViewModel.State.self, are: .viewModel),
        .objects(of: ClosureSubscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in ClosureBoundView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// A view model made of closures, as Point-Free's clients are: the inputs are functions, and
/// the output is a function that binds an observer. Its state lives in what they capture.
struct ClosureViewModel {
  /// The user set the token field.
  var tokenChanged: @MainActor (String) -> Void
  /// The user set the input field.
  var inputChanged: @MainActor (String) -> Void
  /// Binds an observer to the result text: the current value at once, then every change.
  var bindResultText: @MainActor (@escaping (String) -> Void) -> ClosureSubscription

  /// The fields, the result and the observers, shared by the closures.
  @MainActor
  final class State {
    var fields = (token: "", input: "")
    var resultText = ""
    var observers: [Int: (String) -> Void] = [:]
    var nextID = 0
  }

  @MainActor
  static func live(model: any CalculatorModel) -> ClosureViewModel {
    let state = State()
    state.resultText = String(model.sum(of: "", separatedBy: ""))
    let publish = {
      state.resultText = String(model.sum(of: state.fields.input, separatedBy: state.fields.token))
      for id in state.observers.keys.sorted() { state.observers[id]?(state.resultText) }
    }
    return ClosureViewModel(
      tokenChanged: { token in
        state.fields.token = token
        publish()
      },
      inputChanged: { input in
        state.fields.input = input
        publish()
      },
      bindResultText: { [weak state] observer in
        guard let state else { return ClosureSubscription {} }
        let id = state.nextID
        state.nextID += 1
        state.observers[id] = observer
        observer(state.resultText)
        return ClosureSubscription { [weak state] in state?.observers[id] = nil }
      })
  }
}

/// Ends one observation when let go.
@MainActor
final class ClosureSubscription {
  private let cancel: @MainActor () -> Void
  init(cancel: @escaping @MainActor () -> Void) { self.cancel = cancel }
  isolated deinit { cancel() }
}

@MainActor
final class ClosureBoundView: CalculatorScreen, BindingProbe {
  private let viewModel: ClosureViewModel
  private var subscription: ClosureSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = .live(model: model)
    subscription = viewModel.bindResultText { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.bindResultText(observer)
  }
}

extension Variant {
  static let factoryClosures = Variant(
    name: "MVVM whose struct of closures is built by a free factory function, as a container builds it",
    architecture: Architecture(
      name: "mvvm-factory", summary: "the view model is a value that a factory function assembles",
      pattern: .mvvm,
      roles: [
        .objects(of: FactoryBuiltView.self, are: .view),
        .objects(of: ClosureViewModel.self, are: .viewModel),
        .objects(of: ClosureViewModel.State.self, are: .viewModel),
        .objects(of: ClosureSubscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in FactoryBuiltView(viewModel: makeCalculatorViewModel(model: model)) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Assembles the closures' view model outside any type, as a dependency container does: the
/// closures it builds are still the view model's code, where they run.
@MainActor
func makeCalculatorViewModel(model: any CalculatorModel) -> ClosureViewModel {
  let output = ClosureViewModel.State()
  output.resultText = String(model.sum(of: "", separatedBy: ""))
  let publish: @MainActor () -> Void = {
    output.resultText = String(model.sum(of: output.fields.input, separatedBy: output.fields.token))
    for id in output.observers.keys.sorted() { output.observers[id]?(output.resultText) }
  }
  return ClosureViewModel(
    tokenChanged: { token in
      output.fields.token = token
      publish()
    },
    inputChanged: { input in
      output.fields.input = input
      publish()
    },
    bindResultText: { [weak output] observer in
      guard let output else { return ClosureSubscription {} }
      let id = output.nextID
      output.nextID += 1
      output.observers[id] = observer
      observer(output.resultText)
      return ClosureSubscription { [weak output] in output?.observers[id] = nil }
    })
}

/// A view handed its view model, ready made.
@MainActor
final class FactoryBuiltView: CalculatorScreen, BindingProbe {
  private let viewModel: ClosureViewModel
  private var subscription: ClosureSubscription?
  private(set) var resultText = ""

  init(viewModel: ClosureViewModel) {
    self.viewModel = viewModel
    subscription = viewModel.bindResultText { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.bindResultText(observer)
  }
}

extension Variant {
  static let valueViewModel = Variant(
    name: "MVVM whose view model is a value alone: its state is the binding's, and the view stores the value",
    architecture: Architecture(
      name: "mvvm-value", summary: "the view model is a struct; no object of it but its output",
      pattern: .mvvm,
      roles: [
        .objects(of: FactoryBuiltView.self, are: .view),
        .objects(of: ClosureViewModel.self, are: .viewModel),
        .objects(of: ClosureViewModel.State.self, are: .binding),
        .objects(of: ClosureSubscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in FactoryBuiltView(viewModel: makeCalculatorViewModel(model: model)) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

extension Variant {
  /// The same factory, called by the view as it is made, as a view that assembles its own view
  /// model does: the factory's closures are still the view model's code.
  static let factoryCalledByTheView = Variant(
    name: "MVVM whose struct of closures is built by a free factory function that the view's init calls",
    architecture: Architecture(
      name: "mvvm-factory-in-view", summary: "the view calls the factory that assembles its view model",
      pattern: .mvvm,
      roles: [
        .objects(of: FactoryCallingView.self, are: .view),
        .objects(of: ClosureViewModel.self, are: .viewModel),
        .objects(of: ClosureViewModel.State.self, are: .viewModel),
        .objects(of: ClosureSubscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in FactoryCallingView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// A view that makes its view model itself, through the factory.
@MainActor
final class FactoryCallingView: CalculatorScreen, BindingProbe {
  private let viewModel: ClosureViewModel
  private var subscription: ClosureSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = makeCalculatorViewModel(model: model)
    subscription = viewModel.bindResultText { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.bindResultText(observer)
  }
}
