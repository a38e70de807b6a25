import CalculatorModel
import Dispatch
import KataDriver
import KataShape
import KataTracing

@testable import CalculatorMVVM

/// Work a screen starts that inherits nothing of its task-local values: a dispatch timer, a
/// detached task. Every object of the screen is freed; the work goes on.
extension Mistake {
  static let outlivingWorkMistakes = [
    Mistake(
      name:
        "an MVVM screen whose refresh timer keeps itself alive, and asks the Model long after the screen went",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: TimerStartingView.self, are: .view),
          // The timer refreshes for the view model: its code is the view model's.
          .objects(of: SelfKeepingTicker.self, are: .viewModel),
          .objects(of: TickingModel.self, are: .viewModel),
        ],
        calculator: { TimerStartingView(model: $0, trace: $1, ticker: .asking) }),
      screen: .calculator,
      breaks: [.nothingOutlivesItsScreen],
      says: "was asked"),
    Mistake(
      name: "an MVVM screen whose detached loop keeps nothing of the screen's, and runs on after it went",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: TimerStartingView.self, are: .view)],
        calculator: { TimerStartingView(model: $0, trace: $1, ticker: .holdingNothing) }),
      screen: .calculator, breaks: [],
      unseenRoute: "work that inherits no task-local value and holds nothing the screen was given"),
  ]
}

/// Carries the Model to the timer's queue, where only the timer's handler, one tick at a time,
/// reads it.
final class TickingModel: @unchecked Sendable {
  private let model: any CalculatorModel

  init(_ model: any CalculatorModel) { self.model = model }

  func refresh() { _ = model.sum(of: "", separatedBy: "") }
}

/// A timer whose handler keeps itself, and the timer, alive: nothing of the screen holds it.
/// It stops after a few hundred ticks, so that the suite's process does not tick for ever.
final class SelfKeepingTicker: @unchecked Sendable {
  private let model: TickingModel
  private let queue = DispatchQueue(label: "SelfKeepingTicker")
  // Read and written on `queue` alone, by the handler.
  private var timer: (any DispatchSourceTimer)?
  private var ticks = 0

  init(model: TickingModel) { self.model = model }

  func start() {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now(), repeating: .milliseconds(50))
    timer.setEventHandler { [self] in tick() }
    queue.sync { self.timer = timer }
    timer.resume()
  }

  private func tick() {
    model.refresh()
    ticks += 1
    guard ticks >= 200 else { return }
    timer?.cancel()
    timer = nil
  }
}

/// The lesson's view model and a view bound to it, which starts work of its own as it is built.
@MainActor
final class TimerStartingView: CalculatorScreen, BindingProbe {
  enum Ticker { case asking, holdingNothing }

  private let viewModel: CalculatorMVVM.CalculatorViewModel
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, ticker: Ticker) {
    viewModel = CalculatorMVVM.CalculatorViewModel(model: model)
    binding = viewModel.outputs.resultText.bind { [weak self] text in
      trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
    switch ticker {
    case .asking: SelfKeepingTicker(model: TickingModel(model)).start()
    case .holdingNothing:
      Task.detached {
        for _ in 0..<60 { try? await Task.sleep(for: .seconds(1)) }
      }
    }
  }

  func editToken(_ token: String) { viewModel.inputs.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputs.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}
