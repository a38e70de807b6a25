#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back when a signal ends the program: SIGTERM, SIGHUP, SIGINT and SIGQUIT
/// from outside, and the crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
/// the last three being how a Swift runtime trap ends). It also turns SIGWINCH into a byte on
/// a pipe, which the keyboard reader watches.
///
/// A handler restores the saved terminal settings and leaves the alternate screen with
/// async-signal-safe calls only (`tcsetattr`, `write`), puts back whatever handled the signal
/// before (the default action, or the Swift runtime's backtracer) and raises the signal again,
/// so that what would have happened still happens: the exit status, the core dump, the crash
/// report, all on a terminal that works again. A signal that was ignored when the program
/// started (`nohup`) stays ignored.
///
/// There is one terminal, so at most one rescue is armed at a time.
final class TerminalRescue {
  /// The signals that end the program, whose handlers give the terminal back first.
  static let endingSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]
  /// The signals a person or a terminal sends on purpose; ignored ones are left ignored.
  private static let requests: Set<Int32> = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  private var installed: [Int32] = []

  /// Saves what a handler needs, then installs the handlers.
  ///
  /// - Parameters:
  ///   - settings: the terminal settings to put back.
  ///   - input: the terminal whose settings those are.
  ///   - output: where to write the sequence that leaves the alternate screen.
  ///   - resizeNotifier: the write end of a non-blocking pipe that gets a byte on SIGWINCH.
  init(restoring settings: termios, of input: Int32, output: Int32, resizeNotifier: Int32) {
    rescueState.initialize(
      to: RescueState(
        isArmed: true, input: input, output: output, resizeNotifier: resizeNotifier, settings: settings))
    for signal in Self.endingSignals {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      if Self.requests.contains(signal) && Self.isIgnored(previous) { continue }
      previousActions[Int(signal)] = previous
      install(restoreAndRaise, for: signal, flags: SA_ONSTACK)
    }
    var previous = sigaction()
    sigaction(SIGWINCH, nil, &previous)
    previousActions[Int(SIGWINCH)] = previous
    install(notifyResize, for: SIGWINCH, flags: SA_RESTART)
  }

  /// Puts back the handlers that were there before; the terminal has been restored already.
  func disarm() {
    rescueState.pointee.isArmed = false
    for signal in installed {
      sigaction(signal, previousActions + Int(signal), nil)
    }
    installed = []
  }

  private func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(signal, &action, nil)
    installed.append(signal)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// What a handler reads: plain values, so that reading them needs no lock, no allocation and
/// no Swift runtime call.
private struct RescueState {
  var isArmed: Bool
  var input: Int32
  var output: Int32
  var resizeNotifier: Int32
  var settings: termios
}

// A signal handler runs on whichever thread the signal lands on, between any two instructions:
// it cannot take a lock or hop to an actor, so what it reads must be global. Both pointers are
// allocated once and never freed, and written only while arming and disarming, before the
// handlers go in and after they come out; hence `nonisolated(unsafe)`.
nonisolated(unsafe) private let rescueState = UnsafeMutablePointer<RescueState>.allocate(capacity: 1)
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(NSIG))

/// Restores the terminal, then hands the signal to whoever had it before.
private let restoreAndRaise: @convention(c) (Int32) -> Void = { signal in
  let state = rescueState
  if state.pointee.isArmed {
    state.pointee.isArmed = false
    tcsetattr(state.pointee.input, TCSANOW, &state.pointee.settings)
    TerminalSession.leaveFullScreen(state.pointee.output)
  }
  sigaction(signal, previousActions + Int(signal), nil)
  // Blocked while this handler runs: it is delivered, to the old handler, once this returns.
  raise(signal)
}

/// Wakes the keyboard reader: the window changed size.
private let notifyResize: @convention(c) (Int32) -> Void = { _ in
  let savedError = errno
  var byte: UInt8 = 0
  write(rescueState.pointee.resizeNotifier, &byte, 1)
  errno = savedError
}
