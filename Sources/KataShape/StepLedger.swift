/// What a ``StepChecked`` reducer saw: how many actions it reduced, and the first thing wrong
/// with a step, in memory that does not grow with the session.
///
/// While the driver measures, each step is checked: the state handed in must be the one the
/// step before left (anything else was written outside the reducer: by the store's own method,
/// its view, an effect's task); reducing the same state and action twice must make one state
/// (a reducer that reads a counter of its own, or a clock, does not); and the state must be a
/// value, for an object in it can be changed by whoever holds it. Only the last state left is
/// kept, and the first finding; the driver also compares the state a store holds with that last
/// state at moments between the events (``readings(of:)``), for a write no later action follows.
///
/// The store reduces on the main actor, and the driver reads there; the ledger is touched
/// nowhere else.
public final class StepLedger {
  /// Whether ledgers made now check their steps: set by the driver around the screens it
  /// measures. Every other run (`kata calc`, the playground) only counts.
  @TaskLocal public static var measuring = false

  /// Whether this ledger checks each step, as it was made.
  public let checking: Bool
  /// How many actions the reducer has reduced.
  public private(set) var actionsReduced = 0
  /// The first step that went wrong, described; `nil` while none has.
  public private(set) var finding: Finding?
  /// The state's type, once a step has been taken.
  public private(set) var stateType: String?
  /// The last state a step left.
  private var lastLeft: Any?
  /// The last action reduced, described.
  private var lastAction: String?
  /// What the store held as the driver found it, before the first step: the state the screen
  /// started from is among them.
  private var startValues: [Any] = []
  /// How the state's type is compared and found, made at the first step.
  private var kind: StateKind?

  /// Something wrong with a step.
  public struct Finding: Sendable, Equatable {
    /// What was seen: `` `token` is ";", where the reducer left "," ``.
    public let seen: String
    /// Why it breaks the pattern, and what to do.
    public let cause: String
  }

  init(checking: Bool) {
    self.checking = checking
  }

  /// Reduces `action` into `state` with `reduce`, checked while measuring, counted always.
  func step<State: Equatable, Action, Result>(
    _ state: inout State, _ action: Action, _ reduce: (inout State, Action) -> Result
  ) -> Result {
    actionsReduced += 1
    guard checking else { return reduce(&state, action) }
    let kind = self.kind ?? StateKind(State.self)
    self.kind = kind
    stateType = kind.typeName
    let described = StateDifference.described(action)
    if finding == nil, let object = StateDifference.object(in: state) {
      finding = Finding(
        seen: "the state \(object == kind.typeName ? "is" : "holds") a `\(object)`, an object",
        cause:
          "whoever holds an object can change it, outside the reducer and with no action; make the state a "
          + "value (structs, enums, arrays of values), which only the reducer's `inout` changes")
    }
    if finding == nil, let write = writtenSinceStart(state, kind) ?? writtenSinceLastStep(state, kind) {
      finding = Finding(
        seen: "before \(described) was reduced, \(write)",
        cause:
          "something wrote the state outside the reducer (a method of the store, its view, or an effect's "
          + "task), with no action; send an action, and let the reducer change the state")
    }
    var twin = state
    let result = reduce(&state, action)
    if finding == nil {
      _ = reduce(&twin, action)
      if !kind.same(twin, state) {
        finding = Finding(
          seen: "\(described), reduced twice from one state, made two states: "
            + kind.difference(twin, state, "where the first made"),
          cause:
            "the reducer is no function of the state and the action alone: it reads something else (a "
            + "counter it holds, a clock, a random number); pass that in with the action, or make it an effect"
        )
      }
    }
    lastLeft = state
    lastAction = described
    return result
  }

  /// Before the first step, how `state` differs from the state the store held as the driver
  /// found it: `nil` when it does not, or when no stored property held one.
  private func writtenSinceStart<State>(_ state: State, _ kind: StateKind) -> String? {
    defer { startValues = [] }
    guard lastLeft == nil else { return nil }
    let starts = startValues.filter { $0 is State }
    guard !starts.isEmpty, !starts.contains(where: { kind.same(state, $0) }) else { return nil }
    return kind.difference(state, starts[0], "where the screen started with")
  }

  /// Notes what `store` holds now, before any step the driver checks: the state the screen
  /// starts from, against which the first step is checked.
  public func noteStart(of store: AnyObject) {
    guard checking, lastLeft == nil else { return }
    // Values only: an object or a closure kept here could keep the screen alive.
    startValues = StateDifference.stored(Any.self, in: store).filter { value in
      let style = Mirror(reflecting: value).displayStyle
      return style == nil
        ? !String(describing: type(of: value)).contains(" -> ") : style != .class && style != .optional
    }
  }

  /// How `state` differs from the last state a step left: `nil` when it does not, or before
  /// the first step.
  private func writtenSinceLastStep<State>(_ state: State, _ kind: StateKind) -> String? {
    guard let lastLeft else { return nil }
    return kind.same(state, lastLeft)
      ? nil : kind.difference(state, lastLeft, "where \(lastAction ?? "the last action") left")
  }

  /// Compares each stored property of `store` that holds the reducer's state with the last
  /// state a step left: one description for each that differs. `nil` when `store` holds no
  /// such property, and `[]` before any step.
  public func readings(of store: AnyObject) -> [String]? {
    guard let kind else { return [] }
    let held = kind.states(store)
    guard !held.isEmpty else { return nil }
    return held.compactMap { writtenSinceLastStep($0, kind) }
  }

  /// Records `finding` as the first, unless there is one.
  public func note(_ seen: String, cause: String) {
    if finding == nil { finding = Finding(seen: seen, cause: cause) }
  }
}

/// How a state's type is compared, described and found in a store, made once from the type.
private struct StateKind {
  let typeName: String
  let same: (Any, Any) -> Bool
  let difference: (Any, Any, String) -> String
  /// The values of this type in an object's stored properties, its superclasses' included.
  let states: (AnyObject) -> [Any]

  init<State: Equatable>(_ type: State.Type) {
    typeName = String(describing: type)
    same = { lhs, rhs in
      guard let lhs = lhs as? State, let rhs = rhs as? State else { return false }
      return StateDifference.same(lhs, rhs)
    }
    difference = { now, left, by in
      guard let now = now as? State, let left = left as? State else { return "the state changed" }
      return StateDifference.difference(now, left, where: by)
    }
    states = { object in StateDifference.stored(State.self, in: object) }
  }
}
