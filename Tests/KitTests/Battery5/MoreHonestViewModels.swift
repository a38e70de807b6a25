import CalculatorModel
import KataDriver

// Three more honest view models over the battery's sinking view:
//
// - a view model made of child view models, one per field, as a form's view model often is:
//   the children are objects of the view model's role, kept by their parent, which the view
//   owns;
// - a view model that works the sum out off the main actor, in a detached task, and publishes
//   it back on the main actor, "to keep the main thread free", the way the lessons' services
//   leave the main actor and come back;
// - a view model whose edit does a few milliseconds of work of its own on the main actor (a
//   stand-in for validation) before it publishes: slow, and more so on a loaded machine.

/// One field of the form: what was typed.
@MainActor
final class FieldViewModel {
  private(set) var text = ""
  func edit(_ text: String) { self.text = text }
}

@MainActor
final class FormCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  let token = FieldViewModel()
  let input = FieldViewModel()

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    self.token.edit(token)
    publish()
  }

  func inputChanged(_ input: String) {
    self.input.edit(input)
    publish()
  }

  private func publish() {
    result.send(String(model.sum(of: input.text, separatedBy: token.text)))
  }
}

/// The Model, handed to a detached task: the driver's Model is a class used one call at a time.
private struct OffMainModel: @unchecked Sendable {
  let base: any CalculatorModel
}

@MainActor
final class OffMainCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private var work: Task<Void, Never>?
  private var edits = 0
  private var published = 0

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  var isSettled: Bool { published == edits }

  private func recompute() {
    edits += 1
    let edit = edits
    let fields = fields
    let model = OffMainModel(base: model)
    work?.cancel()
    work = Task.detached { [weak self] in
      let text = String(model.base.sum(of: fields.input, separatedBy: fields.token))
      await MainActor.run {
        guard let self, edit == self.edits else { return }
        self.published = edit
        self.result.send(text)
      }
    }
  }
}

@MainActor
final class DiligentCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  /// What the validation found: nothing, always, but the work is done.
  private(set) var checksum = 0

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    var checksum = 0
    for step in 0..<200_000 { checksum = checksum &* 31 &+ step }
    self.checksum = checksum
    result.send(text(of: fields, with: model))
  }
}

extension Architecture {
  static let battery5Form = battery5Sinking("battery5-form", FormCalculatorViewModel.self) {
    [.objects(of: FieldViewModel.self, are: .viewModel)]
  }
  static let battery5OffMain = battery5Sinking("battery5-off-main", OffMainCalculatorViewModel.self)
  static let battery5Diligent = battery5Sinking("battery5-diligent", DiligentCalculatorViewModel.self)
}
