/// The rules of the lessons' patterns, each by a name that code and tests can use:
/// `ShapeRule.viewOwnsItsPresenter`. ``Pattern/mvc``, ``Pattern/mvp`` and ``Pattern/mvvm``
/// list them; the rules every pattern keeps are in `ShapeRule+Builders.swift`.
extension ShapeRule {
  // MVC

  public static let controllerOwnsItsView = owns(
    .controller, .view, name: "the controller owns its view",
    why: "in MVC the controller keeps its view alive, as a view controller keeps `view`.",
    hint: "hold the view in a strong property of the controller (`let view`).",
    lesson: "docs/01-mvc.md#who-holds-whom")

  public static let viewDoesNotKeepItsControllerAlive = doesNotKeepAlive(
    .view, .controller, name: "the view does not keep its controller alive",
    why: "the controller already holds the view; a strong delegate or data source back is a cycle.",
    hint: "declare the view's `delegate` and `dataSource` `weak`.",
    lesson: "docs/01-mvc.md#who-holds-whom")

  public static let controllerFormatsWhatTheViewShows = showsWhatArrives(
    .view, name: "the view formats nothing",
    why:
      "the controller configures what each view shows, as `cellForRowAt` configures a cell; "
      + "a view that makes its own text from raw data cannot be tested without it.",
    hint:
      "hand the view its text ready to show (`setResultText(String)`, a cell of texts), formatted by the controller.",
    lesson: "docs/01-mvc.md#the-roles")

  public static let onlyTheControllerAsksTheModel = reachesOnly(
    [.model, .service], through: .controller, name: "only the controller asks the Model",
    why: "the controller is MVC's one place between Model and View; a view that asks the Model decides.",
    hint: "give the Model to the controller alone; the view reports edits to its delegate.",
    lesson: "docs/01-mvc.md#the-roles")

  // MVP

  public static let viewOwnsItsPresenter = owns(
    .view, .presenter, name: "the view owns its presenter",
    why: "in MVP the view is the entry point, and its presenter lives as long as it does.",
    hint: "hold the presenter in a strong property of the view (`let presenter`).",
    lesson: "docs/02-mvp.md#who-holds-whom")

  public static let presenterDoesNotKeepItsViewAlive = doesNotKeepAlive(
    .presenter, .view, name: "the presenter does not keep its view alive",
    why: "the view already holds the presenter; a strong reference back is a cycle.",
    hint: "declare the presenter's view weak, through the view's protocol: `weak var view: (any …View)?`.",
    lesson: "docs/02-mvp.md#who-holds-whom")

  public static let presenterKnowsTheViewThroughItsProtocol = refersThroughProtocol(
    .presenter, .view, name: "the presenter knows the view only through its protocol",
    why:
      "a presenter that names the concrete view (or casts AnyObject to it) cannot be tested with a fake one.",
    hint:
      "declare the presenter's view `weak var view: (any …View)?`: the View protocol, not a class, AnyObject or unowned.",
    lesson: "docs/02-mvp.md#the-seam-in-code")

  public static let passiveViewCannotReachTheModel = reachesOnly(
    [.model, .service], through: .presenter, from: .view, name: "the view cannot reach the Model",
    why: "a passive view decides nothing: everything it shows comes from its presenter.",
    hint: "give the Model to the presenter alone; the view forwards events.",
    lesson: "docs/02-mvp.md#the-roles")

  public static let presenterDecidesWhatTheViewShows = decidesWhatIsShown(
    by: .presenter, to: .view, name: "the presenter decides what the view shows",
    why:
      "a passive view only displays: a view that sets its own label from what a helper returns decides, untested.",
    hint:
      "keep the fields in the presenter and have it call the View protocol (`view?.display(resultText:)`); "
      + "the view forwards edits and displays what it is told.",
    lesson: "docs/02-mvp.md#the-roles",
    onList: (
      why:
        "a passive view only displays: a view that shows a state of its own making (loading, rows it built) "
        + "decides when and what, untested.",
      hint:
        "keep the list's state in the presenter and have it call the View protocol (`view?.displayLoading()`, "
        + "`view?.display(rows:)`); the view forwards its events and displays what it is told."
    ))

  public static let passiveViewFormatsNothing = showsWhatArrives(
    .view, name: "the view formats nothing",
    why:
      "formatting is presentation logic: in the view it cannot be tested without the view; the presenter owns it.",
    hint:
      "make the View protocol take the text to show (`display(resultText: String)`), formatted by the presenter.",
    lesson: "docs/02-mvp.md#the-roles",
    onList: (
      why:
        "formatting is presentation logic: a row's name and level made in the view cannot be tested without the "
        + "view; the presenter owns it.",
      hint:
        "make the View protocol take the rows ready to show (`display(rows:)`, each name and level a text), "
        + "formatted by the presenter."
    ))

  // MVVM

  public static let viewOwnsItsViewModel = owns(
    .view, .viewModel, name: "the view owns its view model",
    why: "the view is the entry point; its view model lives as long as it does.",
    hint: "hold the view model in a strong property of the view (`let viewModel`).",
    lesson: "docs/03-mvvm.md#who-holds-whom")

  public static let viewModelCannotReachAnyView = cannotReach(
    from: .viewModel, [.view], passing: [.coordinator], name: "the view model cannot reach any view",
    why: "a view model knows no view, not even weakly: that is what lets several views share it.",
    hint: "remove the view property; publish outputs that views bind to.",
    lesson: "docs/03-mvvm.md#who-holds-whom")

  public static let boundViewCannotReachTheModel = reachesOnly(
    [.model, .service], through: .viewModel, from: .view, name: "the view cannot reach the Model",
    why: "the view shows what its view model publishes; a view that asks the Model decides what to show.",
    hint: "give the Model to the view model alone; the view binds to its outputs.",
    lesson: "docs/03-mvvm.md#the-roles")

  public static let boundViewFormatsNothing = showsWhatArrives(
    .view, name: "the view formats nothing",
    why:
      "formatting is presentation logic: in the view it cannot be tested without the view, nor shared by another.",
    hint:
      "publish the text the view shows (`BoundValue<String>`), formatted in the view model; the view shows it as it comes.",
    lesson: "docs/03-mvvm.md#the-roles",
    onList: (
      why:
        "formatting is presentation logic: a row's name and level made in the view cannot be tested without the "
        + "view, nor shared by another.",
      hint:
        "publish the rows ready to show (each name and level a text), formatted in the view model; the view shows "
        + "them as they come."
    ))

  public static let viewOwnsItsStore = owns(
    .view, .store, name: "the view owns its store",
    why: "the view is the entry point; its store, and the state in it, live as long as it does.",
    hint: "hold the store in a strong property of the view (`let store`).",
    lesson: "docs/07-unidirectional.md#who-holds-whom")

  public static let storeCannotReachAnyView = cannotReach(
    from: .store, [.view], passing: [.coordinator], name: "the store never knows the view",
    why:
      "a store holds state and runs its reducer; a store that calls its view decides how it is drawn, and serves "
      + "one view.",
    hint: "let views subscribe to the state; keep no view, not even weakly, in the store or its reducer.",
    lesson: "docs/07-unidirectional.md#who-holds-whom")

  public static let storeDecidesWhatIsShown = decidesWhatIsShown(
    by: .store, through: [.binding], to: .view, name: "the view draws only what the store tells it",
    why:
      "in one direction, state flows from the store to the view and actions back: a view told by anything else "
      + "shows state that no action made.",
    hint:
      "subscribe the view to the store's state, and draw in that subscription alone (or in the observation loop "
      + "that watches the store).",
    lesson: "docs/07-unidirectional.md#the-roles")

  public static let storeViewFormatsNothing = showsWhatArrives(
    .view, name: "the view formats nothing",
    why:
      "formatting belongs to the state the reducer makes: in the view it cannot be tested with the reducer, "
      + "as a function.",
    hint:
      "keep the text the view shows in the state, formatted by the reducer; "
      + "the view draws it as it comes.",
    lesson: "docs/07-unidirectional.md#the-roles")

  public static let viewOnlySendsActions = entersOnlyByMethods(
    of: .store, from: .view, name: "the view only sends actions",
    why:
      "only the reducer changes the state, one action at a time: a view that writes the store's state makes a "
      + "change no action describes, that no reducer test can replay.",
    hint: "make the store's `state` `private(set)`, and let the view call `send(_:)` with an action.",
    lesson: "docs/07-unidirectional.md#the-roles")

  public static let onlyTheReducerChangesTheState = changesStateOnlyInItsReducer(
    .store, heldBy: .view, name: "only the reducer changes the state",
    why:
      "the reducer is a function of the state and an action, tested with no store and no waiting; a store "
      + "method that computes the state, or starts the work, decides outside it, where no reducer test sees.",
    hint:
      "move the change into the reducer's case for that action, and return the work as an effect; "
      + "the store's methods only send actions in and run what the reducer returns.",
    lesson: "docs/07-unidirectional.md#the-roles")

  public static let effectsAnswerOnlyAsActions = answersOnlyAsActions(
    of: .store, to: .view, name: "effects reach the state only as actions",
    why:
      "a store's history is its action log: an effect that writes the state, or tells the view, behind the "
      + "reducer's back makes a state that no action describes, that sending actions cannot reproduce or test.",
    hint:
      "make the effect's answer an action (`.playersLoaded(…)`) that the store sends in by `send(_:)`, "
      + "and let the reducer change the state for it; the view is told of the new state as of any other.",
    lesson: "docs/07-unidirectional.md#the-roles")
}
