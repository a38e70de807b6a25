import CalculatorModel
import KataDriver
import KataShape
import KataTracing

extension Mistake {
  /// Step 3 asks that releasing a token ends the observation: a token with no `deinit` keeps
  /// its observer bound once the view that held it has gone.
  static let releasedToken = Mistake(
    name: "an MVVM binding whose token ends the observation when cancelled, but not when released",
    architecture: .mistake(
      of: .mvvm,
      roles: [
        .objects(of: CancelOnlyView.self, are: .view),
        .objects(of: CancelOnlyViewModel.self, are: .viewModel),
        .objects(of: CancelOnlyValue<String>.self, are: .binding),
        .objects(of: CancelOnlyToken.self, are: .binding),
      ],
      calculator: { CancelOnlyView(model: $0, trace: $1) }),
    screen: .calculator,
    breaks: [.releasedTokenEndsObservation],
    says: "a view whose token was released still heard \"1000010\"")
}

/// Ends its observation when cancelled, and has no `deinit`: released, it keeps it.
@MainActor
final class CancelOnlyToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  func cancel() {
    onCancel?()
    onCancel = nil
  }
}

/// A binding that keeps every observer, calls them in bind order, gives the current value on
/// bind, and drops an observer only when its token is cancelled.
@MainActor
final class CancelOnlyValue<Value> {
  private(set) var value: Value
  private var observers: [Int: (Value) -> Void] = [:]
  private var nextID = 0

  init(_ value: Value) { self.value = value }

  func bind(_ observer: @escaping (Value) -> Void) -> CancelOnlyToken {
    let id = nextID
    nextID += 1
    observers[id] = observer
    observer(value)
    return CancelOnlyToken { [weak self] in self?.observers[id] = nil }
  }

  func update(_ value: Value) {
    self.value = value
    for id in observers.keys.sorted() { observers[id]?(value) }
  }
}

/// A ``FieldsViewModel`` that publishes through a ``CancelOnlyValue``, as `output`.
@MainActor
final class CancelOnlyViewModel: FieldsViewModel {
  let output: CancelOnlyValue<String>

  override init(model: any CalculatorModel) {
    output = CancelOnlyValue("")
    super.init(model: model)
    output.update(resultText)
  }

  override func publish(_ text: String) { output.update(text) }
}

@MainActor
final class CancelOnlyView: CalculatorScreen, BindingProbe {
  private let viewModel: CancelOnlyViewModel
  private var token: CancelOnlyToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = CancelOnlyViewModel(model: model)
    token = viewModel.output.bind { [weak self] text in
      trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
  }

  isolated deinit { token?.cancel() }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}
