import KataTracing

/// One thing a shape measurement can observe of a screen, gathered only when a rule being
/// judged asks for it (``ShapeRule/needs``): each costs screens of its own to build and use,
/// and a rule reads only what it declared. Who holds whom is always gathered: every rule names
/// parts by their roles, and the tables show it.
public enum ShapeObservation: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Who holds whom, each part held alone on a fresh screen (``ScreenShape/Holding``).
  case holding = "who holds whom"
  /// What is still alive, or still working, once the screen is let go (``ScreenShape/Leaks``).
  case leaks = "what outlives the screen"
  /// What the screen showed over the probe Model, a real one, and beside another screen
  /// (``ScreenShape/ModelAnswers``).
  case modelAnswers = "what the screen showed over each Model"
  /// The messages and values that reached the view of a traced screen (``ScreenShape/ViewMessages``).
  case viewMessages = "the messages into the view"
  /// Who asked the Model or the service, and where the view handed over, from the call stacks
  /// (``ScreenShape/ModelQuestions``).
  case modelQuestions = "who asked the Model"
  /// What two more views bound through ``BindingProbe`` heard (``ScreenShape/BindingObservation``).
  case binding = "the views bound through BindingProbe"
  /// Where the view was told what it shows (``ScreenShape/MainActorDelivery``).
  case mainActor = "where the view was told"
  /// What reached the view of a screen used after it was built (``ScreenShape/arrivalStacks``).
  case effectArrivals = "what reached the view after the screen was built"
  /// The steps of the reducers the kit checks (``ScreenShape/steps``).
  case reducerSteps = "the checked reducers' steps"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// What a measurement for `rules` gathers: what they ask for, and who holds whom.
  public static func needed(by rules: [ShapeRule]) -> Set<ShapeObservation> {
    rules.reduce([.holding]) { $0.union($1.needs) }
  }
}

extension ScreenShape {
  /// Who holds whom: every object found from the screen with its role, and each reference
  /// with its strength, measured by holding each part alone on a fresh screen.
  public struct Holding: Sendable {
    /// Every object found from the screen, the screen itself first.
    public let parts: [Part]
    /// Who holds whom, in the order the walk found them.
    public let references: [Reference]
    public let edges: [ObjectGraph.Edge]
    /// `keepsAlive[a]` holds every part that stays alive while part `a` alone is held.
    let keepsAlive: [Set<Int>]
    /// Values (structs) that a declaration gives a role, each with the part that stores it: a
    /// view model made of closures is owned by the view that stores it.
    let valueParts: [(holder: Int, role: Role, property: String)]
    /// The types declared with a catch-all role (`AnyObject` as a View), which the rules report.
    let catchAllDeclarations: [String]

    public init(
      parts: [Part], references: [Reference], edges: [ObjectGraph.Edge], keepsAlive: [Set<Int>],
      valueParts: [(holder: Int, role: Role, property: String)], catchAllDeclarations: [String]
    ) {
      self.parts = parts
      self.references = references
      self.edges = edges
      self.keepsAlive = keepsAlive
      self.valueParts = valueParts
      self.catchAllDeclarations = catchAllDeclarations
    }
  }

  /// What outlives the screen once it is let go.
  public struct Leaks: Sendable {
    /// The parts still alive once the screen itself is let go.
    let survivors: [Int]
    /// What is wrong when work the screen started (a task, and the tasks it started) still runs
    /// once the screen and every part of it are gone; `nil` when it all ended.
    let lingeringWork: String?

    public init(survivors: [Int], lingeringWork: String?) {
      self.survivors = survivors
      self.lingeringWork = lingeringWork
    }
  }

  /// What the screen showed over the probe Model (or service), over one that answers as a real
  /// one does, and beside another screen used in turns.
  public struct ModelAnswers: Sendable {
    /// What the screen showed over the probe Model or service, and what it had to show.
    let shown: (actual: String, expected: String)
    /// Whether what it showed is what another screen's probe answers: an answer kept from
    /// another screen, not one made without the Model.
    let shownAnotherModelsAnswer: Bool
    /// What is wrong in a run whose Model answers as a real one does (the sum rule itself, with
    /// no offset to tell it by): an edit the Model was not asked about. `nil` when none.
    let unaskedInRealRun: String?
    /// What two screens used in turns showed wrong, or `nil` when each showed its own result.
    let sharedState: String?

    public init(
      shown: (actual: String, expected: String), shownAnotherModelsAnswer: Bool, unaskedInRealRun: String?,
      sharedState: String?
    ) {
      self.shown = shown
      self.shownAnotherModelsAnswer = shownAnotherModelsAnswer
      self.unaskedInRealRun = unaskedInRealRun
      self.sharedState = sharedState
    }
  }

  /// The messages and values that reached the view of a traced screen, and what it shows.
  public struct ViewMessages: Sendable {
    /// The messages into the view, but the user's: those the view recorded where they arrived
    /// with the sender measured there (``measuredArrivals``), and those recorded as calls, with
    /// the sender they name.
    let arrivals: [Trace.Message]
    /// The messages the view recorded where they arrived, each with the sender read from the
    /// call stack there, oldest first.
    let measuredArrivals: [Trace.Message]
    /// The values the view was handed, as it noted them where they arrived
    /// (``Trace/arrived(at:_:carrying:from:)``), oldest first.
    let deliveries: [Trace.Delivery]
    /// The deliveries that answered the last event the driver sent, to whichever view: a screen
    /// with two views tells each its own value, and the label's view is judged by its own.
    let answers: [Trace.Delivery]
    /// Every text the traced screen shows once used, one by one (the label; each row's name and level).
    let shownTexts: [String]
    /// Every text a view object of the traced screen holds once used that it did not hold when it
    /// was built, but what the user typed: the label, a caption, a gauge, each row's name and level.
    let viewTexts: [ViewText]
    /// Each message the mediator sent that reached view code other than the object that noted it
    /// (a default method of the view's protocol), described: what crossed into the view's code is
    /// not what the view noted.
    let handedOnByViewCode: [String]

    public init(
      arrivals: [Trace.Message], measuredArrivals: [Trace.Message], deliveries: [Trace.Delivery],
      answers: [Trace.Delivery], shownTexts: [String], viewTexts: [ViewText], handedOnByViewCode: [String]
    ) {
      self.arrivals = arrivals
      self.measuredArrivals = measuredArrivals
      self.deliveries = deliveries
      self.answers = answers
      self.shownTexts = shownTexts
      self.viewTexts = viewTexts
      self.handedOnByViewCode = handedOnByViewCode
    }
  }

  /// Who asked the Model (or the service), and where the view's code handed over to another
  /// role's, read from the call stacks.
  public struct ModelQuestions: Sendable {
    /// Every question the screen put to the Model (or the service), and who asked it.
    let modelCalls: [ModelCall]
    /// The call stack of every question put to the Model (or the service), its frames with their
    /// roles: where each was asked from, in full.
    let questionStacks: [FlowStack]
    /// Where the view's code handed over to another role's, each time the driver played one of
    /// the user's events: on the way to the Model, and on the way back to the view.
    let handovers: [Handover]

    public init(modelCalls: [ModelCall], questionStacks: [FlowStack], handovers: [Handover]) {
      self.modelCalls = modelCalls
      self.questionStacks = questionStacks
      self.handovers = handovers
    }
  }

  /// What the binding probe found: `observed` is `nil` when the screen is no ``BindingProbe``.
  public struct BindingProbeUse: Sendable {
    let observed: BindingObservation?

    public init(_ observed: BindingObservation?) { self.observed = observed }
  }

  /// Where the view was told what it shows.
  public struct MainActorDelivery: Sendable {
    /// Every message the view was told off the main actor, as the view noted it where it arrived
    /// or as another view bound to the same output was handed it.
    let toldOffTheMainActor: [String]
    /// Why nothing tells where the view was told what it shows, or `nil` when something does.
    let absence: String?

    public init(toldOffTheMainActor: [String], absence: String?) {
      self.toldOffTheMainActor = toldOffTheMainActor
      self.absence = absence
    }
  }

  /// What kept the measurement from reading everything: a screen that did not answer, and call
  /// stacks not read.
  public struct Limits: Sendable {
    /// What never returned while the screen was measured, described; `nil` when every call to its
    /// code returned.
    let stall: String?
    /// Why call stacks were not read while the screen was measured, or `nil` when they were.
    let callStacksAbsence: String?

    public init(stall: String?, callStacksAbsence: String?) {
      self.stall = stall
      self.callStacksAbsence = callStacksAbsence
    }
  }
}
