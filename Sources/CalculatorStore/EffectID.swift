/// What an ``Effect`` is cancelled by: any `Hashable` and `Sendable` value a reducer names it
/// with, usually a case of a private enum (TCA's cancel ids).
///
/// The value is kept as it was given, `Sendable`, so the compiler checks that an id can cross
/// into the task that runs its effect; `AnyHashable` only compares and hashes it, so that ids of
/// different types never match.
nonisolated public struct EffectID: Hashable, Sendable {
  private let value: any Hashable & Sendable

  /// The id `value` names; an `EffectID` given again is itself, so an effect rebuilt from
  /// another keeps its id.
  public init(_ value: some Hashable & Sendable) {
    self.value = (value as? EffectID)?.value ?? value
  }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  public func hash(into hasher: inout Hasher) {
    AnyHashable(value).hash(into: &hasher)
  }
}
