#if canImport(Glibc)
  import Dispatch
  import Glibc
  import Synchronization

  /// One thread of its own, which runs what it is given, one piece at a time, while the
  /// caller waits.
  ///
  /// ``CallerEvidence`` names the methods on a call stack here. The toolchain's backtracer
  /// keeps the ELF images it has read (4 MB for kata's own symbols) per thread, and the main
  /// actor's jobs run on whichever thread of the pool is free: named on the caller's thread,
  /// the images would be read again on each thread that asks, a number that varies from run
  /// to run, and kata check's memory with it, 4 MB a thread.
  final class SymbolThread: Sendable {
    static let shared = SymbolThread()

    private let work = Mutex<[@Sendable () -> Void]>([])
    private let arrived = DispatchSemaphore(value: 0)
    /// Whether the thread runs; if the system would not start it, callers run their work
    /// themselves.
    private let running = Mutex(false)

    private init() {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let result = pthread_create(
        &thread, nil,
        { context in
          // The thread keeps its SymbolThread, which lives as long as the process.
          guard let context else { return nil }
          Unmanaged<SymbolThread>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
      guard result == 0 else {
        Unmanaged<SymbolThread>.fromOpaque(context).release()
        return
      }
      pthread_detach(thread)
      running.withLock { $0 = true }
    }

    private func serve() -> Never {
      while true {
        arrived.wait()
        let next = work.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?()
      }
    }

    /// How long a caller waits for the thread: far more than naming any call stack takes.
    static let deadline = DispatchTimeInterval.seconds(8)

    /// Runs `body` on the thread, and returns what it returns; `nil` if the thread has not
    /// answered by ``deadline`` (a caller never waits for ever: the measurement goes on
    /// without call stacks, and says so).
    func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
      guard running.withLock({ $0 }) else { return body() }
      let result = Mutex<Value?>(nil)
      let done = DispatchSemaphore(value: 0)
      work.withLock {
        $0.append {
          let value = body()
          result.withLock { $0 = value }
          done.signal()
        }
      }
      arrived.signal()
      guard done.wait(timeout: .now() + Self.deadline) == .success else { return nil }
      return result.withLock { $0 }
    }
  }
#endif
