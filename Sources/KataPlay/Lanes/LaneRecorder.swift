import CalculatorMVVM
import CalculatorRule
import KataDriver
import ScoreBoard

/// Where the playground's views record the messages that reach them and leave them: the one
/// place in the playground that knows how a trace is kept.
///
/// A message is recorded where it happens. A view notes what it is told inside the method it
/// is told it with, and what it tells just before telling it; decorators in the Model and
/// service seams note each call there. For MVVM, the view's observer is bracketed by two
/// recorder observers, bound just before and just after it: a value that reaches the view
/// while the binding delivers is recorded as coming from the binding, anything else as coming
/// from the view model.
final class LaneRecorder {
  private let trace = Trace()
  /// Whether an MVVM binding is handing a value to its observers right now.
  private var isDelivering = false
  private var lastQuote: (text: String, literal: String)?

  /// Records that `sender` tells `receiver` `message`.
  func record(_ sender: Participant, to receiver: Participant, _ message: String) {
    trace.call(sender, to: receiver, message)
  }

  /// Records that `sender` answers `receiver` with `message`.
  func reply(_ sender: Participant, to receiver: Participant, _ message: String) {
    trace.reply(sender, to: receiver, message)
  }

  /// Records the user typing `text` into the field called `field` (`token`, `input`).
  func userEdits(_ field: String, _ text: String) {
    trace.call(.user, to: .view, "edits the \(field) field: \(literal(text))")
  }

  /// Who handed the MVVM view what it shows: the binding while it delivers, else the view model.
  var deliverer: Participant { isDelivering ? .binding : .viewModel }

  /// `text` as a trace quotes it: `"1,2,3"`, shortened when long.
  ///
  /// One edit quotes the same text twice (the user's edit, then the view's message), and a
  /// long quote counts every character of the text; the second quote reuses the first.
  func literal(_ text: String) -> String {
    if let lastQuote, lastQuote.text == text { return lastQuote.literal }
    let literal = Trace.literal(text)
    lastQuote = (text, literal)
    return literal
  }

  /// `12 rows`.
  static func counted(_ count: Int, _ noun: String) -> String { Trace.counted(count, noun) }

  /// The calculator's rule, recording each time `caller` asks it.
  func model(calledBy caller: Participant) -> any CalculatorModel {
    TracingCalculatorModel(base: SumRule(), caller: caller, trace: trace)
  }

  /// `base`, recording each time `caller` asks it for players.
  func service(_ base: any ScoreService, calledBy caller: Participant) -> any ScoreService {
    TracingScoreService(base: base, caller: caller, trace: trace)
  }

  /// A registered architecture's own calculator screen, recording here.
  @MainActor
  func calculatorScreen(of architecture: Architecture) -> any CalculatorScreen {
    architecture.makeCalculatorScreen(trace: trace)
  }

  /// A registered architecture's own score list screen over `service`, recording here.
  @MainActor
  func scoreListScreen(of architecture: Architecture, service: any ScoreService) -> any ScoreListScreen {
    architecture.makeScoreListScreen(service: service, trace: trace)
  }

  /// Binds an MVVM view to `output` with `bindView`, between the two recorder observers; the
  /// first also records each value the view model sends (not the current value handed over on
  /// bind, which is no message from the view model). Keep the tokens as long as the view.
  func bind<Value>(
    _ output: Observable<Value>, named name: String, describedBy describe: @escaping (Value) -> String,
    view bindView: () -> [ObservationToken]
  ) -> [ObservationToken] {
    var isCurrentValue = true
    let opening = output.bind { [weak self] value in
      guard let self else { return }
      if isCurrentValue {
        isCurrentValue = false
      } else {
        record(.viewModel, to: .binding, "\(name) = \(describe(value))")
      }
      isDelivering = true
    }
    record(.view, to: .binding, "bind(to: viewModel.outputs)")
    let view = bindView()
    let closing = output.bind { [weak self] _ in self?.isDelivering = false }
    return [opening] + view + [closing]
  }

  /// Hands back every message recorded since the last call, oldest first, and forgets them.
  func takeMessages() -> [Trace.Message] {
    trace.takeMessages()
  }
}
