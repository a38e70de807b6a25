import CalculatorModel
import KataDriver

// Wrong, twice: a view model that keeps its view as an unmanaged reference, "to avoid a retain
// cycle without weak's overhead", and calls it with each result; and one that keeps it as a raw
// pointer made from one. Each also publishes the result, which other views may sink; its own
// view is never bound, and hears only the direct calls.

/// What the view model calls, found behind the pointer.
@MainActor
protocol PointedCalculatorDisplay: AnyObject {
  func show(_ text: String)
}

@MainActor
final class UnmanagedCalculatorViewModel {
  private let model: any CalculatorModel
  let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private var display: Unmanaged<AnyObject>?
  private var address: UnsafeMutableRawPointer?
  private let keepsAnAddress: Bool

  init(model: any CalculatorModel, keepsAnAddress: Bool) {
    self.model = model
    self.keepsAnAddress = keepsAnAddress
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  /// Keeps `display` unretained, and shows it the result now.
  func attach(_ display: AnyObject) {
    if keepsAnAddress {
      address = Unmanaged.passUnretained(display).toOpaque()
    } else {
      self.display = Unmanaged.passUnretained(display)
    }
    publish(result.value)
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  private func publish(_ text: String) {
    result.send(text)
    let view =
      display?.takeUnretainedValue()
      ?? address.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    (view as? any PointedCalculatorDisplay)?.show(text)
  }
}

@MainActor
final class PointedCalculatorView: CalculatorScreen, PointedCalculatorDisplay, BindingProbe {
  private let viewModel: UnmanagedCalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, keepsAnAddress: Bool) {
    viewModel = UnmanagedCalculatorViewModel(model: model, keepsAnAddress: keepsAnAddress)
    self.trace = trace
    viewModel.attach(self)
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

  func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.result.sink(observer)
  }
}

extension Architecture {
  private static func battery5Pointed(_ name: String, keepsAnAddress: Bool) -> Architecture {
    Architecture(
      name: name, summary: "MVVM whose view model calls its view through a pointer",
      pattern: .mvvm,
      roles: [
        .objects(of: PointedCalculatorView.self, are: .view),
        .objects(of: UnmanagedCalculatorViewModel.self, are: .viewModel),
        .objects(of: ValueSubject<String>.self, are: .binding),
        .objects(of: SinkCancellable.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { PointedCalculatorView(model: $0, trace: $1, keepsAnAddress: keepsAnAddress) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5Unmanaged = battery5Pointed("battery5-unmanaged", keepsAnAddress: false)
  static let battery5RawPointer = battery5Pointed("battery5-raw-pointer", keepsAnAddress: true)
}
