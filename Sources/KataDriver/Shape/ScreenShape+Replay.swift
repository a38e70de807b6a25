import KataShape

extension ScreenKind {
  /// Uses a fresh screen of `architecture` as a user does, and reads every store in it that
  /// declares its history (``ReplayableStore``) at each moment between the events: at once
  /// after each event, while its work is in flight, and again once the screen has settled.
  /// Each reading replays the store's log through its reducer and compares with its state.
  ///
  /// Both the log and the state are read in the same turn of the main actor, and the store
  /// changes on it alone, so a reading does not depend on how soon the work answers.
  @MainActor
  func observeReplays(of architecture: Architecture) async -> [StoreReplay] {
    var replays: [StoreReplay] = []
    func read(_ screen: AnyObject) {
      for (object, store) in ObjectGraph.declaredHistories(in: screen) {
        replays.append(store.replayed(role: architecture.role(of: object, isScreen: false)))
      }
    }
    // Work the screen started as it was built (a task in a store's `init`) is followed too: the
    // screen is read once more when it has ended, so a write it makes late is read.
    func built<Screen>(_ make: () -> Screen) -> (Screen, ScreenWork.Pending) {
      let marker = ScreenWork.Marker()
      return (ScreenWork.$edit.withValue(marker, operation: make), ScreenWork.Pending(marker))
    }
    func readOnceWorkEnded(_ buildWork: ScreenWork.Pending, _ screen: AnyObject) async {
      var naps = 0
      while !buildWork.isOver, naps < Settling.pendingWorkNaps {
        try? await Task.sleep(for: .milliseconds(1))
        naps += 1
      }
      read(screen)
    }
    switch self {
    case .calculator:
      let (screen, buildWork) = built {
        architecture.makeCalculatorScreen(seam: ModelSeam(ProbeModel()), trace: nil)
      }
      read(screen)
      screen.playTokenEdit(",")
      read(screen)
      for input in ["1,2", "-2000000", "1,2", ""] {
        screen.playInputEdit(input)
        read(screen)
        await settle([screen])
        read(screen)
      }
      await readOnceWorkEnded(buildWork, screen)
    case .scoreList:
      var probe = ProbeService()
      probe.goesOnToFailAndEmpty = true
      let (screen, buildWork) = built {
        architecture.makeScoreListScreen(seam: ServiceSeam(probe), trace: nil)
      }
      read(screen)
      // Opened, then opened again once it shows each answer (the players, the failure, none),
      // and once in a task the driver awaits.
      for _ in 0..<3 {
        screen.appear()
        read(screen)
        await settle([screen])
        read(screen)
      }
      await screen.drivenLoad()
      read(screen)
      await settle([screen])
      read(screen)
      await readOnceWorkEnded(buildWork, screen)
    }
    return replays
  }
}
