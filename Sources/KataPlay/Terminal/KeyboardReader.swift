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
/// pipe; while the decoder holds something unfinished it waits at most the decoder's
/// ``KeyDecoder/waitLimit`` (then a lone ESC is the Esc key, and a paste whose end never came
/// ends). The thread keeps the
/// reader alive until it ends, so the stop pipe is closed only once nobody polls it.
final class KeyboardReader: Sendable {
  private let input: Int32
  private let notifications: Int32
  private let stopPipe: (read: Int32, write: Int32)

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

  /// Starts reading, on a thread of its own, into `events`.
  func start(sending events: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError) {
    let work = Work { [self] in readKeys(into: events) }
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

  /// Makes the reader stop; it closes its end when it does.
  func stop() {
    var byte: UInt8 = 0
    write(stopPipe.write, &byte, 1)
  }

  private func readKeys(into events: AsyncStream<TerminalEvent>.Continuation) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let wanted = Int16(POLLIN)
    var watched = [
      pollfd(fd: input, events: wanted, revents: 0), pollfd(fd: notifications, events: wanted, revents: 0),
      pollfd(fd: stopPipe.read, events: wanted, revents: 0),
    ]
    while true {
      let wait = decoder.waitLimit.map { Int32($0 / .milliseconds(1)) } ?? -1
      let ready = poll(&watched, nfds_t(watched.count), wait)
      if ready < 0 {
        if errno == EINTR { continue }
        events.yield(.inputEnded)
        return
      }
      if ready == 0 {
        for key in decoder.timeOut() { events.yield(.key(key)) }
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
      if watched[0].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          for key in decoder.decode(buffer[..<count]) { events.yield(.key(key)) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          events.yield(.inputEnded)
          return
        }
      }
    }
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
