import CalculatorModel
import KataDriver

// Wrong: a view model whose inputs go through an `AsyncStream`, consumed by a task it starts
// in its `init`. The task uses `self` strongly and the stream never finishes, since the view
// model keeps its continuation: the view model keeps the task, the task keeps the view model,
// and neither ever ends.

@MainActor
final class StreamInputsCalculatorViewModel: SinkableCalculatorViewModel {
  private enum Edit {
    case token(String)
    case input(String)
  }

  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private let edits: AsyncStream<Edit>.Continuation
  private var consuming: Task<Void, Never>?
  /// Edits sent and not yet taken.
  private var pending = 0

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
    let (stream, edits) = AsyncStream.makeStream(of: Edit.self)
    self.edits = edits
    consuming = Task {
      for await edit in stream {
        self.pending -= 1
        switch edit {
        case .token(let token): self.fields.token = token
        case .input(let input): self.fields.input = input
        }
        self.result.send(self.text(of: self.fields, with: self.model))
      }
    }
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    pending += 1
    edits.yield(.token(token))
  }

  func inputChanged(_ input: String) {
    pending += 1
    edits.yield(.input(input))
  }

  var isSettled: Bool { pending == 0 }
}

extension Architecture {
  static let battery5StreamInputs = battery5Sinking(
    "battery5-stream-inputs", StreamInputsCalculatorViewModel.self)
}
