import KataEvidence
import KataTracing

extension ShapeRule {
  /// Every part that plays `held` is kept alive by a part that plays `holder`: "the view owns
  /// its presenter". A `held` that is a value (a view model made of closures) stored in a
  /// `holder` is owned by it.
  public static func owns(
    _ holder: Role, _ held: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson, route: (holder, held)) { shape in
      let holderParts = shape.parts(playing: holder)
      let heldParts = shape.parts(playing: held)
      if holderParts.isEmpty { return ["no object plays \(holder)"] }
      let storedValue = shape.valueParts.contains { $0.role == held && holderParts.contains($0.holder) }
      if heldParts.isEmpty { return storedValue ? [] : ["no object plays \(held)"] }
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
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson, route: (holder, held)) { shape in
      shape.parts(playing: holder).flatMap { part in
        shape.parts(playing: held).filter { $0 != part && shape.keepsAlive[part].contains($0) }.map { kept in
          let ways = shape.strongProperties(from: part, to: kept)
          guard ways.isEmpty else {
            return Finding("\(ways.joined(separator: ", ")) keeps \(shape.parts[kept].label) alive")
          }
          return shape.keptUnseen(kept, by: part)
        }
      }
    }
  }

  /// No part that plays `source` reaches a part that plays one of `targets`, by any chain of
  /// stored references, strong or weak, nor keeps one alive: "the view model cannot reach any
  /// view". The walk does not go on through a part that plays one of `passing` (a coordinator,
  /// which keeps the views' stack), provided `source` reaches it through a protocol.
  public static func cannotReach(
    from source: Role, _ targets: [Role], passing: [Role] = [], name: String, why: String, hint: String,
    lesson: String
  ) -> ShapeRule {
    let route = targets.first.map { (source, $0) }
    return ShapeRule(name: name, why: why, hint: hint, lesson: lesson, route: route) { shape in
      let stops = Set(passing.flatMap(shape.parts(playing:)))
      return shape.parts(playing: source).flatMap { part in
        let throughClass = shape.edges.filter {
          $0.holder == part && stops.contains($0.held)
            && ![.protocol, .genericParameter].contains($0.declaration?.kind)
        }.map { "\($0.property) reaches \(shape.parts[$0.held].label) by its class, not a protocol" }
        let paths = shape.reachable(from: part, avoiding: throughClass.isEmpty ? stops : [])
        return targets.flatMap(shape.parts(playing:)).compactMap { target in
          if let path = paths[target] {
            return Finding("\(path.joined(separator: " → ")) reaches \(shape.parts[target].label)")
          }
          if shape.keepsAlive[part].contains(target) {
            return shape.keptUnseen(target, by: part)
          }
          return nil
        } + throughClass.map { Finding($0) }
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
    let asksModel = targets.contains(where: [Role.model, .service].contains)
    var rule = ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, needsCallStacks: asksModel,
      needs: asksModel ? [.modelQuestions] : []
    ) { shape in
      let middles = Set(shape.parts(playing: middle))
      let targetParts = targets.flatMap(shape.parts(playing:))
      if middles.isEmpty && !shape.valueParts.contains(where: { $0.role == middle }) {
        return ["no object plays \(middle)"]
      }
      let sources =
        source.map(shape.parts(playing:))
        ?? shape.parts.indices.filter { !middles.contains($0) && !targetParts.contains($0) }
      let reached = sources.flatMap { part in
        let paths = shape.reachable(from: part, avoiding: middles)
        return targetParts.compactMap { target in
          paths[target].map { "\($0.joined(separator: " → ")) reaches \(shape.parts[target].label)" }
        }
      }
      // Who asked, measured on the call stack: a role that may not ask, whatever it holds.
      let mayAsk = { (role: Role) in source.map { role != $0 } ?? (role == middle) }
      // A question asked from code of no role (a free function, a task of no role's) fails too:
      // what no role asks, no rule can place.
      let asked =
        asksModel
        ? shape.modelCalls.filter { call in call.role.map { !mayAsk($0) } ?? true }.map {
          $0.role == nil
            ? "\($0.method) asked the \(Role.model) or service from code that plays no role: "
              + "move the call into the \(middle)'s own methods (or a task or closure it starts)"
            : "\($0.method) (\($0.role?.name ?? "?")) asked the \(Role.model) or service itself"
        } : []
      return reached + Array(Set(asked)).sorted()
    }
    rule.modelGate = asksModel ? middle : nil
    return rule
  }

  /// Every stored reference from a `holder` to a `held` is declared with a protocol, weak:
  /// "the presenter knows the view only through its protocol". The declaration is read from
  /// the type metadata, so `unowned let view: HeadlessView`, `weak var view: AnyObject?` and
  /// a class inside a struct are seen for what they are, whatever `Mirror` shows.
  public static func refersThroughProtocol(
    _ holder: Role, _ held: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    ShapeRule(name: name, why: why, hint: hint, lesson: lesson, route: (holder, held)) { shape in
      let holderParts = Set(shape.parts(playing: holder))
      let heldParts = Set(shape.parts(playing: held))
      return shape.edges.filter { holderParts.contains($0.holder) && heldParts.contains($0.held) }.compactMap
      {
        edge in
        guard let declaration = edge.declaration else { return nil }
        let target = shape.parts[edge.held].typeName
        switch (declaration.kind, declaration.ownership) {
        case (.concreteClass, _):
          return "\(edge.property) is declared with the class \(target), not a protocol"
        case (.anything, _):
          return
            "\(edge.property) is declared as AnyObject (or Any) and cast back to \(target), not a protocol"
        case (_, .unowned):
          return "\(edge.property) is declared unowned: it traps once the view is gone, where weak reads nil"
        default:
          return nil
        }
      }
    }
  }

  /// The `source` (the view) hands over to the `middle` role (a store) only by calling its
  /// methods (`send(_:)`), never by writing its stored properties, nor by putting a value into a
  /// binding itself: read from the call stacks where the driver played the user's events (the
  /// questions put to the Model, and the messages that reached the view), where the first code
  /// past the view's must be a method of `middle`, not a setter of its state, and a binding's
  /// code may not tell the view straight back. A state written from outside the `middle`
  /// changes with no action, however the screen then recomputes.
  public static func entersOnlyByMethods(
    of middle: Role, from source: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    var rule = ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, needsCallStacks: true, needs: [.modelQuestions]
    ) { shape in
      guard shape.callStacksMeasured else { return [] }
      return shape.handovers.compactMap { handover in
        if handover.role == middle, CallerEvidence.isAccessor(handover.frame) {
          let property = handover.frame.prefix { $0 != " " }.split(separator: ".").dropLast().joined(
            separator: ".")
          return "the \(source) wrote \(property) of the \(middle), with no method of the \(middle) called "
            + "(in \(handover.caller))"
        }
        return handover.toldBack.map {
          "the \(source) put \($0) into its binding itself (\(handover.caller) called \(handover.frame)), "
            + "and the binding told the \(source) straight back: no method of the \(middle) sent it"
        }
      }
    }
    rule.stateGate = middle
    return rule
  }

  /// Everything that reaches a `view` is sent by a part that plays `sender`, or by one that plays
  /// a role of `through` on its behalf (a store's state, drawn by the observation loop that
  /// watches it), read from the call stack where the view records it
  /// (``Trace/arrived(at:_:from:)``): "the presenter decides what the view shows". A view that
  /// sets its own label, from what a helper returns, is its own sender; a view that records
  /// nothing it receives gives nothing to measure, and fails.
  public static func decidesWhatIsShown(
    by sender: Role, through carriers: [Role] = [], to view: Role, name: String, why: String, hint: String,
    lesson: String, onList: (why: String, hint: String)? = nil
  ) -> ShapeRule {
    ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, onList: onList, needsCallStacks: true,
      route: (sender, view), needs: [.viewMessages]
    ) { shape in
      // Who sent what arrived is read from the call stack alone.
      guard shape.callStacksMeasured else { return [] }
      guard !shape.measuredArrivals.isEmpty else {
        return [
          Finding(
            "the \(view) recorded no message it received: record each where it arrives, "
              + "with `trace?.arrived(at: .view, …, from: …)`, so that who sent it can be measured")
        ]
      }
      return shape.measuredArrivals.filter { $0.sender != sender && !carriers.contains($0.sender) }.map {
        arrival in
        if arrival.sender == view {
          return Finding("\(arrival.text) was set by the \(view) itself, with no \(sender) on the call stack")
        }
        if arrival.sender.isAnotherView {
          return Finding(
            "\(arrival.text) reached the \(view) from \(arrival.sender), not from a \(sender)",
            why: Self.anotherViewWhy, hint: "let the \(sender) tell each view what it shows.")
        }
        return Finding("\(arrival.text) reached the \(view) from the \(arrival.sender), not from a \(sender)")
      }.sorted { $0.text < $1.text }
    }
  }

  /// Why one view may not tell another what to show.
  static let anotherViewWhy =
    "a view that tells another view what to show decides for it: the other view shows what its middle layer "
    + "never sent, and no test of the middle layer sees it."

  /// Every text a `view` shows is a text that reached it, verbatim: "the view formats
  /// nothing", measured at the seam. It reads the values the view noted where they arrived
  /// (``Trace/arrived(at:_:carrying:from:)``), whatever their type: a `Decimal`, a state, raw
  /// players. The label must be a text of the last value; each row's name and level, and an
  /// error, a text of some value that reached the list; and every text any view object holds
  /// that it did not hold when built (a caption, a gauge) a text of some value that reached a
  /// view. What the mediator handed the view's code is judged where it crossed: a value noted
  /// only after view code other than the noting object's own (a default method of the view's
  /// protocol) made it, read from the call stack, fails. A view that noted only a message's
  /// words (``Trace/arrived(at:_:from:)``) has its label compared with the last message; one
  /// that noted nothing to compare is not measured, and says so.
  public static func showsWhatArrives(
    _ view: Role, name: String, why: String, hint: String, lesson: String,
    onList: (why: String, hint: String)? = nil
  ) -> ShapeRule {
    ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, onList: onList,
      // Where the mediator's value crossed into the view's code is read from the call stack.
      needsCallStacks: true, needs: [.viewMessages],
      notMeasuredWhen: { shape in
        shape.formattingByTheView(view) == nil
          ? "not measured: the \(view) noted no value where it arrived, so what it shows cannot be "
            + "compared with what reached it; note each with `trace?.arrived(at: .view, …, carrying: value, from: …)`"
          : nil
      },
      violations: { shape in shape.formattingByTheView(view) ?? [] })
  }

  /// Every call the driver makes to the screen's own code returns: its loads, and its
  /// `settle()` where it has one, each waited for with a patience counted in work.
  public static let screenAlwaysAnswers: ShapeRule = {
    var rule = ShapeRule(
      name: "the screen always answers",
      why:
        "a load that never returns leaves the screen loading for ever, with nothing in flight, and whoever awaits "
        + "it (a pull to refresh, SwiftUI's `.task`, a test) waits for ever too; no later event can mend it.",
      hint:
        "let every wait end: when the request answers, fails or is replaced, finish every load still waiting for "
        + "it (a waiter that nothing ever finishes is the usual cause), and never cancel a request that another "
        + "load still waits for.",
      lesson: "docs/05-lifetimes-and-concurrency.md#who-owns-a-task"
    ) { shape in shape.stall.map { [$0] } ?? [] }
    rule.judgesStalls = true
    return rule
  }()

  /// Every object found from the screen has one role, so that no rule can miss it: no object
  /// without one, none that declarations give two, and no declaration that catches every object.
  public static let everyObjectHasARole = ShapeRule(
    name: "every object has a declared role",
    why:
      "an object with no role is one that no rule can check, and one with two could pass a rule as either.",
    hint:
      "declare each type's role once in the architecture's `roles:` (RoleDeclaration.objects(of:are:)), "
      + "with its own class or protocol, never `AnyObject`.",
    lesson: "docs/adding-an-architecture.md#4-the-registration"
  ) { shape in
    let catchAll = shape.catchAllDeclarations.map { "the declaration of \($0) catches every object" }
    let overlaps = shape.parts.filter { $0.overlappingRoles.count > 1 }.map { part in
      "\(part.typeName) is declared both \(part.overlappingRoles.map(\.name).joined(separator: " and "))"
    }
    let missing = shape.parts.indices.filter { shape.parts[$0].role == nil && !shape.parts[$0].isToolchain }
      .map {
        part in
        let edge = shape.edges.first { $0.held == part }
        let via = edge.map { ", reached by \($0.property)" } ?? ""
        // An object inside a store's state is no part to declare: the state should hold none.
        let inState =
          edge.map {
            shape.parts[$0.holder].role == .store
              && !Set($0.property.split(separator: ".")).isDisjoint(with: ["state", "_state"])
          }
          ?? false
        return "\(shape.parts[part].typeName)\(via) has no role"
          + (inState
            ? ": it is in a store's state, which must be a value (structs, enums, arrays of values) that only "
              + "the reducer's `inout` changes, not an object that whoever holds it can change" : "")
      }
    return catchAll + overlaps + missing
  }

  /// The screen shows what the Model (or service) it was given answers.
  public static let computesWithTheGivenModel = ShapeRule(
    name: "the screen computes with the Model it is given",
    why: "a Model made or copied inside the middle layer cannot be replaced by a fake in a test.",
    hint:
      "take the Model (or service) through the initializer and ask it, and have the registration pass on "
      + "the one its closure is given (`{ model, trace in … }`); keep no rule of your own.",
    lesson: "docs/exercises/README.md#step-1-extract-the-model", needs: [.modelAnswers]
  ) { shape in
    var findings: [Finding] = []
    if shape.shown.actual != shape.shown.expected {
      let text =
        "over a probe Model (which adds 1,000,000 to every sum, so that its answers stand out), the screen "
        + "showed \(shape.shown.actual) instead of \(shape.shown.expected)"
      // Another probe's answer: the screen asked a Model, and kept what another screen's answered.
      findings.append(
        shape.shownAnotherModelsAnswer
          ? Finding(
            text + ", the answer of another screen's Model", why: keptAnswersWhy, hint: keptAnswersHint)
          : Finding(text))
    }
    if let unasked = shape.unaskedInRealRun {
      findings.append(Finding(unasked, why: keptAnswersWhy, hint: keptAnswersHint))
    }
    return findings
  }

  /// Why a screen may not keep the Model's answers.
  static let keptAnswersWhy =
    "the Model decides every answer: a screen that shows an answer it kept (from an edit before, or from another "
    + "screen) shows what the Model would no longer say, and a test that changes the Model sees the old answer."

  /// What to do about a screen that keeps the Model's answers.
  static let keptAnswersHint =
    "ask the Model it is given for every edit, even one whose answer the screen has shown before: keep no cache "
    + "of answers, in the screen or anywhere screens share (a `static` one least of all)."

  /// The Model (or the service) keeps no view and tells none: measured by what its stored
  /// properties reach and, where call stacks are read, by who sent what reached the view.
  public static let modelKnowsNoView = ShapeRule(
    name: "the Model knows no view",
    why:
      "the Model is the domain: it answers questions and never decides who shows the answer, so every "
      + "screen, and every test, can use it as it is.",
    hint:
      "return the answer from the Model and let the middle layer tell the view; keep no view, and no "
      + "closure that reaches one, in the Model.",
    lesson: "docs/exercises/README.md#step-1-extract-the-model",
    // Whether the Model told the view (through a closure it holds) is read from the call stack.
    needsCallStacks: true, needs: [.viewMessages]
  ) { shape in
    let models = shape.parts(playing: .model) + shape.parts(playing: .service)
    let kept = models.flatMap { model in
      shape.reachable(from: model).filter { shape.parts[$0.key].role == .view }.sorted { $0.key < $1.key }.map
      {
        "\(shape.parts[model].typeName) keeps the view \(shape.parts[$0.key].typeName) "
          + "(\($0.value.joined(separator: " → ")))"
      }
    }
    let told = shape.arrivals.filter { [.model, .service].contains($0.sender) }.map {
      "the \($0.sender) told the view \($0.text)"
    }
    return kept + Array(Set(told)).sorted()
  }

  /// Two screens live at once, used in turns, each show their own result.
  public static let noStateOutsideTheScreen = ShapeRule(
    name: "no state outside the screen",
    why:
      "what one screen computes, or what it was told, must stay in it: something outside the screens carries it to "
      + "the next, so two screens, or a test and the test after it, are never apart.",
    hint:
      "find what the screens share and keep it in instances that each screen builds and owns: a `static var`, a "
      + "global, a singleton, a cache, or a notification observed from any object (`object: nil`) rather than the "
      + "screen's own; what screens must share comes in through an initializer.",
    lesson: "docs/comparison.md#who-holds-whom-measured", needs: [.modelAnswers]
  ) { shape in
    shape.sharedState.map { [$0] } ?? []
  }

  /// Once the screen is let go, every object found from it is freed.
  public static let nothingOutlivesItsScreen = ShapeRule(
    name: "nothing outlives its screen",
    why:
      "a cycle of strong references keeps a closed screen in memory, and its callbacks keep running; "
      + "a task it started and never cancelled keeps working for nobody.",
    hint:
      "make the reference back weak: the delegate, the presenter's view, `[weak self]` in a closure; "
      + "keep every task you start and cancel it in `deinit`.",
    lesson: "docs/comparison.md#who-holds-whom-measured", needs: [.leaks]
  ) { shape in
    shape.survivors.map { "\(shape.parts[$0].label) is still alive once the screen is gone" }
      + (shape.lingeringWork.map { [$0] } ?? [])
  }

  /// Whatever the view is told, it is told on the main actor: measured where the view notes each
  /// message it receives, and where other views bound to its output are handed theirs
  /// (``MainActorEvidence``). The work may run anywhere; the result comes back before it is shown.
  public static let viewIsToldOnTheMainActor = ShapeRule(
    name: "the view is told only on the main actor",
    why:
      "UIKit and AppKit draw only on the main thread, and SwiftUI reads a view's state there: a result handed "
      + "to the view from a detached task, an actor or a background queue races the drawing, and may never be drawn.",
    hint:
      "do the slow work wherever it belongs (a task, an actor, a queue), then hop back before telling the view: "
      + "`await MainActor.run { … }`, or await the work from a `@MainActor` middle layer and publish there.",
    lesson: "docs/05-lifetimes-and-concurrency.md#results-reach-the-view-on-the-main-actor",
    needs: [.mainActor],
    notMeasuredWhen: { shape in shape.mainActorAbsence.map { "not measured: \($0)" } },
    violations: { shape in shape.toldOffTheMainActor })

  /// Every result that reaches the view in a traced run comes from its binding.
  public static let resultsArriveThroughBinding = ShapeRule(
    name: "every result reaches the view through a binding",
    why: "a view model that calls its view is a presenter: it knows the view and serves only one.",
    hint: "publish the result in an output (a `BoundValue`) and let the view bind to it.",
    lesson: "docs/03-mvvm.md#a-calculator-edit",
    // Who sent what arrived outside the trace's own binding is read from the call stack.
    needsCallStacks: true, needs: [.viewMessages]
  ) { shape in
    shape.arrivals.filter { $0.sender != .binding }.map { arrival -> Finding in
      let text = "\(arrival.sender) -> View: \(arrival.text) arrived outside a binding"
      if arrival.sender == .view {
        return Finding(
          text + " (the view set it itself: it read its value instead of being told)",
          why:
            "a view that reads what its view model holds, after its own events, misses every change it did not "
            + "cause: an answer that comes later, another view's edit.",
          hint: "bind the view to the output (`bind { … }`) and show each value as the binding hands it over."
        )
      }
      if arrival.sender.isAnotherView {
        return Finding(
          text + " (one view told another)", why: anotherViewWhy,
          hint: "bind each view to the output it shows.")
      }
      return Finding(text)
    }
  }

  /// A view that binds late gets the current value at once.
  public static let currentValueOnBind = ShapeRule(
    name: "the binding gives the current value on bind",
    why: "a view bound after a change would show nothing until the next one.",
    hint: "in `bind`, call the new observer with the current value before returning.",
    lesson: "docs/03-mvvm.md#the-seam-in-code", needs: [.binding]
  ) { shape in
    guard let binding = shape.binding else { return [noProbe(shape)] }
    return binding.currentValueProblem.map { [$0] } ?? []
  }

  /// Several views bound at once all get every value.
  public static let servesSeveralObservers = ShapeRule(
    name: "the binding serves several observers",
    why: "one view model serves several views; a binding with one listener silently cuts off the first.",
    hint: "keep every observer (a list, in bind order) until its token is cancelled.",
    lesson: "docs/03-mvvm.md#why-a-view-model",
    // Whether the other views are served by the binding the view itself uses.
    needsCallStacks: true, needs: [.binding]
  ) { shape in
    guard let binding = shape.binding else { return [noProbe(shape)] }
    return binding.severalObserversProblem.map { [$0] } ?? []
  }

  /// A view that lets its token go hears no more: the binding drops the observer when its token
  /// is released, as when it is cancelled.
  public static let releasedTokenEndsObservation = ShapeRule(
    name: "a released token ends its observation",
    why:
      "a view that goes away releases its token; a binding that still calls the view's observer keeps it, and "
      + "whatever it captured, working for nobody, change after change.",
    hint:
      "end the observation when its token is released, not only when it is cancelled: cancel in the token's "
      + "`deinit`, as `BindingToken` does.",
    lesson: "docs/03-mvvm.md#the-seam-in-code", needs: [.binding]
  ) { shape in
    guard let binding = shape.binding else { return [noProbe(shape)] }
    return binding.releasedTokenProblem.map { [$0] } ?? []
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

  /// The stored properties by which `holder` reaches `held` directly and keeps it: all but those
  /// declared `weak` or `unowned`.
  func strongProperties(from holder: Int, to held: Int) -> [String] {
    edges.filter { $0.holder == holder && $0.held == held && $0.declaration?.ownership ?? .strong == .strong }
      .map(\.property)
  }

  /// What keeps `kept` alive from the part `holder` where no stored property of it does: a closure
  /// it stores, whose captures cannot be reflected, named; or, with none, something out of
  /// reflection's sight.
  func keptUnseen(_ keptPart: Int, by holder: Int) -> Finding {
    let kept = parts[keptPart].label
    let closures = references.filter { $0.holder == holder && $0.strength == .notMeasurable }.map(\.property)
    let weak = properties(from: holder, to: keptPart)
    let besides = weak.isEmpty ? "" : " (\(weak.joined(separator: ", ")) is weak, and keeps nothing)"
    guard closures.isEmpty else {
      return Finding(
        "\(closures.joined(separator: ", ")), a closure \(parts[holder].label) stores, keeps \(kept) alive: "
          + "what it captures cannot be reflected\(besides)",
        hint:
          "let that closure capture what it calls weakly (`{ [weak view] in view?.show($0) }`), or store none that "
          + "reaches it: a method reference (`view.show`) captures its object strongly.")
    }
    return Finding(
      "\(parts[holder].label) keeps \(kept) alive through something reflection cannot see: no stored property "
        + "of it does, but a task it started or a closure held elsewhere (a timer's, a task's) may\(besides)",
      hint:
        "find the task or closure that holds it (a `Task { self… }`, a timer's handler) and let it capture what "
        + "it calls weakly, or end it when the screen goes.")
  }
}

extension ScreenShape {
  /// What the view shows that did not reach it as that text: `nil` when nothing it noted
  /// where messages arrive can tell.
  func formattingByTheView(_ view: Role) -> [String]? {
    guard let last = deliveries.last else {
      guard screen == .calculator, let message = measuredArrivals.last, let text = shownTexts.first else {
        return nil
      }
      let shown = Trace.literal(text)
      return message.text.contains(shown)
        ? handedOnByViewCode
        : [
          "the \(view) shows \(shown), but what crossed the seam was \(message.text): the \(view) made that text"
        ] + handedOnByViewCode
    }
    let shown = shownFormatting(view, last: last)
    return shown.map(\.text) + heldFormatting(view, besides: Set(shown.map(\.made))) + handedOnByViewCode
  }

  /// What the screen shows (its label; its rows) that did not reach it as that text: each
  /// message, and the text it is about.
  private func shownFormatting(_ view: Role, last: Trace.Delivery) -> [(text: String, made: String)] {
    switch screen {
    case .calculator:
      // The label is judged by a value that answered the last event: on a screen of several
      // views, each is told its own, and the last one told may be another view's.
      let answers = self.answers.isEmpty ? [last] : self.answers
      return shownTexts.filter { text in !answers.contains { $0.texts.contains(text) } }.map {
        (
          "the \(view) shows \(Trace.literal($0)), but what reached it was "
            + "\(answers.map(\.summary).joined(separator: " or ")): the \(view) made that text", $0
        )
      }
    case .scoreList:
      let delivered = Set(deliveries.flatMap(\.texts))
      guard let made = shownTexts.first(where: { !delivered.contains($0) }) else { return [] }
      return [
        (
          "the \(view) shows \(Trace.literal(made)), but no text that reached it says so (the last was "
            + "\(last.summary)): the \(view) made that text, from what it was handed", made
        )
      ]
    }
  }

  /// Every text a view object holds, whichever view it is (a caption, a gauge beside the label),
  /// that no value which reached a view carried, but those already named (`named`).
  private func heldFormatting(_ view: Role, besides named: Set<String>) -> [String] {
    let delivered = Set(deliveries.flatMap(\.texts))
    return viewTexts.filter { !delivered.contains($0.text) && !named.contains($0.text) }.map {
      "\($0.label) holds \(Trace.literal($0.text)) in \($0.property), but no value that reached a \(view) "
        + "carried that text: the \(view) made it"
    }
  }
}
