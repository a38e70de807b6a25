import KataEvidence
import KataTracing

extension ShapeRule {
  /// The state of a `store` is computed by a reducer it runs, never by the store's own methods
  /// nor written by its view: "only the reducer changes the state". Read two ways.
  ///
  /// From the call stacks of the questions to the Model and the service: the code that asked
  /// (the Model's sum, or the effect's work that loads) must not be a method of the object the
  /// `view` holds as its store, nor a closure written in one. A store whose `send` switches over
  /// the actions and computes the state itself, or whose `refresh()` starts the load, is that
  /// code.
  ///
  /// From the reducer the kit checks where the screen is composed (``StepChecked``), step by
  /// step (``ScreenShape/steps``): each action must be reduced from the state the one before it
  /// left, and the store must hold that state between the events. A write that asks nothing (a
  /// `send` that sets `state.isLoading = true` itself, then runs the reducer; a view that writes
  /// a settable state; an effect's task that writes it) is a state no action made. A reducer
  /// that makes two states of one state and action is no function of its input; a state that
  /// is, or holds, an object can be changed by whoever holds it; and a screen whose events
  /// reached no action of the checked reducer runs another. A screen with no checked reducer
  /// leaves those writes unread: the rule is not measured.
  public static func changesStateOnlyInItsReducer(
    _ store: Role, heldBy view: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    var rule = ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, needsCallStacks: true,
      notMeasuredWhen: { shape in
        guard shape.callStacksMeasured else { return nil }
        if shape.storeTypes(store, heldBy: view).isEmpty {
          return "not measured: no \(view) holds an object that plays \(store), whose methods could be told "
            + "from its reducer's"
        }
        if shape.questionStacks.isEmpty {
          return
            "not measured: no question to the Model or service was seen, so who computed the state cannot be read"
        }
        return shape.uncheckedSteps(of: store, heldBy: view)
      },
      violations: { shape in
        let stepped = shape.steps.filter { $0.role == store }.compactMap { steps -> String? in
          steps.finding.map { "\(steps.storeType)'s reducer, checked at each step: \($0.seen): \($0.cause)" }
        }
        guard shape.callStacksMeasured else { return Array(Set(stepped)).sorted() }
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
        return Array(Set(own + stepped)).sorted()
      })
    rule.needs = [.modelQuestions, .reducerSteps]
    return rule
  }
}

extension ScreenShape {
  /// Why the steps of the `store`s a `view` holds were not all checked: no reducer is checked,
  /// one's state could not be found in its store, or a `store` whose code asked the Model or the
  /// service reaches no checked reducer of its own (an honest child store vouches for nothing
  /// its parent writes; a scope with no state of its own is its parent's). `nil` when every
  /// one was.
  func uncheckedSteps(of store: Role, heldBy view: Role) -> String? {
    let readings = steps.filter { $0.role == store }
    guard !readings.isEmpty else {
      return
        "not measured: no \(store) runs a reducer the kit checks, so a write of its state that asks nothing "
        + "(a method that sets a field itself, or a view that writes it) cannot be seen; where the screen is "
        + "composed, hand the \(store) its reducer wrapped, `StepChecked(reducer)`, as TCA's `_printChanges()` "
        + "wraps one (docs/adding-an-architecture.md#a-store-of-your-own)"
    }
    if let reading = readings.first(where: { $0.unmeasured != nil }), let why = reading.unmeasured {
      return "not measured: \(why)"
    }
    let checked = Set(readings.map { String($0.storeType.prefix { $0 != "<" }) })
    let asking = Set(
      questionStacks.flatMap { stack in
        stack.frames.filter { $0.role == store }.flatMap { CallerEvidence.types(inFrame: $0.method) }
      })
    let views = Set(parts(playing: view))
    let held = edges.filter { views.contains($0.holder) }.map(\.held)
    let unchecked = held.filter { index in
      parts[index].role == store && !asking.isDisjoint(with: parts[index].ancestry)
        && !reachesCheckedStore(from: index, of: store, checked: checked)
    }
    guard let type = unchecked.compactMap({ parts[$0].ancestry.first }).sorted().first else { return nil }
    return
      "not measured: \(type), a \(store) the \(view) holds and whose code asked the \(screen.asked), runs no "
      + "reducer the kit checks and keeps a state of its own, so a write of that state that asks nothing cannot be "
      + "seen; hand it its reducer wrapped, `StepChecked(reducer)`, too"
  }

  /// Whether the part at `index` runs a checked reducer, or is a scope of one: a `store` that
  /// keeps no value of its own (only other parts and closures) and holds a `store` that does.
  private func reachesCheckedStore(from index: Int, of store: Role, checked: Set<String>) -> Bool {
    var seen: Set<Int> = []
    var queue = [index]
    while let next = queue.popLast(), seen.insert(next).inserted {
      if !checked.isDisjoint(with: parts[next].ancestry) { return true }
      guard parts[next].keepsNoValues else { continue }
      queue += edges.filter { $0.holder == next && parts[$0.held].role == store }.map(\.held)
    }
    return false
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

extension ShapeRule {
  /// What an effect a `store` runs comes back with reaches the state only as an action, sent
  /// through the same entry the `view` sends its own actions by: "effects reach the state only
  /// as actions". Read from the call stacks where the view was told, on a screen used after it
  /// was built. A message that reached the view while one of its events was handled (the view's
  /// code on the stack, outside the store's) teaches the store's action entries: the outermost
  /// frame of the store below the view's (`Store.send(_:)`). A message that reached it later, in
  /// a task whose work asked the Model or the service outside any event (an effect's answer),
  /// must have one of those entries on its stack: one that has the store's code but none of
  /// them was written into the state, or into the view, behind the reducer's back. A screen whose
  /// view was told only while its events were handled (a calculator that runs no effect) keeps
  /// it: all it was told came in as actions.
  public static func answersOnlyAsActions(
    of store: Role, to view: Role, name: String, why: String, hint: String, lesson: String
  ) -> ShapeRule {
    var rule = ShapeRule(
      name: name, why: why, hint: hint, lesson: lesson, needsCallStacks: true,
      notMeasuredWhen: { shape in
        guard shape.callStacksMeasured else { return nil }
        let flow = shape.effectFlow(of: store, to: view)
        if flow.entries.isEmpty {
          // A view told only on later turns (an observation loop that draws the store's state) is
          // judged by the checked reducers' count of actions alone, where there is one.
          return shape.countsActions
            ? nil
            : "not measured: nothing reached the \(view) while one of its events was handled, so the "
              + "\(store)'s way in for actions cannot be learned"
        }
        // Every message came while an event was handled, through the way in it was sent by: the
        // state reached the view by actions alone. Messages later, none of them an effect's answer
        // (a redraw on a later turn), tell nothing of effects.
        return flow.answers.isEmpty && flow.laterCount > 0
          ? "not measured: the \(view) was told after its events were handled, but by no effect's answer "
            + "(work that asked the \(shape.screen.asked) outside the \(view)'s events)"
          : nil
      },
      violations: { shape in
        guard shape.callStacksMeasured else { return [] }
        let flow = shape.effectFlow(of: store, to: view)
        guard !flow.entries.isEmpty else {
          let found = zip(shape.arrivalStacks, shape.cameAsActions(of: store)).compactMap { arrival, came in
            came
              ? nil
              : "\(arrival.text) reached the \(view) with no action reduced since it was told before: the state "
                + "changed, or the \(view) was told, without an action"
          }
          return shape.countsActions ? Array(Set(found)).sorted() : []
        }
        let entries = flow.entries.sorted().joined(separator: " or ")
        let found = zip(flow.answers, flow.answeredAsActions).compactMap { answer, cameAsAction -> String? in
          let frames = answer.stack.frames.filter { $0.role == store }.map(\.method)
          // An answer that came in another way than the view's is still an action if the checked
          // reducer reduced one more: a view that calls `editInput(_:)`, which sends, and an
          // effect that sends by `send(_:)`.
          guard !frames.contains(where: flow.entries.contains), !cameAsAction else { return nil }
          let teller = frames.first { !flow.eventFrames.contains($0) } ?? frames.last ?? "?"
          return "\(answer.text) reached the \(view) from \(teller), an effect's answer with no \(entries) "
            + "on the call stack: it reached the state, or the \(view), without an action"
        }
        return Array(Set(found)).sorted()
      })
    rule.needs = [.modelQuestions, .effectArrivals]
    return rule
  }
}

extension ScreenShape {
  /// Whether the messages into the view carry a count of the actions the checked reducers had
  /// reduced by then.
  var countsActions: Bool { arrivalStacks.contains { $0.actionsReduced != nil } }

  /// How the view of this screen was told, read for `store`: the store's ways in for actions
  /// learned from what reached the view while its events were handled, every frame of the store
  /// on those paths, and the messages that answered an effect, each with whether the checked
  /// reducers show it came in as an action (``cameAsActions(of:)``).
  struct EffectFlow {
    var entries: Set<String> = []
    var eventFrames: Set<String> = []
    var answers: [ArrivalStack] = []
    /// For each of ``answers``, whether one more action was reduced before it arrived.
    var answeredAsActions: [Bool] = []
    /// How many messages reached the view with the store's code on the stack, outside its events.
    var laterCount = 0
  }

  func effectFlow(of store: Role, to view: Role) -> EffectFlow {
    var flow = EffectFlow()
    // The store's code in tasks that asked the Model or the service with no view on the stack:
    // the work of effects.
    let effectFrames = Set(
      questionStacks.filter { !$0.frames.contains { $0.role == view } }.flatMap { stack in
        stack.frames.filter { $0.role == store }.map(\.method)
      })
    let cameAsActions = cameAsActions(of: store)
    for (index, arrival) in arrivalStacks.enumerated() {
      let frames = arrival.stack.frames
      guard let inner = frames.firstIndex(where: { $0.role == store }) else { continue }
      if let outerView = frames[inner...].firstIndex(where: { $0.role == view }) {
        let path = frames[inner..<outerView].filter { $0.role == store }.map(\.method)
        flow.eventFrames.formUnion(path)
        if let entry = path.last { flow.entries.insert(entry) }
      } else {
        flow.laterCount += 1
        guard frames.contains(where: { $0.role == store && effectFrames.contains($0.method) }) else {
          continue
        }
        flow.answers.append(arrival)
        flow.answeredAsActions.append(cameAsActions[index])
      }
    }
    return flow
  }

  /// For each message that reached the view, whether the checked reducers show it came in as an
  /// action: one more action was reduced since the view was told before, or it is one more view
  /// told in the same delivery (the same frames of the `store`) as one that was. Where no
  /// reducer is checked, the stacks alone judge.
  func cameAsActions(of store: Role) -> [Bool] {
    var came: [Bool] = []
    for (index, arrival) in arrivalStacks.enumerated() {
      guard let reduced = arrival.actionsReduced else {
        came.append(false)
        continue
      }
      let storeFrames = { (arrival: ArrivalStack) in
        arrival.stack.frames.filter { $0.role == store }.map(\.method)
      }
      let sameDelivery =
        index > 0 && came[index - 1] && reduced.now == reduced.before
        && storeFrames(arrivalStacks[index - 1]) == storeFrames(arrival)
      came.append(reduced.now > reduced.before || sameDelivery)
    }
    return came
  }
}
