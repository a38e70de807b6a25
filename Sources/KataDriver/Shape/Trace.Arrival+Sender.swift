import KataEvidence
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
  ///
  /// Two kinds of code are no sender of their own. The screen the driver is handed (a window
  /// around the view, ``Role/screen``) only passes the user's event on: a view that told itself
  /// from the event the screen passed on is its own sender. And the code of another view, the
  /// receiver's sibling, is a sender that plays the view's role: it is named as another view.
  func sender(in architecture: Architecture, parts: [ScreenShape.Part]) -> Role {
    let roles = stack.map { architecture.role(ofFrame: $0, in: parts) }
    let receiving = Set([receiver] + [roles.first.flatMap { $0 }].compactMap { $0 })
    let own = recordingAncestry(in: parts)
    for index in stack.indices.dropFirst() {
      guard let role = roles[index] else { continue }
      let frame = stack[index]
      if receiving.contains(role) {
        // The receiver's role, in a class of another view: that view told this one.
        if role == receiver, let other = Self.viewClass(of: frame, parts: parts), !own.contains(other) {
          return .anotherView(other)
        }
        continue
      }
      // A screen that only passed the user's event on: nothing but the screen's code beyond it.
      if role == .screen, roles[(index + 1)...].allSatisfy({ $0 == nil || $0 == .screen }) {
        break
      }
      return role
    }
    return inBinding ? .binding : receiver
  }

  /// The classes of the view object whose code noted the arrival: the first frame that runs the
  /// code of a class a part of the screen is (a protocol's default method that noted it is run
  /// for the object whose method called it).
  private func recordingAncestry(in parts: [ScreenShape.Part]) -> Set<String> {
    for frame in stack {
      for type in CallerEvidence.types(inFrame: frame).reversed() {
        if let part = parts.first(where: { $0.ancestry.contains(type) }) { return Set(part.ancestry) }
      }
    }
    return []
  }

  /// The class of a view of the screen whose code `frame` runs, if it runs one.
  private static func viewClass(of frame: String, parts: [ScreenShape.Part]) -> String? {
    for type in CallerEvidence.types(inFrame: frame).reversed() {
      if let part = parts.first(where: { $0.role == .view && $0.ancestry.contains(type) }) {
        return part.ancestry.first ?? type
      }
    }
    return nil
  }

  /// Where the mediator handed what the view then noted to view code other than the object that
  /// noted it (a default method of the view's protocol, which formats a number and passes the
  /// text on): that code, and the code that noted, as `(handedTo, noted)`; `nil` when the
  /// mediator's call reached the noting object's own code, or someone else sent it.
  func handedOnByViewCode(in architecture: Architecture, parts: [ScreenShape.Part]) -> (
    handedTo: String, noted: String
  )? {
    let roles = stack.map { architecture.role(ofFrame: $0, in: parts) }
    // The innermost code of another role than the view's must be the mediator's.
    guard let sent = roles.indices.dropFirst().first(where: { roles[$0] != nil && roles[$0] != receiver }),
      roles[sent] == architecture.mediator, sent > 1
    else { return nil }
    let own = recordingAncestry(in: parts)
    let classes = Set(parts.flatMap(\.ancestry))
    // The protocols the stack shows objects of the screen conforming to: `protocol witness for
    // SumDisplay.display(resultText:) in conformance SumView`.
    let protocols = Set(
      stack.compactMap { frame -> String? in
        guard frame.hasPrefix("protocol witness for "),
          let conformance = frame.firstRange(of: " in conformance ")
        else { return nil }
        let conforming = frame[conformance.upperBound...].prefix { $0 != " " }
        guard classes.contains(String(conforming)) else { return nil }
        let requirement = frame.dropFirst("protocol witness for ".count).prefix { $0 != "(" && $0 != " " }
        return requirement.split(separator: ".").dropLast().last.map(String.init)
      })
    for index in (1..<sent).reversed() {
      let frame = stack[index]
      guard let type = CallerEvidence.types(inFrame: frame).last, !own.contains(type), !classes.contains(type)
      else { continue }
      // Code of no class of the screen: a protocol's, declared a view's or conformed to by one.
      if roles[index] == .view || protocols.contains(type) {
        return (frame, stack.first ?? "?")
      }
    }
    return nil
  }
}
