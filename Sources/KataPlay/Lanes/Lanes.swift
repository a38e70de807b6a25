import KataDriver
import ScoreBoard

/// Which lane carries each registered architecture into the playground: the composition point.
///
/// The lessons get the playground's own Views, of their own View protocols, so that the
/// playground is a fourth real View of each, plugged into the same composition as the
/// headless view (`Sources/KataDriver/Compositions`); they are told apart from the registry by
/// their entries' names. Every other registered architecture runs through its shared screen, so a
/// fourth one appears without a change here.
@MainActor
public enum Lanes {
  /// A live calculator of `architecture`.
  public static func calculator(_ architecture: Architecture) -> any CalculatorLane {
    switch architecture.name {
    case Architecture.mvc.name: MVCCalculatorLane(architecture)
    case Architecture.mvp.name: MVPCalculatorLane.make(architecture)
    case Architecture.mvvm.name: MVVMCalculatorLane.make(architecture)
    case Architecture.mvvmObservation.name: ObservationCalculatorLane.make(architecture)
    default: ScreenCalculatorLane(architecture)
    }
  }

  /// What builds a fresh, live score list of `architecture` over a service, once per load.
  public static func scoreList(_ architecture: Architecture) -> ScoreListPage.LaneMaker {
    switch architecture.name {
    case Architecture.mvc.name: { MVCScoreListLane(architecture, service: $0) }
    case Architecture.mvp.name: { MVPScoreListLane.make(architecture, service: $0) }
    case Architecture.mvvm.name: { MVVMScoreListLane.make(architecture, service: $0) }
    case Architecture.mvvmObservation.name: { ObservationScoreListLane.make(architecture, service: $0) }
    default: { ScreenScoreListLane(architecture, service: $0) }
    }
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
