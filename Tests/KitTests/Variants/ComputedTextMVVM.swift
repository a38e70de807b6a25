import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import Observation

@testable import CalculatorMVVM

extension Variant {
  /// The view model keeps the number and formats it where it is read: the text reaches the
  /// view, formatted by the view model, though no stored property holds it.
  static let computedText = Variant(
    name:
      "an @Observable view model that stores the sum as a number and formats it in a computed resultText, which the view reads through a key path it keeps",
    architecture: Architecture(
      name: "mvvm-computed", summary: "the view reads a computed resultText",
      pattern: .mvvm,
      roles: [
        .objects(of: ComputedTextView.self, are: .view),
        .objects(of: ComputedTextViewModel.self, are: .viewModel),
      ] + Architecture.mvvm.roles,
      calculator: { ComputedTextView(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))

  /// The view model publishes a small struct; the view shows its text field as it comes.
  static let labelState = Variant(
    name: "an MVVM view model that publishes a struct holding the label's text, shown as it comes",
    architecture: Architecture(
      name: "mvvm-label-state", summary: "the output is a struct with the text to show",
      pattern: .mvvm,
      roles: [
        .objects(of: LabelStateView.self, are: .view),
        .objects(of: LabelStateViewModel.self, are: .viewModel),
        .objects(of: BoundValue<ResultLabel>.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { LabelStateView(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

@MainActor
@Observable
final class ComputedTextViewModel {
  private var sum: Int128
  @ObservationIgnored private let model: any CalculatorModel
  @ObservationIgnored private var fields = (token: "", input: "")

  /// The label's text, formatted from the number each time it is read.
  var resultText: String { String(sum) }

  init(model: any CalculatorModel) {
    self.model = model
    sum = model.sum(of: "", separatedBy: "")
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    sum = model.sum(of: fields.input, separatedBy: token)
  }

  func inputChanged(_ input: String) {
    fields.input = input
    sum = model.sum(of: input, separatedBy: fields.token)
  }
}

@MainActor
final class ComputedTextView: CalculatorScreen, BindingProbe {
  private let viewModel: ComputedTextViewModel
  /// What the label reads, kept as a key path: an object of the toolchain's, which the
  /// process keeps for as long as it runs; no rule may count it as the screen's.
  private let label: KeyPath<ComputedTextViewModel, String> = \.resultText
  private(set) var resultText = ""

  /// It notes nothing where the text arrives, as most views bound with Observation: "the view
  /// formats nothing" says it was not measured, and does not hold the stored number against it.
  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ComputedTextViewModel(model: model)
    render()
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }

  private func render() {
    let text = withObservationTracking {
      viewModel[keyPath: label]
    } onChange: { [weak self] in
      Task { @MainActor in self?.render() }
    }
    resultText = text
  }

  var promisesBindOrder: Bool { false }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    TrackedObservation(of: viewModel, reading: { [label] in $0[keyPath: label] }, observer: observer)
  }
}

/// What the label shows, and whether it shows a negative sum: the text is ready to show.
struct ResultLabel: Equatable {
  var text: String
  var isNegative: Bool
}

@MainActor
final class LabelStateViewModel {
  let label: BoundValue<ResultLabel>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    label = BoundValue(Self.label(for: model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    label.update(Self.label(for: model.sum(of: fields.input, separatedBy: token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    label.update(Self.label(for: model.sum(of: input, separatedBy: fields.token)))
  }

  private static func label(for sum: Int128) -> ResultLabel {
    ResultLabel(text: String(sum), isNegative: sum < 0)
  }
}

@MainActor
final class LabelStateView: CalculatorScreen, BindingProbe {
  private let viewModel: LabelStateViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = LabelStateViewModel(model: model)
    bindings = [
      viewModel.label.bind { [weak self] label in
        trace?.arrived(at: .view, "show(\(label))", carrying: label, from: .viewModel)
        self?.resultText = label.text
      }
    ]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.label.bind { observer($0.text) }
  }
}
