import CalculatorModel
import Observation
import Synchronization
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The SwiftUI example of docs/03-mvvm.md, compiled here so that the page cannot drift from
// code that builds: the view model on every platform, the SwiftUI view where SwiftUI exists.

/// A calculator view model as most SwiftUI code writes one: an `@Observable` class whose
/// fields the text fields write, and a result computed from them.
@MainActor
@Observable
final class TwoWayCalculatorViewModel {
  var token = ","
  var input = ""
  var resultText: String { String(model.sum(of: input, separatedBy: token)) }

  @ObservationIgnored private let model: any CalculatorModel

  init(model: any CalculatorModel = SumModel()) {
    self.model = model
  }
}

#if canImport(SwiftUI)
  struct TwoWayCalculatorScreen: View {
    @State private var viewModel = TwoWayCalculatorViewModel()

    var body: some View {
      Form {
        TextField("Token", text: $viewModel.token)  // the field writes the view model's property
        TextField("Input", text: $viewModel.input)
        Text(viewModel.resultText)  // SwiftUI tracks this read, and redraws when it changes
      }
    }
  }
#endif

@Suite("The two-way view model of the SwiftUI example", .timeLimit(.minutes(2)))
@MainActor
struct TwoWayCalculatorTests {
  @Test("writing a field changes the result, and a reader of the result is told once")
  func writingAFieldChangesTheResult() {
    let viewModel = TwoWayCalculatorViewModel()
    let changes = Counter()
    let shown = withObservationTracking {
      viewModel.resultText
    } onChange: {
      changes.add()
    }
    viewModel.input = "1,2"
    viewModel.input = "1,2,3"
    #expect(shown == "0")
    #expect(viewModel.resultText == "6")
    #expect(
      changes.count == 1, "withObservationTracking fires once: a reader registers again after each change")
  }
}

/// Counts calls from an `onChange`, which may run on any thread.
private final class Counter: Sendable {
  private let calls = Mutex(0)
  var count: Int { calls.withLock { $0 } }
  func add() { calls.withLock { $0 += 1 } }
}
