import KataTracing

/// The pattern an architecture claims to be, and the rules that prove the claim.
///
/// Identical output proves the behaviour; the rules prove the shape: who owns whom, who
/// may reach the Model, how a result reaches the view. Every pattern also keeps
/// ``commonRules``. A pattern of one's own declares its rules with the builders of
/// ``ShapeRule`` (``ShapeRule/owns(_:_:name:why:hint:lesson:)`` and the others).
public struct Pattern: Sendable, CustomStringConvertible {
  /// The pattern's name: `MVC`.
  public let name: String
  /// The role between Model and View (`Controller`, `Presenter`, `ViewModel`): the one that
  /// asks the Model, and that a trace names as the Model's caller.
  public let mediator: Role
  /// The rules of this pattern, beyond ``commonRules``.
  public var ownRules: [ShapeRule] { madeRules.value }
  /// The rules, made the first time they are asked for: a command that measures no shape
  /// (`kata calc`) needs the pattern's mediator, and never pays for building its rules.
  private let madeRules: MadeOnFirstUse<[ShapeRule]>

  public init(name: String, mediator: Role, rules: @autoclosure @escaping @Sendable () -> [ShapeRule]) {
    self.name = name
    self.mediator = mediator
    self.madeRules = MadeOnFirstUse(rules)
  }

  /// Every rule a screen of this pattern must keep: the common ones, then its own, then the
  /// floors its own rules leave to keep (``floorRules``).
  public var rules: [ShapeRule] { Self.commonRules + ownRules + floorRules }

  /// The floors this pattern keeps because its own rules do not say as much: how its middle
  /// layer reaches the view, how the Model is reached, and how the view changes the middle layer.
  public var floorRules: [ShapeRule] {
    (declaresViewRoute ? [] : [undeclaredRouteRule]) + (declaresModelRoute ? [] : [mediatorFloorRule])
      + (declaresStateRoute ? [] : [stateFloorRule])
  }

  /// Whether one of its own rules says the view changes its mediator only through its methods:
  /// the store's "the view only sends actions".
  public var declaresStateRoute: Bool {
    ownRules.contains { $0.stateGate == mediator }
  }

  /// The floor for a pattern whose rules say nothing of how the view changes its middle layer:
  /// only through its methods. A view that writes the middle layer's state (`store.state.token =
  /// …`), or puts a value into one of its bindings itself, shows what the middle layer never decided.
  public var stateFloorRule: ShapeRule {
    let middle = Self.spoken(mediator)
    return .entersOnlyByMethods(
      of: mediator, from: .view, name: "the view changes the \(middle) only through its methods",
      why:
        "the \(middle) owns the screen's state and what it publishes: a view that writes either shows what the "
        + "\(middle) never decided, a change that no test of the \(middle) sees and no other view hears of.",
      hint:
        "hand each event to a method of the \(middle) (`inputChanged(_:)`, `send(_:)`) and let it change its state "
        + "and publish; make what the view must not write `private(set)`.",
      lesson: "docs/adding-an-architecture.md#what-the-rules-measure-and-what-they-cannot-see")
  }

  /// Whether one of its own rules says the Model is reached only through its mediator: "only
  /// the controller asks the Model", "the view cannot reach the Model".
  public var declaresModelRoute: Bool {
    ownRules.contains { $0.modelGate == mediator }
  }

  /// The floor for a pattern whose rules say nothing of the way to the Model: its mediator
  /// exists in the screen, and it is the only way to the Model. A pattern named after one of
  /// the lessons, with no rules and no middle layer, is a view that decides, and fails here.
  public var mediatorFloorRule: ShapeRule {
    let middle = Self.spoken(mediator)
    return .reachesOnly(
      [.model, .service], through: mediator,
      name: "the \(middle) is the only way to the Model",
      why:
        "a pattern's middle layer is the one place between Model and View: a screen whose view asks the Model, "
        + "or that has no \(middle) at all, is a view that decides, whatever its pattern is called.",
      hint:
        "make an object that plays \(mediator) (declare its role), give the Model (or service) to it alone, "
        + "and let it pass what the view shows.",
      lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
  }

  /// Whether one of its own rules governs a reference from its mediator to the view: "the
  /// controller owns its view", "the presenter does not keep its view alive", "the view model
  /// cannot reach any view".
  public var declaresViewRoute: Bool {
    ownRules.contains { $0.route.map { $0.from == mediator && $0.to == .view } ?? false }
  }

  /// The floor for a pattern of one's own that declares no route from its middle layer to the
  /// view: the middle layer reaches no view, so results reach it through what the view binds.
  /// A pattern that means its middle layer to call the view says so with a rule of that route.
  public var undeclaredRouteRule: ShapeRule {
    let middle = Self.spoken(mediator)
    return .cannotReach(
      from: mediator, [.view], passing: [.coordinator],
      name: "the \(middle) reaches the view only by a route its pattern declares",
      why:
        "a middle layer that keeps and calls its view is a presenter or a controller, whatever its name: "
        + "a pattern of its own says so, or publishes results that the view binds to.",
      hint:
        "let the view bind to what the \(middle) publishes; or, if it is meant to call its view, declare that "
        + "route in the pattern's rules (`.doesNotKeepAlive(\(Self.code(mediator)), .view, …)` and `.refersThroughProtocol(…)`, "
        + "as MVP's presenter keeps them).",
      lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
  }

  public var description: String { name }

  /// A role as code names it: `.viewModel`, `Role("Hub")` declared as `.hub`.
  static func code(_ role: Role) -> String { "." + role.name.prefix(1).lowercased() + role.name.dropFirst() }

  /// A role's name as a sentence says it: `ViewModel` is "view model", `Hub` "hub".
  static func spoken(_ role: Role) -> String {
    var words = ""
    for character in role.name {
      if character.isUppercase, !words.isEmpty, words.last != " " { words.append(" ") }
      words.append(character)
    }
    return words.lowercased()
  }

  /// The rules of every pattern.
  public static let commonRules: [ShapeRule] = [
    .screenAlwaysAnswers, .everyObjectHasARole, .computesWithTheGivenModel, .modelKnowsNoView,
    .noStateOutsideTheScreen,
    .nothingOutlivesItsScreen, .viewIsToldOnTheMainActor,
  ]
}

extension Pattern {
  /// MVC as UIKit practises it: the controller owns its view and is the view's delegate.
  public static let mvc = Pattern(
    name: "MVC", mediator: .controller,
    rules: [
      .controllerOwnsItsView, .viewDoesNotKeepItsControllerAlive, .onlyTheControllerAsksTheModel,
      .controllerFormatsWhatTheViewShows,
    ])

  /// MVP with a passive view: the view owns its presenter, which commands it through a protocol.
  public static let mvp = Pattern(
    name: "MVP", mediator: .presenter,
    rules: [
      .viewOwnsItsPresenter, .presenterDoesNotKeepItsViewAlive, .presenterKnowsTheViewThroughItsProtocol,
      .passiveViewCannotReachTheModel, .presenterDecidesWhatTheViewShows, .passiveViewFormatsNothing,
    ])

  /// MVVM with one-way bindings: the view owns its view model and binds to its outputs.
  public static let mvvm = Pattern(
    name: "MVVM", mediator: .viewModel,
    rules: [
      .viewOwnsItsViewModel, .viewModelCannotReachAnyView, .boundViewCannotReachTheModel,
      .boundViewFormatsNothing, .resultsArriveThroughBinding, .currentValueOnBind, .servesSeveralObservers,
      .releasedTokenEndsObservation,
    ])

  /// Unidirectional data flow: the view sends actions to a store, whose reducer makes the next
  /// state and whose effects answer with more actions; the view draws the state it is told.
  public static let unidirectional = Pattern(
    name: "Store", mediator: .store,
    rules: [
      .viewOwnsItsStore, .storeCannotReachAnyView, .viewOnlySendsActions, .onlyTheReducerChangesTheState,
      .effectsAnswerOnlyAsActions, .storeDecidesWhatIsShown, .storeViewFormatsNothing,
    ])
}
