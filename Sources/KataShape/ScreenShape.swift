import KataEvidence
import KataTracing

/// One screen of one architecture, measured: its objects with their roles, who holds whom,
/// and what the rules of its pattern need to know.
///
/// Everything here comes from running the screen (see ``measure(_:of:for:)``): the objects are
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
  /// Who holds whom: always gathered.
  public let holding: Holding
  /// Each observation a rule may ask for (see ``ShapeObservation``): `nil` where no rule being
  /// judged asked for it, so it was not gathered.
  let leaks: Leaks?
  let modelAnswers: ModelAnswers?
  let viewMessages: ViewMessages?
  let modelQuestions: ModelQuestions?
  let bindingProbe: BindingProbeUse?
  let mainActor: MainActorDelivery?
  /// Every message that reached the view of a screen used once it was built, with the call
  /// stack where it arrived, oldest first: what the view was told while a user event was handled,
  /// and what it was told later, by an effect's answer (see ``ArrivalStack``). Empty where call
  /// stacks are not read.
  let effectArrivals: [ArrivalStack]?
  /// Each reducer the kit checks (``StepChecked``), read step by step and between the events on
  /// a screen of its own: what "only the reducer changes the state" reads beside the call
  /// stacks. Empty where no reducer is checked.
  let reducerSteps: [StoreSteps]?
  public let limits: Limits

  /// A screen's shape as the driver measured it: `nil` for each observation it did not gather.
  public init(
    architecture: String, screen: ScreenKind, holding: Holding, leaks: Leaks?, modelAnswers: ModelAnswers?,
    viewMessages: ViewMessages?, modelQuestions: ModelQuestions?, bindingProbe: BindingProbeUse?,
    mainActor: MainActorDelivery?, effectArrivals: [ArrivalStack]?, reducerSteps: [StoreSteps]?,
    limits: Limits
  ) {
    self.architecture = architecture
    self.screen = screen
    self.holding = holding
    self.leaks = leaks
    self.modelAnswers = modelAnswers
    self.viewMessages = viewMessages
    self.modelQuestions = modelQuestions
    self.bindingProbe = bindingProbe
    self.mainActor = mainActor
    self.effectArrivals = effectArrivals
    self.reducerSteps = reducerSteps
    self.limits = limits
  }

  /// The observations this measurement gathered.
  public var gathered: Set<ShapeObservation> {
    let present: [(ShapeObservation, Bool)] = [
      (.holding, true), (.leaks, leaks != nil), (.modelAnswers, modelAnswers != nil),
      (.viewMessages, viewMessages != nil), (.modelQuestions, modelQuestions != nil),
      (.binding, bindingProbe != nil), (.mainActor, mainActor != nil),
      (.effectArrivals, effectArrivals != nil),
      (.reducerSteps, reducerSteps != nil),
    ]
    return Set(present.filter(\.1).map(\.0))
  }

  // What the rules read, by observation. A rule runs only on a shape that gathered every
  // observation it declares (``ShapeRule/check(_:)``), so the empty values below are never
  // read as a pass.

  /// Every object found from the screen, the screen itself first.
  public var parts: [Part] { holding.parts }
  /// Who holds whom, in the order the walk found them.
  public var references: [Reference] { holding.references }
  public var edges: [ObjectGraph.Edge] { holding.edges }
  var keepsAlive: [Set<Int>] { holding.keepsAlive }
  var valueParts: [(holder: Int, role: Role, property: String)] { holding.valueParts }
  var catchAllDeclarations: [String] { holding.catchAllDeclarations }
  var survivors: [Int] { leaks?.survivors ?? [] }
  var lingeringWork: String? { leaks?.lingeringWork }
  var shown: (actual: String, expected: String) { modelAnswers?.shown ?? ("", "") }
  var shownAnotherModelsAnswer: Bool { modelAnswers?.shownAnotherModelsAnswer ?? false }
  var unaskedInRealRun: String? { modelAnswers?.unaskedInRealRun }
  var sharedState: String? { modelAnswers?.sharedState }
  var arrivals: [Trace.Message] { viewMessages?.arrivals ?? [] }
  var measuredArrivals: [Trace.Message] { viewMessages?.measuredArrivals ?? [] }
  var deliveries: [Trace.Delivery] { viewMessages?.deliveries ?? [] }
  var answers: [Trace.Delivery] { viewMessages?.answers ?? [] }
  var shownTexts: [String] { viewMessages?.shownTexts ?? [] }
  var viewTexts: [ViewText] { viewMessages?.viewTexts ?? [] }
  var handedOnByViewCode: [String] { viewMessages?.handedOnByViewCode ?? [] }
  /// Every question the screen put to the Model (or the service), and who asked it.
  var modelCalls: [ModelCall] { modelQuestions?.modelCalls ?? [] }
  var questionStacks: [FlowStack] { modelQuestions?.questionStacks ?? [] }
  var handovers: [Handover] { modelQuestions?.handovers ?? [] }
  /// The binding probe's findings; `nil` when the screen is no ``BindingProbe``.
  var binding: BindingObservation? { bindingProbe?.observed }
  /// Every message the view was told off the main actor, as the view noted it where it arrived
  /// or as another view bound to the same output was handed it.
  public var toldOffTheMainActor: [String] { mainActor?.toldOffTheMainActor ?? [] }
  /// Why nothing tells where the view was told what it shows, or `nil` when something does: the
  /// view noted no message where it arrived, and no other view could bind to what it shows.
  public var mainActorAbsence: String? { mainActor?.absence }
  var arrivalStacks: [ArrivalStack] { effectArrivals ?? [] }
  /// Each reducer the kit checks (``StepChecked``), read step by step: empty where no reducer is
  /// checked, or where no rule asked for its steps.
  public var steps: [StoreSteps] { reducerSteps ?? [] }
  /// What never returned while the screen was measured (its load, its `settle()`), described;
  /// `nil` when every call to its code returned. A screen that did not answer is measured no
  /// further: "the screen always answers" fails, and every other rule is not measured.
  public var stall: String? { limits.stall }
  /// Why call stacks were not read while the screen was measured (who asked the Model, who
  /// sent what reached the view), or `nil` when they were. Where they are not (Apple platforms
  /// before macOS 26, `KATA_CALL_STACKS=off`, a thread that gave up), the rules that need them
  /// say they were not measured, and why.
  public var callStacksAbsence: String? { limits.callStacksAbsence }
  /// Whether call stacks were read while the screen was measured.
  public var callStacksMeasured: Bool { callStacksAbsence == nil }

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
