import Synchronization
import Testing

/// Waits for work that may never finish (a load whose continuation a wrong change never
/// resumes), for at most a few seconds: on wrong code a test fails promptly, saying what it
/// waited for, instead of hanging the suite.
enum Deadline {
  /// How long a load or a settling may take in a test: far more than any honest one needs.
  static let limit: Duration = .seconds(20)

  /// Runs `work` on the main actor and returns its value, or records an issue naming `what`
  /// and returns nil once `limit` has passed without it. Work that never ends is left waiting.
  @MainActor
  static func wait<Value: Sendable>(
    for what: String, limit: Duration = limit, sourceLocation: SourceLocation = #_sourceLocation,
    _ work: @escaping @MainActor () async -> Value
  ) async -> Value? {
    let outcome = Mutex<CheckedContinuation<Value?, Never>?>(nil)
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
      outcome.withLock { $0 = continuation }
      Task { @MainActor in
        let value = await work()
        outcome.withLock { $0.take() }?.resume(returning: value)
      }
      Task {
        try? await Task.sleep(for: limit)
        outcome.withLock { $0.take() }?.resume(returning: nil)
      }
    }
    if value == nil {
      Issue.record("waited \(limit) for \(what), and it never finished", sourceLocation: sourceLocation)
    }
    return value
  }
}
