import ScoreBoard
import Synchronization
import Testing

/// The score service every lesson calls: a load whose caller no longer wants it says so, with
/// `RosterError.cancelled`, rather than hand back players nobody will show.
@Suite("The score service: a cancelled load answers cancelled", .timeLimit(.minutes(1)))
struct ScoreServiceTests {
  @Test("a load cancelled while the repository read its records, which ignored it, answers cancelled")
  func cancelledWhileReading() async {
    let repository = CancellingRepository()
    let service = RepositoryScoreService(repository: repository)

    let answer = await Task { () async -> Result<[Player], RosterError> in
      do throws(RosterError) {
        return .success(try await service.loadPlayers())
      } catch {
        return .failure(error)
      }
    }.value

    #expect(repository.fetches == 1)
    #expect(
      answer == .failure(.cancelled), "the records read for a cancelled load were handed back as players")
  }

  @Test("a load cancelled before it begins answers cancelled, and never asks the repository")
  func cancelledBeforeReading() async {
    let repository = CancellingRepository()
    let service = RepositoryScoreService(repository: repository)

    let load = Task { () async -> Result<[Player], RosterError> in
      // Cancelled before the service is asked: `withUnsafeCurrentTask` reaches the task itself.
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(RosterError) {
        return .success(try await service.loadPlayers())
      } catch {
        return .failure(error)
      }
    }
    let answer = await load.value

    #expect(answer == .failure(.cancelled))
    #expect(repository.fetches == 0, "a load already cancelled read the roster all the same")
  }
}

/// A repository that ignores cancellation, and whose reading is when the caller gives up: it
/// cancels the task that asks, then hands back its record all the same, as a read that was
/// already under way does.
private final class CancellingRepository: PlayerRepository {
  private let count = Mutex(0)

  /// How many times the records were asked for.
  var fetches: Int { count.withLock { $0 } }

  func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    count.withLock { $0 += 1 }
    withUnsafeCurrentTask { $0?.cancel() }
    return [PlayerRecord(firstName: "Ada", lastName: "Lovelace", score: .integer(98))]
  }
}
