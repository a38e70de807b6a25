import CalculatorModel

@testable import CalculatorMVVM

/// What the test view models below do alike: keep the two fields, ask the Model on each
/// change, and publish the text. Each publishes its own way, right or wrong. It plays no role
/// itself: a method of it on the call stack is its subclass's.
@MainActor
class FieldsViewModel {
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  /// The text last published.
  private(set) var resultText: String

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
    publish(resultText)
  }

  /// Hands a new text on.
  func publish(_ text: String) {}
}

/// A ``FieldsViewModel`` that publishes through the lesson's binding, as `output`.
@MainActor
class BoundFieldsViewModel: FieldsViewModel {
  let output: BoundValue<String>

  override init(model: any CalculatorModel) {
    output = BoundValue("")
    super.init(model: model)
    output.update(resultText)
  }

  override func publish(_ text: String) { output.update(text) }
}
