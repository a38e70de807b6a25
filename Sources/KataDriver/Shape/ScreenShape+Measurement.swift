import CalculatorModel
import KataEvidence
import KataShape
import KataTracing
import Synchronization

extension ScreenShape {
  /// Measures `screen` of `architecture` for `rules` (the rules of the pattern it claims,
  /// unless told): builds it over the probes, uses it, walks it, and then, on a fresh screen for
  /// each part, holds that part alone and sees what stays alive. Of the other observations, it
  /// gathers only those the rules ask for (``ShapeObservation/needed(by:)``).
  ///
  /// A part is only ever reflected while the whole screen is alive; once parts are let go,
  /// they are watched through weak references only.
  ///
  /// Every call to the screen's own code is waited for with the driver's patience
  /// (``Patience``): a screen whose load never returns is measured no further, and its shape
  /// says what never returned (``ScreenShape/stall``).
  @MainActor
  public static func measure(
    _ screen: ScreenKind, of architecture: Architecture, for rules: [ShapeRule]? = nil
  ) async -> ScreenShape {
    let gathering = ShapeObservation.needed(by: rules ?? architecture.pattern.rules)
    return await MainActorWatchdog.guarding("the \(screen) of \(architecture.name)") {
      await Patience.driving {
        var measurement = await Measurement(screen, of: architecture, gathering: gathering)
        return await measurement.measure()
      }.0
    }
  }
}

/// One shape being measured, step by step: the screen built and walked first, then each
/// observation its rules ask for, in the order that keeps state a wrong screen keeps outside
/// itself from reaching the observations made before it.
@MainActor
private struct Measurement {
  let screen: ScreenKind
  let architecture: Architecture
  let gathering: Set<ShapeObservation>
  /// The screen built over the probes and used, with the call stacks of its questions.
  let root: AnyObject
  let questions: [Question]
  let shown: String
  let graph: ObjectGraph
  let parts: [ScreenShape.Part]
  let valueParts: [(holder: Int, role: Role, property: String)]
  /// What the traced screen's view was told, where a rule needs it.
  var traced: Traced?

  /// The screen built, used once and walked in every state it shows.
  init(_ screen: ScreenKind, of architecture: Architecture, gathering: Set<ShapeObservation>) async {
    self.screen = screen
    self.architecture = architecture
    self.gathering = gathering
    let (root, stacks) = await screen.buildRecordingCallers(architecture)
    self.root = root
    shown = screen.shown(by: root)
    var graph = ObjectGraph(root: root)
    // What a screen holds may depend on what it shows: walk it again in every other state.
    await screen.visitOtherStates(of: root) { graph.walkAgain(from: root) }
    self.graph = graph
    parts = graph.nodes.indices.map { index in
      let declared = architecture.declaredRoles(of: graph.nodes[index].object)
      return ScreenShape.Part(
        role: architecture.role(of: graph.nodes[index].object, isScreen: index == 0),
        typeName: graph.nodes[index].typeName, overlappingRoles: declared.count > 1 ? declared : [],
        isToolchain: ObjectGraph.isToolchain(graph.nodes[index].object),
        ancestry: ObjectGraph.ancestry(of: graph.nodes[index].object),
        keepsNoValues: ObjectGraph.keepsNoValues(graph.nodes[index].object))
    }
    valueParts = graph.structs.compactMap { value in
      architecture.roles.first { $0.typeName == value.typeName }.map {
        (value.holder, $0.role, value.property)
      }
    }
    questions = stacks()
  }

  /// Every observation asked for, in turn, and the shape they make.
  mutating func measure() async -> ScreenShape {
    let modelAnswers = gathering.contains(.modelAnswers) ? await observeModelAnswers() : nil
    let wantsBinding = gathering.contains(.binding) || gathering.contains(.mainActor)
    var binding =
      wantsBinding && root is any BindingProbe ? await screen.observeBinding(of: architecture) : nil
    // A fresh screen for each part, holding that part alone, and one holding nothing, built
    // last: state kept outside the screens (a `static var` of the last one built) then pins
    // that one's parts, which must all go.
    var keepsAlive = await screen.alive(
      keeping: parts.indices.map(Optional.some) + [nil], of: architecture, like: graph)
    let survivors = keepsAlive.removeLast().filter { !parts[$0].isToolchain }
    let leaks =
      gathering.contains(.leaks)
      ? ScreenShape.Leaks(
        survivors: survivors.sorted(), lingeringWork: await screen.workOutlivingTheScreen(of: architecture))
      : nil
    let needsTrace = !gathering.isDisjoint(with: [.viewMessages, .modelQuestions, .binding, .mainActor])
    if needsTrace { traced = await observeTracedScreen() }
    if let traced, let observed = binding, observed.severalObserversProblem == nil {
      binding?.severalObserversProblem = ScreenShape.decoyProblem(
        view: traced.viewArrivals.map(\.stack), observers: observed.observerStacks, architecture, parts)
    }
    let modelQuestions = gathering.contains(.modelQuestions) ? observeModelQuestions() : nil
    let mainActor = gathering.contains(.mainActor) ? traced.map { delivery(in: $0, binding: binding) } : nil
    let effectArrivals = gathering.contains(.effectArrivals) ? await observeEffectArrivals() : nil
    let steps = gathering.contains(.reducerSteps) ? await screen.observeSteps(of: architecture) : nil
    // What the traced screen shows is read last, as it stands once every other screen was used.
    let viewMessages = gathering.contains(.viewMessages) ? traced.map(messages(in:)) : nil
    return ScreenShape(
      architecture: architecture.name, screen: screen, holding: holding(keepsAlive: keepsAlive), leaks: leaks,
      modelAnswers: modelAnswers, viewMessages: viewMessages, modelQuestions: modelQuestions,
      bindingProbe: gathering.contains(.binding) ? ScreenShape.BindingProbeUse(binding) : nil,
      mainActor: mainActor, effectArrivals: effectArrivals, reducerSteps: steps,
      limits: ScreenShape.Limits(
        stall: Patience.log?.stall, callStacksAbsence: CallerEvidence.absence?.description))
  }

  /// The role of the code of a call stack's frame, by the measured parts.
  func roleOfFrame(_ frame: String) -> Role? { architecture.role(ofFrame: frame, in: parts) }

  /// Who holds whom, each reference with the strength that holding its holder alone showed.
  func holding(keepsAlive: [Set<Int>]) -> ScreenShape.Holding {
    var references: [ScreenShape.Reference] = []
    for holder in parts.indices {
      for edge in graph.edges where edge.holder == holder {
        let strength: ScreenShape.Strength = keepsAlive[holder].contains(edge.held) ? .strong : .weak
        references.append(
          ScreenShape.Reference(holder: holder, held: edge.held, strength: strength, property: edge.property))
      }
      for closure in graph.closures where closure.holder == holder {
        references.append(
          ScreenShape.Reference(
            holder: holder, held: nil, strength: .notMeasurable, property: closure.property))
      }
    }
    return ScreenShape.Holding(
      parts: parts, references: references, edges: graph.edges, keepsAlive: keepsAlive,
      valueParts: valueParts,
      catchAllDeclarations: architecture.catchAllDeclarations.map { "\($0.typeName) as \($0.role)" })
  }

  /// What the screen showed over the probe, over a Model that answers as a real one does, and
  /// beside another screen used in turns.
  func observeModelAnswers() async -> ScreenShape.ModelAnswers {
    let unaskedInRealRun = await screen.observeRealRun(of: architecture)
    let sharedState = await screen.observeTwoScreens(
      of: architecture, computesWithItsModel: shown == screen.expectedShown)
    return ScreenShape.ModelAnswers(
      shown: (shown, screen.expectedShown),
      // The shape's own probe is the first; any other's answer was kept from another screen.
      shownAnotherModelsAnswer: ProbeUse.probes(in: shown).contains { $0 != 1 },
      unaskedInRealRun: unaskedInRealRun, sharedState: sharedState)
  }

  /// A screen built and used with a trace that measures senders, and what its view was told.
  func observeTracedScreen() async -> Traced {
    let textsElsewhere = await screen.heldTextsOverAnotherProbe(architecture)
    let trace = Trace(measuringSenders: true) { ScreenWork.isPlayingEvent }
    let tracedScreen = await screen.build(architecture, trace: trace)
    let viewArrivals = trace.measuredArrivals().filter { $0.receiver == .view }
    let measuredArrivals = viewArrivals.map {
      Trace.Message($0.sender(in: architecture, parts: parts), to: .view, $0.text)
    }
    // What crossed from the mediator into view code that is not the noting object's own.
    let handedOnByViewCode = viewArrivals.compactMap { arrival -> String? in
      arrival.handedOnByViewCode(in: architecture, parts: parts).map {
        "the \(architecture.mediator) called \($0.handedTo), view code that is no method of the object that "
          + "noted \(arrival.text) (\($0.noted)): what crossed into the view's code was not what the view noted, "
          + "and that code made it"
      }
    }
    // Without call stacks, an arrival outside a bracketed binding has no sender to read: it is
    // left out, and the rules that read senders say they were not measured.
    let sendersKnown = zip(viewArrivals, measuredArrivals).filter {
      CallerEvidence.isAvailable || $0.0.inBinding
    }
    return Traced(
      trace: trace, screen: tracedScreen, textsElsewhere: textsElsewhere, viewArrivals: viewArrivals,
      measuredArrivals: measuredArrivals, handedOnByViewCode: Array(Set(handedOnByViewCode)).sorted(),
      arrivals: trace.takeMessages().filter { $0.receiver == .view && $0.sender != .user }
        + sendersKnown.map(\.1),
      toldTheView: trace.measuredToldTheView())
  }

  /// The messages and values that reached the traced screen's view.
  func messages(in traced: Traced) -> ScreenShape.ViewMessages {
    let trace = traced.trace
    return ScreenShape.ViewMessages(
      arrivals: traced.arrivals, measuredArrivals: traced.measuredArrivals,
      deliveries: trace.measuredDeliveries().filter { $0.receiver == .view },
      answers: trace.deliveriesAnsweringLastEvent().filter { $0.receiver == .view },
      shownTexts: screen.shownTexts(by: traced.screen),
      viewTexts: screen.viewTexts(of: traced.screen, in: architecture, besides: traced.textsElsewhere),
      handedOnByViewCode: traced.handedOnByViewCode)
  }

  /// Who asked the Model (or the service), and where the view's code handed over to another
  /// role's while the driver played an event: on the way to the Model, and on the way back to
  /// the view.
  func observeModelQuestions() -> ScreenShape.ModelQuestions {
    // Closures kept in a view model that is a value are its code (see ``ModelCall``).
    let closureOwner = valueParts.first { $0.1 == architecture.mediator }?.1
    let questionStacks = questions.map(\.stack)
    let roleOfFrame = { architecture.role(ofFrame: $0, in: parts) }
    var handovers: [ScreenShape.Handover] = []
    let handed =
      questions.filter(\.duringEvent).compactMap {
        ScreenShape.Handover(stack: $0.stack, roles: $0.stack.map(roleOfFrame))
      }
      + (traced?.viewArrivals ?? []).filter(\.duringEvent).compactMap {
        ScreenShape.Handover(stack: $0.stack, roles: $0.stack.map(roleOfFrame), message: $0.text)
      }
    for handover in handed where !handovers.contains(handover) { handovers.append(handover) }
    return ScreenShape.ModelQuestions(
      modelCalls: questionStacks.compactMap {
        ScreenShape.ModelCall(stack: $0, roleOfFrame: roleOfFrame, closureOwner: closureOwner)
      },
      questionStacks: questionStacks.map { FlowStack($0, roleOfFrame: roleOfFrame) }, handovers: handovers)
  }

  /// Where the view was told what it shows: where it noted each message, and where the other
  /// views bound to its output were handed theirs. The main actor's own code must see itself on
  /// it, or nothing here tells.
  func delivery(in traced: Traced, binding: ScreenShape.BindingObservation?) -> ScreenShape.MainActorDelivery
  {
    let toldTheView = traced.toldTheView
    let offMainArrivals = toldTheView.filter { !$0.onMainActor }.map {
      "\($0.text) reached the view off the main actor"
    }
    let absence: String? =
      !MainActorEvidence.isAvailable
      ? "the main actor does not run its jobs on the main dispatch queue here (an executor of its own?)"
      : toldTheView.isEmpty && (binding?.told ?? 0) == 0
        ? "the view noted no message where it arrived, and no other view could bind to what it shows; "
          + "note each where it arrives, with `trace?.arrived(at: .view, …)`"
        : nil
    return ScreenShape.MainActorDelivery(
      toldOffTheMainActor: Array(Set(offMainArrivals + (binding?.toldOffTheMainActor ?? []))).sorted(),
      absence: absence)
  }

  /// Where each message reached the view of a screen used after it was built: what "effects
  /// reach the state only as actions" reads. Empty where call stacks are not read.
  func observeEffectArrivals() async -> [ScreenShape.ArrivalStack] {
    guard CallerEvidence.isAvailable else { return [] }
    return await screen.observeArrivalsAfterBuilding(of: architecture) {
      architecture.role(ofFrame: $0, in: parts)
    }
  }

  /// A traced screen, built and used, and the messages its view noted where they arrived.
  struct Traced {
    let trace: Trace
    let screen: AnyObject
    /// The texts view objects hold over another probe: what the view holds of its own.
    let textsElsewhere: [String: Set<String>]
    let viewArrivals: [Trace.Arrival]
    /// Each of ``viewArrivals`` with the sender read from its call stack.
    let measuredArrivals: [Trace.Message]
    /// What the mediator handed to view code other than the noting object's, described.
    let handedOnByViewCode: [String]
    /// The messages into the view, but the user's, as ``ScreenShape/ViewMessages/arrivals``.
    let arrivals: [Trace.Message]
    /// Where the view noted each message it was told.
    let toldTheView: [Trace.Told]
  }
}

extension ScreenShape {
  /// What is wrong when the extra views bound through ``BindingProbe`` are called by another
  /// binding than the one that calls the view (a decoy that serves several observers, beside
  /// the view's own that serves one), read from the call stacks: `nil` when they share one, or
  /// when either reached no binding's code.
  static func decoyProblem(
    view: [[String]], observers: [[String]], _ architecture: Architecture, _ parts: [Part]
  ) -> String? {
    func bindings(_ stacks: [[String]]) -> Set<String> {
      Set(
        stacks.compactMap { stack in
          stack.first { architecture.role(ofFrame: $0, in: parts) == .binding }
            .flatMap { CallerEvidence.types(inFrame: $0).last }
        })
    }
    let (viewBindings, observerBindings) = (bindings(view), bindings(observers))
    guard !viewBindings.isEmpty, !observerBindings.isEmpty, viewBindings.isDisjoint(with: observerBindings)
    else { return nil }
    return "the view's results arrive through \(viewBindings.sorted().joined(separator: ", ")), "
      + "but views bound through BindingProbe get theirs from \(observerBindings.sorted().joined(separator: ", ")): "
      + "bindAnotherView binds another output than the one the view shows"
  }
}

extension ScreenKind {
  /// A fresh screen of this kind from `architecture`, built over the probes and used once:
  /// the calculator gets a token and an input, the score list loads.
  @MainActor
  func build(_ architecture: Architecture, trace: Trace? = nil) async -> AnyObject {
    await build(architecture, trace: trace, recordsCallers: false).screen
  }

  /// `count` fresh screens of this kind from `architecture`, each built and used as
  /// ``build(_:trace:)`` builds and uses one, in turn, and then settled together (see
  /// ``Settling``): the turns of the main actor they wait are shared.
  @MainActor
  func build(_ architecture: Architecture, count: Int) async -> [AnyObject] {
    var screens: [AnyObject] = []
    for _ in 0..<count {
      screens.append(await freshlyUsed(architecture, trace: nil, recordsCallers: false).screen)
    }
    await settle(screens)
    return screens
  }

  /// A screen as ``build(_:trace:)`` makes it, with the call stacks of every question it put
  /// to the Model (or the service) while it was built and used, innermost caller first.
  @MainActor
  func buildRecordingCallers(_ architecture: Architecture) async -> (
    screen: AnyObject, stacks: () -> [Question]
  ) {
    let built = await build(architecture, trace: nil, recordsCallers: true)
    return (built.screen, built.stacks)
  }

  @MainActor
  private func build(
    _ architecture: Architecture, trace: Trace?, recordsCallers: Bool
  ) async -> (screen: AnyObject, stacks: () -> [Question], seam: any AskedSeam) {
    let built = await freshlyUsed(architecture, trace: trace, recordsCallers: recordsCallers)
    await settle([built.screen])
    return built
  }

  /// A fresh screen over the probes, used once and not yet settled: the calculator gets a
  /// token and an input, the score list loads.
  @MainActor
  private func freshlyUsed(
    _ architecture: Architecture, trace: Trace?, recordsCallers: Bool
  ) async -> (screen: AnyObject, stacks: () -> [Question], seam: any AskedSeam) {
    switch self {
    case .calculator:
      let seam = ModelSeam(architecture.traced(ProbeModel(), into: trace), recordsCallers: recordsCallers)
      let screen = architecture.makeCalculatorScreen(seam: seam, trace: trace)
      screen.playTokenEdit(",")
      trace?.markLastEvent()
      screen.playInputEdit("1,2")
      return (screen, { [weak seam] in seam?.callers ?? [] }, seam)
    case .scoreList:
      var probe = ProbeService()
      probe.goesOnToFailAndEmpty = recordsCallers
      let seam = ServiceSeam(architecture.traced(probe, into: trace), recordsCallers: recordsCallers)
      let screen = architecture.makeScoreListScreen(seam: seam, trace: trace)
      await screen.drivenLoad(from: seam)
      return (screen, { [weak seam] in seam?.callers ?? [] }, seam)
    }
  }

  /// Uses a screen over the Model (or service) as a real run hands it, answering exactly what
  /// the sum rule (or the roster) answers, and says what is wrong if an edit (or a load) went
  /// without a question to it: a screen that tells the probe's answers from real ones could
  /// compute by itself whenever they look real, and show the same sums. The edits come back to
  /// an input they showed before: a screen that keeps what it showed for each input, and shows
  /// it again without asking, decides by itself what the Model would answer. `nil` when it
  /// asked every time.
  @MainActor
  func observeRealRun(of architecture: Architecture) async -> String? {
    switch self {
    case .calculator:
      let seam = ModelSeam(SumModel())
      let screen = architecture.makeCalculatorScreen(seam: seam, trace: nil)
      screen.playTokenEdit(",")
      await settle([screen])
      for input in ["1,2", "-5", "1,2"] {
        let before = seam.asked
        screen.playInputEdit(input)
        await settle([screen])
        if seam.asked == before {
          return "with a Model that answers as the sum rule does, the input \(Trace.literal(input)) was "
            + "shown as \(screen.resultText) without a question to the Model"
        }
      }
      return nil
    case .scoreList:
      let counted = CountedService()
      let seam = ServiceSeam(counted)
      let screen = architecture.makeScoreListScreen(seam: seam, trace: nil)
      for load in 1...2 {
        await screen.drivenLoad(from: seam)
        await settle([screen])
        if counted.loads < load {
          return "with a service that answers as a roster does, load \(load) was shown as "
            + "\(shown(by: screen)) without a question to the service"
        }
      }
      return nil
    }
  }

  /// Takes `screen`, built by ``buildRecordingCallers(_:)`` and showing its first result, through
  /// the states a screen must be measured in beyond it, and calls `visit` once it has settled in
  /// each: for the calculator a negative result, zero and an empty input (over the probe Model,
  /// which adds 1,000,000: `-2000000`, `-1000000`, ``); for the list a failed load and an empty one.
  @MainActor
  func visitOtherStates(of screen: AnyObject, _ visit: () -> Void) async {
    switch self {
    case .calculator:
      guard let calculator = screen as? any CalculatorScreen else { return }
      for input in ["-2000000", "-1000000", ""] {
        calculator.playInputEdit(input)
        await settle([screen])
        visit()
      }
    case .scoreList:
      guard let list = screen as? any ScoreListScreen else { return }
      for _ in 0..<2 {
        await list.drivenLoad()
        await settle([screen])
        visit()
      }
    }
  }

  /// Waits until every one of `screens`, screens of this kind, has settled, watching what
  /// each shows (the result text; every state it has shown), all of them in the same turns
  /// of the main actor (see ``Settling``).
  @MainActor
  func settle(_ screens: [AnyObject]) async {
    switch self {
    case .calculator:
      _ = await Settling.settle(screens) { (screens[$0] as? any CalculatorScreen)?.resultText }
    case .scoreList:
      _ = await Settling.settle(screens) { (screens[$0] as? any ScoreListScreen)?.shownStates }
    }
  }

  /// What `screen` shows now, described: the result text, or the latest state.
  @MainActor
  func shown(by screen: AnyObject) -> String {
    switch self {
    case .calculator: (screen as? any CalculatorScreen)?.resultText ?? "nothing"
    case .scoreList:
      (screen as? any ScoreListScreen)?.shownStates.last.map(String.init(describing:)) ?? "nothing"
    }
  }

  /// Every text `screen` shows now, one by one: the result label, or each row's name and
  /// level, or the error; none while it loads or has no players.
  @MainActor
  func shownTexts(by screen: AnyObject) -> [String] {
    switch self {
    case .calculator: [(screen as? any CalculatorScreen)?.resultText].compactMap { $0 }
    case .scoreList:
      switch (screen as? any ScoreListScreen)?.shownStates.last {
      case .rows(let rows): rows.flatMap { [$0.name, $0.level] }
      case .failed(let message): [message]
      default: []
      }
    }
  }

  /// What a screen built by ``build(_:trace:)`` must show, if it computes with the probes.
  var expectedShown: String {
    switch self {
    case .calculator: String(ProbeModel().sum(of: "1,2", separatedBy: ","))
    case .scoreList: String(describing: ScoreListSnapshot.rows(ProbeService.rows))
    }
  }

  /// Says what is wrong if state lives outside the screen: kept in a `static var`, a global,
  /// a singleton or a cache that screens share, or that a screen built later starts from.
  /// `nil` when every screen shows only what its own Model (or service) answers.
  ///
  /// Every screen here gets a probe of its own, whose answers no other probe gives (a sum
  /// offset by its own millions; players tagged with its own number), and no probe is used
  /// twice in a process: a screen that shows another probe's answer, from this measurement or
  /// an earlier one, took it from outside itself, and that is seen on every run alike. Two
  /// screens are used in turns with edits of their own, the first with the very edits of the
  /// screen measured before (a cache of results would answer it with that one's); then two
  /// are built one after another, the second once the first was used, and given only an input
  /// (a field kept from the first would change its sum). A screen that `computesWithItsModel` must
  /// then show exactly what its own probe answers; one that does not (another rule's failure)
  /// must at least show alone what it shows beside another.
  @MainActor
  func observeTwoScreens(of architecture: Architecture, computesWithItsModel: Bool) async -> String? {
    let turns = [ProbeUse.Plan.first, .second]
    let together = await use(turns, of: architecture)
    let inSequence = await useInSequence([.first, .inputOnly], of: architecture)
    if let crossing = (together + inSequence).lazy.flatMap(\.crossings).first {
      return "state crosses screens: \(crossing)"
    }
    if computesWithItsModel {
      if let wrong = together.first(where: { !$0.isExact }) {
        return "state is shared between screens: used in turns with another, \(wrong.mismatch)"
      }
      if let wrong = inSequence.first(where: { !$0.isExact }) {
        return "state outlives its screen: built after another was used, \(wrong.mismatch)"
      }
      return nil
    }
    var alone: [ProbeUse] = []
    for plan in turns { alone += await use([plan], of: architecture) }
    guard together.map(\.normalized) != alone.map(\.normalized) else { return nil }
    return "state is shared between screens: two screens used in turns showed "
      + "\(together.map(\.shown).joined(separator: " and ")), where each alone shows "
      + "\(alone.map(\.shown).joined(separator: " and "))"
  }

  /// Builds a screen for each of `plans`, each over a fresh probe, uses them in turns (a
  /// calculator's edits interleaved; the lists loaded in order), and returns what each showed.
  @MainActor
  private func use(_ plans: [ProbeUse.Plan], of architecture: Architecture) async -> [ProbeUse] {
    await useKeeping(plans, of: architecture).uses
  }

  /// Builds, uses and keeps one screen per plan, each after the one before was used.
  @MainActor
  private func useInSequence(_ plans: [ProbeUse.Plan], of architecture: Architecture) async -> [ProbeUse] {
    var uses: [ProbeUse] = []
    var kept: [AnyObject] = []
    for plan in plans {
      let used = await useKeeping([plan], of: architecture)
      uses += used.uses
      kept += used.screens
    }
    return withExtendedLifetime(kept) { uses }
  }

  /// ``use(_:of:)``, returning the screens too, for a caller that keeps them alive.
  @MainActor
  private func useKeeping(_ plans: [ProbeUse.Plan], of architecture: Architecture) async -> (
    uses: [ProbeUse], screens: [AnyObject]
  ) {
    let probes = plans.map { _ in ProbeNumbers.next() }
    switch self {
    case .calculator:
      let screens = probes.map {
        architecture.makeCalculatorScreen(seam: ModelSeam(ProbeModel(probe: $0)), trace: nil)
      }
      await settle(screens)
      let starts = screens.map(\.resultText)
      for step in 0..<2 {
        for (screen, plan) in zip(screens, plans) where step < plan.edits.count {
          switch plan.edits[step] {
          case .token(let token): screen.playTokenEdit(token)
          case .input(let input): screen.playInputEdit(input)
          }
        }
      }
      await settle(screens)
      let uses = probes.indices.map {
        ProbeUse(
          probe: probes[$0], plan: plans[$0], start: starts[$0], shown: screens[$0].resultText,
          expected: plans[$0].expectedSum(probe: probes[$0]))
      }
      return (uses, screens)
    case .scoreList:
      let screens = zip(probes, plans).map { probe, plan in
        architecture.makeScoreListScreen(
          seam: ServiceSeam(ProbeService(probe: probe, isEmpty: plan.loadsNothing)), trace: nil)
      }
      await settle(screens)
      let starts = screens.map { shown(by: $0) }
      for screen in screens { await screen.drivenLoad() }
      await settle(screens)
      let uses = probes.indices.map {
        ProbeUse(
          probe: probes[$0], plan: plans[$0], start: starts[$0], shown: shown(by: screens[$0]),
          expected: plans[$0].expectedList(probe: probes[$0]))
      }
      return (uses, screens)
    }
  }

  /// For each of `kept`, builds a fresh screen like `reference`, holds only that part of it
  /// (or nothing, for `nil`), lets the rest go, and returns the indices of its parts still
  /// alive; one set for each of `kept`, in its order.
  ///
  /// The screens are built and used in turn and settle together (``build(_:count:)``); each is
  /// then walked and let go in turn, and all are watched together. For screens that keep
  /// their state to themselves, what one lets go of is the same whichever others are let go
  /// beside it; state kept outside them is another rule's to catch.
  @MainActor
  func alive(keeping kept: [Int?], of architecture: Architecture, like reference: ObjectGraph) async
    -> [Set<Int>]
  {
    var keepers: [AnyObject] = []
    var watched: [[Int: WeakObject]] = []
    var screens = await build(architecture, count: kept.count)
    for kept in kept {
      let graph = ObjectGraph(root: screens.removeFirst())
      // The same construction gives the same walk; match by type and occurrence all the same,
      // so that a screen that builds differently each time is measured part for part.
      let fresh = graph.indicesByOccurrence()
      var parts: [Int: WeakObject] = [:]
      for (index, key) in reference.occurrenceKeys().enumerated() {
        guard let match = fresh[key] else { continue }
        parts[index] = WeakObject(graph.nodes[match].object)
        if index == kept { keepers.append(graph.nodes[match].object) }
      }
      watched.append(parts)
    }
    // Letting go may take turns of the main actor too: a subscription's task, cancelled as its
    // view goes, frees what it observed once it ends, and on a busy machine it may wait for a
    // thread of the pool first. Read what is alive once nothing more has gone, from any of the
    // screens, for a while: their tasks wait for the same few threads.
    let alive = await Settling.quiet(1, turns: 4 * Settling.quietTurns) { _ in
      watched.map { parts in Set(parts.filter { $0.value.object != nil }.keys) }
    }
    return withExtendedLifetime(keepers) { alive[0] }
  }

  /// Builds and uses a screen with every task it starts marked (``ScreenWork``), lets it go,
  /// and once it and every part of it are gone, waits for that work to end. Says what is wrong
  /// if some still runs: a loop that refreshes for ever, a request nobody cancelled. `nil` when
  /// it all ended, or when the screen stayed alive (another rule's to report).
  ///
  /// Work that inherits no marker (a `Task.detached`, a timer's handler, a dispatch source) is
  /// seen by what it holds and does: the Model (or service) the screen was given must be freed
  /// with the screen, and asked nothing more once the screen is gone.
  @MainActor
  func workOutlivingTheScreen(of architecture: Architecture) async -> String? {
    var screen: WeakObject?
    var seam: WeakObject?
    var askedWhenBuilt = 0
    let pending = await ScreenWork.living {
      let built = await build(architecture, trace: nil, recordsCallers: false)
      screen = WeakObject(built.screen)
      seam = WeakObject(built.seam)
      return ()
    }.1
    // Gone as the other parts are seen gone (``alive(keeping:of:like:)``): a screen kept alive
    // is another rule's, and waiting every patient turn for it would cost each leak dearly.
    _ = await Settling.quiet(1, turns: 4 * Settling.quietTurns) { _ in screen?.object == nil }
    guard screen?.object == nil else { return nil }
    askedWhenBuilt = (seam?.object as? any AskedSeam)?.asked ?? 0
    // Cancelled work ends within a few of its own steps; work nobody stopped does not end.
    await Settling.turns { pending.isOver && seam?.object == nil }
    if !pending.isOver {
      return "work it started (a task, or one that task started) still runs once the screen is gone"
    }
    guard let kept = seam?.object as? any AskedSeam else { return nil }
    // Something outside the screen still holds what it was given: a timer's handler, a detached
    // task, or a `static var` (another rule's). Work is what asks: waited for in naps, as an
    // edit's pending work is, so that a process stopped or starved meanwhile loses none of it.
    var naps = 0
    while kept.asked == askedWhenBuilt, naps < Self.heldModelNaps {
      try? await Task.sleep(for: .milliseconds(1))
      naps += 1
    }
    let asked = kept.asked - askedWhenBuilt
    guard asked > 0 else { return nil }
    let what = self == .calculator ? "the Model (`any CalculatorModel`)" : "the service (`any ScoreService`)"
    return
      "\(what) the screen was given was asked \(Trace.counted(asked, "more time")) once the screen and every "
      + "object of it were gone: work it started that no task of the screen's carries (a timer's handler, a "
      + "`Task.detached`) still runs, and still holds it"
  }

  /// How many naps of a millisecond or more the driver watches a Model (or service) that
  /// something outside its screen still holds once the screen is gone, for a question that
  /// shows work still running: a second at the least, far past a timer that ticks for a screen.
  static let heldModelNaps = 1_000

  /// Binds two more views through the screen's ``BindingProbe`` and sees what they get.
  @MainActor
  func observeBinding(of architecture: Architecture) async -> ScreenShape.BindingObservation {
    let root = await build(architecture)
    guard let probe = root as? any BindingProbe else { return .init() }
    var observation = ScreenShape.BindingObservation()

    // The extra views may be told off the main actor (the rule that the view is told only on
    // it reports that): what they hear is kept behind a lock, and they touch nothing else.
    let heard = HeardByProbe()
    let first = probe.bindAnotherView { @Sendable in heard.note("first view", $0) }
    await settle([root])
    let current = shown(by: root)
    let given = heard.log.map(\.value)
    if given != [current] {
      observation.currentValueProblem =
        given.isEmpty
        ? "a view bound after the screen showed \(current) got nothing until the next change"
        : "a view bound while the screen showed \(current) was given \(given.joined(separator: ", ")) "
          + "(if that is the binding's value, the screen's value did not come through the binding)"
    }
    let second = probe.bindAnotherView { @Sendable in heard.note("second view", $0) }
    await settle([root])
    heard.forget()
    let before = shown(by: root)
    let (changed, after) = await update(root)
    // The other views may hear of the change on later turns than the screen's own view (a
    // stream per observer, each consumed by a task of its own): what they heard must settle too.
    _ = await Settling.quiet(1) { _ in heard.log.count }
    let log = heard.log
    let told = log.map { "\($0.view): \($0.value)" }.joined(separator: ", ")
    let lastValues = Dictionary(log.map { ($0.view, $0.value) }) { _, last in last }
    let inOrder = log.filter { $0.value == after }.map(\.view)
    if !changed {
      observation.severalObserversProblem =
        "the screen's own view stopped changing (still \(before)) once two more views were bound"
    } else if lastValues["first view"] != after || lastValues["second view"] != after {
      observation.severalObserversProblem =
        "after a change to \(after), two more bound views got \(told.isEmpty ? "nothing" : told)"
    } else if probe.promisesBindOrder, inOrder != ["first view", "second view"] {
      observation.severalObserversProblem = "the views were called out of bind order: \(told)"
    }
    observation.observerStacks = heard.stacks
    observation.told = heard.told
    observation.toldOffTheMainActor = heard.offTheMainActor
    observation.releasedTokenProblem = await releasedObserverHears(root, probe)
    withExtendedLifetime((first, second)) {}
    return observation
  }

  /// Binds one more view through `probe`, lets its token go as a view that goes away does, and
  /// changes what `screen` shows: what is wrong if that view still hears of it, `nil` if not.
  @MainActor
  private func releasedObserverHears(_ screen: AnyObject, _ probe: any BindingProbe) async -> String? {
    let heard = HeardByProbe()
    var token: AnyObject? = probe.bindAnotherView { @Sendable in heard.note("released view", $0) }
    await settle([screen])
    // Letting go may take turns too: a subscription's task, cancelled as its token goes, ends
    // a turn later, and may wait for a thread of the pool first.
    token = nil
    _ = await Settling.quiet(1, turns: 4 * Settling.quietTurns) { _ in heard.log.count }
    heard.forget()
    let (changed, after) = await update(screen, input: "1,2,3,4")
    _ = await Settling.quiet(1) { _ in heard.log.count }
    withExtendedLifetime(token) {}
    guard changed, let late = heard.log.last?.value else { return nil }
    return
      "a view whose token was released still heard \(Trace.literal(late)) once the screen showed \(after): "
      + "releasing a token must end its observation"
  }

  /// Changes what `screen` shows (a new input, `input`; a reload): whether its own view
  /// changed, and what it shows then.
  @MainActor
  private func update(_ screen: AnyObject, input: String = "1,2,3") async -> (changed: Bool, now: String) {
    switch self {
    case .calculator:
      let calculator = screen as? any CalculatorScreen
      let before = calculator?.resultText
      calculator?.playInputEdit(input)
      await calculator?.settled()
      return (calculator?.resultText != before, shown(by: screen))
    case .scoreList:
      let list = screen as? any ScoreListScreen
      let before = list?.shownStates.count ?? 0
      await list?.drivenLoad()
      await list?.settled()
      return ((list?.shownStates.count ?? 0) > before, shown(by: screen))
    }
  }
}

/// What the extra views bound through ``BindingProbe`` heard, from whichever thread the
/// binding told them.
private final class HeardByProbe: Sendable {
  private struct Heard {
    var log: [(view: String, value: String)] = []
    var stacks: [[String]] = []
    var told = 0
    var offTheMainActor: [String] = []
  }

  private let heard = Mutex(Heard())

  /// An extra view was handed `value`: noted with where it was, and, the first time, with the
  /// call stack that names the binding that called it (once is enough, and each capture costs a
  /// walk of the process's images).
  func note(_ view: String, _ value: String) {
    let onMainActor = MainActorEvidence.isCurrent
    let wantsStack = heard.withLock { $0.stacks.isEmpty }
    let stack = wantsStack ? CallerEvidence.callers(of: ScreenKind.self) : nil
    heard.withLock {
      $0.log.append((view, value))
      $0.told += 1
      if !onMainActor {
        $0.offTheMainActor.append(
          "another view bound to the same output was handed \(Trace.literal(value)) off the main actor")
      }
      if let stack, $0.stacks.isEmpty { $0.stacks.append(stack) }
    }
  }

  var log: [(view: String, value: String)] { heard.withLock { $0.log } }
  var stacks: [[String]] { heard.withLock { $0.stacks } }
  var told: Int { heard.withLock { $0.told } }
  var offTheMainActor: [String] { heard.withLock { $0.offTheMainActor } }

  /// Forgets what the views heard so far, but where they heard it.
  func forget() { heard.withLock { $0.log = [] } }
}

/// A weak reference, to watch whether an object is still alive.
struct WeakObject {
  weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

extension ObjectGraph {
  /// Each node's type and occurrence (`BoundValue<String>#1`), in node order: the same for
  /// two screens built alike, and how a fresh screen's parts are matched with the measured ones.
  func occurrenceKeys() -> [String] {
    var seen: [String: Int] = [:]
    return nodes.map { node in
      let count = seen[node.typeName, default: 0]
      seen[node.typeName] = count + 1
      return "\(node.typeName)#\(count)"
    }
  }

  /// The node index of each occurrence key.
  func indicesByOccurrence() -> [String: Int] {
    Dictionary(uniqueKeysWithValues: occurrenceKeys().enumerated().map { ($1, $0) })
  }
}
