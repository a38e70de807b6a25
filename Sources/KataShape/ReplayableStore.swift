import KataTracing

/// A store that declares its history, so that "only the reducer changes the state" can be read
/// from it: every action it reduced, oldest first, and the reducer that reduced them.
///
/// The kit folds ``actionLog`` through ``reduce(_:_:)`` from ``initialState`` itself, at moments
/// it picks (after each event the driver plays, before and after the screen settles), and
/// compares what comes out with ``state``. A store whose state is always the fold of its actions
/// changed it by its reducer alone; one whose own method, or whose view, wrote the state made a
/// state no action describes, and the two differ. Elm's debugger and Redux's DevTools replay the
/// same log, to travel back through a screen's history.
///
/// The store declares; the kit replays. A store that declares nothing is not measured on that
/// rule, which is no pass.
@MainActor
public protocol ReplayableStore: AnyObject {
  /// The screen's state, one value.
  associatedtype State: Equatable
  /// What the store reduces.
  associatedtype Action

  /// The state now.
  var state: State { get }
  /// Every action reduced so far, oldest first, in the order they were reduced.
  var actionLog: [Action] { get }
  /// The state before any action: the reducer's.
  var initialState: State { get }
  /// What the reducer makes of `action` in `state`; the work it asks for is not run.
  func reduce(_ state: inout State, _ action: Action)
}

/// One reading of a ``ReplayableStore``: its log replayed, and whether that gave its state.
public struct StoreReplay: Sendable, Equatable {
  /// The role the store plays, as its screen's declarations give it.
  public let role: Role?
  /// The store's class.
  public let storeType: String
  /// The actions replayed, described, oldest first.
  public let actions: [String]
  /// How the state now differs from the replay's; `nil` when they are equal.
  public let difference: String?
  /// Why the log could not be replayed to judge the state, where that is not a write outside the
  /// reducer: a reducer that makes two states of one log, or an initial state that shares a
  /// reference with the state now. `nil` when the replay could judge.
  public let unreplayable: String?

  public init(
    role: Role?, storeType: String, actions: [String], difference: String?, unreplayable: String? = nil
  ) {
    self.role = role
    self.storeType = storeType
    self.actions = actions
    self.difference = difference
    self.unreplayable = unreplayable
  }
}

extension ReplayableStore {
  /// Replays the log from the first state and compares the result with the state now.
  ///
  /// The replay must not touch the state it judges: an initial state that shares an object with
  /// the state now (a class `State`, or a struct holding one, kept from `init`) is not folded,
  /// since the reducer would write the live state through it. The log is folded twice: a reducer
  /// that makes two states of one log is no function of the state and the action, whatever wrote
  /// the state. And a state that is not `==` to itself (a `Double.nan`) is compared as it reads.
  public func replayed(role: Role?) -> StoreReplay {
    let log = actionLog
    let now = state
    func reading(_ difference: String?, unreplayable: String? = nil) -> StoreReplay {
      StoreReplay(
        role: role, storeType: _typeName(type(of: self), qualified: false),
        actions: log.map { Self.described($0) }, difference: difference, unreplayable: unreplayable)
    }
    let initial = initialState
    if let shared = Self.sharedObject(initial, now) {
      return reading(
        "the initial state shares a \(shared) with the state now",
        unreplayable:
          "a reference in the state (a class `State`, or a class inside it) is written in place, so the "
          + "initial state it shares is no longer the state before any action, and the log cannot be replayed "
          + "from it; make the state a value (structs, enums, arrays), so that only the reducer's `inout` changes it"
      )
    }
    func fold() -> State {
      var replayed = initialState
      for action in log { reduce(&replayed, action) }
      return replayed
    }
    let (replayed, again) = (fold(), fold())
    if !Self.same(replayed, again) {
      return reading(
        "replaying the same log twice gives two states, the second where \(Self.difference(again, replayed))",
        unreplayable:
          "the reducer is no function of the state and the action alone: it reads something else (a "
          + "counter it holds, a clock, a random number); pass that in with the action, or make it an effect")
    }
    return reading(Self.same(now, replayed) ? nil : Self.difference(now, replayed))
  }

  /// Whether `lhs` and `rhs` are the same state: `==`, or, for a state that is not `==` to
  /// itself (a `Double.nan` inside), alike as they read.
  nonisolated static func same(_ lhs: State, _ rhs: State) -> Bool {
    if lhs == rhs { return true }
    guard !(lhs == lhs) || !(rhs == rhs) else { return false }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }

  /// The class of an object that both `lhs` and `rhs` reach, if any.
  nonisolated static func sharedObject(_ lhs: State, _ rhs: State) -> String? {
    let left = objects(in: lhs)
    guard !left.isEmpty else { return nil }
    return objects(in: rhs).first { left[$0.key] != nil }?.value
  }

  /// The objects a value reaches through its stored fields, by identity, with their classes.
  nonisolated static func objects(in value: Any) -> [ObjectIdentifier: String] {
    var found: [ObjectIdentifier: String] = [:]
    var queue: [Any] = [value]
    while let next = queue.popLast(), found.count < 10_000 {
      let mirror = Mirror(reflecting: next)
      if mirror.displayStyle == .class {
        let object = next as AnyObject
        guard found.updateValue(String(describing: type(of: object)), forKey: ObjectIdentifier(object)) == nil
        else { continue }
      }
      var current: Mirror? = mirror
      while let level = current {
        queue.append(contentsOf: level.children.prefix(10_000).map(\.value))
        current = level.superclassMirror
      }
    }
    return found
  }

  /// The fields of `now` that differ from `replayed`, each with both values; the whole values
  /// when no field tells them apart (an enum, or a value with no stored fields).
  nonisolated static func difference(_ now: State, _ replayed: State) -> String {
    let fields = Array(Mirror(reflecting: now).children)
    let replayedFields = Array(Mirror(reflecting: replayed).children)
    if fields.count == replayedFields.count {
      let differing = zip(fields, replayedFields).compactMap { field, replayed -> String? in
        let (value, expected) = (described(field.value), described(replayed.value))
        guard value != expected, let label = field.label else { return nil }
        return "`\(label)` is \(value), where the reducer makes \(expected)"
      }
      if !differing.isEmpty { return differing.joined(separator: "; ") }
    }
    return "the state is \(described(now)), where the reducer makes \(described(replayed))"
  }

  /// `value` as a message can carry it: a string quoted, an optional unwrapped, a long value cut; an enum case
  /// whose payload is long by its name alone (`playersLoaded(…)`).
  nonisolated static func described(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { described($0.value) } ?? "nil"
    }
    let text = value is String ? String(reflecting: value) : String(describing: value)
    guard text.count > 40 else { return text }
    if mirror.displayStyle == .enum, let name = mirror.children.first?.label { return "\(name)(…)" }
    return text.prefix(37) + "…"
  }
}
