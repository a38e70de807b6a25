import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the keyboard on a thread of its own and sends what it decodes, in order, to an
/// event stream.
///
/// The main actor never blocks on a read, so the screen keeps answering keys while it awaits
/// a roster load; and no thread of the concurrency pool is blocked either (there are as many
/// as cores). The thread is a plain POSIX one: Dispatch would cost every `kata` command the
/// loading of one more library at start-up.
///
/// The reader waits in `poll(2)` for the terminal, for the signal notification pipe, and for its own stop
/// pipe; while the decoder holds an unfinished sequence it waits at most the decoder's
/// ``KeyDecoder/waitLimit`` (then a lone ESC is the Esc key). Each read goes to the decoder
/// whole: where one read ends tells a person's key from a paste. The thread keeps the reader
/// alive until it ends, so the stop pipe is closed only once nobody polls it.
///
/// Ctrl-Z stops the program from here. A quit key is obeyed even while the main actor is
/// busy (a lesson turning 700,000 players into rows, a pasted megabyte summed by every
/// architecture): if the page has not taken it within ``quitGrace``, the reader gives the
/// terminal back and ends the program itself, as the page would have. A page that takes the
/// key and goes on is left to go on.
final class KeyboardReader: Sendable {
  /// How long a quit key may wait for the main actor before the reader ends the program.
  static let quitGrace: Duration = .milliseconds(250)

  private let input: Int32
  private let notifications: Int32
  private let stopPipe: (read: Int32, write: Int32)
  /// How many keys the page has taken (``keyTaken()``), against those the reader has sent.
  private let taken = Atomic(0)

  /// A reader of `input` that also reports the signals whose numbers arrive on `notifications`:
  /// SIGWINCH as a window size change, SIGCONT as the program continued after a stop.
  init(input: Int32, notifications: Int32) throws(TerminalError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw .system("cannot make a pipe for the keyboard reader (\(String(cString: strerror(errno))))")
    }
    self.input = input
    self.notifications = notifications
    stopPipe = (ends[0], ends[1])
  }

  deinit {
    close(stopPipe.read)
    close(stopPipe.write)
  }

  /// Starts reading, on a thread of its own, into `events`; each of `quitKeys` ends the
  /// program if the page has not taken it within ``quitGrace``.
  func start(
    sending events: AsyncStream<TerminalEvent>.Continuation, quitKeys: Set<Key>
  ) throws(TerminalError) {
    let work = Work { [self] in readKeys(into: events, quitKeys: quitKeys) }
    let context = Unmanaged.passRetained(work).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(&thread, nil, runWork, context)
    guard result == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      throw .system("cannot start the keyboard reader (\(String(cString: strerror(result))))")
    }
    #if canImport(Darwin)
      thread.map { _ = pthread_detach($0) }
    #else
      pthread_detach(thread)
    #endif
  }

  /// Says that the page has taken the next key the reader sent: called on the main actor for
  /// every key event, before the page handles it.
  func keyTaken() {
    taken.add(1, ordering: .releasing)
  }

  /// Makes the reader stop; it closes its end when it does.
  func stop() {
    var byte: UInt8 = 0
    write(stopPipe.write, &byte, 1)
  }

  private func readKeys(into events: AsyncStream<TerminalEvent>.Continuation, quitKeys: Set<Key>) {
    var sent = 0
    /// Sends `keys`; after a quit key, waits for the page to take it, or ends the program.
    func send(_ keys: [Key]) {
      for key in keys {
        if key == .suspend {
          // Stops the program here, as Ctrl-Z does outside raw mode, whatever the main actor
          // is doing: the rescue gives the terminal back first, then stops the whole process
          // group, and on SIGCONT a `.resumed` follows.
          TerminalRescue.stopFromTheKeyboard()
          continue
        }
        events.yield(.key(key))
        sent += 1
        if quitKeys.contains(key) { awaitQuit(ofKey: sent) }
      }
    }
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let wanted = Int16(POLLIN)
    var watched = [
      pollfd(fd: input, events: wanted, revents: 0), pollfd(fd: notifications, events: wanted, revents: 0),
      pollfd(fd: stopPipe.read, events: wanted, revents: 0),
    ]
    while true {
      // In the background (`bg`) the terminal is the shell's, and so are the keys typed: a read
      // would stop the program or fail. Only a continue (`fg`), a resize or a stop is waited for.
      watched[0].fd = TerminalRescue.isForeground(input) ? input : -1
      let wait = decoder.waitLimit.map { Int32($0 / .milliseconds(1)) } ?? -1
      let ready = poll(&watched, nfds_t(watched.count), wait)
      if ready < 0 {
        if errno == EINTR { continue }
        events.yield(.inputEnded)
        return
      }
      if ready == 0 {
        send(decoder.timeOut())
        continue
      }
      // Stopped, or the session that owned the notification pipe has closed it: either way, done.
      if watched[2].revents != 0 || watched[1].revents & Int16(POLLNVAL) != 0 { return }
      if watched[1].revents != 0 {
        // Several signals in a row are one event: the size is asked for afresh anyway, and a
        // continue redraws everything.
        var continued = false
        while true {
          let count = buffer.withUnsafeMutableBytes { read(notifications, $0.baseAddress, $0.count) }
          guard count > 0 else { break }
          continued = continued || buffer[..<count].contains(UInt8(SIGCONT))
        }
        events.yield(continued ? .resumed : .resize)
      }
      // Continued in the background, a key that woke the same poll is the shell's.
      if watched[0].revents != 0, TerminalRescue.isForeground(input) {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          send(decoder.decode(buffer[..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          events.yield(.inputEnded)
          return
        }
      }
    }
  }
}

extension KeyboardReader {
  /// Waits up to ``quitGrace`` for the reader to be stopped (the page quit); past it, ends the
  /// program unless the page has taken the `number`th key by then.
  fileprivate func awaitQuit(ofKey number: Int) {
    var stopped = pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
    let end = ContinuousClock.now + Self.quitGrace
    while ContinuousClock.now < end {
      let left = Int32(max(1, (end - ContinuousClock.now) / .milliseconds(1)))
      if poll(&stopped, 1, left) > 0 { return }
    }
    if taken.load(ordering: .acquiring) < number { TerminalRescue.endProgram(status: 0) }
  }
}

/// What the reader's thread runs, boxed to cross `pthread_create`.
private final class Work: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}

/// The reader thread's start routine: it takes over the retained ``Work`` it is given and runs it.
#if canImport(Darwin)
  private let runWork: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
#else
  private let runWork: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
    // `pthread_create` hands back the non-null context it was given.
    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
    return nil
  }
#endif
