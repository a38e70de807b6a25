import Synchronization

/// A recorder of the messages that cross an architecture's seams, for `kata --trace` and `kata play`.
///
/// The lesson modules hold no logging. The driver injects a recorder from outside instead:
/// its subclasses of the lessons' headless views note each message that crosses them before
/// the lesson's own code runs, and decorators of the Model and the service note each call.
/// Without a recorder, none of this code runs.
///
/// An architecture of your own records the same way, from its headless screens (see
/// docs/adding-an-architecture.md): the user's events with ``userEditsToken(_:)``,
/// ``userEditsInput(_:)`` and ``userOpensScreen()``; each message its view receives, where it
/// arrives, with ``arrived(at:_:from:)``; any other call with ``call(_:to:_:)``; and a
/// binding with ``bindView(to:named:describedBy:by:view:)``. The Model's and the service's
/// answers are recorded for it. Its own roles (`Role("Store")`) take their place in a
/// diagram between the view and the Model.
public final class Trace: Sendable {
  /// One message, from `sender` to `receiver`.
  public struct Message: Sendable, Hashable {
    public var sender: Role
    public var receiver: Role
    /// The message as it would read in code: `setResultText("6")`, `returns 6`.
    public var text: String
    /// Whether this is an answer to an earlier call (a diagram draws it dashed).
    public var isReply: Bool

    public init(_ sender: Role, to receiver: Role, _ text: String, isReply: Bool = false) {
      self.sender = sender
      self.receiver = receiver
      self.text = text
      self.isReply = isReply
    }
  }

  private let log = Mutex<[Message]>([])
  /// The most messages ``log`` keeps between two takes, and how many more came meanwhile.
  private let keptAtMost: Int
  private let notKept = Mutex(0)
  /// Where each message goes as it is recorded, instead of the log.
  private let forward: (@Sendable (Message) -> Void)?
  /// Whether a binding callback is running now (see `Trace+Binding.swift`).
  private let delivering = Mutex(false)
  /// In a measured run, each message into a view as ``arrived(at:_:from:)`` saw it: the call
  /// stack where it arrived, from which the rules read who sent it.
  let arrivals = Mutex<[Arrival]>([])
  /// In a measured run, each value a view was handed, as ``arrived(at:_:carrying:from:)`` saw it.
  let deliveries = Mutex<[Delivery]>([])
  /// In a measured run, each message into the view and where it came (``noteTold(_:_:from:)``).
  let toldTheView = Mutex<[Told]>([])
  /// How many deliveries had been noted when the last event was sent.
  let lastEventMark = Mutex(0)
  /// Whether this recorder notes the call stack of each arrival, as ``init(measuringSenders:)`` makes it.
  let measuresSenders: Bool
  /// In a measured run, how many actions the screen's reducers have reduced now, noted with each
  /// arrival (``Arrival/actionsReduced``).
  let countActions: (@Sendable () -> Int?)?
  /// In a measured run, whether the driver is playing one of the user's events now (an edit, a
  /// load), noted with each arrival (``Arrival/duringEvent``).
  let playingEvent: @Sendable () -> Bool

  /// A recorder that keeps every message until ``takeMessages()``.
  public init() {
    forward = nil
    measuresSenders = false
    keptAtMost = .max
    countActions = nil
    playingEvent = { false }
  }

  /// A recorder that keeps the first `limit` messages between two takes, and counts the
  /// rest: what a pane of a few dozen lines shows of a load of a million rows, without
  /// holding the million messages.
  public init(keepingAtMost limit: Int) {
    forward = nil
    measuresSenders = false
    keptAtMost = limit
    countActions = nil
    playingEvent = { false }
  }

  /// A recorder that keeps nothing: it hands each message to `forward` as it is recorded, in
  /// order, so that the trace of a load of a million rows goes out as it happens instead of
  /// being held whole.
  public init(forwardingTo forward: @escaping @Sendable (Message) -> Void) {
    self.forward = forward
    measuresSenders = false
    keptAtMost = .max
    countActions = nil
    playingEvent = { false }
  }

  /// A recorder that also notes the call stack of each arrival (``measuredArrivals()``):
  /// how `kata shape` learns who sent what reached the view, whatever the view says.
  public init(measuringSenders: Bool) {
    forward = nil
    measuresSenders = measuringSenders
    keptAtMost = .max
    countActions = nil
    playingEvent = { false }
  }

  /// A measuring recorder that also notes, with each arrival, whether `playingEvent` says the
  /// driver is playing one of the user's events then.
  public init(measuringSenders: Bool, playingEvent: @escaping @Sendable () -> Bool) {
    forward = nil
    measuresSenders = measuringSenders
    keptAtMost = .max
    countActions = nil
    self.playingEvent = playingEvent
  }

  /// A measuring recorder that also notes, with each arrival, what `countActions` says: how
  /// many actions the screen's reducers have reduced by then, if it can tell.
  public init(measuringSenders: Bool, countingActions countActions: @escaping @Sendable () -> Int?) {
    forward = nil
    measuresSenders = measuringSenders
    keptAtMost = .max
    self.countActions = countActions
    playingEvent = { false }
  }

  /// Records that `sender` calls `receiver` with `text`. The text is made only if it is
  /// kept (see ``init(keepingAtMost:)``).
  public func call(_ sender: Role, to receiver: Role, _ text: @autoclosure () -> String) {
    record(sender, to: receiver, text, isReply: false)
  }

  /// Records that `sender` answers `receiver` with `text`, made only if it is kept.
  public func reply(_ sender: Role, to receiver: Role, _ text: @autoclosure () -> String) {
    record(sender, to: receiver, text, isReply: true)
  }

  private func record(_ sender: Role, to receiver: Role, _ text: () -> String, isReply: Bool) {
    // In a measured run, where the view was told: the text is made only for the view's messages.
    if measuresSenders, receiver == .view { noteTold(receiver, text(), from: sender) }
    if let forward { return forward(Message(sender, to: receiver, text(), isReply: isReply)) }
    // A message past the limit is counted, not made: a table's million cells cost no text.
    if log.withLock({ $0.count < keptAtMost }) {
      let message = Message(sender, to: receiver, text(), isReply: isReply)
      let isKept = log.withLock { log in
        guard log.count < keptAtMost else { return false }
        log.append(message)
        return true
      }
      if isKept { return }
    }
    notKept.withLock { $0 += 1 }
  }

  /// Hands back every message recorded since the last call, oldest first, and forgets them,
  /// so that a long run keeps no history.
  public func takeMessages() -> [Message] {
    takeKept().messages
  }

  /// The messages a recorder kept since the last take, and how many more it was handed.
  public struct Kept: Sendable {
    public var messages: [Message]
    /// How many messages came after the last kept one, and were only counted.
    public var more: Int

    public init(_ messages: [Message], more: Int = 0) {
      self.messages = messages
      self.more = more
    }
  }

  /// Hands back the messages kept since the last take, oldest first, with how many more came
  /// (see ``init(keepingAtMost:)``), and forgets them.
  public func takeKept() -> Kept {
    let messages = log.withLock { messages in
      defer { messages = [] }
      return messages
    }
    return Kept(
      messages,
      more: notKept.withLock { count in
        defer { count = 0 }
        return count
      })
  }

  /// Whether a binding callback is delivering a value now.
  public var isDelivering: Bool { delivering.withLock { $0 } }

  /// A binding callback starts, or ends.
  func toggleDelivering() {
    delivering.withLock { $0.toggle() }
  }

  /// `count` and `noun`, in the plural unless there is one: `1 row`, `12 rows`.
  public static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `text` as a Swift string literal on one line, shortened when long: `"1,2,3"`,
  /// `"a\nb"`, `"1,2,3,4,5,…" (1048576 characters)`.
  public static func literal(_ text: String) -> String {
    let limit = 32
    // Counting characters walks the whole string; a short UTF-8 count settles most cases,
    // and ASCII without a CR (`\r\n` is one character) has one character per byte.
    guard text.utf8.count > limit else { return text.debugDescription }
    let isPlainASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    let count = isPlainASCII ? text.utf8.count : text.count
    guard count > limit else { return text.debugDescription }
    let shown = String(text.prefix(limit - 1)).debugDescription.dropLast()
    return "\(shown)…\" (\(count) characters)"
  }
}

extension Trace {
  /// Records the user typing `token` into the token field.
  public func userEditsToken(_ token: String) {
    call(.user, to: .view, "edits the token field: \(Self.literal(token))")
  }

  /// Records the user typing `input` into the input field.
  public func userEditsInput(_ input: String) {
    call(.user, to: .view, "edits the input field: \(Self.literal(input))")
  }

  /// Records the user opening the score list, which starts a load.
  public func userOpensScreen() {
    call(.user, to: .view, "opens the screen")
  }
}
