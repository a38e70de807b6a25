import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back when a signal ends or stops the program, and takes it again when
/// the program goes on.
///
/// **Ending.** Every catchable signal whose default action ends the program gets a handler
/// that restores the saved terminal settings and leaves the alternate screen, with
/// async-signal-safe calls only (`tcsetattr`, `write`), then sets the signal's default action
/// and raises it again: the program ends at once, with that signal's status (and a core dump
/// where the system keeps one). It does not hand the signal on to the Swift runtime's crash
/// reporter: that reporter would print over the shell and then wait up to 30 seconds for a
/// key on the terminal that was just given back, and a signal sent from outside would not
/// even end the program after it. A signal that was ignored when the program started
/// (`nohup`) stays ignored; the crash signals never are.
///
/// **Stopping.** On SIGTSTP (and SIGTTIN, SIGTTOU) the terminal is given back before the
/// program stops, so the shell gets a working terminal. On Ctrl-Z, read by the program itself
/// in raw mode (``stopFromTheKeyboard()``), its whole process group then stops (a script that
/// runs it too), as the terminal's Ctrl-Z stops it; a stop sent from outside (`kill -TSTP`, a
/// harness) stops the program alone, as it stops any program. On SIGCONT raw mode
/// is taken back at once, and a byte on the notification pipe tells the keyboard reader to
/// have the screen drawn again whole. Until then the program draws nothing (``isGivenBack``):
/// the handler runs on a thread of its own while another draws, and a frame drawn then would
/// land on the shell's screen. SIGWINCH puts a byte on the pipe too. Each byte is the
/// signal's number.
///
/// **The background.** Continued in the background (`bg`), the terminal is the shell's: no
/// handler touches it, no key is read and nothing is drawn, and taking the screen back
/// (``TerminalSession/resume()``) stops the program again, outside any handler, until `fg`
/// continues it. While it waits stopped there, the signals that end it have their default
/// actions (``withEndingLeftToTheSystem(_:)``): a stop that began while another thread ran
/// SIGTERM's handler would hold the program halfway to its end, and `kill %1` would leave it
/// stopped. No handler stops the program for the same reason.
///
/// There is one terminal, so at most one rescue is armed at a time.
final class TerminalRescue {
  /// The signals that end a program by a fault in it, or that a runtime trap raises.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]
  /// The signals that end the program when sent from outside, by default: the real-time
  /// ones too, each of which ends a program that does not handle it.
  static let requestSignals: [Int32] =
    [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM,
      SIGPROF,
    ] + systemSignals
  /// The signals that stop the program by default: Ctrl-Z's, and a background job's read or
  /// write of the terminal.
  static let stopSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

  #if os(Linux)
    private static let systemSignals: [Int32] =
      [SIGPWR, SIGIO, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
  #else
    private static let systemSignals: [Int32] = [SIGIO]
  #endif
  /// Every signal whose handler gives the terminal back and ends the program.
  static var endingSignals: [Int32] { crashSignals + requestSignals }

  private var installed: [Int32] = []

  /// Saves what a handler needs, then installs the handlers.
  ///
  /// - Parameters:
  ///   - settings: the terminal settings to put back.
  ///   - raw: the settings the program runs under, taken back on SIGCONT.
  ///   - input: the terminal whose settings those are.
  ///   - output: where to write the sequence that leaves the alternate screen.
  ///   - notifier: the write end of a non-blocking pipe that gets a byte on SIGWINCH and SIGCONT.
  init(restoring settings: termios, raw: termios, of input: Int32, output: Int32, notifier: Int32) {
    // Set here, before any handler may read them: a global's first use must not be in a handler.
    givenBack.store(false, ordering: .releasing)
    ending.store(false, ordering: .releasing)
    _ = defaultSignalAction
    rescueState.initialize(
      to: RescueState(
        isArmed: true, input: input, output: output, notifier: notifier, settings: settings, raw: raw))
    for signal in Self.endingSignals {
      if Self.requestSignals.contains(signal) && Self.isIgnored(signal) { continue }
      install(restoreAndEnd, for: signal, flags: SA_ONSTACK)
    }
    for signal in Self.stopSignals where !Self.isIgnored(signal) {
      install(restoreAndStop, for: signal, flags: SA_RESTART)
    }
    install(takeBack, for: SIGCONT, flags: SA_RESTART)
    install(notify, for: SIGWINCH, flags: SA_RESTART)
  }

  /// Leaves the signals that end the program to their default actions while `wait` runs, in
  /// the background: the terminal is the shell's then, given back already, so there is nothing
  /// to restore, and a signal that ends the program stopped there (`kill %1`) ends it at once,
  /// with no handler that a stop could hold halfway. Does nothing, and returns false, once
  /// such a signal's handler has begun: the program is ending.
  func withEndingLeftToTheSystem(_ wait: () throws(TerminalError) -> Void) throws(TerminalError) -> Bool {
    guard !ending.load(ordering: .acquiring) else { return false }
    var defaultAction = Self.defaultAction
    let ended = installed.filter(Self.endingSignals.contains)
    for signal in ended { sigaction(signal, &defaultAction, nil) }
    defer {
      for signal in ended { sigaction(signal, handlerActions + Int(signal), nil) }
    }
    try wait()
    return true
  }

  /// Puts back the handlers that were there before; the terminal has been restored already.
  func disarm() {
    rescueState.pointee.isArmed = false
    for signal in installed {
      sigaction(signal, previousActions + Int(signal), nil)
    }
    installed = []
  }

  /// Whether a stop has given the terminal back and the screen has not been taken again since
  /// (``screenTakenBack()``): nothing may be drawn until then.
  static var isGivenBack: Bool {
    givenBack.load(ordering: .acquiring)
  }

  /// Stops the program as the terminal's Ctrl-Z would: the terminal given back, then its whole
  /// process group stopped. For the keyboard reader, from any thread.
  static func stopFromTheKeyboard() {
    stopsTheGroup.store(true, ordering: .releasing)
    // To the process, not this thread (`raise`): the signal must land on a thread that takes it.
    kill(getpid(), SIGTSTP)
  }

  /// A signal's default action (`SIG_DFL`), blocking nothing more while it runs.
  static var defaultAction: sigaction { defaultSignalAction }

  /// Whether the terminal `input` is the program's: unless another process group is its
  /// foreground one. In the background (`bg`, `kata play &`) it is the shell's, and a read, a
  /// write or a change of settings there would land among the shell's. A terminal that is not
  /// the program's controlling one, or that has been hung up, has no foreground to wait for.
  /// Async-signal-safe: the handlers ask it.
  static func isForeground(_ input: Int32) -> Bool {
    let group = tcgetpgrp(input)
    return group < 0 || group == getpgrp()
  }

  /// Says that the program has taken the full screen back after a stop, and may draw again.
  static func screenTakenBack() {
    givenBack.store(false, ordering: .releasing)
  }

  /// Gives the terminal back, unless that was done already, and ends the program at once with
  /// `status`, from any thread: for a quit key that the main actor is too busy to take (see
  /// ``KeyboardReader``). Only `_exit`: the main actor's work is cut off mid-step, so nothing
  /// of the program's own may run after it.
  static func endProgram(status: Int32) -> Never {
    if rescueState.pointee.isArmed {
      rescueState.pointee.isArmed = false
      // A frame the main actor is writing stops here, as it does for a stop.
      givenBack.store(true, ordering: .releasing)
      giveBack()
    }
    _exit(status)
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
    sigaction(signal, &action, previousActions + Int(signal))
    handlerActions[Int(signal)] = action
    installed.append(signal)
  }

  private static func isIgnored(_ signal: Int32) -> Bool {
    var action = sigaction()
    sigaction(signal, nil, &action)
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
  var notifier: Int32
  var settings: termios
  var raw: termios
}

// A signal handler runs on whichever thread the signal lands on, between any two instructions:
// it cannot take a lock or hop to an actor, so what it reads must be global. The pointers are
// allocated once and never freed, and written only while arming and disarming, before the
// handlers go in and after they come out; hence `nonisolated(unsafe)`.
nonisolated(unsafe) private let rescueState = UnsafeMutablePointer<RescueState>.allocate(capacity: 1)
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(NSIG))
nonisolated(unsafe) private let handlerActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(NSIG))
/// Set by a stop before it gives the terminal back; see ``TerminalRescue/isGivenBack``.
private let givenBack = Atomic(false)
/// Set by the keyboard's Ctrl-Z, taken by the stop it sends: that stop stops the whole group.
private let stopsTheGroup = Atomic(false)
/// Set first thing by a signal that ends the program: nothing may stop it on its way out.
private let ending = Atomic(false)
/// ``TerminalRescue/defaultAction``. Made as a rescue is armed, before any handler may read it.
private let defaultSignalAction: sigaction = {
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = SIG_DFL
  #else
    action.__sigaction_handler.sa_handler = SIG_DFL
  #endif
  return action
}()

/// Puts the saved terminal settings back and leaves the alternate screen, if the terminal is
/// the program's: in the background, the shell has it, with its own settings, and the program
/// gave it back as it stopped. Changing it from there would stop the program instead (a
/// background job that sets its terminal gets SIGTTOU), and `kill %1` would not end it.
private func giveBack() {
  let state = rescueState
  guard TerminalRescue.isForeground(state.pointee.input) else { return }
  tcsetattr(state.pointee.input, TCSANOW, &state.pointee.settings)
  TerminalSession.leaveFullScreen(state.pointee.output)
}

/// Sets `signal`'s default action, unblocks it and raises it: it takes effect now, in here.
/// With `toGroup`, the signal goes to the whole process group, the program among them.
private func raiseWithDefaultAction(_ signal: Int32, toGroup: Bool = false) {
  var action = defaultSignalAction
  sigaction(signal, &action, nil)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  sigaddset(&unblocked, signal)
  sigprocmask(SIG_UNBLOCK, &unblocked, nil)
  if toGroup { kill(0, signal) } else { raise(signal) }
}

/// Restores the terminal, then ends the program as the signal's default action does.
private let restoreAndEnd: @convention(c) (Int32) -> Void = { signal in
  ending.store(true, ordering: .releasing)
  if rescueState.pointee.isArmed {
    rescueState.pointee.isArmed = false
    giveBack()
  }
  raiseWithDefaultAction(signal)
  // A signal whose default action did not end the program (it cannot happen for these): the
  // program goes on, without its terminal.
}

/// Whether the program's process group is the terminal's foreground one
/// (``TerminalRescue/isForeground(_:)``).
private func isInForeground() -> Bool {
  TerminalRescue.isForeground(rescueState.pointee.input)
}

/// Restores the terminal, stops, and once continued takes the terminal back.
private let restoreAndStop: @convention(c) (Int32) -> Void = { signal in
  let savedError = errno
  let wasArmed = rescueState.pointee.isArmed
  // Nothing is drawn from now on. In the background (a read, a write or a change of settings
  // after `bg`, or `kata play &`) the terminal is the shell's: it stays untouched.
  if wasArmed {
    givenBack.store(true, ordering: .releasing)
    giveBack()
  }
  // Stops here. On the keyboard's Ctrl-Z, with the whole process group, as the terminal's
  // Ctrl-Z stops it: a script that runs kata stops too, so that its shell gets the terminal
  // back (kata stopped alone, the script would wait for it, and the shell for the script).
  // Only now, the terminal given back: the shell may take it as soon as the script stops. A
  // stop sent from outside stops kata alone: a harness that shares its group must not freeze.
  // In an orphaned process group the system discards the stop and the program simply goes on,
  // so the terminal is taken back either way.
  let toGroup = stopsTheGroup.exchange(false, ordering: .acquiringAndReleasing)
  raiseWithDefaultAction(signal, toGroup: toGroup)
  sigaction(signal, handlerActions + Int(signal), nil)
  if wasArmed { takeBack(SIGCONT) }
  errno = savedError
}

/// Takes raw mode back, once the program is in the foreground, and has the screen drawn again.
/// Continued in the background (`bg`), it leaves the terminal to the shell: taking the screen
/// back stops the program again there (``TerminalSession/resume()``), until `fg`.
private let takeBack: @convention(c) (Int32) -> Void = { signal in
  let savedError = errno
  if rescueState.pointee.isArmed {
    if isInForeground() { tcsetattr(rescueState.pointee.input, TCSANOW, &rescueState.pointee.raw) }
    notify(signal)
  }
  errno = savedError
}

/// Wakes the keyboard reader with the signal's number: the window changed size, or the
/// program was continued.
private let notify: @convention(c) (Int32) -> Void = { signal in
  let savedError = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  write(rescueState.pointee.notifier, &byte, 1)
  errno = savedError
}
