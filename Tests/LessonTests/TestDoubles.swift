import CalculatorMVC
import CalculatorMVP
import CalculatorMVVM
import CalculatorModel
import CalculatorObservation
import Observation
import ScoreBoard
import Synchronization
import Testing

// The test doubles of the lessons' suites, written once. Each stands in for one thing the screen
// talks to: the Model, the service, or the view (a spy view, an output recorder, an
// observation recorder). The suites differ in which of them they need.

extension Tag {
  /// The MVC lesson's suite.
  @Tag static var mvc: Self
  /// The MVP lesson's suite.
  @Tag static var mvp: Self
  /// The MVVM lesson's suite (hand-written binding).
  @Tag static var mvvm: Self
  /// The MVVM with Observation lesson's suite.
  @Tag static var observation: Self
}

// MARK: - The Model and the service

/// A Model that answers what the test tells it to, never the real sum: a screen that shows
/// `42` for `1,2` asked this Model, and did not add the numbers itself.
struct StubModel: CalculatorModel {
  /// The answer for each input; any other input is `0`.
  var answers: [String: Int128]

  func sum(of input: String, separatedBy token: String) -> Int128 {
    answers[input] ?? 0
  }
}

/// A service that hands back the same answer at once, every time.
struct StubService: ScoreService {
  var answer: Result<[Player], RosterError>

  init(_ answer: Result<[Player], RosterError>) {
    self.answer = answer
  }

  func loadPlayers() async throws(RosterError) -> [Player] {
    try answer.get()
  }
}

/// A service whose loads wait until the test answers them, in whatever order the test sets.
///
/// Each load waits on a continuation, so nothing sleeps: the test waits for loads to arrive
/// (``waitForCalls(_:)``), answers them (``answer(_:with:)``), and reads what each one handed
/// back (``outcome(of:)``). A load whose task is cancelled throws `RosterError.cancelled` at once,
/// as the real service does, and an answer that comes after reaches no one.
final class GatedService: ScoreService {
  private struct Calls {
    var count = 0
    var waiting: [Int: CheckedContinuation<Result<[Player], RosterError>, Never>] = [:]
    var outcomes: [Int: Result<[Player], RosterError>] = [:]
    var arrivals: [(id: Int, count: Int, waiter: CheckedContinuation<Void, Never>)] = []
    var nextWaiter = 0
  }

  /// A call that has not been answered, nor cancelled, yet.
  struct StillWaiting: Error {
    var call: Int
  }

  private let calls = Mutex(Calls())

  func loadPlayers() async throws(RosterError) -> [Player] {
    let (call, arrived) = calls.withLock { calls in
      calls.count += 1
      let count = calls.count
      let arrived = calls.arrivals.filter { $0.count <= count }.map(\.waiter)
      calls.arrivals.removeAll { $0.count <= count }
      return (count, arrived)
    }
    for waiter in arrived { waiter.resume() }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let early = calls.withLock { calls -> Result<[Player], RosterError>? in
          if let outcome = calls.outcomes[call] { return outcome }
          calls.waiting[call] = continuation
          return nil
        }
        if let early { continuation.resume(returning: early) }
      }
    } onCancel: {
      finish(call, with: .failure(.cancelled))
    }
    return try result.get()
  }

  /// Waits until `count` loads in all have begun, or until the waiting task is cancelled: a
  /// test's time limit cancels it, so a screen that never starts the load fails that test
  /// instead of holding the whole run.
  func waitForCalls(_ count: Int) async {
    let id = calls.withLock { calls in
      calls.nextWaiter += 1
      return calls.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiter in
        let arrived = calls.withLock { calls in
          if calls.count >= count || Task.isCancelled { return true }
          calls.arrivals.append((id, count, waiter))
          return false
        }
        if arrived { waiter.resume() }
      }
    } onCancel: {
      let waiter = calls.withLock { calls in
        calls.arrivals.firstIndex { $0.id == id }.map { calls.arrivals.remove(at: $0).waiter }
      }
      waiter?.resume()
    }
  }

  /// Answers load number `call` (1 is the first load). A load already cancelled hears nothing.
  func answer(_ call: Int, with result: Result<[Player], RosterError>) {
    finish(call, with: result)
  }

  /// What load number `call` handed back: its players, or the error it threw.
  func outcome(of call: Int) throws -> [Player] {
    guard let outcome = calls.withLock({ $0.outcomes[call] }) else { throw StillWaiting(call: call) }
    return try outcome.get()
  }

  private func finish(_ call: Int, with result: Result<[Player], RosterError>) {
    let continuation = calls.withLock { calls -> CheckedContinuation<Result<[Player], RosterError>, Never>? in
      guard calls.outcomes[call] == nil else { return nil }
      calls.outcomes[call] = result
      return calls.waiting.removeValue(forKey: call)
    }
    continuation?.resume(returning: result)
  }
}

// MARK: - What a screen shows, and the loads the suites run

/// What a score list shows, in one form for every pattern, so that the lessons' suites expect
/// the same things.
enum Shown: Equatable, Sendable {
  case loading
  /// Each row as `name · level`.
  case rows([String])
  case empty
  case failed(String)
}

extension Player {
  static let ada = Player(firstName: "Ada", lastName: "Lovelace", score: 80)
  static let grace = Player(firstName: "Grace", lastName: "Hopper", score: 55)
}

/// One answer of the service, and what the screen shows for it.
struct LoadCase: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var answer: Result<[Player], RosterError>
  var shown: Shown

  static let all = [
    LoadCase(
      testDescription: "two players: their rows", answer: .success([.ada, .grace]),
      shown: .rows(["Ada Lovelace · Expert", "Grace Hopper · Intermediate"])),
    LoadCase(testDescription: "no players: the empty list", answer: .success([]), shown: .empty),
    LoadCase(
      testDescription: "a player on each side of both boundaries: each level by name",
      answer: .success([40, 41, 70, 71].map { Player(firstName: "P", lastName: "\($0)", score: $0) }),
      shown: .rows(["P 40 · Beginner", "P 41 · Intermediate", "P 70 · Intermediate", "P 71 · Expert"])),
    LoadCase(
      testDescription: "a bad record: why the load failed",
      answer: .failure(.badRecord(source: nil, position: 2, problem: "missing \"score\"")),
      shown: .failed("record 2: missing \"score\"")),
    LoadCase(
      testDescription: "a bad record of a named roster: the roster's name first",
      answer: .failure(.badRecord(source: "r.json", position: 1, problem: "\"score\" appears twice")),
      shown: .failed("r.json: record 1: \"score\" appears twice")),
    LoadCase(
      testDescription: "a roster that cannot be read: its name and why",
      answer: .failure(.unreadable(source: "roster.json", reason: "cannot be opened (it is a directory)")),
      shown: .failed("roster.json: cannot be opened (it is a directory)")),
    LoadCase(
      testDescription: "a roster with no name that is not a list: why alone",
      answer: .failure(.unreadable(source: nil, reason: "the roster is null, not a list of player records")),
      shown: .failed("the roster is null, not a list of player records")),
    LoadCase(
      testDescription: "a service that gave up: the load was cancelled",
      answer: .failure(.cancelled),
      shown: .failed("the load was cancelled")),
  ]
}

// MARK: - Spy views (MVC, MVP)

/// MVC's calculator view, as a spy: it keeps every text the controller set, and reports edits
/// to its delegate like a text field (the lesson's `tokenFieldChanged(_:)`).
@MainActor
final class MVCCalculatorViewSpy: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  private(set) var resultTexts: [String] = []

  func setResultText(_ text: String) { resultTexts.append(text) }
}

/// MVC's table, as a spy: told to reload, it asks its data source for every row, as a
/// `UITableView` does, and keeps what it showed. The test has to play UIKit's part.
@MainActor
final class MVCScoreListViewSpy: CalculatorMVC.ScoreListView {
  weak var dataSource: (any ScoreListDataSource)?
  private(set) var shown: [Shown] = []
  /// Called whenever the controller makes this view show something.
  var onShow: (() -> Void)?

  func showLoading() { show(.loading) }

  func reloadData() {
    let rows = dataSource.map { cells(from: $0) } ?? []
    show(rows.isEmpty ? .empty : .rows(rows.map { "\($0.text) · \($0.detailText)" }))
  }

  func showError(_ message: String) { show(.failed(message)) }

  private func show(_ state: Shown) {
    shown.append(state)
    onShow?()
  }
}

/// MVP's calculator view, as a spy: it keeps every text the presenter displayed.
@MainActor
final class MVPCalculatorViewSpy: CalculatorMVP.CalculatorView {
  private(set) var resultTexts: [String] = []

  func display(resultText: String) { resultTexts.append(resultText) }
}

/// MVP's passive list, as a spy: it owns its presenter and the load it starts, as the
/// lesson's view does, and keeps everything the presenter displayed.
@MainActor
final class MVPScoreListViewSpy: PassiveScoreListView {
  let presenter: ScoreListPresenter
  var loading: Task<Void, Never>?
  private(set) var shown: [Shown] = []
  /// Called whenever the presenter makes this view show something.
  var onShow: (() -> Void)?

  init(presenter: ScoreListPresenter) {
    self.presenter = presenter
  }

  func displayLoading() { show(.loading) }
  func display(rows: [ScoreRow]) { show(.rows(rows.map { "\($0.name) · \($0.level)" })) }
  func displayEmpty() { show(.empty) }
  func display(errorMessage: String) { show(.failed(errorMessage)) }

  private func show(_ state: Shown) {
    shown.append(state)
    onShow?()
  }

  deinit { loading?.cancel() }
}

// MARK: - Recorders (MVVM, Observation)

/// MVVM's stand-in for a view: it binds to one output, as a view does, and keeps every value
/// the output sent, in order.
@MainActor
final class OutputRecorder<Value> {
  private(set) var values: [Value] = []
  /// Called whenever the output sends a value, once set.
  var onValue: (() -> Void)?
  private var token: BindingToken?

  init(_ output: BoundValue<Value>) {
    token = output.bind { [weak self] value in
      self?.values.append(value)
      self?.onValue?()
    }
  }
}

/// Observation's stand-in for a view: it reads an output inside `withObservationTracking`, as
/// a view draws, and counts each time Observation tells it the output is about to change,
/// tracking again at once. It holds what it observes weakly, as a view's drawing does.
@MainActor
final class ObservationRecorder {
  private(set) var changes = 0
  /// Called whenever Observation tells this recorder of a change.
  var onChange: (() -> Void)?
  private let read: @MainActor () -> Void

  init<Observed: AnyObject>(_ observed: Observed, reading read: @escaping @MainActor (Observed) -> Void) {
    self.read = { [weak observed] in observed.map(read) }
    track()
  }

  private func track() {
    withObservationTracking(read) { [weak self] in
      // Observation calls this from the setter, on the main actor where the view models live.
      MainActor.assumeIsolated { self?.told() }
    }
  }

  private func told() {
    changes += 1
    onChange?()
    track()
  }
}

extension CalculatorMVVM.ScoreListState {
  /// This state, as the suites compare it.
  var shown: Shown {
    switch self {
    case .loading: .loading
    case .rows(let rows): .rows(rows.map { "\($0.name) · \($0.level)" })
    case .empty: .empty
    case .failed(let message): .failed(message)
    }
  }
}

extension CalculatorObservation.ScoreListState {
  /// This state, as the suites compare it.
  var shown: Shown {
    switch self {
    case .loading: .loading
    case .rows(let rows): .rows(rows.map { "\($0.name) · \($0.level)" })
    case .empty: .empty
    case .failed(let message): .failed(message)
    }
  }
}

// MARK: - The leak check

/// essential-feed's `trackForMemoryLeaks`, in Swift Testing: builds a screen and uses it, lets
/// it go, and expects every object it returned to be gone with it.
@MainActor
func expectFreed(
  sourceLocation: SourceLocation = #_sourceLocation, _ build: () async -> [AnyObject]
) async {
  var objects = await build()
  let references = objects.map(WeakReference.init)
  objects.removeAll()
  for reference in references {
    #expect(
      reference.object == nil, "a \(reference.name) outlived its screen: something still holds it",
      sourceLocation: sourceLocation)
  }
}

private struct WeakReference {
  weak var object: AnyObject?
  let name: String

  init(_ object: AnyObject) {
    self.object = object
    name = String(describing: type(of: object))
  }
}
