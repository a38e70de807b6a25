import KataShape

extension ScreenKind {
  /// Uses a fresh screen of `architecture` as a user does, with every reducer the kit checks
  /// (``StepChecked``) checking each step, and reads them: each step's state against the one
  /// the step before left, as it is reduced; and the state each store holds against the last
  /// one its reducer left, at each moment between the events (at once after each event, while
  /// its work is in flight, and again once the screen has settled), for a write no later action
  /// follows. Once used, a screen whose events reached no checked reducer at all contradicts
  /// its composition: the reducer checked is not the one that runs.
  ///
  /// A store and its reducer change on the main actor alone, and are read there, so a reading
  /// does not depend on how soon the work answers.
  @MainActor
  func observeSteps(of architecture: Architecture) async -> [StoreSteps] {
    var events = 0
    var checked: [(store: AnyObject, ledger: StepLedger)] = []
    var unread: [ObjectIdentifier: String] = [:]
    func find(in screen: AnyObject) {
      let graph = ObjectGraph(root: screen)
      checked = graph.checkedReducers.map { (graph.nodes[$0.holder].object, $0.ledger) }
      for (store, ledger) in checked { ledger.noteStart(of: store) }
    }
    func read() {
      for (store, ledger) in checked {
        guard let differing = ledger.readings(of: store) else {
          unread[ObjectIdentifier(ledger)] = ledger.stateType.map {
            "no stored property of \(Self.className(of: store)) holds the `\($0)` its reducer reduces, so what it "
              + "shows between the actions cannot be compared with what the reducer left"
          }
          continue
        }
        if let first = differing.first {
          ledger.note(
            "between the events, \(first)",
            cause:
              "something wrote the state outside the reducer (a method of the store, its view, or an effect's "
              + "task) after the last action, with no action; send an action, and let the reducer change the state"
          )
        }
      }
    }
    // Work the screen started as it was built (a task in a store's `init`) is followed too: the
    // screen is read once more when it has ended, so a write it makes late is read.
    func built<Screen>(_ make: () -> Screen) -> (Screen, ScreenWork.Pending) {
      let marker = ScreenWork.Marker()
      let screen = StepLedger.$measuring.withValue(true) {
        ScreenWork.$edit.withValue(marker, operation: make)
      }
      return (screen, ScreenWork.Pending(marker))
    }
    func readOnceWorkEnded(_ buildWork: ScreenWork.Pending) async {
      var naps = 0
      while !buildWork.isOver, naps < Settling.pendingWorkNaps {
        try? await Task.sleep(for: .milliseconds(1))
        naps += 1
      }
      read()
    }
    switch self {
    case .calculator:
      let (screen, buildWork) = built {
        architecture.makeCalculatorScreen(seam: ModelSeam(ProbeModel()), trace: nil)
      }
      find(in: screen)
      screen.playTokenEdit(",")
      events += 1
      read()
      for input in ["1,2", "-2000000", "1,2", ""] {
        screen.playInputEdit(input)
        events += 1
        read()
        await settle([screen])
        read()
      }
      await readOnceWorkEnded(buildWork)
    case .scoreList:
      var probe = ProbeService()
      probe.goesOnToFailAndEmpty = true
      let (screen, buildWork) = built {
        architecture.makeScoreListScreen(seam: ServiceSeam(probe), trace: nil)
      }
      find(in: screen)
      // Opened, then opened again once it shows each answer (the players, the failure, none),
      // and once in a task the driver awaits.
      for _ in 0..<3 {
        screen.appear()
        events += 1
        read()
        await settle([screen])
        read()
      }
      await screen.drivenLoad()
      events += 1
      read()
      await settle([screen])
      read()
      await readOnceWorkEnded(buildWork)
    }
    let reduced = checked.reduce(0) { $0 + $1.ledger.actionsReduced }
    if events > 0, reduced == 0 {
      for (_, ledger) in checked {
        ledger.note(
          "the driver played \(events) events on the screen, and the reducer checked where it is composed was "
            + "sent no action",
          cause:
            "the store runs another reducer, or none, and changes its state itself; hand the store the reducer "
            + "it runs, wrapped (`StepChecked`), and let every change of the state be an action it reduces")
      }
    }
    return checked.map { store, ledger in
      StoreSteps(
        role: architecture.role(of: store, isScreen: false), storeType: Self.className(of: store),
        actionsReduced: ledger.actionsReduced, finding: ledger.finding,
        unmeasured: unread[ObjectIdentifier(ledger)])
    }
  }

  /// The class of `object` as a message names it: `Store<CalculatorReducer>`'s core, `RootCore<…>`.
  static func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
