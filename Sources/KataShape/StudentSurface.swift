/// What a student's own architecture codes against, versioned: `Architecture` and its
/// ``RoleDeclaration``s, ``Pattern`` and the rule builders of ``ShapeRule`` (`owns`,
/// `doesNotKeepAlive`, `cannotReach`, `reachesOnly`, `refersThroughProtocol`,
/// `entersOnlyByMethods`, `decidesWhatIsShown`, `showsWhatArrives`,
/// `changesStateOnlyInItsReducer`, `answersOnlyAsActions`), and ``StepChecked``.
///
/// A student's code outlives the kit's changes: a spelling of these that moves keeps its old
/// one, marked `@available(*, deprecated, renamed: …)`, so that a student's code still builds
/// and is told the new name; and ``version`` goes up. The kit's `StudentSurfaceTests` spell
/// every one as the guide does, with no access a student lacks.
public enum StudentSurface {
  /// The surface's version: goes up with each change a student's code may notice.
  public static let version = 1
}
