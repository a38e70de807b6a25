import KataDriver

extension Architecture {
  /// The battery: honest and wrong architectures, each claiming a pattern.
  public static let battery: [Architecture] = [
    .batteryViper, .batteryStore, .batteryStoreDirectWrite, .batteryGenericPresenter,
    .batteryStrongGenericPresenter, .batteryClosurePresenter, .batteryStaticFields, .batteryFormattingView,
    .batteryShortcutView, .batteryListeningModel, .batteryDebounce, .batteryGlobalView, .batteryCallback,
    .batteryTicker, .batteryCachingView, .batteryNumberView, .batteryCoordinator, .batteryLeakingCoordinator,
    .batterySharedFieldsActor, .batteryObservable, .batteryActorUseCase, .batteryOwnThresholds,
    .batteryStreams,
    .batteryClosureViewModel, .batteryServiceLocator, .batteryStrongSubscriber,
  ]
}
