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
  public let ownRules: [ShapeRule]

  public init(name: String, mediator: Role, rules: [ShapeRule]) {
    self.name = name
    self.mediator = mediator
    self.ownRules = rules
  }

  /// Every rule a screen of this pattern must keep: the common ones, then its own.
  public var rules: [ShapeRule] { Self.commonRules + ownRules }

  public var description: String { name }

  /// The rules of every pattern.
  public static let commonRules: [ShapeRule] = [
    .everyObjectHasARole, .computesWithTheGivenModel, .noStateOutsideTheScreen, .nothingOutlivesItsScreen,
  ]
}

extension Pattern {
  /// MVC as UIKit practises it: the controller owns its view and is the view's delegate.
  public static let mvc = Pattern(
    name: "MVC", mediator: .controller,
    rules: [.controllerOwnsItsView, .viewDoesNotKeepItsControllerAlive, .onlyTheControllerAsksTheModel])

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
    ])
}
