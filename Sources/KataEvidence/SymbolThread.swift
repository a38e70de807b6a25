#if canImport(Glibc)
  import Dispatch
  import Glibc
  import Synchronization

  /// One thread of its own, which runs what it is given, one piece at a time, while the
  /// caller waits.
  ///
  /// ``CallerEvidence`` names the methods on a call stack here, one stack at a time, and
  /// gives up on one that takes too long. The toolchain's backtracer, which names them on
  /// macOS, keeps the images it has read per thread, and the main actor's jobs run on
  /// whichever thread of the pool is free: named on the caller's thread, the images would be
  /// read again on each thread that asks. On Linux ``FrameNamer`` shares its tables among
  /// threads, and naming here still keeps the inlined ranges, read on first use, to one
  /// thread.
  ///
  /// A caller waits as long as the thread works. Its patience is counted in the thread's own
  /// work, never in the wall clock: a process stopped (Ctrl-Z, a debugger) or starved of the
  /// processor by a busy machine does no work, so it spends none of the allowance, and a
  /// verdict does not change with the machine's load.
  final class SymbolThread: Sendable {
    static let shared = SymbolThread(allowance: .fromEnvironment)

    /// How much a caller lets the thread try before it gives up on one piece of work.
    struct Allowance: Sendable {
      /// The processor time the thread may spend on one piece: far more than naming any
      /// call stack takes (a few milliseconds), so only a thread that runs away reaches it.
      var work: Duration = .seconds(8)
      /// How many times in a row the caller may look and find that the thread did no work
      /// at all since the last look: a thread blocked for good. A stop or a busy machine
      /// costs one look at most, since the caller is stopped or starved with it.
      var idleLooks = 120
      /// How long the caller sleeps between two looks.
      var look: Duration = .milliseconds(250)

      /// The usual allowance; `KATA_CALL_STACKS_DEADLINE=SECONDS` sets the work a piece may
      /// take, as the tests do to see what a thread that gives up looks like (0: none).
      static var fromEnvironment: Allowance {
        var allowance = Allowance()
        if let setting = getenv("KATA_CALL_STACKS_DEADLINE"),
          let seconds = Double(String(cString: setting)), seconds >= 0, seconds < 3600
        {
          allowance.work = .milliseconds(Int(seconds * 1000))
        }
        return allowance
      }
    }

    /// Why a caller stopped waiting, in the words a report shows.
    enum GiveUp: Error, Equatable, CustomStringConvertible {
      /// The thread spent its whole allowance of processor time on one piece.
      case ranOver(Duration)
      /// The thread did no work at all, look after look.
      case blocked(looks: Int)

      var description: String {
        switch self {
        case .ranOver(let work) where work == .zero:
          "the thread that names call stacks was given no time (KATA_CALL_STACKS_DEADLINE=0)"
        case .ranOver(let work):
          "the thread that names call stacks worked for \(work) of processor time on one call stack "
            + "without answering"
        case .blocked(let looks):
          "the thread that names call stacks did no work at all in \(looks) looks in a row: it is blocked"
        }
      }
    }

    private let allowance: Allowance
    private let work = Mutex<[@Sendable () -> Void]>([])
    private let arrived = DispatchSemaphore(value: 0)
    /// Whether the thread runs; if the system would not start it, callers run their work
    /// themselves.
    private let running = Mutex(false)
    /// The thread's processor-time clock, if the system gives one.
    private let clock = Mutex<clockid_t?>(nil)

    init(allowance: Allowance) {
      self.allowance = allowance
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let result = pthread_create(
        &thread, nil,
        { context in
          // The thread keeps its SymbolThread (the shared one lives as long as the process).
          guard let context else { return nil }
          Unmanaged<SymbolThread>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
      guard result == 0 else {
        Unmanaged<SymbolThread>.fromOpaque(context).release()
        return
      }
      var clock = clockid_t()
      if pthread_getcpuclockid(thread, &clock) == 0 { self.clock.withLock { $0 = clock } }
      pthread_detach(thread)
      running.withLock { $0 = true }
    }

    /// The name the thread shows in `top -H` and `/proc`: a test stops kata while this thread
    /// works.
    static let threadName = "kata-symbols"

    private func serve() -> Never {
      let comm = open("/proc/thread-self/comm", O_WRONLY)
      if comm >= 0 {
        _ = Self.threadName.withCString { write(comm, $0, strlen($0)) }
        close(comm)
      }
      while true {
        arrived.wait()
        let next = work.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?()
      }
    }

    /// The processor time the thread has used so far.
    private func workDone() -> Duration? {
      guard let clock = clock.withLock({ $0 }) else { return nil }
      var time = timespec()
      guard clock_gettime(clock, &time) == 0 else { return nil }
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Runs `body` on the thread, and returns what it returns; throws ``GiveUp`` (and the
    /// measurement goes on without call stacks, and says why) if the thread spends its
    /// allowance without answering.
    func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) throws(GiveUp) -> Value {
      guard running.withLock({ $0 }) else { return body() }
      guard allowance.work > .zero else { throw .ranOver(.zero) }
      let start = workDone()
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
      var last = start
      var idleLooks = 0
      let look = DispatchTimeInterval.nanoseconds(Int(allowance.look / .nanoseconds(1)))
      while done.wait(timeout: .now() + look) == .timedOut {
        let now = workDone()
        if let now, let start, now - start > allowance.work { throw .ranOver(allowance.work) }
        // Without a clock to read, every look counts as idle: the caller still never waits
        // for ever.
        idleLooks = now == nil || now == last ? idleLooks + 1 : 0
        if idleLooks >= allowance.idleLooks { throw .blocked(looks: idleLooks) }
        last = now
      }
      // The piece stored its value before it signalled.
      return result.withLock { $0 }!
    }
  }
#endif
