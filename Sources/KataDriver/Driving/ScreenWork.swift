/// Work a screen set going: the tasks it started, and every task they started in turn.
///
/// Swift gives no list of a program's tasks, but a task inherits its creator's task-local
/// values, and keeps them until it ends. So the driver runs what it does to a screen with a
/// fresh marker bound, and the marker lives exactly as long as some task started meanwhile is
/// still running: a debounce still sleeping, a request still waiting, a loop that never ends.
/// (A `Task.detached` inherits nothing; work started that way is not seen.)
///
/// Two questions use it: has the work an edit started ended, so that the screen can be read
/// (``Settling``); and does work outlive its screen, once the screen is gone.
public enum ScreenWork {
  /// What a task carries while it runs: nothing but its identity.
  public final class Marker: Sendable {
    public init() {}
  }

  /// The marker of the edit being driven, inherited by every task the edit starts.
  @TaskLocal static var edit: Marker?
  /// The marker of a screen's whole life, built and used, inherited by every task it starts.
  @TaskLocal static var life: Marker?

  /// Whether some task that carries a marker still runs: a weak reference to it.
  public struct Pending: Sendable {
    private weak var marker: Marker?

    /// Whether every task that carried the marker has ended.
    public var isOver: Bool { marker == nil }

    init(_ marker: Marker) { self.marker = marker }
  }

  /// What each screen's latest edits left running, by the screen's identity.
  @MainActor private static var pendingEdits: [ObjectIdentifier: [Pending]] = [:]

  /// Whether the driver is playing one of the user's events now: an edit (``track(_:_:)``), or
  /// a load (``ScoreListScreen/drivenLoad()``), and the tasks either started.
  static var isPlayingEvent: Bool { edit != nil }

  /// Runs `edit`, an edit of `screen`, so that the work it starts is the screen's pending
  /// work until it ends.
  @MainActor
  static func track(_ screen: AnyObject, _ change: () -> Void) {
    let marker = Marker()
    $edit.withValue(marker) { change() }
    let pending = Pending(marker)
    // Only work still running is kept: most edits start none.
    guard !pending.isOver else { return }
    // What screens never read again left behind is forgotten once it has ended.
    if pendingEdits.count > 64 { pendingEdits = pendingEdits.filter { !$0.value.allSatisfy(\.isOver) } }
    pendingEdits[ObjectIdentifier(screen), default: []].append(pending)
  }

  /// Whether work that an edit of one of `screens` started still runs; forgets what ended.
  @MainActor
  static func isPending(_ screens: [AnyObject]) -> Bool {
    var pending = false
    for screen in screens {
      let key = ObjectIdentifier(screen)
      guard let running = pendingEdits[key]?.filter({ !$0.isOver }) else { continue }
      pendingEdits[key] = running.isEmpty ? nil : running
      pending = pending || !running.isEmpty
    }
    return pending
  }

  /// Runs `body`, which builds and uses a screen, so that every task the screen starts carries
  /// one marker; returns what `body` returns and that marker's ``Pending``.
  @MainActor
  static func living<Result>(_ body: () async -> Result) async -> (Result, Pending) {
    let marker = Marker()
    let result = await $life.withValue(marker) { await body() }
    return (result, Pending(marker))
  }
}

extension CalculatorScreen {
  /// The user sets the token field, as the driver plays it: what the edit starts is the
  /// screen's pending work, and ``Settling`` reads the screen once it has ended.
  @MainActor
  public func playTokenEdit(_ token: String) {
    ScreenWork.track(self) { editToken(token) }
  }

  /// The user sets the input field, as ``playTokenEdit(_:)`` plays an edit.
  @MainActor
  public func playInputEdit(_ input: String) {
    ScreenWork.track(self) { editInput(input) }
  }
}
