import ConformanceCases
import KataShape
import KataTracing
import RosterFiles
import ScoreBoard
import Synchronization

extension RosterCase {
  /// Every state the screen must show, in order: loading, then the rows, the empty list,
  /// or the failure; and again for a reload. An overlapped first load shows only loading
  /// (its answer comes last, and is dropped), and a screen that goes away, cancelled or let
  /// go, shows only loading.
  public var expectedStates: [ScoreListSnapshot] {
    var states: [ScoreListSnapshot] = [.loading]
    if !goesAwayWhileLoading, !letGoWhileLoading, reload?.overlaps != true {
      states.show(Self.outcome(rows: rows, failure: failure))
    }
    if let reload {
      states.show(.loading)
      states.show(Self.outcome(rows: reload.rows, failure: reload.failure))
    }
    return states
  }

  private static func outcome(rows: [Row]?, failure: String?) -> ScoreListSnapshot {
    if let failure { return .failed(failure) }
    let rows = (rows ?? []).map { ScoreListRow(name: $0.name, level: $0.level) }
    return rows.isEmpty ? .empty : .rows(rows)
  }

  /// Runs this case through `architecture`, as the suite and `kata check` both do, and
  /// returns every state the screen showed.
  ///
  /// A fresh screen over the roster's bytes loads once, and again for a reload. An
  /// overlapping reload begins while the first load waits for the service; the service then
  /// answers the reload, and the first load last; an abandoned reload's task is cancelled
  /// before the service answers. A screen that goes away is let go while its load waits; what
  /// it showed is read then, and again once the answer has come if anything still keeps it.
  /// The service answers in that order whatever the timing: each answer waits at a gate the
  /// run opens, with no sleep.
  ///
  /// Every load is waited for with the driver's patience (``Patience``): a load that never
  /// returns ends the run, which shows, last, what never returned.
  ///
  /// What the driver finds beyond what the screen showed (a load that went on after its screen
  /// went, a load that never returned) comes last, each as the failure it is shown as
  /// (``RosterRun/states``): what the suite compares with ``expectedStates``.
  @MainActor
  public func run(through architecture: Architecture, trace: Trace? = nil) async -> [ScoreListSnapshot] {
    await judged(through: architecture, trace: trace).states
  }

  /// Runs this case through `architecture` as ``run(through:trace:)`` does: what the screen
  /// showed, and the driver's verdicts beside it.
  @MainActor
  public func judged(through architecture: Architecture, trace: Trace? = nil) async -> RosterRun {
    let (run, stall) = await MainActorWatchdog.guarding("the case '\(name)' through \(architecture.name)") {
      await Patience.driving { await drive(architecture, trace: trace) }
    }
    guard let stall else { return run }
    return RosterRun(shown: run.shown, verdicts: run.verdicts + [.stalled(stall)])
  }

  /// The run itself (see ``run(through:trace:)``), in a drive whose log notes a load that
  /// never returned; after one, the run ends with what the screen showed then.
  @MainActor
  private func drive(_ architecture: Architecture, trace: Trace?) async -> RosterRun {
    let rosters = [roster.bytes] + (reload.map { [$0.roster.bytes] } ?? [])
    let gated = goesAwayWhileLoading || letGoWhileLoading || reload?.overlaps == true
    // A screen that goes away cancels its load: the service then ends the fetch at once, as a
    // real one does (`URLSession` throws), so that nothing the load holds (an actor between the
    // view model and the service) outlives the screen waiting for an answer nobody will give.
    let repository = ScriptedRepository(
      rosters, gated: gated, endsCancelledFetches: letGoWhileLoading || goesAwayWhileLoading)
    // Overlapping loads go to a service that answers a cancelled load all the same, as one
    // that ignores cancellation does: the screen itself must drop the replaced load's answer.
    let service: any ScoreService =
      reload?.overlaps == true
      ? AnsweringAnyway(repository: repository) : RepositoryScoreService(repository: repository)
    if letGoWhileLoading {
      return await Self.letGo(repository) {
        architecture.makeScoreListScreen(service: service, trace: trace)
      }
    }
    if goesAwayWhileLoading {
      return await Self.goAway(repository) {
        architecture.makeScoreListScreen(service: service, trace: trace)
      }
    }
    let screen = architecture.makeScoreListScreen(service: service, trace: trace)
    guard gated else { return await loadInTurn(screen, rosters.count, repository) }
    return await overlap(screen, repository)
  }

  /// Loads `screen` `count` times, each load once the one before has ended.
  @MainActor
  private func loadInTurn(
    _ screen: any ScoreListScreen, _ count: Int, _ repository: ScriptedRepository
  ) async -> RosterRun {
    for _ in 0..<count {
      guard await Self.ended(Task { await screen.load() }, of: screen, repository) else {
        return RosterRun(shown: screen.shownStates)
      }
      await screen.settled()
    }
    return RosterRun(shown: screen.shownStates)
  }

  /// Waits for load `task` of `screen` with the driver's patience; whether it ended.
  @MainActor
  private static func ended(
    _ task: Task<Void, Never>, of screen: any ScoreListScreen, _ repository: ScriptedRepository
  ) async -> Bool {
    await Patience.wait(for: task) {
      Patience.neverReturned("the load", shown: screen.shownStates, serviceAnswering: repository.isAnswering)
    }
  }

  /// Two loads of `screen`, the second begun while the first waits for the service, which
  /// answers the second first (or cancels it, abandoned) and the first last.
  @MainActor
  private func overlap(_ screen: any ScoreListScreen, _ repository: ScriptedRepository) async -> RosterRun {
    let ended = { (task: Task<Void, Never>) in await Self.ended(task, of: screen, repository) }
    let stopped = { RosterRun(shown: screen.shownStates) }
    let firstLoad = repository.begin(1, of: screen)
    _ = await repository.waitUntil(asked: 1, orEnded: 1)
    await screen.settled()
    let secondLoad = repository.begin(2, of: screen)
    guard await repository.waitUntil(asked: 2, orEnded: 2) else {
      // The second load waits for the first, which waits at its gate: answer in order.
      repository.answer(1)
      repository.answer(2)
      guard await ended(firstLoad), await ended(secondLoad) else { return stopped() }
      await screen.settled()
      return stopped()
    }
    if reload?.abandoned == true {
      // The refresh is abandoned, as `.task(id:)` or a pull to refresh let go cancels its task;
      // the first load still waits.
      secondLoad.cancel()
      await screen.settled()
    }
    repository.answer(2)
    guard await ended(secondLoad) else { return stopped() }
    await screen.settled()
    repository.answer(1)
    guard await ended(firstLoad) else { return stopped() }
    // A load may end before the request it gave up on has answered: wait for both fetches.
    await repository.waitUntilFetched(1)
    await repository.waitUntilFetched(2)
    await screen.settled()
    // The late answer must change nothing, shown now or on the next layout.
    screen.layOutAgain()
    var run = RosterRun(shown: screen.shownStates)
    // The second load began while the first waited: the first had to be cancelled then.
    if !repository.wasCancelled(1) { run.verdicts.append(.firstLoadNotCancelled) }
    if reload?.abandoned == true, repository.wasCancelled(2) {
      run.verdicts.append(.awaitedRequestCancelled)
    }
    return run
  }

  /// A screen that `makeScreen` builds begins to load, and goes away while the service has
  /// not answered; then the answer comes. Returns what it showed while it was there, or, if
  /// something still keeps it once the answer has come, what it shows then.
  @MainActor
  private static func goAway(
    _ repository: ScriptedRepository, _ makeScreen: () -> any ScoreListScreen
  ) async -> RosterRun {
    let (load, shownWhileThere, leaving) = await open(repository, makeScreen)
    // The screen is gone, as an app lets it go: no reference left but the task of its load,
    // which is cancelled, as SwiftUI's `.task` and a UIKit teardown cancel theirs.
    load.cancel()
    // A cancelled load ends, and lets go of what it held, on a later turn of the main actor;
    // the answer comes once the screen has gone, or has had every chance to.
    await Settling.turns(until: { leaving.object == nil })
    repository.answer(1)
    // A cancelled load that never returns is a load that never returned, cancelled or not.
    let shownLeaving = { (leaving.object as? any ScoreListScreen)?.shownStates ?? shownWhileThere }
    guard
      await Patience.wait(
        for: load,
        stall: {
          Patience.neverReturned(
            "the cancelled load", shown: shownLeaving(), serviceAnswering: repository.isAnswering)
        })
    else { return RosterRun(shown: shownLeaving()) }
    if repository.wasAsked(1) { await repository.waitUntilFetched(1) }
    await Settling.settle(repository) { (leaving.object as? any ScoreListScreen)?.shownStates }
    // What the screen showed once its load ended, alive then or not: a message that reached
    // it after it went shows here.
    var run = RosterRun(
      shown: (leaving.object as? any ScoreListScreen)?.shownStates ?? repository.shownAtEnd(of: 1)
        ?? shownWhileThere)
    if repository.wasAsked(1), !repository.wasCancelled(1) { run.verdicts.append(.notCancelledOnLeaving) }
    return run
  }

  /// A screen that `makeScreen` builds appears and begins to load in a task of its own, and
  /// every reference to it is dropped while the service has not answered; nothing is
  /// cancelled. Its objects must be freed before the answer comes, and the load cancelled.
  /// Returns what it showed while it was there, or, if something still keeps it once the
  /// answer has come, what it shows then.
  @MainActor
  private static func letGo(
    _ repository: ScriptedRepository, _ makeScreen: () -> any ScoreListScreen
  ) async -> RosterRun {
    let (shownWhileThere, parts) = await appear(repository, makeScreen)
    // Letting go may take turns of the main actor: a task cancelled as its view goes ends, and
    // lets go of what it held, on a later turn.
    let isFreed = { parts.allSatisfy { $0.object == nil } }
    await Settling.turns(until: isFreed)
    let alive = isFreed() ? 0 : parts.count { $0.object != nil }
    repository.answer(1)
    if repository.wasAsked(1) { await repository.waitUntilFetched(1) }
    let screen = { parts.first?.object as? any ScoreListScreen }
    await Settling.settle(repository) { screen()?.shownStates }
    // What a screen still kept shows once the answer has come: a message that reached it then
    // shows here.
    var run = RosterRun(shown: screen()?.shownStates ?? shownWhileThere)
    if alive > 0 { run.verdicts.append(.aliveWhenLetGo) }
    if repository.wasAsked(1), !repository.wasCancelled(1) { run.verdicts.append(.notCancelledWhenLetGo) }
    return run
  }

  /// Builds the screen and lets it appear; keeps nothing of it but weak references to its
  /// objects (the driver's own service aside), the screen's first.
  @MainActor
  private static func appear(
    _ repository: ScriptedRepository, _ makeScreen: () -> any ScoreListScreen
  ) async -> (shown: [ScoreListSnapshot], parts: [WeakObject]) {
    let screen = makeScreen()
    screen.appear()
    _ = await repository.waitUntil(asked: 1, orEnded: 1)
    await screen.settled()
    let parts = ObjectGraph(root: screen).nodes.map(\.object).filter {
      !($0 is ServiceSeam) && !ObjectGraph.isToolchain($0)
    }
    return (screen.shownStates, parts.map(WeakObject.init))
  }

  /// Builds the screen and begins its load; keeps nothing of it but the load and a weak
  /// reference.
  @MainActor
  private static func open(
    _ repository: ScriptedRepository, _ makeScreen: () -> any ScoreListScreen
  ) async -> (load: Task<Void, Never>, shown: [ScoreListSnapshot], screen: WeakObject) {
    let screen = makeScreen()
    let load = repository.begin(1, of: screen)
    _ = await repository.waitUntil(asked: 1, orEnded: 1)
    await screen.settled()
    return (load, screen.shownStates, WeakObject(screen))
  }
}

/// The rosters a run serves, one per fetch (the last one again once they are all read),
/// each answer held at a gate when the run orders the answers itself.
private final class ScriptedRepository: PlayerRepository {
  private struct Progress {
    var asked = 0
    var ended: Set<Int> = []
    var opened: Set<Int> = []
    /// The fetches that found their task cancelled once they could answer.
    var cancelled: Set<Int> = []
    /// What the screen showed when each load the run began had ended.
    var shownAtEnd: [Int: [ScoreListSnapshot]] = [:]
    /// The fetches that have answered.
    var fetched: Set<Int> = []
    var gates: [Int: CheckedContinuation<Void, Never>] = [:]
    var watchers:
      [(isReached: @Sendable (Progress) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    func hasReached(asked count: Int, orEnded load: Int) -> Bool {
      asked >= count || ended.contains(load)
    }
  }

  private let rosters: [[UInt8]]
  private let gated: Bool
  /// Whether a gated fetch whose task is cancelled stops waiting for its answer at once.
  private let endsCancelledFetches: Bool
  private let progress = Mutex(Progress())

  init(_ rosters: [[UInt8]], gated: Bool, endsCancelledFetches: Bool = false) {
    self.rosters = rosters
    self.gated = gated
    self.endsCancelledFetches = endsCancelledFetches
  }

  /// Starts load `number` of `screen` in a task of its own, as a view starts one, and notes
  /// when it ends.
  @MainActor
  func begin(_ number: Int, of screen: any ScoreListScreen) -> Task<Void, Never> {
    Task { @MainActor in
      await screen.load()
      let shown = screen.shownStates
      self.changeProgress {
        $0.ended.insert(number)
        $0.shownAtEnd[number] = shown
      }
    }
  }

  /// Whether fetch `number` was asked for.
  func wasAsked(_ number: Int) -> Bool { progress.withLock { $0.asked >= number } }

  /// Whether fetch `number` found its task cancelled when it could answer.
  func wasCancelled(_ number: Int) -> Bool { progress.withLock { $0.cancelled.contains(number) } }

  /// What the screen showed when load `number` ended, if it has.
  func shownAtEnd(of number: Int) -> [ScoreListSnapshot]? { progress.withLock { $0.shownAtEnd[number] } }

  /// Returns `true` once fetch `count` has been asked for, or load `load` has ended without
  /// asking (a screen that does not ask is not waited for); `false` when the driver's patience
  /// (``Patience``) ran out. A screen that asks the service never comes near it; only one whose
  /// load waits for something else (the load before it, held at its gate) would otherwise wait
  /// for ever.
  func waitUntil(asked count: Int, orEnded load: Int) async -> Bool {
    await waitUntil { $0.hasReached(asked: count, orEnded: load) }
  }

  /// Returns once fetch `number`, already asked for, has answered: its gate is open, and it
  /// has noted whether its task was cancelled.
  func waitUntilFetched(_ number: Int) async {
    _ = await waitUntil { $0.fetched.contains(number) }
  }

  /// Whether a fetch that was asked for has not answered yet.
  var isAnswering: Bool { progress.withLock { $0.asked > $0.fetched.count } }

  /// Returns `true` once `isReached` holds, `false` when the driver's patience ran out first:
  /// counted in naps, so that a process stopped or starved meanwhile loses none of it.
  private func waitUntil(_ isReached: @escaping @Sendable (Progress) -> Bool) async -> Bool {
    // Already there: nothing to wait for.
    if progress.withLock({ isReached($0) }) { return true }
    let waiting = Task {
      await withCheckedContinuation { continuation in
        let isDone = progress.withLock { progress in
          if isReached(progress) { return true }
          progress.watchers.append((isReached, continuation))
          return false
        }
        if isDone { continuation.resume() }
      }
    }
    if await !Patience.ended(waiting) { stopWaiting() }
    return progress.withLock { isReached($0) }
  }

  /// Wakes every watcher, its count reached or not.
  private func stopWaiting() {
    let waiting = progress.withLock { progress in
      defer { progress.watchers = [] }
      return progress.watchers.map(\.continuation)
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Lets fetch `number` (counting from 1) answer, now or as soon as it is asked for.
  func answer(_ number: Int) {
    let gate = progress.withLock { progress in
      progress.opened.insert(number)
      return progress.gates.removeValue(forKey: number)
    }
    gate?.resume()
  }

  func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    let number = changeProgress { progress in
      progress.asked += 1
      return progress.asked
    }
    // Only the fetches the case orders wait; one more, from a screen that asks twice, does not.
    if gated, number <= rosters.count {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let isOpen = progress.withLock { progress in
            if progress.opened.contains(number) { return true }
            progress.gates[number] = continuation
            return false
          }
          if isOpen { continuation.resume() }
        }
      } onCancel: {
        guard endsCancelledFetches else { return }
        answer(number)
      }
    }
    if Task.isCancelled { changeProgress { _ = $0.cancelled.insert(number) } }
    defer { changeProgress { _ = $0.fetched.insert(number) } }
    let roster = rosters[min(number, rosters.count) - 1]
    return try await JSONRosterRepository(.bytes(roster, name: nil)).fetchRecords()
  }

  /// Changes the progress, and wakes every watcher whose count has been reached.
  private func changeProgress<Result>(_ change: (inout Progress) -> Result) -> Result {
    let (result, woken) = progress.withLock { progress in
      let result = change(&progress)
      let snapshot = progress
      let woken = progress.watchers.filter { $0.isReached(snapshot) }.map(\.continuation)
      progress.watchers.removeAll { $0.isReached(snapshot) }
      return (result, woken)
    }
    for continuation in woken { continuation.resume() }
    return result
  }
}

/// A score service that ignores cancellation: it checks the records it fetched and answers,
/// whether or not whoever asked still waits. Many a real service does; a screen that counts on
/// its service to fail a replaced load shows that load's players.
struct AnsweringAnyway: ScoreService {
  let repository: any PlayerRepository

  func loadPlayers() async throws(RosterError) -> [Player] {
    var players: [Player] = []
    for (offset, record) in try await repository.fetchRecords().enumerated() {
      players.append(try RepositoryScoreService.player(from: record, position: offset + 1))
    }
    return players
  }
}
