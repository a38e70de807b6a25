import CalculatorMVVM
import CalculatorRule
import KataDriver
import ScoreBoard

/// Where the playground's views record the messages that reach them and leave them: the one
/// place in the playground that knows how a trace is kept.
///
/// A message is recorded where it happens, with the trace API any architecture's headless
/// screens use. A view notes what it is told inside the method it is told it with
/// (``arrived(at:_:from:)``: from the binding when it arrives inside a binding callback), and
/// what it tells just before telling it; decorators in the Model and service seams note each
/// call there.
final class LaneRecorder {
  /// The trace itself, for a composition that records into it (the Observation lesson's).
  let trace = Trace()
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

  /// Records the user opening the score list.
  func userOpensScreen() {
    trace.userOpensScreen()
  }

  /// Records that `message` reached `receiver`: from the binding when a binding callback
  /// delivered it, otherwise from `sender`.
  func arrived(at receiver: Participant, _ message: String, from sender: Participant) {
    trace.arrived(at: receiver, message, from: sender)
  }

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

  /// Binds an MVVM view to `output` with `bindView`, bracketed so that the trace can tell a
  /// value the binding delivers from any other. Keep the tokens as long as the view.
  @MainActor
  func bind<Value>(
    _ output: Observable<Value>, named name: String, describedBy describe: @escaping (Value) -> String,
    view bindView: () -> [ObservationToken]
  ) -> [ObservationToken] {
    trace.bindView(to: output.bind, named: name, describedBy: describe, view: bindView)
  }

  /// Hands back every message recorded since the last call, oldest first, and forgets them.
  func takeMessages() -> [Trace.Message] {
    trace.takeMessages()
  }
}
