import Synchronization
import Testing

/// Waits for work that a wrong change could make wait forever (a load never answered, a
/// refresh never sent), at most a deadline: past it, the test records what it waited for and
/// goes on, so that the suite fails within seconds instead of hanging.
enum Deadline {
  /// How long any one such wait may take.
  static let standard: Duration = .seconds(10)

  /// Runs `body` and waits for it up to `deadline`; returns whether it finished in time.
  @discardableResult
  static func wait(
    for what: String, upTo deadline: Duration = standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable @MainActor () async -> Void
  ) async -> Bool {
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let once = Mutex<CheckedContinuation<Bool, Never>?>(continuation)
      let resume: @Sendable (Bool) -> Void = { value in once.withLock { $0.take() }?.resume(returning: value)
      }
      Task { @MainActor in
        await body()
        resume(true)
      }
      Task {
        try? await Task.sleep(for: deadline)
        resume(false)
      }
    }
    if !finished {
      Issue.record("waited \(deadline) for \(what)", sourceLocation: sourceLocation)
    }
    return finished
  }
}
