import KataEvidence
import KataTracing

extension ShapeRule {
  /// The state of a `store` is computed by a reducer it runs, never by the store's own methods:
  /// "only the reducer changes the state". Read from the call stacks of the questions to the
  /// Model and the service: the code that asked (the Model's sum, or the effect's work that
  /// loads) must not be a method of the object the `view` holds as its store, nor a closure
  /// written in one. A store whose `send` switches over the actions and writes the state
  /// itself, or whose `refresh()` sets loading and starts the load, is that code.
  public static func changesStateOnlyInItsReducer(
    _ store: Role, heldBy view: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, needsCallStacks: true,
      notMeasuredWhen: { shape in
        guard shape.callStacksMeasured else { return nil }
        if shape.storeTypes(store, heldBy: view).isEmpty {
          return "not measured: no \(view) holds an object that plays \(store), whose methods could be told "
            + "from its reducer's"
        }
        return shape.questionStacks.isEmpty
          ? "not measured: no question to the Model or service was seen, so who computed the state cannot be read"
          : nil
      },
      violations: { shape in
        guard shape.callStacksMeasured else { return [] }
        let types = shape.storeTypes(store, heldBy: view)
        let own = shape.questionStacks.compactMap { stack -> String? in
          guard let asker = stack.asker, asker.role == store,
            let type = CallerEvidence.types(inFrame: asker.method).last, types.contains(type)
          else { return nil }
          return CallerEvidence.isClosure(asker.method)
            ? "\(asker.method) asked the \(shape.screen.asked): the \(store)'s own method made that work, "
              + "not its reducer's effect"
            : "\(asker.method) asked the \(shape.screen.asked) itself: the \(store)'s own method computed the "
              + "state, not its reducer"
        }
        return Array(Set(own)).sorted()
      })
  }
}

extension ScreenKind {
  /// What this screen asks: the Model, or the service.
  var asked: String {
    switch self {
    case .calculator: "\(Role.model)"
    case .scoreList: "service"
    }
  }
}

extension ScreenShape {
  /// The classes (and superclasses) of the objects playing `store` that a `view` holds.
  func storeTypes(_ store: Role, heldBy view: Role) -> Set<String> {
    let views = Set(parts(playing: view))
    return Set(
      edges.filter { views.contains($0.holder) && parts[$0.held].role == store }.flatMap {
        parts[$0.held].ancestry
      })
  }
}
