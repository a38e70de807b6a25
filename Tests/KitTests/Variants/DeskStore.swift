import CalculatorStore
import ScoreBoard

@testable import KataDriver
@testable import KataLessons

extension Variant {
  static let deskStore = Variant(
    name: "a store whose effects load through an actor the reducer holds, between the store and the service",
    architecture: Architecture(
      name: "store-desk",
      summary: "the reducer's loads go through an actor that serialises them on the way to the service",
      pattern: .unidirectional,
      roles: [
        // The store's own machinery: where its effects wait for the service.
        .objects(of: LoadingDesk.self, are: .store)
      ] + Architecture.store.roles,
      calculator: { Architecture.store.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { StoreDrivenScoreListView.make(service: LoadingDesk($0), trace: $1) }))
}

/// An actor between the store's effects and the service: each load waits here for the
/// service's answer, so that while a load waits, the actor is alive. A load cancelled as its
/// screen goes ends when the service ends it, and the actor goes then.
actor LoadingDesk: ScoreService {
  private let service: any ScoreService
  private var loads = 0

  init(_ service: any ScoreService) { self.service = service }

  func loadPlayers() async throws(RosterError) -> [Player] {
    loads += 1
    return try await service.loadPlayers()
  }
}
