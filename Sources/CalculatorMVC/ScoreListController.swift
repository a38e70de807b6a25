import ScoreBoard

/// The MVC controller of the score list: the table's data source.
///
/// It owns the view, loads players from the service, keeps them, and formats each row only
/// when the view asks for it, as seed 003's table view controller does.
@MainActor
public final class ScoreListController {
  /// The view this controller owns and updates.
  public let view: any ScoreListView

  private let service: any ScoreService
  private var players: [Player] = []
  /// The request in flight, which this controller owns: a newer load replaces it, and it is
  /// let go once it has answered.
  private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  public init(view: any ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// Becomes the view's data source.
  public func viewDidLoad() {
    view.dataSource = self
  }

  /// The screen appeared: the controller starts loading its players, as a view controller
  /// does from `viewDidLoad`, and waits for nothing.
  ///
  /// The request is the controller's own task. It holds the controller weakly: a task that
  /// held it would keep the controller, and the table it owns, alive until the service
  /// answered, and the answer would fill a table nobody shows. So a controller let go while
  /// it loads is freed at once, and its `deinit` cancels the request. A newer load cancels the
  /// request before it, and a cancelled request's answer never touches the players or the
  /// table.
  public func startLoading() {
    request?.cancel()
    view.showLoading()
    // The request is this controller's own task, not the caller's: a newer load replaces it.
    request = Task { [service, weak self] in
      let answer: Result<[Player], RosterError>
      do throws(RosterError) {
        answer = .success(try await service.loadPlayers())
      } catch {
        answer = .failure(error)
      }
      // Replaced by a newer load, or its screen went: this answer is nobody's.
      guard !Task.isCancelled, let self else { return }
      self.endRequest()
      self.deliver(answer)
    }
  }

  /// Loads the players and shows them, and returns once they are shown: pull to refresh
  /// awaits this, from a task of its own, so it may overlap the first load. The screen going
  /// away cancels that task, which stops waiting at once; the controller, let go, cancels the
  /// request in its `deinit`.
  public func load() async {
    startLoading()
    for await _ in waitingForAnswer() {}
  }

  /// The user pulls to refresh: the controller starts a load, and hands the refresh control a
  /// task that waits for its answer, to end its spinner. The task holds the wait alone, not the
  /// controller: a screen let go while the refresh waits is freed at once, even if nobody
  /// cancels the refresh, its `deinit` cancels the request, the wait ends, and nothing is
  /// drawn in its table.
  @discardableResult
  public func refresh() -> Task<Void, Never> {
    startLoading()
    let answered = waitingForAnswer()
    return Task { for await _ in answered {} }
  }

  /// What the latest request answered: the players kept, and the table told.
  private func deliver(_ answer: Result<[Player], RosterError>) {
    switch answer {
    case .success(let loaded):
      players = loaded
      view.reloadData()
    case .failure(let error):
      players = []
      view.showError(Self.message(for: error))
    }
  }

  /// What ends when the request in flight answers, or, at once, when the task that waits for it
  /// is cancelled. Loads share the request in flight: a refresh abandoned while an earlier load
  /// waits cancels nothing, and that load ends with the refresh's answer. Only a newer load, or
  /// this object going away, cancels a request.
  private func waitingForAnswer() -> AsyncStream<Void> {
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    return answered
  }

  /// Lets the request go, and ends every load waiting for it.
  private func endRequest() {
    request = nil
    for waiter in waiters { waiter.finish() }
    waiters = []
  }

  deinit {
    request?.cancel()
    // The loads still waiting wait for nothing now.
    for waiter in waiters { waiter.finish() }
  }

  /// The words for a failed load. The Model says what went wrong and where; what the screen
  /// says about it is the controller's to decide, as a level's name is.
  private static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}

extension ScoreListController: ScoreListDataSource {
  public func numberOfRows(in view: any ScoreListView) -> Int {
    players.count
  }

  public func scoreListView(_ view: any ScoreListView, cellForRow row: Int) -> ScoreListCell {
    let player = players[row]
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListCell(text: name, detailText: Self.text(for: player.level))
  }

  /// A level's name in the table: the Model ranks a player, the controller names the rank.
  private static func text(for level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }
}
