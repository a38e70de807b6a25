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

  public init(role: Role?, storeType: String, actions: [String], difference: String?) {
    self.role = role
    self.storeType = storeType
    self.actions = actions
    self.difference = difference
  }
}

extension ReplayableStore {
  /// Replays the log from the first state and compares the result with the state now.
  public func replayed(role: Role?) -> StoreReplay {
    var replayed = initialState
    let log = actionLog
    for action in log { reduce(&replayed, action) }
    let now = state
    return StoreReplay(
      role: role, storeType: _typeName(type(of: self), qualified: false),
      actions: log.map { Self.described($0) },
      difference: now == replayed ? nil : Self.difference(now, replayed))
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
