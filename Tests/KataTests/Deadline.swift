import Dispatch
import Foundation
import Synchronization
import Testing

/// Waits for work that a wrong change could make wait forever (a load never answered, a
/// refresh never sent), at most a patience of naps: past it, the test records what it waited
/// for and goes on, so that the suite fails within seconds instead of hanging. The naps are
/// counted, not the time they took: a process stopped (Ctrl-Z, a debugger) or starved while
/// it waits loses none of its patience.
enum Deadline {
  /// How long one nap is, in milliseconds, and how many any one wait may take: ten seconds at
  /// the least.
  static let napLength = 10
  static let standard = 1_000
  static var nap: Duration { .milliseconds(napLength) }

  /// Runs `body` and waits for it, at most `naps` naps; returns whether it finished in time.
  @discardableResult
  static func wait(
    for what: String, naps: Int = standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable @MainActor () async -> Void
  ) async -> Bool {
    let done = Flag()
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let once = Mutex<CheckedContinuation<Bool, Never>?>(continuation)
      let resume: @Sendable (Bool) -> Void = { value in once.withLock { $0.take() }?.resume(returning: value)
      }
      Task { @MainActor in
        await body()
        done.value.store(true, ordering: .releasing)
        resume(true)
      }
      Task {
        var napped = 0
        while napped < naps, !done.value.load(ordering: .acquiring) {
          try? await Task.sleep(for: nap)
          napped += 1
        }
        resume(done.value.load(ordering: .acquiring))
      }
    }
    if !finished {
      Issue.record("waited \(naps) naps of \(nap) for \(what)", sourceLocation: sourceLocation)
    }
    return finished
  }
}

/// A flag that a task sets and another reads.
private final class Flag: Sendable {
  let value = Atomic(false)
}

extension Deadline {
  /// Runs `body` on a thread of its own and waits for it, at most `naps` naps; returns what it
  /// returned, or `nil` once the naps ran out (recorded as an issue). For blocking work a
  /// wrong change could make spin or wait forever, such as a read at its limit: the test ends
  /// red, and the suite goes on, while the thread is left to the end of the process.
  static func onThread<Value: Sendable>(
    for what: String, naps: Int = standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Value
  ) -> Value? {
    let result = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }.start()
    guard signalled(done, naps: naps) else {
      Issue.record("waited \(naps) naps of \(nap) for \(what)", sourceLocation: sourceLocation)
      return nil
    }
    return result.withLock { $0 }
  }

  /// Whether `semaphore` is signalled within `naps` naps (and takes the signal): on a thread
  /// that may block.
  static func signalled(_ semaphore: DispatchSemaphore, naps: Int = standard) -> Bool {
    (0..<naps).contains { _ in semaphore.wait(timeout: .now() + .milliseconds(napLength)) == .success }
  }
}
