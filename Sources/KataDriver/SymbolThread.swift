#if canImport(Glibc)
  import Dispatch
  import Glibc
  import Synchronization

  /// One thread of its own, which runs what it is given, one piece at a time, while the
  /// caller waits.
  ///
  /// ``CallerEvidence`` names the methods on a call stack here. The toolchain's backtracer
  /// keeps the ELF images it has read (4 MB for kata's own symbols) per thread, and the main
  /// actor's jobs run on whichever thread of the pool is free: read on the caller's thread,
  /// the images were read again on each thread that asked, a number that varied from run to
  /// run, and so did kata check's memory, by 4 MB a thread.
  final class SymbolThread: Sendable {
    static let shared = SymbolThread()

    private let work = Mutex<[@Sendable () -> Void]>([])
    private let arrived = DispatchSemaphore(value: 0)

    private init() {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let started = pthread_create(
        &thread, nil,
        { context in
          // The thread keeps its SymbolThread, which lives as long as the process.
          guard let context else { return nil }
          Unmanaged<SymbolThread>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
      if started == 0 { pthread_detach(thread) }
    }

    private func serve() -> Never {
      while true {
        arrived.wait()
        let next = work.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?()
      }
    }

    /// Runs `body` on the thread, and returns what it returns.
    func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
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
      done.wait()
      // `done` is signalled only once the value is stored.
      return result.withLock { $0 }!
    }
  }
#endif
