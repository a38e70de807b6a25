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
    let reading = StepsReading()
    switch self {
    case .calculator: await reading.useCalculator(of: architecture, in: self)
    case .scoreList: await reading.useScoreList(of: architecture, in: self)
    }
    reading.noteNoActionSent()
    return reading.checked.map { store, ledger in
      StoreSteps(
        role: architecture.role(of: store, isScreen: false), storeType: Self.className(of: store),
        actionsReduced: ledger.actionsReduced, finding: ledger.finding,
        unmeasured: reading.unread[ObjectIdentifier(ledger)])
    }
  }

  /// The class of `object` as a message names it: `Store<CalculatorReducer>`'s core, `RootCore<…>`.
  static func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}

/// The reducers the kit checks on one screen used as a user does, read between its events
/// (``ScreenKind/observeSteps(of:)``).
@MainActor
private final class StepsReading {
  /// How many events the driver played.
  var events = 0
  /// Each checked reducer's ledger, with the store that holds it.
  var checked: [(store: AnyObject, ledger: StepLedger)] = []
  /// Why a ledger's store could not be read, by ledger.
  var unread: [ObjectIdentifier: String] = [:]

  /// Finds the checked reducers of `screen`, and notes the state each starts from.
  func find(in screen: AnyObject) {
    let graph = ObjectGraph(root: screen)
    checked = graph.checkedReducers.map { (graph.nodes[$0.holder].object, $0.ledger) }
    for (store, ledger) in checked { ledger.noteStart(of: store) }
  }

  /// Reads each store's state against the last one its reducer left.
  func read() {
    for (store, ledger) in checked {
      guard let differing = ledger.readings(of: store) else {
        unread[ObjectIdentifier(ledger)] = ledger.stateType.map {
          "no stored property of \(ScreenKind.className(of: store)) holds the `\($0)` its reducer reduces, so what "
            + "it shows between the actions cannot be compared with what the reducer left"
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

  /// The screen `make` builds, with its reducers checked, and the work it started as it was
  /// built (a task in a store's `init`): the screen is read once more when that work has ended,
  /// so a write it makes late is read.
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

  /// A calculator given a token, then inputs, read after each event and once it has settled.
  func useCalculator(of architecture: Architecture, in kind: ScreenKind) async {
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
      await kind.settle([screen])
      read()
    }
    await readOnceWorkEnded(buildWork)
  }

  /// A score list opened, then opened again once it shows each answer (the players, the
  /// failure, none), and once in a task the driver awaits.
  func useScoreList(of architecture: Architecture, in kind: ScreenKind) async {
    var probe = ProbeService()
    probe.goesOnToFailAndEmpty = true
    let (screen, buildWork) = built {
      architecture.makeScoreListScreen(seam: ServiceSeam(probe), trace: nil)
    }
    find(in: screen)
    for _ in 0..<3 {
      screen.appear()
      events += 1
      read()
      await kind.settle([screen])
      read()
    }
    await screen.drivenLoad()
    events += 1
    read()
    await kind.settle([screen])
    read()
    await readOnceWorkEnded(buildWork)
  }

  /// Once used, a screen whose events reached no checked reducer at all contradicts its
  /// composition: the reducer checked is not the one that runs.
  func noteNoActionSent() {
    let reduced = checked.reduce(0) { $0 + $1.ledger.actionsReduced }
    guard events > 0, reduced == 0 else { return }
    for (_, ledger) in checked {
      ledger.note(
        "the driver played \(events) events on the screen, and the reducer checked where it is composed was "
          + "sent no action",
        cause:
          "the store runs another reducer, or none, and changes its state itself; hand the store the reducer "
          + "it runs, wrapped (`StepChecked`), and let every change of the state be an action it reduces")
    }
  }
}
