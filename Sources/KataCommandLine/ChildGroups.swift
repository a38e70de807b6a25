#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups of the programs `kata class` has running, so that a kata ended by a
/// signal (Ctrl-C, `kill`) ends them first: each runs in a group of its own, which the
/// terminal's Ctrl-C does not reach, and a build or a hung `kata progress` would otherwise
/// run on after the teacher's command has gone.
///
/// A signal handler may only read memory and call async-signal-safe functions, so the groups
/// are kept in a fixed table of process ids, and the handler calls `kill` on each.
enum ChildGroups {
  /// Room for far more programs than `kata class` runs at once (one per job, `--jobs` at
  /// most ``ClassCommand/mostJobs``, and a `git` question).
  private static let capacity = 256

  /// The table: 0 marks a free slot. Written only on the thread that runs `kata class`,
  /// read by the signal handler; a pid is one aligned word, written whole.
  private nonisolated(unsafe) static let table: UnsafeMutablePointer<pid_t> = {
    let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
    return table
  }()

  /// The signals that end a kata whose children should go with it.
  private static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Installs the handlers, once, before the first program starts.
  private static let handlersInstalled: Void = {
    for signal in endingSignals {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = endChildrenAndDie
      #else
        action.__sigaction_handler.sa_handler = endChildrenAndDie
      #endif
      sigemptyset(&action.sa_mask)
      // Ignored when kata started (nohup): stays ignored.
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      #if canImport(Darwin)
        let handler = previous.__sigaction_u.__sa_handler
      #else
        let handler = previous.__sigaction_handler.sa_handler
      #endif
      let ignored = unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      if !ignored { sigaction(signal, &action, nil) }
    }
  }()

  /// Runs `start`, which starts a program, with the handlers in place.
  static func starting<Result>(_ start: () -> Result) -> Result {
    _ = handlersInstalled
    return start()
  }

  static func add(_ pid: pid_t) {
    for index in 0..<capacity where table[index] == 0 {
      table[index] = pid
      return
    }
  }

  static func remove(_ pid: pid_t) {
    for index in 0..<capacity where table[index] == pid { table[index] = 0 }
  }

  /// Ends every group still running, at once: only reads and `kill`, so that a signal handler
  /// may call it.
  static func endAll() {
    var index = 0
    while index < capacity {
      let pid = table[index]
      if pid != 0 { kill(-pid, SIGKILL) }
      index += 1
    }
  }
}

/// The handler: every group in the table ends, then kata ends by the same signal, as its
/// default action would end it.
private func endChildrenAndDie(_ number: Int32) {
  ChildGroups.endAll()
  signal(number, SIG_DFL)
  raise(number)
}
