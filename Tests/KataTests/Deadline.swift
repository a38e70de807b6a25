import Dispatch
import Foundation
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

extension Deadline {
  /// Runs `body` on a thread of its own and waits for it up to `deadline`; returns what it
  /// returned, or `nil` once the deadline passed (recorded as an issue). For blocking work a
  /// wrong change could make spin or wait forever, such as a read at its limit: the test ends
  /// red, and the suite goes on, while the thread is left to the end of the process.
  static func onThread<Value: Sendable>(
    for what: String, upTo deadline: Duration = standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Value
  ) -> Value? {
    let result = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }.start()
    let (seconds, attoseconds) = deadline.components
    let timeout =
      DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    guard done.wait(timeout: timeout) == .success else {
      Issue.record("waited \(deadline) for \(what)", sourceLocation: sourceLocation)
      return nil
    }
    return result.withLock { $0 }
  }
}
