/// What an ``Effect`` is cancelled by: any `Hashable` and `Sendable` value a reducer names it
/// with, usually a case of a private enum (TCA's cancel ids).
///
/// `AnyHashable` is not `Sendable`, though every value wrapped here is: the initializer
/// takes only `Sendable` ones, which is what makes the unchecked conformance true. So an
/// effect crosses into the task that runs it, and the store's table of effects can be read in
/// its `deinit`.
nonisolated public struct EffectID: Hashable, @unchecked Sendable {
  private let value: AnyHashable

  public init(_ value: some Hashable & Sendable) {
    self.value = AnyHashable(value)
  }
}
