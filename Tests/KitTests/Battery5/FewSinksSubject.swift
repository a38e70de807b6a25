import CalculatorModel
import KataDriver

// Three bindings a student writes "like Combine", each wrong in one way, and one decoy.
//
// - A subject that keeps at most two sinks, "to bound its memory": a third sink pushes out
//   the oldest, which is the view's own. Alone, the view is told every result.
// - A passthrough subject, which hands a sink nothing until the next send: the view model
//   sends its first label once the view is bound, so the view shows it; a view bound later
//   shows nothing until the next edit.
// - A decoy: the view's own subject keeps one sink (each sink replaces the one before), and
//   what `bindAnotherView` binds is a second subject of the very same type, told the same
//   values, that keeps any number.

/// A subject with room for two sinks.
@MainActor
final class TwoSinkSubject<Output> {
  private(set) var value: Output
  private var sinks: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  init(_ value: Output) { self.value = value }

  func send(_ value: Output) {
    self.value = value
    for sink in sinks { sink.receive(value) }
  }

  func sink(_ receive: @escaping (Output) -> Void) -> SinkCancellable {
    let id = nextID
    nextID += 1
    if sinks.count == 2 { sinks.removeFirst() }
    sinks.append((id, receive))
    receive(value)
    return SinkCancellable { [weak self] in self?.sinks.removeAll { $0.id == id } }
  }
}

/// A subject that keeps no value: a sink hears only what is sent after it.
@MainActor
final class PassthroughSubject<Output> {
  private var sinks: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  func send(_ value: Output) {
    for sink in sinks { sink.receive(value) }
  }

  func sink(_ receive: @escaping (Output) -> Void) -> SinkCancellable {
    let id = nextID
    nextID += 1
    sinks.append((id, receive))
    return SinkCancellable { [weak self] in self?.sinks.removeAll { $0.id == id } }
  }
}

/// A subject that keeps one sink, or any number: which, each subject says.
@MainActor
final class ConfiguredSubject<Output> {
  private(set) var value: Output
  private let keepsOneSink: Bool
  private var sinks: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  init(_ value: Output, keepsOneSink: Bool) {
    self.value = value
    self.keepsOneSink = keepsOneSink
  }

  func send(_ value: Output) {
    self.value = value
    for sink in sinks { sink.receive(value) }
  }

  func sink(_ receive: @escaping (Output) -> Void) -> SinkCancellable {
    let id = nextID
    nextID += 1
    if keepsOneSink { sinks = [] }
    sinks.append((id, receive))
    receive(value)
    return SinkCancellable { [weak self] in self?.sinks.removeAll { $0.id == id } }
  }
}

/// The calculator's view model over each subject: `Subject` is what it publishes through.
@MainActor
final class FewSinksCalculatorViewModel {
  enum Binding { case twoSinks, passthrough, decoy }

  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  let binding: Binding
  let twoSinks: TwoSinkSubject<String>
  let passthrough = PassthroughSubject<String>()
  let own: ConfiguredSubject<String>
  let others: ConfiguredSubject<String>

  init(model: any CalculatorModel, binding: Binding) {
    self.model = model
    self.binding = binding
    let first = String(model.sum(of: "", separatedBy: ""))
    twoSinks = TwoSinkSubject(first)
    own = ConfiguredSubject(first, keepsOneSink: true)
    others = ConfiguredSubject(first, keepsOneSink: false)
  }

  /// The view is bound: a passthrough subject sends the first label now.
  func viewDidBind() {
    if binding == .passthrough { passthrough.send(String(model.sum(of: "", separatedBy: ""))) }
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
    let text = String(model.sum(of: fields.input, separatedBy: fields.token))
    switch binding {
    case .twoSinks: twoSinks.send(text)
    case .passthrough: passthrough.send(text)
    case .decoy:
      own.send(text)
      others.send(text)
    }
  }

  /// Binds `receive` as the view binds.
  func sinkAsTheView(_ receive: @escaping (String) -> Void) -> SinkCancellable {
    switch binding {
    case .twoSinks: twoSinks.sink(receive)
    case .passthrough: passthrough.sink(receive)
    case .decoy: own.sink(receive)
    }
  }

  /// Binds `receive` as another view binds.
  func sinkAsAnotherView(_ receive: @escaping (String) -> Void) -> SinkCancellable {
    switch binding {
    case .twoSinks: twoSinks.sink(receive)
    case .passthrough: passthrough.sink(receive)
    case .decoy: others.sink(receive)
    }
  }
}

/// The view: it sinks once (no trace brackets, which would take the place of a sink).
@MainActor
final class FewSinksCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: FewSinksCalculatorViewModel
  private let trace: Trace?
  private var cancellable: SinkCancellable?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, binding: FewSinksCalculatorViewModel.Binding) {
    viewModel = FewSinksCalculatorViewModel(model: model, binding: binding)
    self.trace = trace
    cancellable = viewModel.sinkAsTheView { [weak self] in self?.show($0) }
    viewModel.viewDidBind()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.sinkAsAnotherView(observer)
  }
}

extension Architecture {
  private static func battery5FewSinks(_ name: String, _ binding: FewSinksCalculatorViewModel.Binding)
    -> Architecture
  {
    Architecture(
      name: name, summary: "MVVM over a subject of its own", pattern: .mvvm,
      roles: [
        .objects(of: FewSinksCalculatorView.self, are: .view),
        .objects(of: FewSinksCalculatorViewModel.self, are: .viewModel),
        .objects(of: TwoSinkSubject<String>.self, are: .binding),
        .objects(of: PassthroughSubject<String>.self, are: .binding),
        .objects(of: ConfiguredSubject<String>.self, are: .binding),
        .objects(of: SinkCancellable.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { FewSinksCalculatorView(model: $0, trace: $1, binding: binding) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5TwoSinks = battery5FewSinks("battery5-two-sinks", .twoSinks)
  static let battery5Passthrough = battery5FewSinks("battery5-passthrough", .passthrough)
  static let battery5SameTypeDecoy = battery5FewSinks("battery5-same-type-decoy", .decoy)
}
