import Synchronization

/// How the driver waits for a screen's own code to return: with a patience counted in naps,
/// never read off the clock, so that a verdict always arrives and never moves with the machine.
///
/// A screen's `load()` (or its ``SettlingScreen/settle()``) is its own code, and a half-edited
/// one may never return: a waiter that nothing finishes, a request cancelled while a load still
/// waits for it. The driver runs each such call in a task of its own and waits for it for
/// ``naps`` naps of a millisecond or more; a call still running then is given up on (its task
/// is cancelled and left to end, if it ever does), and the drive notes what never returned. A
/// process stopped (Ctrl-Z, a debugger) or starved meanwhile naps no more than it works, so it
/// loses none of the patience.
///
/// Once one call of a drive has not returned, the drive's later calls are not made: each would
/// wait a whole patience for a screen already known not to answer. What a drive notes is read
/// by whoever began it (``DriveLog``): a case fails naming it, and a measured shape fails "the
/// screen always answers" and measures nothing else.
public enum Patience {
  /// How many naps of a millisecond or more the driver waits for one call to a screen's code:
  /// five seconds at the least, where an honest load answers in a few turns of the main actor.
  public static let naps = 5_000

  /// The drive under way, if one was begun with ``driving(_:)``.
  @TaskLocal static var log: DriveLog?

  /// Runs `body`, a drive of one or more screens, with a fresh ``DriveLog`` bound, and returns
  /// what it returns and what the log noted: the first call that never returned, if one did.
  @MainActor
  public static func driving<Result>(_ body: () async -> Result) async -> (Result, stall: String?) {
    let log = DriveLog()
    let result = await $log.withValue(log) { await body() }
    return (result, log.stall)
  }

  /// Whether a call of the drive under way has not returned: its later calls are not made.
  static var hasStalled: Bool { log?.stall != nil }

  /// Runs `call`, a call to a screen's own code, in a task of its own, and waits for it within
  /// the patience; returns whether it returned. A call that did not return is noted in the
  /// drive's log as `stall()` describes it then, and its task cancelled. In a drive where a call
  /// has already stalled, `call` is not made, and this returns `false` at once.
  @MainActor
  static func call(_ call: @escaping @MainActor () async -> Void, stall: @MainActor () -> String) async
    -> Bool
  {
    guard !hasStalled else { return false }
    return await wait(for: Task { @MainActor in await call() }, stall: stall)
  }

  /// Waits for `task`, which runs a screen's own code, within the patience; returns whether it
  /// ended. One that did not is cancelled and noted in the drive's log as `stall()` describes it.
  /// In a drive where a call has already stalled, this returns `false` at once.
  @MainActor
  static func wait(for task: Task<Void, Never>, stall: @MainActor () -> String) async -> Bool {
    guard !hasStalled else { return false }
    guard await ended(task) else {
      task.cancel()
      log?.note(stall())
      return false
    }
    return true
  }

  /// Waits for `task` to end, within `naps` naps; whether it ended.
  ///
  /// Each nap is counted on the main actor, once it has slept: a nap counts only when the main
  /// actor is free to count it, as free as it is to run the screen's own code. So drives that
  /// share the main actor (a test suite's, in parallel) do not spend one another's patience, and
  /// a screen that holds the main actor for good is the watchdog's to end
  /// (``MainActorWatchdog``).
  @MainActor
  static func ended<Value: Sendable>(_ task: Task<Value, Never>, naps: Int = naps) async -> Bool {
    let outcome = Outcome()
    let watcher = Task {
      _ = await task.value
      outcome.settle(true)
    }
    let timer = Task { @MainActor in
      var slept = 0
      while slept < naps, !outcome.isSettled {
        try? await Task.sleep(for: .milliseconds(1))
        slept += 1
      }
      outcome.settle(false)
    }
    let ended = await outcome.value()
    timer.cancel()
    if !ended { watcher.cancel() }
    return ended
  }

  /// Whether a waited-for task ended, settled once, by whichever comes first.
  private final class Outcome: Sendable {
    private struct State {
      var ended: Bool?
      var waiter: CheckedContinuation<Bool, Never>?
    }
    private let state = Mutex(State())

    var isSettled: Bool { state.withLock { $0.ended != nil } }

    /// Settles the outcome as `ended`, unless it is settled already.
    func settle(_ ended: Bool) {
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        guard state.ended == nil else { return nil }
        state.ended = ended
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: ended)
    }

    /// The outcome, once settled.
    func value() async -> Bool {
      await withCheckedContinuation { continuation in
        let settled = state.withLock { state -> Bool? in
          if let ended = state.ended { return ended }
          state.waiter = continuation
          return nil
        }
        if let settled { continuation.resume(returning: settled) }
      }
    }
  }
}

/// What one drive of screens noted: the first call to a screen's code that never returned.
public final class DriveLog: Sendable {
  private let first = Mutex<String?>(nil)

  /// The first call that never returned, described; `nil` while every call has.
  public var stall: String? { first.withLock { $0 } }

  /// Notes `stall`, unless an earlier one was noted.
  func note(_ stall: String) {
    first.withLock { $0 = $0 ?? stall }
  }
}

extension ScoreListScreen {
  /// The screen loads, as ``load()`` does, waited for with the driver's patience
  /// (``Patience``); returns whether the load returned. One that did not is noted with what
  /// the screen shows then and, when `service` is the seam it loads from, whether that service
  /// was still working.
  @MainActor
  @discardableResult
  public func drivenLoad() async -> Bool {
    await drivenLoad(from: nil)
  }

  /// ``drivenLoad()``, over `service`, the seam the screen loads from.
  @MainActor
  @discardableResult
  func drivenLoad(from service: ServiceSeam?) async -> Bool {
    await Patience.call(
      // Marked as an edit is, though no settle waits for what it leaves: the load is awaited.
      { [self] in await ScreenWork.$edit.withValue(ScreenWork.Marker()) { await load() } },
      stall: {
        Patience.neverReturned("the load", shown: shownStates, serviceAnswering: service?.isAnswering)
      })
  }
}

extension Patience {
  /// What never returned, in a student's words: the call, what the screen shows meanwhile, and,
  /// where it is known, whether anything is still in flight for it to wait for.
  @MainActor
  static func neverReturned(_ call: String, shown: [ScoreListSnapshot], serviceAnswering: Bool?) -> String {
    let showing =
      switch shown.last {
      case .loading?: "the screen is still loading"
      case nil: "the screen shows nothing"
      case let state?: "the screen shows \(state.summary)"
      }
    let inFlight =
      switch serviceAnswering {
      case false?: ", with nothing in flight (the service answered every load it was asked for)"
      case true?: ", and the service it asked has not answered"
      case nil: ""
      }
    return "\(call) never returned: \(showing)\(inFlight)"
  }
}
