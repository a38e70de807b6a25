import KataDriver

// The fifth battery: architectures written from the guide to adding an architecture, the
// lessons and their sources alone, before the kit's rules were read. Each wrong one carries one
// mistake and shows the right results where it can; each honest one is a legitimate way of
// writing its pattern that the lessons do not take. Each is listed with the verdict a correct
// kit gives it; `disagreement` says where today's kit gives another, and why.

extension Battery5Case {
  static let all: [Battery5Case] = honest + wrong

  private static let both = ScreenKind.allCases
  private static let calculator = [ScreenKind.calculator]
  private static let scoreList = [ScreenKind.scoreList]

  static let honest: [Battery5Case] = [
    Battery5Case(
      name: "MVVM bound with a Combine-shaped subject, sinks and cancellables",
      architecture: .battery5Publisher, screens: both, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose outputs are AsyncStreams, iterated in tasks the views own",
      architecture: .battery5Streaming, screens: both, expected: .keepsEveryRule,
      disagreement: Disagreement.viewAsItsOwnSender),
    Battery5Case(
      name: "MVVM whose view iterates Observations { viewModel.resultText }",
      architecture: .battery5Observations, screens: calculator, expected: .keepsEveryRule,
      disagreement: Disagreement.viewAsItsOwnSender),
    Battery5Case(
      name: "MVVM whose view writes the view model's fields and reads a computed result, as SwiftUI does",
      architecture: .battery5TwoWay, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose view model is a struct of closures made by a static live(model:)",
      architecture: .battery5ClosureStruct, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM-C whose coordinator is the screen's root and keeps the view on its stack",
      architecture: .battery5RootCoordinator, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose view model yields the main actor 300 times before it publishes",
      architecture: .battery5Sliced, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose binding keeps weak observer objects, the Gang of Four's Observer",
      architecture: .battery5ObserverList, screens: calculator, expected: .keepsEveryRule,
      disagreement:
        "the view model cannot reach any view walks on through the binding's weak observer list (no stop at a "
        + "Binding part), and the binding serves several observers compares the innermost Binding frame of each "
        + "stack, which for the other views is the adapter that wraps their closure, not the subject that calls "
        + "both"),
    Battery5Case(
      name: "MVP whose presenter knows its view as two small protocols composed",
      architecture: .battery5Segregated, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVP whose presenter presents on the main actor's next turn",
      architecture: .battery5NextTurnPresenter, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVC whose view reports by target-action closures that capture the controller weakly",
      architecture: .battery5TargetAction, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "a store scoped from an app store, as TCA scopes one: the child keeps no state, only its parent",
      architecture: .battery5Scoped, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "a store observed through @Observable, drawn inside the tracking",
      architecture: .battery5ObservedStore, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "a store whose reducer reads its Model from task-local dependencies the store binds",
      architecture: .battery5TaskLocalDependencies, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "a Redux store whose thunk middleware loads and dispatches the answer",
      architecture: .battery5Redux, screens: both, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVI: intents through the store's channel, reduced by the store's own loop",
      architecture: .battery5Intents, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "the Elm architecture: init, update and view, run by a runtime",
      architecture: .battery5Elm, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "VIPER, a pattern of its own with five rules",
      architecture: .battery5ViperHonest, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose view model is made of one child view model per field",
      architecture: .battery5Form, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose view model sums in a detached task and publishes back on the main actor",
      architecture: .battery5OffMain, screens: calculator, expected: .keepsEveryRule),
    Battery5Case(
      name: "MVVM whose view model does a few milliseconds of work of its own in each edit",
      architecture: .battery5Diligent, screens: calculator, expected: .keepsEveryRule),
  ]

  static let wrong: [Battery5Case] = [
    Battery5Case(
      name: "a view model that caches every label in a static dictionary",
      architecture: .battery5Caching, screens: calculator,
      expected: .breaks(
        ["no state outside the screen"],
        why: "a second screen shows the label the first screen's Model answered",
        mayAlsoBreak: ["the screen computes with the Model it is given"]),
      failsCases: .calculatorCasesAfterOtherScreens),
    Battery5Case(
      name: "a view model whose input stream's consuming task holds it, and never ends",
      architecture: .battery5StreamInputs, screens: calculator,
      expected: .breaks(
        ["nothing outlives its screen"], why: "the view model and its task outlive the screen")),
    Battery5Case(
      name: "a view model whose clock loop goes round for ever once the view model is gone",
      architecture: .battery5Clock, screens: calculator,
      expected: .breaks(
        ["nothing outlives its screen"], why: "the task it started runs after the screen is gone")),
    Battery5Case(
      name: "the same clock, started from a block on the main queue",
      architecture: .battery5MainQueueClock, screens: calculator,
      expected: .breaks(
        ["nothing outlives its screen"], why: "the task it started runs after the screen is gone"),
      disagreement:
        "every rule passes: a task begun inside a block the main queue runs inherits no task-local value, so the "
        + "screen's marker never reaches it, as with Task.detached; the guide's table names Task.detached, a "
        + "Timer and a DispatchSource, not DispatchQueue.async"),
    Battery5Case(
      name: "a screen that tells a probe from a real Model, and keeps its pattern only under the probe",
      architecture: .battery5ProbeAware, screens: calculator,
      expected: .breaks(
        ["the view cannot reach the Model"], why: "in a real run the view keeps the Model and asks it",
        mayAlsoBreak: ["the view formats nothing", "every result reaches the view through a binding"]),
      disagreement:
        "every rule passes: the run that looks real only checks that each edit reaches the Model; who asked, "
        + "and what the screen holds, are read over the probe alone, which the screen tells apart by its answer "
        + "for empty fields"),
    Battery5Case(
      name: "a view that asks the Model for its first label, in init",
      architecture: .battery5FirstLabel, screens: calculator,
      expected: .breaks(["the view cannot reach the Model"], why: "the view asked the Model as it was built")),
    Battery5Case(
      name: "a view model that calls its view through an unmanaged pointer",
      architecture: .battery5Unmanaged, screens: calculator,
      expected: .breaks(
        ["every result reaches the view through a binding", "the view model cannot reach any view"],
        why: "the view model calls the view, and an unmanaged reference is a stored reference to it")),
    Battery5Case(
      name: "a view model that calls its view through a raw pointer made from it",
      architecture: .battery5RawPointer, screens: calculator,
      expected: .breaks(
        ["every result reaches the view through a binding"],
        why: "the view model calls the view; the pointer is the guide's raw pointer row, which no rule reads")
    ),
    Battery5Case(
      name: "a view model that sends the label from a detached task, through a locked subject",
      architecture: .battery5Detached, screens: calculator,
      expected: .breaks(
        ["the view is told only on the main actor"], why: "the view is told on the cooperative pool",
        // Read before a detached answer arrives, a screen shows an earlier answer of its own.
        mayAlsoBreak: ["the screen computes with the Model it is given", "no state outside the screen"]),
      intermittent: true,
      casesDisagreement:
        "its answers come from Task.detached, which the driver cannot wait for (the guide's row for work started "
        + "with Task.detached): on a busy machine a case is read before its answer arrives"),
    Battery5Case(
      name: "MVVM-C whose coordinator relays each result to the view",
      architecture: .battery5RelayingCoordinator, screens: calculator,
      expected: .breaks(
        ["every result reaches the view through a binding"],
        why: "the coordinator calls the view with results")),
    Battery5Case(
      name: "a subject that keeps at most two sinks, the oldest pushed out",
      architecture: .battery5TwoSinks, screens: calculator,
      expected: .breaks(["the binding serves several observers"], why: "two more sinks cut the view off")),
    Battery5Case(
      name: "a passthrough subject: a sink hears nothing until the next send",
      architecture: .battery5Passthrough, screens: calculator,
      expected: .breaks(
        ["the binding gives the current value on bind"], why: "an observer bound later gets no value",
        mayAlsoBreak: ["the binding serves several observers"])),
    Battery5Case(
      name: "a single-sink subject for the view, and a decoy of the same type for other views",
      architecture: .battery5SameTypeDecoy, screens: calculator,
      expected: .passesByRoute("the view's own subscription")),
    Battery5Case(
      name: "an @Observable view model that also calls back the view's onResult closure",
      architecture: .battery5ObservedCallback, screens: calculator,
      expected: .breaks(
        ["every result reaches the view through a binding"], why: "the view model calls the view's closure")),
    Battery5Case(
      name: "a presenter that hands its passive view an Amount, a value with a description",
      architecture: .battery5Amount, screens: calculator,
      expected: .breaks(["the view formats nothing"], why: "the view interpolates the amount")),
    Battery5Case(
      name: "a presenter that hands the sum, and a view that notes the text it made",
      architecture: .battery5RelabelledSum, screens: calculator,
      expected: .passesByRoute("what a message into the view says")),
    Battery5Case(
      name: "a presenter that hands the label the sum, and a status line the text",
      architecture: .battery5StatusLine, screens: calculator,
      expected: .passesByRoute("which of a screen's views a value reached")),
    Battery5Case(
      name: "a presenter that tells its view through a closure capturing the view strongly",
      architecture: .battery5StrongClosurePresenter, screens: calculator,
      expected: .breaks(
        ["nothing outlives its screen", "the presenter does not keep its view alive"],
        why: "the view owns the presenter, whose closure owns the view")),
    Battery5Case(
      name: "one presenter for the whole app, static let shared",
      architecture: .battery5SharedPresenter, screens: calculator,
      expected: .breaks(
        ["no state outside the screen", "nothing outlives its screen"],
        why: "every screen attaches to the one presenter, which keeps the fields",
        mayAlsoBreak: ["the screen computes with the Model it is given", "the view owns its presenter"]),
      failsCases: .calculatorCasesAfterOtherScreens,
      disagreement:
        "no state outside the screen passes in some runs: the singleton keeps the first Model it was given, "
        + "and when that was no probe (a conformance case or another test built a screen first) no screen shows "
        + "another probe's answer, which is the only sharing the rule recognises when a screen does not compute "
        + "with its own Model; the verdict then depends on what ran before in the process",
      intermittent: true),
    Battery5Case(
      name: "a controller that holds its view weakly, while the window keeps it",
      architecture: .battery5WeakControlledView, screens: calculator,
      expected: .breaks(
        ["the controller owns its view"], why: "the window, not the controller, keeps the view")),
    Battery5Case(
      name: "a view that previews the sum with the Model it finds in a global",
      architecture: .battery5PreviewingView, screens: calculator,
      expected: .breaks(
        ["only the controller asks the Model"], why: "the view asks the Model",
        mayAlsoBreak: ["no state outside the screen", "nothing outlives its screen"])),
    Battery5Case(
      name: "a controller that sets the sum through a helper of the view's protocol, which formats it",
      architecture: .battery5FormattingHelper, screens: calculator,
      expected: .breaks(["the view formats nothing"], why: "the view's own code makes the text")),
    Battery5Case(
      name: "a store whose view writes the fields through a two-way binding, then sends",
      architecture: .battery5BindingStore, screens: calculator,
      expected: .breaks(
        ["only the reducer changes the state"], why: "the binding writes the state with no action",
        mayAlsoBreak: ["the view only sends actions"])),
    Battery5Case(
      name: "one store for the whole app, shared by every calculator screen",
      architecture: .battery5AppStore, screens: calculator,
      expected: .breaks(
        ["no state outside the screen", "nothing outlives its screen"],
        why: "every screen shares the app's store",
        mayAlsoBreak: [
          "the view owns its store", "the screen computes with the Model it is given",
          "effects reach the state only as actions",
        ]),
      failsCases: .calculatorCasesAfterOtherScreens),
    Battery5Case(
      name: "a reducer that finds its Model in a global the composition sets",
      architecture: .battery5GlobalDependency, screens: calculator,
      expected: .breaks(
        ["no state outside the screen"], why: "the latest screen's Model answers every screen",
        mayAlsoBreak: ["the screen computes with the Model it is given"])),
    Battery5Case(
      name: "a class state whose view sets the live state's fields before it sends",
      architecture: .battery5ClassState, screens: calculator,
      expected: .breaks(
        ["only the reducer changes the state"], why: "the view writes the state with no action"),
      disagreement:
        "the view owns its store also fails, for each state object an earlier moment of the walk found: the "
        + "reducer copies the class state on each action, the copies a moment left behind are parts of the "
        + "screen, and no view holds them any more"),
    Battery5Case(
      name: "a store that keeps weak boxes of its views and pushes each state to them",
      architecture: .battery5PushingStore, screens: calculator,
      expected: .breaks(["the store never knows the view"], why: "the store keeps the view, weakly, in a box")
    ),
    Battery5Case(
      name: "an Elm program whose headless view works the label out from the fields",
      architecture: .battery5ElmViewSums, screens: calculator,
      expected: .breaks(
        ["the view formats nothing", "the store is the only way to the Model"],
        why: "the view asks the Model and formats",
        mayAlsoBreak: ["the view draws only what the store tells it", "only the reducer changes the state"])),
    Battery5Case(
      name: "VIPER whose router keeps the view strongly",
      architecture: .battery5ViperRouter, screens: calculator,
      expected: .breaks(
        ["nothing outlives its screen", "the VIPER presenter does not keep its view alive"],
        why: "the presenter's router keeps the view, which keeps the presenter", says: "router"),
      disagreement:
        "the interactor cannot reach the view fails too, 'through what reflection cannot see': the screen's "
        + "cycle keeps the view alive whichever part is held alone, and the rule reads that as the interactor's "
        + "doing; the presenter's message names its weak `view`, not the router that keeps the view"),
    Battery5Case(
      name: "a service decorator that reports each load's start to the view",
      architecture: .battery5ReportingService, screens: scoreList,
      expected: .breaks(
        ["the Model knows no view"], why: "the service keeps the view and tells it",
        mayAlsoBreak: [
          "every result reaches the view through a binding", "the view model cannot reach any view",
        ])),
    Battery5Case(
      name: "a load that awaits a continuation nothing resumes",
      architecture: .battery5NeverAnswers, screens: scoreList,
      expected: .breaks(
        ["the screen always answers"], why: "the load never returns", othersNotMeasured: true),
      failsCases: .scoreListCasesThatLoad),
    Battery5Case(
      name: "a presenter that hands its passive list each player's parts, joined and named by the view",
      architecture: .battery5PartsList, screens: scoreList,
      expected: .breaks(["the view formats nothing"], why: "the view joins the name and names the level")),
  ]
}

/// Why today's kit disagrees, where several cases share the reason.
private enum Disagreement {
  static let viewAsItsOwnSender =
    "every result reaches the view through a binding fails each arrival whose stack holds no code of another "
    + "role than the view's: a value the view's own task takes from a stream (AsyncStream, Observations) reads "
    + "as sent by the View itself, which the rule counts as a call from outside a binding"
}
