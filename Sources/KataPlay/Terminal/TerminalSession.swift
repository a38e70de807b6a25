#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal, taken over for a full-screen program and given back exactly as it was.
///
/// Opening a session saves the terminal's settings, arms a ``TerminalRescue`` for the signals
/// that could end or stop the program, and switches to raw mode (every key reaches the program at once,
/// unechoed, Ctrl-C included), the alternate screen, bracketed paste, autowrap off and a hidden
/// cursor. ``restore()`` undoes all of it: call it on every way out; a signal's way out is the
/// rescue's. After a stop, ``resume()`` takes the screen back.
public final class TerminalSession {
  private let input: Int32
  private let output: Int32
  private var settings: termios
  private var raw: termios
  private let notificationPipe: (read: Int32, write: Int32)
  private var rescue: TerminalRescue?

  /// Whether standard input and standard output are both a terminal, as the playground needs.
  public static func isInteractive(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
    isatty(input) == 1 && isatty(output) == 1
  }

  /// Whether the terminal says it cannot do what a full-screen program needs (move the
  /// cursor, switch screens): `TERM=dumb`, as in an editor's shell buffer.
  public static var isDumb: Bool {
    getenv("TERM").map { String(cString: $0) } == "dumb"
  }

  /// Takes over the terminal on `input` and `output`.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
    guard Self.isInteractive(input: input, output: output) else { throw .notATerminal }
    try Self.awaitForeground(input)
    self.input = input
    self.output = output
    settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw Self.failure("cannot read the terminal's settings") }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Self.failure("cannot make a pipe for window size changes") }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    notificationPipe = (ends[0], ends[1])
    raw = settings
    cfmakeraw(&raw)
    rescue = TerminalRescue(restoring: settings, raw: raw, of: input, output: output, notifier: ends[1])

    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      let error = Self.failure("cannot switch the terminal to raw mode")
      restore()
      throw error
    }
    do {
      try write(Array(Self.enterFullScreen.utf8))
    } catch {
      restore()
      throw error
    }
  }

  deinit {
    restore()
  }

  /// Becomes readable when the window changes size, or the program is continued after a stop:
  /// each byte is the number of the signal that came (SIGWINCH or SIGCONT).
  public var notificationDescriptor: Int32 { notificationPipe.read }

  /// Takes the screen back after the program was stopped and continued: raw mode (the
  /// rescue took it back already; again does no harm) and the full screen. The caller then
  /// draws the whole screen; what it drew since the stop was not written.
  ///
  /// Only once per stop: one continue may be told twice (by the stop's own handler as it
  /// returns, and by SIGCONT's), and a SIGCONT sent to a program that was never stopped
  /// continues nothing. The screen is still the program's then, and entering it again would
  /// clear it for nothing.
  ///
  /// Continued in the background (`bg`), the terminal is the shell's: the program stops again
  /// here, as a background job that touches its terminal is stopped, and takes the screen back
  /// once `fg` continues it in the foreground. A program on its way out (`kill %1` continues
  /// it with SIGTERM waiting) is not stopped.
  public func resume() throws(TerminalError) {
    guard let rescue else { return }
    if !TerminalRescue.isForeground(input) {
      let input = input
      guard
        try rescue.withEndingLeftToTheSystem({ () throws(TerminalError) in try Self.awaitForeground(input) })
      else { return }
    }
    tcsetattr(input, TCSANOW, &raw)
    guard TerminalRescue.isGivenBack else { return }
    TerminalRescue.screenTakenBack()
    try write(Array(Self.enterFullScreen.utf8))
  }

  /// The window's size now, as far as the playground draws (``TerminalSize/drawable(rows:columns:)``);
  /// 80×24 if the terminal does not say.
  public func size() -> TerminalSize {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return .standard
    }
    return .drawable(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// Writes all of `bytes` to the terminal; nothing, or no more, once a stop has given the
  /// terminal back, until ``resume()``.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    var written = 0
    while written < bytes.count {
      // Stopped while drawing, or just before: the rest would land on the shell's screen.
      if TerminalRescue.isGivenBack { return }
      let result = bytes.withUnsafeBytes { buffer in
        // `written < bytes.count`, so the buffer is not empty and has a base address.
        systemWrite(output, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A terminal left non-blocking by someone else: wait until it takes more.
          var writable = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
          _ = poll(&writable, 1, -1)
          continue
        }
        throw Self.failure("cannot write to the terminal")
      }
      written += result
    }
  }

  /// Gives the terminal back: its settings first (they matter most, and need no output to
  /// drain), then the main screen, with the cursor shown. In the background the terminal is
  /// the shell's, given back as the program stopped, and stays untouched. Calling it again
  /// does nothing.
  public func restore() {
    guard let rescue else { return }
    if TerminalRescue.isForeground(input) {
      tcsetattr(input, TCSANOW, &settings)
      Self.leaveFullScreen(output)
    }
    rescue.disarm()
    self.rescue = nil
    close(notificationPipe.read)
    close(notificationPipe.write)
  }

  /// Waits, stopped, until the program's process group is the foreground one of the terminal
  /// `input`. Started in the background (`kata play &`), the terminal is the shell's: the
  /// program stops as a background job that touches its terminal is stopped, and goes on once
  /// `fg` brings it to the foreground. So it does even where the shell lets a background job
  /// set its terminal (SIGTTOU ignored or blocked): SIGTTOU's default action is set for the
  /// wait. In a process group that nothing can bring to the foreground (an orphaned one), it
  /// says so instead.
  private static func awaitForeground(_ input: Int32) throws(TerminalError) {
    guard !TerminalRescue.isForeground(input) else { return }
    var defaultAction = TerminalRescue.defaultAction
    var previousAction = sigaction()
    sigaction(SIGTTOU, &defaultAction, &previousAction)
    // The signals that end the program are unblocked on this thread too: continued with one
    // waiting (`kill %1`), this thread takes it before its setting of the terminal, which the
    // system does again on its own, could stop the program again first. A thread of the pool
    // blocks them: waiting there, the program stayed stopped with SIGTERM pending.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTTOU] + TerminalRescue.endingSignals { sigaddset(&signals, signal) }
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previousMask)
    defer {
      sigaction(SIGTTOU, &previousAction, nil)
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
    var current = termios()
    while !TerminalRescue.isForeground(input) {
      guard tcgetattr(input, &current) == 0 else { throw failure("cannot read the terminal's settings") }
      // Setting the terminal's own settings again changes nothing: in the background, the
      // system stops the program's group for it (SIGTTOU), and continued in the foreground, it
      // is done. In an orphaned group the system refuses it instead.
      if tcsetattr(input, TCSANOW, &current) != 0 && errno != EINTR {
        throw failure(
          "cannot take the terminal from the background, where nothing can bring kata to the foreground")
      }
    }
  }

  /// Alternate screen, bracketed paste on, autowrap off, cursor hidden, the screen cleared.
  private static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?7l\u{1B}[?25l\u{1B}[0m\u{1B}[2J"

  /// Writes the bytes that undo ``enterFullScreen``. Async-signal-safe: a signal handler calls
  /// it, so it touches nothing but a constant and `write(2)`.
  static func leaveFullScreen(_ output: Int32) {
    let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?2004l\u{1B}[?1049l"
    _ = systemWrite(output, sequence.utf8Start, sequence.utf8CodeUnitCount)
  }

  private static func failure(_ what: String) -> TerminalError {
    .system("\(what) (\(String(cString: strerror(errno))))")
  }
}

/// `write(2)`, under a name that the method ``TerminalSession/write(_:)`` does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
