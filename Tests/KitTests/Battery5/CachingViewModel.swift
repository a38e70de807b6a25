import CalculatorModel
import KataDriver

// Wrong: a view model that remembers every label it worked out, for all screens, in a static
// dictionary: the sum is pure, so why ask twice? A second screen edited to the same fields
// shows the first screen's answer, whatever its own Model says.

@MainActor
final class CachingCalculatorViewModel: SinkableCalculatorViewModel {
  /// Every label worked out so far, by token and input.
  private static var labels: [String: String] = [:]

  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")

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
    let key = fields.token + "\u{0}" + fields.input
    if let label = Self.labels[key] { return result.send(label) }
    let label = text(of: fields, with: model)
    Self.labels[key] = label
    result.send(label)
  }
}

extension Architecture {
  static let battery5Caching = battery5Sinking("battery5-caching", CachingCalculatorViewModel.self)
}
