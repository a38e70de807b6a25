import KataDriver
import ScoreBoard

/// Which lane carries each registered architecture into the playground: the composition point.
///
/// Every architecture, the lessons included, runs through its shared screen: for a lesson that
/// is its own headless view, wired by the lesson's own composition, so the playground moves
/// exactly the messages that `kata` and the suite move, and a fifth architecture appears with
/// no change here.
@MainActor
public enum Lanes {
  /// A live calculator of `architecture`.
  public static func calculator(_ architecture: Architecture) -> any CalculatorLane {
    ScreenCalculatorLane(architecture)
  }

  /// What builds a fresh, live score list of `architecture` over a service, once per load.
  public static func scoreList(_ architecture: Architecture) -> ScoreListPage.LaneMaker {
    { ScreenScoreListLane(architecture, service: $0) }
  }
}

extension CalculatorPage {
  /// The calculator page with a lane for each of `architectures`, in order.
  public convenience init(architectures: [Architecture]) {
    self.init(lanes: architectures.map(Lanes.calculator))
  }
}

extension ScoreListPage {
  /// The score list page with a lane for each of `architectures`, each loading from `service`.
  public convenience init(architectures: [Architecture], service: any ScoreService) {
    self.init(lanes: architectures.map { ($0.name, Lanes.scoreList($0)) }, service: service)
  }
}
