import KataShape
import KataTracing

/// Who sent what reached a view, read from the roles an architecture declares: the evidence
/// behind "the presenter decides what the view shows", which the view under test does not
/// write.
extension Trace.Arrival {
  /// Who sent it: the innermost code on the stack of a role other than the receiver's and
  /// the recorder's (the code that called ``Trace/arrived(at:_:from:)``, which records for
  /// the view it is part of); with none, the binding if it arrived inside a callback the
  /// trace brackets, and otherwise the receiver itself: nobody told it.
  func sender(in architecture: Architecture, parts: [ScreenShape.Part]) -> Role {
    let roles = stack.map { architecture.role(ofFrame: $0, in: parts) }
    let receiving = Set([receiver] + [roles.first.flatMap { $0 }].compactMap { $0 })
    return roles.lazy.compactMap { $0 }.first { !receiving.contains($0) }
      ?? (inBinding ? .binding : receiver)
  }
}
