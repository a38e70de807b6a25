extension ShapeRule {
  /// Every part that plays `held` is kept alive by a part that plays `holder`: "the view owns
  /// its presenter".
  public static func owns(
    _ holder: Role, _ held: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson) { shape in
      let holderParts = shape.parts(playing: holder)
      let heldParts = shape.parts(playing: held)
      if holderParts.isEmpty { return ["no object plays \(holder)"] }
      if heldParts.isEmpty { return ["no object plays \(held)"] }
      return heldParts.compactMap { part in
        guard !holderParts.contains(where: { shape.keepsAlive[$0].contains(part) }) else { return nil }
        let ways = holderParts.flatMap { shape.properties(from: $0, to: part) }
        let how =
          ways.isEmpty ? "no \(holder) holds it" : "\(ways.joined(separator: ", ")) does not keep it alive"
        return "\(shape.parts[part].label) is not kept alive by a \(holder): \(how)"
      }
    }
  }

  /// No part that plays `holder` keeps a part that plays `held` alive: "the presenter does
  /// not keep its view alive".
  public static func doesNotKeepAlive(
    _ holder: Role, _ held: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson) { shape in
      shape.parts(playing: holder).flatMap { part in
        shape.parts(playing: held).filter { $0 != part && shape.keepsAlive[part].contains($0) }.map { kept in
          let ways = shape.properties(from: part, to: kept)
          let how =
            ways.isEmpty
            ? "\(shape.parts[part].label), through what reflection cannot see (a closure?),"
            : ways.joined(separator: ", ")
          return "\(how) keeps \(shape.parts[kept].label) alive"
        }
      }
    }
  }

  /// No part that plays `source` reaches a part that plays one of `targets`, by any stored
  /// reference, strong or weak, nor keeps one alive: "the view model cannot reach any view".
  public static func cannotReach(
    from source: Role, _ targets: [Role], name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson) { shape in
      shape.parts(playing: source).flatMap { part in
        let paths = shape.reachable(from: part)
        return targets.flatMap(shape.parts(playing:)).compactMap { target in
          if let path = paths[target] {
            return "\(path.joined(separator: " → ")) reaches \(shape.parts[target].label)"
          }
          if shape.keepsAlive[part].contains(target) {
            return
              "\(shape.parts[part].label) keeps \(shape.parts[target].label) alive through what reflection cannot see (a closure?)"
          }
          return nil
        }
      }
    }
  }

  /// A part that plays one of `targets` is reached only through a part that plays `middle`:
  /// from `source` parts, or, with no source, from every other part of the screen.
  /// "Only the controller asks the Model".
  public static func reachesOnly(
    _ targets: [Role], through middle: Role, from source: Role? = nil, name: String, why: String,
    hint: String,
    lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson) { shape in
      let middles = Set(shape.parts(playing: middle))
      let targetParts = targets.flatMap(shape.parts(playing:))
      if middles.isEmpty { return ["no object plays \(middle)"] }
      let sources =
        source.map(shape.parts(playing:))
        ?? shape.parts.indices.filter { !middles.contains($0) && !targetParts.contains($0) }
      return sources.flatMap { part in
        let paths = shape.reachable(from: part, avoiding: middles)
        return targetParts.compactMap { target in
          paths[target].map { "\($0.joined(separator: " → ")) reaches \(shape.parts[target].label)" }
        }
      }
    }
  }

  /// Every stored reference from a `holder` to a `held` is declared with a protocol, not a
  /// class: "the presenter knows the view only through its protocol". Reflection keeps the
  /// declared type of an optional (a `weak var` always is one), not of a non-optional property.
  public static func refersThroughProtocol(
    _ holder: Role, _ held: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson) { shape in
      let holderParts = Set(shape.parts(playing: holder))
      let heldParts = Set(shape.parts(playing: held))
      return shape.edges.filter {
        holderParts.contains($0.holder) && heldParts.contains($0.held) && $0.declaresConcreteType == true
      }.map { "\($0.property) is declared with the class \(shape.parts[$0.held].typeName), not a protocol" }
    }
  }

  /// Every object found from the screen has a role, so that no rule can miss it.
  public static let everyObjectHasARole = ShapeRule(
    name: "every object has a declared role",
    why: "an object with no role is one that no rule can check, and may hide a reference.",
    hint: "declare its role in the architecture's `roles:` (RoleDeclaration.objects(of:are:)).",
    lesson: "docs/adding-an-architecture.md#4-the-registration"
  ) { shape in
    shape.parts.indices.filter { shape.parts[$0].role == nil }.map { part in
      let via = shape.edges.first { $0.held == part }.map { ", reached by \($0.property)" } ?? ""
      return "\(shape.parts[part].typeName)\(via) has no role"
    }
  }

  /// The screen shows what the Model (or service) it was given answers.
  public static let computesWithTheGivenModel = ShapeRule(
    name: "the screen computes with the Model it is given",
    why: "a Model made or copied inside the middle layer cannot be replaced by a fake in a test.",
    hint:
      "take the Model (or service) through the initializer and ask it, and have the registration pass on "
      + "the one its closure is given (`{ model, trace in … }`); keep no rule of your own.",
    lesson: "docs/exercises/README.md#step-1-extract-the-model"
  ) { shape in
    shape.shown.actual == shape.shown.expected
      ? []
      : ["over a probe Model, the screen showed \(shape.shown.actual) instead of \(shape.shown.expected)"]
  }

  /// Once the screen is let go, every object found from it is freed.
  public static let nothingOutlivesItsScreen = ShapeRule(
    name: "nothing outlives its screen",
    why: "a cycle of strong references keeps a closed screen in memory, and its callbacks keep running.",
    hint: "make the reference back weak: the delegate, the presenter's view, `[weak self]` in a closure.",
    lesson: "docs/comparison.md#who-holds-whom-measured"
  ) { shape in
    shape.survivors.map { "\(shape.parts[$0].label) is still alive once the screen is gone" }
  }

  /// Every result that reaches the view in a traced run comes from its binding.
  public static let resultsArriveThroughBinding = ShapeRule(
    name: "every result reaches the view through a binding",
    why: "a view model that calls its view is a presenter: it knows the view and serves only one.",
    hint: "publish the result in an output (a `BoundValue`) and let the view bind to it.",
    lesson: "docs/03-mvvm.md#a-calculator-edit"
  ) { shape in
    shape.arrivals.filter { $0.sender != .binding }.map {
      "\($0.sender) -> View: \($0.text) arrived outside a binding"
    }
  }

  /// A view that binds late gets the current value at once.
  public static let currentValueOnBind = ShapeRule(
    name: "the binding gives the current value on bind",
    why: "a view bound after a change would show nothing until the next one.",
    hint: "in `bind`, call the new observer with the current value before returning.",
    lesson: "docs/03-mvvm.md#the-seam-in-code"
  ) { shape in
    guard let binding = shape.binding else { return [noProbe(shape)] }
    return binding.currentValueProblem.map { [$0] } ?? []
  }

  /// Several views bound at once all get every value.
  public static let servesSeveralObservers = ShapeRule(
    name: "the binding serves several observers",
    why: "one view model serves several views; a binding with one listener silently cuts off the first.",
    hint: "keep every observer (a list, in bind order) until its token is cancelled.",
    lesson: "docs/03-mvvm.md#why-a-view-model"
  ) { shape in
    guard let binding = shape.binding else { return [noProbe(shape)] }
    return binding.severalObserversProblem.map { [$0] } ?? []
  }

  private static func noProbe(_ shape: ScreenShape) -> String {
    "\(shape.parts.first?.typeName ?? "the screen") is no BindingProbe, so a second view cannot be bound: "
      + "conform the screen to BindingProbe, binding the observer to the output its view shows "
      + "(docs/exercises/README.md, step 3)"
  }
}

extension ScreenShape {
  /// The stored properties by which `holder` reaches `held` directly.
  func properties(from holder: Int, to held: Int) -> [String] {
    edges.filter { $0.holder == holder && $0.held == held }.map(\.property)
  }
}
