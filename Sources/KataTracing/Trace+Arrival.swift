import KataEvidence

/// What reached a view, and who sent it, measured where it arrived: the evidence behind
/// "every result reaches the view through a binding" and "the presenter decides what the
/// view shows", which the view under test does not write.
extension Trace {
  /// One message into a view, as a measured run saw it arrive.
  public struct Arrival: Sendable {
    public let receiver: Role
    /// The message as the view described it: `display(resultText: "6")`.
    public let text: String
    /// The methods on the call stack where it arrived, innermost first (``CallerEvidence``).
    public let stack: [String]
    /// Whether it arrived inside a binding callback the trace brackets.
    public let inBinding: Bool
    /// How many actions the screen's reducers had reduced when it arrived, for a trace that
    /// counts them (``init(measuringSenders:countingActions:)``); `nil` otherwise.
    public let actionsReduced: Int?
    /// Whether it arrived while the driver played one of the user's events, as the trace's
    /// ``init(measuringSenders:playingEvent:)`` tells: then the view's own code handling that
    /// event is on the stack, beyond whoever told it.
    public let duringEvent: Bool
  }

  /// A message into a view in a measured run, but the user's, and whether it came on the main
  /// actor (``MainActorEvidence``): what "the view is told only on the main actor" reads.
  public struct Told: Sendable {
    public let text: String
    public let onMainActor: Bool
  }

  /// Notes, in a measured run, where `text` reached `receiver`, if that is the view and the
  /// sender is not the user.
  func noteTold(_ receiver: Role, _ text: String, from sender: Role?) {
    guard measuresSenders, receiver == .view, sender != .user else { return }
    let told = Told(text: text, onMainActor: MainActorEvidence.isCurrent)
    toldTheView.withLock { $0.append(told) }
  }

  /// Every message into the view noted in a measured run, oldest first.
  public func measuredToldTheView() -> [Told] {
    toldTheView.withLock { $0 }
  }

  /// Notes, in a measured run, the call stack where `text` arrived at `receiver`.
  public func noteArrival(at receiver: Role, _ text: String, inBinding: Bool) {
    guard measuresSenders else { return }
    noteTold(receiver, text, from: nil)
    // The trace's own frames are no caller: the first frame left is the code that recorded.
    let stack = Array(CallerEvidence.callers(of: Trace.self).drop { $0.contains("KataTracing.Trace.") })
    let arrival = Arrival(
      receiver: receiver, text: text, stack: stack, inBinding: inBinding, actionsReduced: countActions?(),
      duringEvent: playingEvent())
    arrivals.withLock { $0.append(arrival) }
  }

  /// Every arrival noted in a measured run, oldest first.
  public func measuredArrivals() -> [Arrival] {
    arrivals.withLock { $0 }
  }

  /// A value that reached a view in a measured run, noted where it arrived: every text in it,
  /// whatever its type, and how it reads.
  public struct Delivery: Sendable {
    public let receiver: Role
    /// Every `String` found in the value, itself or in its fields, elements and cases.
    public let texts: [String]
    /// The value as it reads in a message: `6 (Decimal)`, `"6"`.
    public let summary: String
  }

  /// Notes, in a measured run, that `value` reached `receiver`.
  public func noteDelivery(of value: Any, at receiver: Role) {
    var texts: [String] = []
    Self.collectTexts(in: value, depth: 0, into: &texts)
    let summary =
      (value as? String).map(Trace.literal)
      ?? "\(Trace.shortened(String(describing: value))) (\(type(of: value)))"
    deliveries.withLock { $0.append(Delivery(receiver: receiver, texts: texts, summary: summary)) }
  }

  /// Every delivery noted in a measured run, oldest first.
  public func measuredDeliveries() -> [Delivery] {
    deliveries.withLock { $0 }
  }

  /// Notes that the driver is about to send the last event of a measured run: what reaches
  /// the views from now on answers it (``deliveriesAnsweringLastEvent()``).
  public func markLastEvent() {
    let count = deliveries.withLock { $0.count }
    lastEventMark.withLock { $0 = count }
  }

  /// The deliveries noted since ``markLastEvent()``, oldest first: every value that reached a
  /// view, whichever view it reached, in answer to the last event.
  public func deliveriesAnsweringLastEvent() -> [Delivery] {
    let mark = lastEventMark.withLock { $0 }
    return deliveries.withLock { Array($0[min(mark, $0.count)...]) }
  }

  /// The texts in `value`, depth first: a bounded walk, for a value a view is handed is small,
  /// and one that is not (a million rows) needs no more than the first thousands to judge.
  private static func collectTexts(in value: Any, depth: Int, into texts: inout [String]) {
    guard texts.count < 10_000 else { return }
    switch value {
    case let text as String: texts.append(text)
    case let text as Substring: texts.append(String(text))
    default:
      guard depth < 8 else { return }
      for child in Mirror(reflecting: value).children {
        collectTexts(in: child.value, depth: depth + 1, into: &texts)
      }
    }
  }

  /// `text` cut to a line a message can quote.
  public static func shortened(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 60 ? String(line.prefix(59)) + "…" : line
  }
}
