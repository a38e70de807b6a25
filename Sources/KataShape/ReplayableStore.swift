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
  /// How the state now differs from the replay's; `nil` when they are equal, or when the log
  /// could not be replayed (``unmeasured``).
  public let difference: String?
  /// What made the difference, when it is not a write outside the reducer: a reducer that makes
  /// two states of one log. `nil` otherwise.
  public let cause: String?
  /// Why the log could not be replayed without touching the state it is compared with (an
  /// object the initial state shares with the state now); `nil` when it was replayed.
  public let unmeasured: String?

  public init(
    role: Role?, storeType: String, actions: [String], difference: String?, cause: String? = nil,
    unmeasured: String? = nil
  ) {
    self.role = role
    self.storeType = storeType
    self.actions = actions
    self.difference = difference
    self.cause = cause
    self.unmeasured = unmeasured
  }
}

extension ReplayableStore {
  /// Replays the log from the first state and compares the result with the state now.
  ///
  /// The replay must not touch the state it judges: an initial state that shares an object with
  /// the state now (a class `State`, or a struct holding one, kept from `init`) is not folded,
  /// since the reducer would write the live state through it, and the reading says so. The log
  /// is folded twice: a reducer that makes two states of one log is no function of the state and
  /// the action, whatever wrote the state. A state that is not `==` to itself (a `Double.nan`
  /// inside) is compared as it reads.
  public func replayed(role: Role?) -> StoreReplay {
    let log = actionLog
    let now = state
    func reading(_ difference: String?, cause: String? = nil, unmeasured: String? = nil) -> StoreReplay {
      StoreReplay(
        role: role, storeType: _typeName(type(of: self), qualified: false),
        actions: log.map { Self.described($0) }, difference: difference, cause: cause, unmeasured: unmeasured)
    }
    if let shared = Self.sharedObject(initialState, now) {
      return reading(
        nil,
        unmeasured:
          "its initial state and its state now share a \(shared), so replaying the log would write the "
          + "state it is compared with; make the state a value (structs, enums, arrays), which only the "
          + "reducer's `inout` changes")
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
        cause:
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

  /// The class of an object that both `lhs` and `rhs` reach, if any; "value too large to walk"
  /// when one of them holds more than can be read, so that sharing cannot be ruled out.
  nonisolated static func sharedObject(_ lhs: State, _ rhs: State) -> String? {
    guard let left = objects(in: lhs), let right = objects(in: rhs) else { return "value too large to walk" }
    return right.first { left[$0.key] != nil }?.value
  }

  /// The objects a value reaches through its stored fields, by identity, with their classes;
  /// `nil` past 100,000 values read.
  nonisolated static func objects(in value: Any) -> [ObjectIdentifier: String]? {
    var found: [ObjectIdentifier: String] = [:]
    var queue: [Any] = [value]
    var read = 0
    while let next = queue.popLast() {
      read += 1
      guard read <= 100_000 else { return nil }
      let mirror = Mirror(reflecting: next)
      if mirror.displayStyle == .class {
        let object = next as AnyObject
        guard found.updateValue(String(describing: type(of: object)), forKey: ObjectIdentifier(object)) == nil
        else { continue }
      }
      var level: Mirror? = mirror
      while let current = level {
        queue.append(contentsOf: current.children.prefix(100_000).map(\.value))
        level = current.superclassMirror
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

  /// `value` as a message can carry it: a string quoted, an optional unwrapped, an enum case
  /// whose payload is long by its name alone (`playersLoaded(…)`), and another long value cut
  /// as a trace cuts it.
  nonisolated static func described(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { described($0.value) } ?? "nil"
    }
    let text = value is String ? String(reflecting: value) : String(describing: value)
    guard text.count > 40 else { return text }
    if mirror.displayStyle == .enum, let name = mirror.children.first?.label { return "\(name)(…)" }
    return Trace.shortened(text)
  }
}

extension ObjectGraph {
  /// The objects of `screen` that declare their history, found as every part of it is.
  @MainActor
  public static func declaredHistories(in screen: AnyObject) -> [(
    object: AnyObject, store: any ReplayableStore
  )] {
    ObjectGraph(root: screen).nodes.compactMap { node in
      (node.object as? any ReplayableStore).map { (node.object, $0) }
    }
  }
}
