import KataDriver

// The battery: architectures written from the guide to adding an architecture alone, in the
// styles of 2026, each claiming a pattern. The wrong ones print the right results and break
// the rules that fit their mistake; the honest ones keep every rule.

extension Mistake {
  static let batteryMistakes: [Mistake] = [
    Mistake(
      name: "an MVVM list whose view model works out each level from the score, with thresholds of its own",
      architecture: .batteryOwnThresholds,
      screen: .scoreList,
      breaks: [],
      unseenRoute: "a level worked out again from the score"),
    Mistake(
      name: "a presenter generic over its view that keeps its view strongly",
      architecture: .batteryStrongGenericPresenter, screen: .calculator,
      breaks: [.nothingOutlivesItsScreen, .presenterDoesNotKeepItsViewAlive],
      says: ".view keeps View (StrongGenericCalculatorView) alive"),
    Mistake(
      name: "a presenter that keeps the fields in static storage",
      architecture: .batteryStaticFields, screen: .calculator,
      breaks: [.noStateOutsideTheScreen], says: "state is shared between screens"),
    Mistake(
      name: "a presenter that hands its passive view a number to format",
      architecture: .batteryFormattingView, screen: .calculator,
      breaks: [.passiveViewFormatsNothing], says: "the View made that text"),
    Mistake(
      name: "a passive view that computes the label through a closure over the Model",
      architecture: .batteryShortcutView, screen: .calculator,
      breaks: [.passiveViewCannotReachTheModel, .presenterDecidesWhatTheViewShows],
      says: "asked the Model or service itself"),
    Mistake(
      name: "a Model of the architecture's own that keeps the view as its listener",
      architecture: .batteryListeningModel, screen: .calculator,
      breaks: [.modelKnowsNoView, .presenterDecidesWhatTheViewShows],
      says: "keeps the view ListenedCalculatorView"),
    Mistake(
      name: "a view model that calls the view it finds in a global",
      architecture: .batteryGlobalView, screen: .calculator,
      breaks: [.resultsArriveThroughBinding], says: "arrived outside a binding"),
    Mistake(
      name: "a view model that calls back a single onResult closure",
      architecture: .batteryCallback, screen: .calculator,
      // One closure, set again by each view that binds, and kept when its token is let go.
      breaks: [
        .resultsArriveThroughBinding, .currentValueOnBind, .servesSeveralObservers,
        .releasedTokenEndsObservation,
      ],
      says: "arrived outside a binding"),
    Mistake(
      name: "a view model whose refresh loop holds it and is never stopped",
      architecture: .batteryTicker, screen: .calculator,
      breaks: [.nothingOutlivesItsScreen], says: "work it started"),
    Mistake(
      name: "a view model that publishes a number, made text by the view",
      architecture: .batteryNumberView, screen: .calculator,
      breaks: [.boundViewFormatsNothing], says: "the View made that text"),
    Mistake(
      name: "an app-wide coordinator that keeps every screen it showed",
      architecture: .batteryLeakingCoordinator, screen: .calculator,
      breaks: [.nothingOutlivesItsScreen, .viewModelCannotReachAnyView],
      says: "View (LeakyCoordinatedCalculatorView) is still alive once the screen is gone"),
    Mistake(
      name: "a view model that keeps the fields in an app-wide actor",
      architecture: .batterySharedFieldsActor, screen: .calculator,
      breaks: [.noStateOutsideTheScreen], says: "state is shared between screens",
      casesDependOnHistory: true),
    Mistake(
      name: "a view that previews the sum through a service locator",
      architecture: .batteryServiceLocator, screen: .calculator,
      breaks: [.noStateOutsideTheScreen, .boundViewCannotReachTheModel],
      says: "LocatorCalculatorView.preview() (View) asked the Model or service itself"),
    Mistake(
      name: "a store whose view subscribes with a strong capture",
      architecture: .batteryStrongSubscriber, screen: .calculator,
      breaks: [.nothingOutlivesItsScreen, .storeKnowsNoView],
      says: "Store (BatteryCalculatorStore) keeps View (StrongSubscriberCalculatorView) alive"),
  ]
}

extension Variant {
  static let batteryVariants: [Variant] = [
    Variant(
      name: "VIPER: a presenter, an interactor that asks the Model, a router", architecture: .batteryViper),
    Variant(name: "a store with state as a value and a reducer", architecture: .batteryStore),
    Variant(name: "MVP with a presenter generic over its view", architecture: .batteryGenericPresenter),
    Variant(
      name: "MVP whose presenter tells its view through a closure", architecture: .batteryClosurePresenter),
    Variant(name: "MVVM whose view model debounces before it asks the Model", architecture: .batteryDebounce),
    Variant(name: "MVVM-C, the view model telling a coordinator", architecture: .batteryCoordinator),
    Variant(name: "SwiftUI-shaped MVVM over an @Observable view model", architecture: .batteryObservable),
    Variant(name: "MVVM whose outputs are AsyncStreams", architecture: .batteryStreams),
    Variant(name: "MVVM whose view model is a struct of closures", architecture: .batteryClosureViewModel),
    Variant(
      name: "MVVM whose view model asks an actor use case, which asks the service",
      architecture: .batteryActorUseCase),
  ]
}
