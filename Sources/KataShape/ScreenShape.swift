import KataEvidence
import KataTracing

/// One screen of one architecture, measured: its objects with their roles, who holds whom,
/// and what the rules of its pattern need to know.
///
/// Everything here comes from running the screen (see ``measure(_:of:)``): the objects are
/// found by walking its stored properties, and a reference is *strong* when holding the
/// holder alone keeps the held object alive. This is the "who holds whom" of each lesson,
/// measured instead of written down.
public struct ScreenShape: Sendable {
  /// One object of the screen.
  public struct Part: Sendable, Equatable {
    /// The role its architecture declares for it; `nil` when none does.
    public let role: Role?
    /// Its type's name: `CalculatorPresenter`.
    public let typeName: String
    /// Every role its architecture's declarations give it, when more than one does: an overlap.
    let overlappingRoles: [Role]
    /// Whether its type is the toolchain's (Observation's storage, a key path): part of no
    /// architecture, so it needs no role, and the runtime may keep it.
    public let isToolchain: Bool
    /// Its class and every superclass, by name without generic arguments: a method of any of
    /// them on the call stack is this part's code.
    public let ancestry: [String]
    /// Whether its stored properties hold no value of its own, only other objects and closures:
    /// a store scoped from a parent's, whose state is its parent's.
    public let keepsNoValues: Bool

    public init(
      role: Role?, typeName: String, overlappingRoles: [Role] = [], isToolchain: Bool = false,
      ancestry: [String] = [], keepsNoValues: Bool = false
    ) {
      self.role = role
      self.typeName = typeName
      self.overlappingRoles = overlappingRoles
      self.isToolchain = isToolchain
      self.ancestry = ancestry
      self.keepsNoValues = keepsNoValues
    }

    /// `Presenter (CalculatorPresenter)`, `toolchain (Extent)`, or `? (Formatter)` for an
    /// object with no role.
    public var label: String { "\(role?.name ?? (isToolchain ? "toolchain" : "?")) (\(typeName))" }
  }

  /// How a holder holds what it reaches.
  public enum Strength: String, Sendable {
    /// Holding the holder alone keeps the held object alive.
    case strong
    /// A stored property reaches the held object without keeping it alive.
    case weak
    /// A stored closure: what it captures cannot be reflected, so liveness checks it instead.
    case notMeasurable = "not measurable"
  }

  /// One row of the table: `holder` reaches `held` through `property`.
  public struct Reference: Sendable, Equatable {
    /// The holding part's index in ``ScreenShape/parts``.
    public let holder: Int
    /// The held part's index, or `nil` for a closure, whose captures cannot be seen.
    public let held: Int?
    public let strength: Strength
    /// The stored property: `CalculatorPresenter.view`, `HeadlessCalculatorView.bindings[]`.
    public let property: String

    public init(holder: Int, held: Int?, strength: Strength, property: String) {
      self.holder = holder
      self.held = held
      self.strength = strength
      self.property = property
    }
  }

  /// One question put to the Model (or the service), and who asked it, measured from the
  /// call stack at the driver's seam.
  public struct ModelCall: Sendable {
    /// The role of the innermost caller that plays one; `nil` when none does.
    public let role: Role?
    /// The method that asked: `CalculatorPresenter.present()`.
    let method: String

    /// The call whose stack is `stack`, or `nil` when the stack could not be read.
    ///
    /// A closure of no role's type, or a free function (the factory that assembles them),
    /// reached before any code of a role, counts as the code of `closureOwner` where there is
    /// one: a view model that is a struct of closures, built by a factory function or a
    /// container, runs them wherever they were written, and its factory is its code too,
    /// whoever calls it.
    public init?(stack: [String], roleOfFrame: (String) -> Role?, closureOwner: Role? = nil) {
      guard let first = stack.first else { return nil }
      let roles = stack.map(roleOfFrame)
      let asker = zip(roles, stack).lazy.compactMap { role, frame -> (Role, String)? in
        if let role { return (role, frame) }
        if let closureOwner, CallerEvidence.isClosure(frame) || CallerEvidence.isFreeFunction(frame) {
          return (closureOwner, frame)
        }
        return nil
      }
      .first
      role = asker?.0
      method = asker?.1 ?? first
    }
  }

  /// Where the view's code, handling one of the user's events, first called the code of another
  /// role: read from the call stack of a question put to the Model (or the service), or of a
  /// message that reached the view, while the driver played the event. A view hands over by
  /// calling its middle layer's methods; one that writes the middle layer's stored properties,
  /// or puts a value into a binding that tells the view straight back, changes what is shown
  /// with nothing the middle layer decided.
  public struct Handover: Sendable, Hashable {
    /// The role whose code the view called.
    public let role: Role
    /// That code: `Store.state.modify`, `BoundValue.update(_:)`, `Store.send(_:)`.
    public let frame: String
    /// The view's code that called it: `PlaceholderView.editInput(_:)`.
    public let caller: String
    /// For a message into the view that a binding's code delivered, with nothing but that
    /// binding's code between the view that called it and the view told: the message. The view
    /// put that value into the binding itself.
    public let toldBack: String?

    /// Where the view handed over on `stack`, innermost first, whose frames' roles are `roles`;
    /// `message` for the stack of a message into the view. `nil` when no view's code on it
    /// called code of another role.
    public init?(stack: [String], roles: [Role?], message: String? = nil) {
      // The view's outermost code: the event handler the driver called.
      guard let outer = roles.lastIndex(of: .view),
        let entry = roles[..<outer].lastIndex(where: { $0 != nil && $0 != .view }), let role = roles[entry]
      else { return nil }
      self.role = role
      frame = stack[entry]
      caller = roles[(entry + 1)...].firstIndex(of: .view).map { stack[$0] } ?? stack[outer]
      // Inward from the code the view called: the binding's own code, then the view again.
      let toldView =
        role == .binding && message != nil
        && roles[..<entry].last(where: { $0 != nil && $0 != .binding }) == .view
      toldBack = toldView ? message : nil
    }
  }

  /// One message that reached the view, and the call stack where it arrived, each frame with
  /// the role its code plays.
  public struct ArrivalStack: Sendable {
    /// The message as the view described it: `draw(.loading)`.
    public let text: String
    let stack: FlowStack
    /// How many actions the reducers the kit checks (``StepChecked``) had reduced when it
    /// arrived, and when the view was told before it (or the screen was built); `nil` where no
    /// reducer is checked, or it arrived off the main actor.
    public let actionsReduced: (before: Int, now: Int)?

    public init(text: String, stack: FlowStack, actionsReduced: (before: Int, now: Int)? = nil) {
      self.text = text
      self.stack = stack
      self.actionsReduced = actionsReduced
    }
  }

  /// A text a view object holds in a stored property, as a screen shows it.
  public struct ViewText: Sendable, Equatable {
    /// The object: `View (GaugeView)`.
    public let label: String
    /// The stored property that holds it: `GaugeView.text`, `CalculatorLabel.rows[].name`.
    public let property: String
    public let text: String

    public init(label: String, property: String, text: String) {
      self.label = label
      self.property = property
      self.text = text
    }
  }

  /// What two more views, bound through the screen's ``BindingProbe``, saw.
  public struct BindingObservation: Sendable {
    /// What is wrong with the current value on bind, or `nil`.
    public var currentValueProblem: String?
    /// What is wrong with several observers, or `nil`.
    public var severalObserversProblem: String?
    /// What a view whose token was released still heard, or `nil` when it heard nothing more.
    public var releasedTokenProblem: String?
    /// The call stack of each value the extra views got, innermost first: which binding called them.
    public var observerStacks: [[String]] = []
    /// How many values the extra views were handed, and which of them off the main actor.
    public var told = 0
    public var toldOffTheMainActor: [String] = []

    public init() {}
  }

  /// The architecture's name.
  public let architecture: String
  public let screen: ScreenKind
  /// Every object found from the screen, the screen itself first.
  public let parts: [Part]
  /// Who holds whom, in the order the walk found them.
  public let references: [Reference]

  public let edges: [ObjectGraph.Edge]
  /// `keepsAlive[a]` holds every part that stays alive while part `a` alone is held.
  let keepsAlive: [Set<Int>]
  /// The parts still alive once the screen itself is let go.
  let survivors: [Int]
  /// What is wrong when work the screen started (a task, and the tasks it started) still runs
  /// once the screen and every part of it are gone; `nil` when it all ended.
  let lingeringWork: String?
  /// What the screen showed over the probe Model or service, and what it had to show.
  let shown: (actual: String, expected: String)
  /// Whether what it showed is what another screen's probe answers: an answer kept from
  /// another screen, not one made without the Model.
  let shownAnotherModelsAnswer: Bool
  /// What is wrong in a run whose Model answers as a real one does (the sum rule itself, with
  /// no offset to tell it by): an edit the Model was not asked about. `nil` when none.
  let unaskedInRealRun: String?
  /// The messages into the view, but the user's, in a traced run: those the view recorded where
  /// they arrived with the sender measured there (``measuredArrivals``), and those recorded as
  /// calls, with the sender they name.
  let arrivals: [Trace.Message]
  /// The messages the view recorded where they arrived, each with the sender read from the
  /// call stack there, oldest first.
  let measuredArrivals: [Trace.Message]
  /// The values the view was handed, as it noted them where they arrived
  /// (``Trace/arrived(at:_:carrying:from:)``), oldest first; and every text the same traced
  /// screen shows once used, one by one (the label; each row's name and level).
  let deliveries: [Trace.Delivery]
  /// The deliveries that answered the last event the driver sent, to whichever view: a screen
  /// with two views tells each its own value, and the label's view is judged by its own.
  let answers: [Trace.Delivery]
  let shownTexts: [String]
  /// Every text a view object of the traced screen holds once used that it did not hold when it
  /// was built, but what the user typed: the label, a caption, a gauge, each row's name and level.
  let viewTexts: [ViewText]
  /// Each message the mediator sent that reached view code other than the object that noted it
  /// (a default method of the view's protocol), described: what crossed into the view's code is
  /// not what the view noted.
  let handedOnByViewCode: [String]
  /// Every question the screen put to the Model (or the service), and who asked it.
  let modelCalls: [ModelCall]
  /// The call stack of every question put to the Model (or the service), its frames with their
  /// roles: where each was asked from, in full.
  let questionStacks: [FlowStack]
  /// Where the view's code handed over to another role's, each time the driver played one of
  /// the user's events: on the way to the Model, and on the way back to the view.
  let handovers: [Handover]
  /// Values (structs) that a declaration gives a role, each with the part that stores it: a
  /// view model made of closures is owned by the view that stores it.
  let valueParts: [(holder: Int, role: Role, property: String)]
  /// The types declared with a catch-all role (`AnyObject` as a View), which the rules report.
  let catchAllDeclarations: [String]
  /// What two screens used in turns showed wrong, or `nil` when each showed its own result.
  let sharedState: String?
  /// The binding probe's findings; `nil` when the screen is no ``BindingProbe``.
  let binding: BindingObservation?
  /// Every message the view was told off the main actor, as the view noted it where it arrived
  /// or as another view bound to the same output was handed it.
  public let toldOffTheMainActor: [String]
  /// Why nothing tells where the view was told what it shows, or `nil` when something does: the
  /// view noted no message where it arrived, and no other view could bind to what it shows.
  public let mainActorAbsence: String?
  /// Why call stacks were not read while the screen was measured (who asked the Model, who
  /// sent what reached the view), or `nil` when they were. Where they are not (Apple platforms
  /// before macOS 26, `KATA_CALL_STACKS=off`, a thread that gave up), the rules that need them
  /// say they were not measured, and why.
  public let callStacksAbsence: String?
  /// Every message that reached the view of a screen used once it was built, with the call
  /// stack where it arrived, oldest first: what the view was told while a user event was handled,
  /// and what it was told later, by an effect's answer (see ``ArrivalStack``). Empty where call
  /// stacks are not read.
  let arrivalStacks: [ArrivalStack]
  /// Each reducer the kit checks (``StepChecked``), read step by step and between the events on
  /// a screen of its own: what "only the reducer changes the state" reads beside the call
  /// stacks. Empty where no reducer is checked.
  public let steps: [StoreSteps]
  /// What never returned while the screen was measured (its load, its `settle()`), described;
  /// `nil` when every call to its code returned. A screen that did not answer is measured no
  /// further: "the screen always answers" fails, and every other rule is not measured.
  public let stall: String?
  /// Whether call stacks were read while the screen was measured.
  public var callStacksMeasured: Bool { callStacksAbsence == nil }

  /// A screen's shape as the driver measured it.
  public init(
    architecture: String,
    screen: ScreenKind,
    parts: [Part],
    references: [Reference],
    edges: [ObjectGraph.Edge],
    keepsAlive: [Set<Int>],
    survivors: [Int],
    lingeringWork: String?,
    shown: (actual: String, expected: String),
    shownAnotherModelsAnswer: Bool = false,
    unaskedInRealRun: String?,
    arrivals: [Trace.Message],
    measuredArrivals: [Trace.Message],
    deliveries: [Trace.Delivery],
    answers: [Trace.Delivery],
    shownTexts: [String],
    viewTexts: [ViewText] = [],
    handedOnByViewCode: [String] = [],
    modelCalls: [ModelCall],
    questionStacks: [FlowStack],
    handovers: [Handover] = [],
    valueParts: [(holder: Int, role: Role, property: String)],
    catchAllDeclarations: [String],
    sharedState: String?,
    binding: BindingObservation?,
    toldOffTheMainActor: [String],
    mainActorAbsence: String?,
    callStacksAbsence: String?,
    arrivalStacks: [ArrivalStack],
    steps: [StoreSteps] = [],
    stall: String? = nil
  ) {
    self.architecture = architecture
    self.screen = screen
    self.parts = parts
    self.references = references
    self.edges = edges
    self.keepsAlive = keepsAlive
    self.survivors = survivors
    self.lingeringWork = lingeringWork
    self.shown = shown
    self.shownAnotherModelsAnswer = shownAnotherModelsAnswer
    self.unaskedInRealRun = unaskedInRealRun
    self.arrivals = arrivals
    self.measuredArrivals = measuredArrivals
    self.deliveries = deliveries
    self.answers = answers
    self.shownTexts = shownTexts
    self.viewTexts = viewTexts
    self.handedOnByViewCode = handedOnByViewCode
    self.modelCalls = modelCalls
    self.questionStacks = questionStacks
    self.handovers = handovers
    self.valueParts = valueParts
    self.catchAllDeclarations = catchAllDeclarations
    self.sharedState = sharedState
    self.binding = binding
    self.toldOffTheMainActor = toldOffTheMainActor
    self.mainActorAbsence = mainActorAbsence
    self.callStacksAbsence = callStacksAbsence
    self.arrivalStacks = arrivalStacks
    self.steps = steps
    self.stall = stall
  }

  /// The indices of the parts that play `role`.
  func parts(playing role: Role) -> [Int] {
    parts.indices.filter { parts[$0].role == role }
  }

  /// The parts that `start` reaches by stored properties, weak or strong, without passing
  /// through `avoiding`; each with the chain of properties that reaches it.
  func reachable(from start: Int, avoiding: Set<Int> = []) -> [Int: [String]] {
    var paths: [Int: [String]] = [start: []]
    var queue = [start]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for edge in edges
      where edge.holder == current && paths[edge.held] == nil && !avoiding.contains(edge.held) {
        paths[edge.held] = (paths[current] ?? []) + [edge.property]
        queue.append(edge.held)
      }
    }
    paths[start] = nil
    return paths
  }
}

extension Role {
  /// The sender of a message into a view that another view of the same screen sent, of the class
  /// `typeName`: it plays the view's role too, and its class tells the two apart.
  public static func anotherView(_ typeName: String) -> Role { Role("\(typeName), another view") }

  /// Whether this is the sender ``anotherView(_:)`` names.
  public var isAnotherView: Bool { name.hasSuffix(", another view") }
}
