/// A reducer as the kit composes it: the reducer a store runs, wrapped so that every step it
/// takes is checked, as TCA's `_printChanges()` wraps a reducer to log its changes.
///
/// The store under it keeps nothing for the kit: no log, no hook. Where the kit composes a
/// screen (the lessons' driven views, an architecture's registration) it hands the store its
/// reducer wrapped, and the wrapper notes, in memory that does not grow with the session, what
/// "only the reducer changes the state" and "effects reach the state only as actions" read:
/// the state each action is reduced from, against the one the action before it left; whether
/// one input makes one state; and how many actions were reduced (``StepLedger``).
///
/// A reducer of any shape can be checked: a conformance to its protocol calls ``step(_:_:_:)``
/// with the base's own reduction. The lesson's `Reducer` is conformed to in `KataLessons`; a
/// store of one's own conforms its reducer protocol the same way:
///
/// ```swift
/// extension StepChecked: MyReducer where Base: MyReducer {
///   func reduce(_ state: inout Base.State, _ action: Base.Action) -> MyEffect {
///     step(&state, action) { $0.reduce(&$1, $2) }
///   }
/// }
/// ```
public struct StepChecked<Base> {
  /// The reducer the store runs.
  public let base: Base
  /// What the checks saw, read by the driver.
  public let ledger: StepLedger

  /// `base`, checked at each step while the driver measures (``StepLedger/measuring``), and
  /// counted always.
  public init(_ base: Base) {
    self.base = base
    ledger = StepLedger(checking: StepLedger.measuring)
  }

  /// Reduces `action` into `state` with `reduce`, the base's own reduction, and checks the step.
  public func step<State: Equatable, Action, Result>(
    _ state: inout State, _ action: Action, _ reduce: (Base, inout State, Action) -> Result
  ) -> Result {
    ledger.step(&state, action) { state, action in reduce(base, &state, action) }
  }
}

/// A wrapper of the kit's, which an object graph walks through as if it were not there: what
/// a screen holds is what the wrapped value holds, and the ledger is the kit's.
public protocol CheckedReducer {
  /// The value wrapped.
  var checkedBase: Any { get }
  /// What the checks saw.
  var ledger: StepLedger { get }
}

extension StepChecked: CheckedReducer {
  public var checkedBase: Any { base }
}
