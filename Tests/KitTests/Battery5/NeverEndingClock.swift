import CalculatorModel
import Dispatch
import KataDriver

// Wrong, twice: a view model with a clock that ticks every minute (for a "last updated"
// label to come), whose loop holds the view model weakly but, once it is gone, goes
// round again instead of ending (`continue` where `return` was meant). The loop runs for the
// rest of the process, long after its screen. The first starts its task in `init`; the second
// starts it from a block on the main queue, as code ported from GCD does, so the task is begun
// outside the screen's own code.

@MainActor
class ClockCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private var ticks = 0

  required init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
    if startsItsClockFromTheMainQueue {
      DispatchQueue.main.async { [weak self] in self?.startClock() }
    } else {
      startClock()
    }
  }

  /// Whether the clock is started from a block on the main queue, rather than in `init`.
  var startsItsClockFromTheMainQueue: Bool { false }

  private func startClock() {
    Task { [weak self] in
      while true {
        try? await Task.sleep(for: .seconds(60))
        guard let self else { continue }
        self.ticks += 1
      }
    }
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    result.send(text(of: fields, with: model))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    result.send(text(of: fields, with: model))
  }
}

/// The same clock, started from a block on the main queue.
@MainActor
final class MainQueueClockCalculatorViewModel: ClockCalculatorViewModel {
  override var startsItsClockFromTheMainQueue: Bool { true }
}

extension Architecture {
  static let battery5Clock = battery5Sinking("battery5-clock", ClockCalculatorViewModel.self)
  static let battery5MainQueueClock = battery5Sinking(
    "battery5-main-queue-clock", MainQueueClockCalculatorViewModel.self)
}
