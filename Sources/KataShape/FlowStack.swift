import KataTracing

/// A call stack read where the Model or the service was asked, each frame with the role its
/// code plays: the evidence of which code computed a store's state ("only the reducer changes
/// the state").
public struct FlowStack: Sendable {
  /// One method on the stack, and the role of its code (`nil` for a thunk, a free function or
  /// the driver's own).
  struct Frame: Sendable, Equatable {
    let name: String
    let role: Role?

    /// The frame's method as two stacks of the same code name it: `closure #1 in
    /// Store.start(_:)`, whether it runs now or resumes after a suspension, and whether or not
    /// an optimised build specialised or merged it.
    var method: String {
      var name = Substring(name)
      if name.hasPrefix("("), let close = name.firstIndex(of: ")") {
        name = name[name.index(after: close)...].drop { $0 == " " }
      }
      let prefixes = [
        "suspend resume partial function for ", "await resume partial function for ", "specialized ",
        "merged ", "partial apply for ",
      ]
      while let prefix = prefixes.first(where: name.hasPrefix) { name = name.dropFirst(prefix.count) }
      return String(name)
    }
  }

  /// Innermost first.
  let frames: [Frame]

  /// The stack read as `roleOfFrame` names the role of each frame's code.
  public init(_ stack: [String], roleOfFrame: (String) -> Role?) {
    frames = stack.map { Frame(name: $0, role: roleOfFrame($0)) }
  }

  /// The innermost frame that plays a role: the code that asked, for a question.
  var asker: Frame? { frames.first { $0.role != nil } }
}
