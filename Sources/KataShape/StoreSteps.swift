import KataTracing

/// What the driver read of one reducer the kit checks (``StepChecked``), on a screen used as a
/// user uses it: what "only the reducer changes the state" reads beside the call stacks.
public struct StoreSteps: Sendable, Equatable {
  /// The role of the part that holds the reducer, as the screen's declarations give it.
  public let role: Role?
  /// The class of the part that holds the reducer: the store.
  public let storeType: String
  /// How many actions the reducer reduced.
  public let actionsReduced: Int
  /// The first thing wrong with a step, or with the state read between the events; `nil`
  /// when none was.
  public let finding: StepLedger.Finding?
  /// Why the reducer's steps could not be checked in full, when they could not; `nil` when
  /// they were.
  public let unmeasured: String?

  public init(
    role: Role?, storeType: String, actionsReduced: Int, finding: StepLedger.Finding?,
    unmeasured: String? = nil
  ) {
    self.role = role
    self.storeType = storeType
    self.actionsReduced = actionsReduced
    self.finding = finding
    self.unmeasured = unmeasured
  }
}
