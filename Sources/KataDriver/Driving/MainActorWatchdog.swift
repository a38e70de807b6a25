import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process, with a message and a status of its own, when a screen holds the main
/// actor for good while the driver drives it: a loop that never awaits, or a wait on the main
/// actor for something that never comes.
///
/// The driver's patience (``Patience``) needs the main actor to give up on a call; a screen
/// that never lets it go leaves no one to give up. So a thread of its own, which needs nothing
/// of the main actor, watches while a drive is under way (``guarding(_:_:)``): it hands the
/// main actor a beat to run, and looks, every ``Allowance/look``, whether it ran. Its patience
/// is counted in work, never in the wall clock: the processor time the process spends while the
/// beat waits (a screen that spins spends it), or the looks in a row in which the process did no
/// work at all (a screen blocked for good does none). A process stopped or starved does no work,
/// and looks no more often than it runs, so a verdict never comes from a busy machine.
public enum MainActorWatchdog {
  /// The exit status of a process the watchdog ended (`EX_SOFTWARE`): distinct from a failed
  /// check (1), a rule not measured (69) and every error kata reports.
  public static let exitStatus: Int32 = 70

  /// How long the watchdog lets the main actor be held.
  struct Allowance: Sendable {
    /// The processor time the process may spend while the main actor has not run a beat: far
    /// more than any honest turn of a screen takes.
    var work: Duration = .seconds(60)
    /// How many looks in a row the process may do no work at all while the beat waits.
    var idleLooks = 240
    /// How long the watchdog sleeps between two looks.
    var look: Duration = .milliseconds(250)

    /// The usual allowance; `KATA_MAIN_ACTOR_PATIENCE=SECONDS` sets the work (and, at four looks
    /// a second, the idle looks) for the tests that see the watchdog end a process.
    static var fromEnvironment: Allowance {
      var allowance = Allowance()
      if let setting = getenv("KATA_MAIN_ACTOR_PATIENCE"),
        let seconds = Double(String(cString: setting)), seconds > 0, seconds < 3600
      {
        allowance.work = .milliseconds(Int(seconds * 1000))
        allowance.idleLooks = max(4, Int(seconds * 4))
      }
      return allowance
    }
  }

  private struct State {
    /// What each drive under way drives, most recent last.
    var drives: [(id: Int, what: String)] = []
    var nextDrive = 0
    /// The beat handed to the main actor and not yet run: the process's processor time then, and
    /// at the last look, and how many looks in a row found no work done.
    var beat: (since: Duration, last: Duration, idleLooks: Int)?
    var started = false
  }

  private static let state = Mutex(State())
  private static let allowance = Allowance.fromEnvironment

  /// Runs `body`, a drive of `what` (`the score list of exercise`), while the watchdog watches
  /// the main actor.
  @MainActor
  public static func guarding<Result>(_ what: @autoclosure () -> String, _ body: () async -> Result) async
    -> Result
  {
    let id = begin(what())
    defer { end(id) }
    return await body()
  }

  /// ``guarding(_:_:)`` for a drive that does not suspend.
  @MainActor
  public static func guarding<Result>(_ what: @autoclosure () -> String, _ body: () -> Result) -> Result {
    let id = begin(what())
    defer { end(id) }
    return body()
  }

  private static func begin(_ what: String) -> Int {
    let (id, start) = state.withLock { state in
      defer { state.nextDrive += 1 }
      state.drives.append((state.nextDrive, what))
      let start = !state.started
      state.started = true
      return (state.nextDrive, start)
    }
    if start { startThread() }
    return id
  }

  private static func end(_ id: Int) {
    state.withLock { $0.drives.removeAll { $0.id == id } }
  }

  /// The processor time this process has used so far.
  private static func processorTime() -> Duration {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  private static func startThread() {
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(&thread, nil, { _ in MainActorWatchdog.watch() }, nil)
    guard result == 0 else { return }
    #if canImport(Darwin)
      if let thread { pthread_detach(thread) }
    #else
      pthread_detach(thread)
    #endif
  }

  private static func watch() -> Never {
    let look = allowance.look.components
    while true {
      var pause = timespec(tv_sec: Int(look.seconds), tv_nsec: Int(look.attoseconds / 1_000_000_000))
      var left = timespec()
      while nanosleep(&pause, &left) != 0 { pause = left }
      if let verdict = lookOnce() { end(with: verdict) }
    }
  }

  /// One look: hands the main actor a beat if none waits, or judges the one that waits.
  /// Returns what to say when the main actor has been held past the allowance.
  private static func lookOnce() -> String? {
    let now = processorTime()
    let (post, verdict) = state.withLock { state -> (Bool, String?) in
      guard let what = state.drives.last?.what else {
        state.beat = nil
        return (false, nil)
      }
      guard var beat = state.beat else {
        state.beat = (now, now, 0)
        return (true, nil)
      }
      beat.idleLooks = now - beat.last < .milliseconds(1) ? beat.idleLooks + 1 : 0
      beat.last = now
      state.beat = beat
      if now - beat.since > allowance.work {
        return (
          false,
          "the main actor has been held for \(allowance.work) of the processor's work while driving \(what): "
            + "the screen's code runs on it without ever returning (a loop that never awaits?), so no verdict can "
            + "come. Fix: let long work await, or run it off the main actor and hand the result back."
        )
      }
      if beat.idleLooks >= allowance.idleLooks {
        return (
          false,
          "the main actor has waited through \(beat.idleLooks) looks in a row, with no work done, while driving "
            + "\(what): the screen's code blocks it, waiting for something that never comes (a semaphore, a "
            + "lock or a synchronous wait on the main actor?), so no verdict can come. Fix: await instead of "
            + "blocking the main actor."
        )
      }
      return (false, nil)
    }
    if post {
      DispatchQueue.main.async { state.withLock { $0.beat = nil } }
    }
    return verdict
  }

  private static func end(with verdict: String) -> Never {
    let message =
      "kata: \(verdict)\nRead docs/05-lifetimes-and-concurrency.md#main-actor-isolation.\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    _exit(exitStatus)
  }
}
