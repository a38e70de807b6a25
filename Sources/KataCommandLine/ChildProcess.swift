#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program `kata class` starts and watches without waiting on it: a clone's build, the
/// clone's own `kata progress`, `git` asked for a commit.
///
/// It runs in a process group of its own, so that a clone that gives no answer is ended
/// whole, whatever it started in turn; its standard input is `/dev/null`, so that nothing
/// it runs waits for the terminal; and its output and errors come back through pipes that
/// are read as they fill (``readAvailable()``), each kept up to a limit. The caller naps
/// between looks: nothing here blocks.
final class ChildProcess {
  /// How a program ended.
  enum Exit: Equatable, Sendable {
    /// It exited with this status.
    case status(Int32)
    /// A signal ended it.
    case signal(Int32)
  }

  /// Why a program could not be started.
  struct StartError: Error, Equatable {
    var program: String
    var reason: String
  }

  let pid: pid_t
  /// What it wrote to standard output, up to the limit.
  private(set) var output: [UInt8] = []
  /// What it wrote to standard error (and, when merged, standard output), up to the limit.
  private(set) var errors: [UInt8] = []
  /// Whether it wrote more than the limit to either: the rest was read and dropped.
  private(set) var overflowed = false
  /// How it ended, once it has.
  private(set) var exit: Exit?
  private var pipes: [(descriptor: Int32, isOutput: Bool)]
  private let limit: Int

  /// Starts `arguments[0]` (looked up in `PATH` unless it holds a `/`), with
  /// `arguments.dropFirst()`; with `mergingErrors`, standard output goes where standard
  /// error does. Each stream is kept up to `limit` bytes.
  convenience init(_ arguments: [String], mergingErrors: Bool = false, keeping limit: Int) throws(StartError)
  {
    try self.init(bytes: arguments.map { Array($0.utf8) }, mergingErrors: mergingErrors, keeping: limit)
  }

  /// Starts a program whose arguments are bytes, which need not be UTF-8 (a folder's name).
  init(bytes arguments: [[UInt8]], mergingErrors: Bool = false, keeping limit: Int) throws(StartError) {
    self.limit = limit
    let program = String(decoding: arguments.first ?? [], as: UTF8.self)
    var outputEnds: [Int32] = [-1, -1]
    var errorEnds: [Int32] = [-1, -1]
    guard mergingErrors || pipe(&outputEnds) == 0, pipe(&errorEnds) == 0 else {
      throw StartError(program: program, reason: String(cString: strerror(errno)))
    }
    let ends = mergingErrors ? [errorEnds] : [outputEnds, errorEnds]
    for end in ends.joined() { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }

    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, mergingErrors ? errorEnds[1] : outputEnds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own (led by itself), and no signal blocked that kata blocks.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)

    guard !arguments.isEmpty else { throw StartError(program: "", reason: "no program named") }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map(Self.cString) + [nil]
    defer { for pointer in argv { pointer?.deallocate() } }
    var pid: pid_t = 0
    let result = ChildGroups.starting {
      // `arguments` is not empty, so neither is its first C string.
      posix_spawnp(&pid, argv[0]!, &actions, &attributes, argv, Self.environment)
    }
    for end in ends { close(end[1]) }
    guard result == 0 else {
      for end in ends { close(end[0]) }
      throw StartError(program: program, reason: String(cString: strerror(result)))
    }
    self.pid = pid
    ChildGroups.add(pid)
    pipes = mergingErrors ? [(errorEnds[0], false)] : [(outputEnds[0], true), (errorEnds[0], false)]
    for pipe in pipes { _ = fcntl(pipe.descriptor, F_SETFL, fcntl(pipe.descriptor, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    if exit == nil { end() }
    closePipes()
  }

  /// Reads whatever its pipes hold now, and whether it has ended; returns how it ended,
  /// once it has. Whatever it started and left behind in its group is ended with it.
  @discardableResult
  func look() -> Exit? {
    readAvailable()
    guard exit == nil else { return exit }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    exit = Self.exit(status)
    finish()
    return exit
  }

  /// Ends it and everything in its group at once (SIGKILL), and waits for it.
  func end() {
    guard exit == nil else { return }
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    exit = Self.exit(status)
    finish()
  }

  /// The program's end, read from its pipes: what was left, and its group gone.
  private func finish() {
    readAvailable()
    kill(-pid, SIGKILL)
    ChildGroups.remove(pid)
    closePipes()
  }

  private func closePipes() {
    for pipe in pipes { close(pipe.descriptor) }
    pipes = []
  }

  /// Reads what each pipe holds, without waiting.
  private func readAvailable() {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    for pipe in pipes {
      while true {
        let count = chunk.withUnsafeMutableBytes { read(pipe.descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        keep(chunk[..<count], isOutput: pipe.isOutput)
      }
    }
  }

  private func keep(_ bytes: ArraySlice<UInt8>, isOutput: Bool) {
    let room = limit - (isOutput ? output.count : errors.count)
    if bytes.count > room { overflowed = true }
    if isOutput {
      output += bytes.prefix(max(0, room))
    } else {
      errors += bytes.prefix(max(0, room))
    }
  }

  /// This process's environment, which every program it starts inherits.
  private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      _NSGetEnviron().pointee
    #else
      environ
    #endif
  }

  /// `bytes` as a C string: a copy, NUL-terminated (a NUL inside ends it there).
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }

  private static func exit(_ status: Int32) -> Exit {
    let signal = status & 0x7F
    return signal == 0 ? .status((status >> 8) & 0xFF) : .signal(signal)
  }

  /// Runs `arguments` to its end, or for at most `naps` naps of 10 ms (then ends it): for a
  /// short question such as `git log`. Nil when it could not start or did not end in time.
  static func run(_ arguments: [[UInt8]], naps: Int, keeping limit: Int = 1 << 20) -> ChildProcess? {
    guard let child = try? ChildProcess(bytes: arguments, keeping: limit) else { return nil }
    for _ in 0..<naps {
      if child.look() != nil { return child }
      nap()
    }
    child.end()
    return nil
  }

  /// One nap: the unit in which `kata class` counts its patience. A kata stopped meanwhile
  /// (Ctrl-Z) counts none while it is stopped.
  static func nap() {
    usleep(napMicroseconds)
  }

  /// How long a nap is: how often `kata class` looks at its children.
  static let napMicroseconds: UInt32 = 10_000
  /// How many naps make a second.
  static let napsPerSecond = 1_000_000 / Int(napMicroseconds)
}
