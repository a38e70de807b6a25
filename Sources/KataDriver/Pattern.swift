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
    rules: [
      .owns(
        .controller, .view, name: "the controller owns its view",
        why: "in MVC the controller makes and keeps its view, as a view controller keeps `view`.",
        hint: "hold the view in a strong property of the controller (`let view`).",
        lesson: "docs/01-mvc.md#who-holds-whom"),
      .doesNotKeepAlive(
        .view, .controller, name: "the view does not keep its controller alive",
        why: "the controller already holds the view; a strong delegate or data source back is a cycle.",
        hint: "declare the view's `delegate` and `dataSource` `weak`.",
        lesson: "docs/01-mvc.md#who-holds-whom"),
      .reachesOnly(
        [.model, .service], through: .controller, name: "only the controller asks the Model",
        why: "the controller is MVC's one place between Model and View; a view that asks the Model decides.",
        hint: "give the Model to the controller alone; the view reports edits to its delegate.",
        lesson: "docs/01-mvc.md#the-roles"),
    ])

  /// MVP with a passive view: the view owns its presenter, which commands it through a protocol.
  public static let mvp = Pattern(
    name: "MVP", mediator: .presenter,
    rules: [
      .owns(
        .view, .presenter, name: "the view owns its presenter",
        why: "in MVP the view is the entry point, and its presenter lives as long as it does.",
        hint: "hold the presenter in a strong property of the view (`let presenter`).",
        lesson: "docs/02-mvp.md#who-holds-whom"),
      .doesNotKeepAlive(
        .presenter, .view, name: "the presenter does not keep its view alive",
        why: "the view already holds the presenter; a strong reference back is a cycle.",
        hint:
          "declare the presenter's view weak, through the view's protocol: `weak var view: (any …View)?`.",
        lesson: "docs/02-mvp.md#who-holds-whom"),
      .refersThroughProtocol(
        .presenter, .view, name: "the presenter knows the view only through its protocol",
        why:
          "a presenter that names the concrete view (or casts AnyObject to it) cannot be tested with a fake one.",
        hint:
          "declare the presenter's view `weak var view: (any …View)?`: the View protocol, not a class, AnyObject or unowned.",
        lesson: "docs/02-mvp.md#the-seam-in-code"),
      .reachesOnly(
        [.model, .service], through: .presenter, from: .view, name: "the view cannot reach the Model",
        why: "a passive view decides nothing: everything it shows comes from its presenter.",
        hint: "give the Model to the presenter alone; the view forwards events.",
        lesson: "docs/02-mvp.md#the-roles"),
    ])

  /// MVVM with one-way bindings: the view owns its view model and binds to its outputs.
  public static let mvvm = Pattern(
    name: "MVVM", mediator: .viewModel,
    rules: [
      .owns(
        .view, .viewModel, name: "the view owns its view model",
        why: "the view is the entry point; its view model lives as long as it does.",
        hint: "hold the view model in a strong property of the view (`let viewModel`).",
        lesson: "docs/03-mvvm.md#who-holds-whom"),
      .cannotReach(
        from: .viewModel, [.view], passing: [.coordinator], name: "the view model cannot reach any view",
        why: "a view model knows no view, not even weakly: that is what lets several views share it.",
        hint: "remove the view property; publish outputs that views bind to.",
        lesson: "docs/03-mvvm.md#who-holds-whom"),
      .reachesOnly(
        [.model, .service], through: .viewModel, from: .view, name: "the view cannot reach the Model",
        why: "the view shows what its view model publishes; a view that asks the Model decides what to show.",
        hint: "give the Model to the view model alone; the view binds to its outputs.",
        lesson: "docs/03-mvvm.md#the-roles"),
      .formatsNothing(
        .view, publishedBy: [.viewModel, .binding], name: "the view formats nothing",
        why:
          "formatting is presentation logic: in the view it cannot be tested without the view, nor shared by another.",
        hint:
          "publish the text the view shows (`BoundValue<String>`), formatted in the view model; the view shows it as it comes.",
        lesson: "docs/03-mvvm.md#the-roles"),
      .resultsArriveThroughBinding,
      .currentValueOnBind,
      .servesSeveralObservers,
    ])
}
