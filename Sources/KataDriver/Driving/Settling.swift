/// A screen that can say when its pending updates are shown: one whose view learns of a
/// change on a later turn of the main actor (Swift Observation's `withObservationTracking`
/// calls back before the value is set; an async output arrives through a `Task`).
///
/// Conforming is optional: the driver waits for any screen through ``Settling``, work an edit
/// left running included (``ScreenWork``), and a screen that conforms is awaited first: one
/// whose updates hop executors without a task the edit started (a stream consumed by a task the
/// view started when it bound).
@MainActor
public protocol SettlingScreen: AnyObject {
  /// Returns once every update the screen has started has reached its view.
  func settle() async
}

/// The one way the suite, `kata` and the gates wait for a screen before they read it.
///
/// A screen is read only once it has settled: first its own ``SettlingScreen/settle()`` if it
/// offers one, then turns of the main actor until what it shows has not changed for
/// ``quietTurns`` turns in a row. A synchronous screen shows after those turns what it showed
/// before them; an asynchronous one has shown its update by then. So every architecture is
/// observed the same way, and results are identical whether a view model delivers at once or
/// on a later turn.
public enum Settling {
  /// Turns of the main actor in a row in which nothing on screen may change.
  public static let quietTurns = 4
  /// The most turns the driver waits; a screen still changing then is read as it is.
  public static let maximumTurns = 10_000

  /// Waits until `screen` has settled, watching `shown`, what it shows.
  @MainActor
  public static func settle<Shown: Equatable>(_ screen: AnyObject, showing shown: () -> Shown) async {
    _ = await settle([screen]) { _ in shown() }
  }

  /// Waits until every one of `screens` has settled, watching `shown(n)`, what the `n`th
  /// shows, and returns what each showed at the turn it settled.
  ///
  /// Each screen is watched exactly as it would be alone: its own ``SettlingScreen/settle()``
  /// first, then turns of the main actor until it has been quiet for ``quietTurns`` turns in
  /// a row, and it is read on that turn. Only the turns are shared: a turn of the main actor
  /// costs a switch of threads, and a thousand fresh screens settle in the turns of one.
  @MainActor
  public static func settle<Shown: Equatable>(
    _ screens: [AnyObject], showing shown: (Int) -> Shown
  ) async -> [Shown] {
    for screen in screens {
      guard let screen = screen as? any SettlingScreen else { continue }
      // The screen's own code: waited for with the driver's patience, as a load is.
      _ = await Patience.call(
        { await screen.settle() },
        stall: { "`settle()` never returned: the screen's updates never all reached its view" })
    }
    let settled = await quiet(screens.count, shown)
    // A drive in which a screen did not answer reads what it shows now: its pending work is
    // waited for no more than its stalled call.
    guard ScreenWork.isPending(screens), !Patience.hasStalled else { return settled }
    // An edit left work running (a debounce asleep, a task that asks the Model later): the
    // screens are read again once it has ended. The patience is counted in naps, not read off
    // the clock: a process stopped (Ctrl-Z, a debugger) or starved meanwhile loses none of it.
    var naps = 0
    while ScreenWork.isPending(screens), naps < pendingWorkNaps {
      await nap()
      naps += 1
    }
    return await quiet(screens.count, shown)
  }

  /// Turns of the main actor until `isDone` holds, or ``patientTurns`` have passed: a screen
  /// freed (or work ended) once a cancelled task has ended is waited for, however long a busy
  /// machine takes to run that task on another thread (it ends within a few of its own steps),
  /// and one that something keeps going costs every turn once.
  @MainActor
  static func turns(until isDone: () -> Bool) async {
    var turns = 0
    while !isDone(), turns < patientTurns {
      await Task.yield()
      turns += 1
    }
  }

  /// How many turns of the main actor the driver gives a screen to go, or its work to end: far
  /// more than the few hops a cancelled task takes to end, so that only what is kept waits
  /// them all.
  static let patientTurns = 2_000

  /// How many naps of a millisecond or more the driver waits for the work an edit left
  /// running, ten seconds at the least; a screen whose work runs on past them is read as it is
  /// then. No honest debounce waits this long.
  public static let pendingWorkNaps = 10_000

  /// One nap of that wait: a millisecond asleep. The wait counts naps and never reads a clock;
  /// a test binds another nap that sleeps nothing, and counts them.
  @TaskLocal static var nap: @Sendable () async -> Void = { try? await Task.sleep(for: .milliseconds(1)) }

  /// Turns of the main actor until each of `count` values, `value(n)`, has not changed for
  /// `turns` turns in a row (``quietTurns`` unless given); returns each as it stood on that
  /// turn.
  @MainActor
  public static func quiet<Value: Equatable>(
    _ count: Int, turns quietTurns: Int = quietTurns, _ value: (Int) -> Value
  ) async -> [Value] {
    var last = (0..<count).map(value)
    var quiet = Array(repeating: 0, count: count)
    var settled: [Value?] = Array(repeating: nil, count: count)
    var waiting = count
    var turns = 0
    while waiting > 0, turns < maximumTurns {
      await Task.yield()
      turns += 1
      for index in 0..<count where settled[index] == nil {
        let now = value(index)
        if now == last[index] {
          quiet[index] += 1
          if quiet[index] == quietTurns {
            settled[index] = now
            waiting -= 1
          }
        } else {
          quiet[index] = 0
          last[index] = now
        }
      }
    }
    return (0..<count).map { settled[$0] ?? last[$0] }
  }
}

extension CalculatorScreen {
  /// Returns once the result label shows every edit made so far (see ``Settling``).
  public func settled() async {
    await Settling.settle(self) { resultText }
  }
}

extension Array where Element == any CalculatorScreen {
  /// Returns the text each screen's result label shows once it has settled, all of them
  /// waited for together (see ``Settling``).
  @MainActor
  public func settledResults() async -> [String] {
    await Settling.settle(self) { self[$0].resultText }
  }
}

extension ScoreListScreen {
  /// Returns once every state the screen has begun to show is shown (see ``Settling``).
  public func settled() async {
    await Settling.settle(self) { shownStates }
  }
}
