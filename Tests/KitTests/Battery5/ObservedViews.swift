import CalculatorModel
import CalculatorObservation
import KataDriver
import Observation

// Three calculators bound with Swift Observation, drawn with the Observation lesson's
// `TrackedRendering` (or iterated with `Observations`):
//
// - honest, a two-way view model as SwiftUI writes one: the view sets the fields, and reads a
//   result computed from them, inside the tracking;
// - honest, a view that iterates `Observations { viewModel.resultText }` in a task it owns;
// - wrong, a view model that also calls back an `onResult` closure the view handed it, "so the
//   label changes in the same turn", besides the tracked drawing.

/// Another view of an `@Observable` output, for the binding rules: it draws `read()` inside the
/// tracking, and again after every change, while it lives.
@MainActor
final class ObservingListener {
  private var rendering: Rendering?

  init(_ observer: @escaping (String) -> Void, reading read: @escaping @MainActor @Sendable () -> String?) {
    nonisolated(unsafe) let observer = observer
    rendering = TrackedRendering.render(redrawingOn: .nextTurn) {
      if let value = read() { observer(value) }
    }
  }
}

/// The two-way view model: settable fields, and a result read from them.
@Observable
@MainActor
final class TwoWayFieldsViewModel {
  var token = ""
  var input = ""
  @ObservationIgnored private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  var resultText: String { String(model.sum(of: input, separatedBy: token)) }
}

@MainActor
final class TwoWayFieldsView: CalculatorScreen, BindingProbe {
  private let viewModel: TwoWayFieldsViewModel
  private let trace: Trace?
  private var rendering: Rendering?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = TwoWayFieldsViewModel(model: model)
    self.trace = trace
    let draw = {
      TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
        guard let self else { return }
        self.show(self.viewModel.resultText)
      }
    }
    rendering = trace?.delivering(draw) ?? draw()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "token = \(Trace.literal(token))")
    viewModel.token = token
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "input = \(Trace.literal(input))")
    viewModel.input = input
  }

  private func show(_ text: String) {
    if let trace {
      trace.arrived(whileDrawing: rendering?.isDrawing ?? trace.isDelivering) {
        trace.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      }
    }
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ObservingListener(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}

/// A view model with one observable output.
@Observable
@MainActor
final class ObservedResultViewModel {
  private(set) var resultText: String
  @ObservationIgnored private let model: any CalculatorModel
  @ObservationIgnored private var fields = (token: "", input: "")
  /// Called with each result, as it is computed: the mistake, where it is set.
  @ObservationIgnored var onResult: ((String) -> Void)?

  init(model: any CalculatorModel) {
    self.model = model
    resultText = String(model.sum(of: "", separatedBy: ""))
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
    resultText = String(model.sum(of: fields.input, separatedBy: fields.token))
    onResult?(resultText)
  }
}

/// The view over ``ObservedResultViewModel``: by `Observations`, or by the tracked drawing and
/// the view model's callback.
@MainActor
final class ObservedResultView: CalculatorScreen, SettlingScreen, BindingProbe {
  enum Binding { case observations, drawingAndCallback }

  private let viewModel: ObservedResultViewModel
  private let trace: Trace?
  private var rendering: Rendering?
  private var iterating: Task<Void, Never>?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, binding: Binding) {
    viewModel = ObservedResultViewModel(model: model)
    self.trace = trace
    switch binding {
    case .observations:
      let results = Observations { [viewModel] in viewModel.resultText }
      iterating = Task { [weak self] in
        for await text in results { self?.show(text, drawing: false) }
      }
    case .drawingAndCallback:
      let draw = {
        TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
          guard let self else { return }
          self.show(self.viewModel.resultText, drawing: true)
        }
      }
      rendering = trace?.delivering(draw) ?? draw()
      viewModel.onResult = { [weak self] in self?.show($0, drawing: false) }
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputChanged(input)
  }

  private func show(_ text: String, drawing: Bool) {
    if let trace {
      trace.arrived(whileDrawing: drawing && (rendering?.isDrawing ?? trace.isDelivering)) {
        trace.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      }
    }
    resultText = text
  }

  /// Returns once the view shows the view model's latest result.
  func settle() async {
    for _ in 0..<10_000 where resultText != viewModel.resultText {
      await Task.yield()
    }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ObservingListener(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }

  isolated deinit { iterating?.cancel() }
}

extension Architecture {
  static let battery5TwoWay = Architecture(
    name: "battery5-two-way", summary: "MVVM whose view writes the view model's fields, SwiftUI style",
    pattern: .mvvm,
    roles: [
      .objects(of: TwoWayFieldsView.self, are: .view),
      .objects(of: TwoWayFieldsViewModel.self, are: .viewModel),
      .objects(of: Rendering.self, are: .binding),
      .objects(of: ObservingListener.self, are: .binding),
    ] + Architecture.mvvmObservation.roles,
    calculator: { TwoWayFieldsView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvmObservation.makeScoreListScreen(service: $0, trace: $1) })

  private static func battery5Observed(_ name: String, _ binding: ObservedResultView.Binding) -> Architecture
  {
    Architecture(
      name: name, summary: "MVVM over an @Observable view model", pattern: .mvvm,
      roles: [
        .objects(of: ObservedResultView.self, are: .view),
        .objects(of: ObservedResultViewModel.self, are: .viewModel),
        .objects(of: Rendering.self, are: .binding),
        .objects(of: ObservingListener.self, are: .binding),
      ] + Architecture.mvvmObservation.roles,
      calculator: { ObservedResultView(model: $0, trace: $1, binding: binding) },
      scoreList: { Architecture.mvvmObservation.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5Observations = battery5Observed("battery5-observations", .observations)
  static let battery5ObservedCallback = battery5Observed("battery5-observed-callback", .drawingAndCallback)
}
