import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `kata` binary that `swift test` built beside the tests, as a user would: its
/// arguments as bytes, its standard streams, its exit status or the signal that ended it,
/// its peak memory when asked (through `peak-memory`, see there why), and a patience counted
/// in what kata does (``ProgramPatience``), so that a kata that hangs fails its test instead of
/// hanging the suite, and a kata that a busy machine runs slowly is waited for.
enum KataProcess {
  enum Input {
    case text(String)
    case bytes([UInt8])
    case file(String)
    /// Bytes written into a pipe from a thread of the test's, as `cat FILE | kata` gives them:
    /// in pieces, with no size kata could read first.
    case pipe([UInt8])
  }

  struct Result {
    /// The exit status; for a kata killed by a signal, 128 plus the signal, as a shell shows it.
    var status: Int32
    /// The signal that killed kata, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// The most memory kata held at once, in bytes, when the run measured it.
    var peakMemory: Int?
  }

  /// The built `kata`: next to the test bundle.
  static let executable = builtProduct("kata")
  /// The built `peak-memory`, which runs kata and reports its peak memory.
  static let peakMemory = builtProduct("peak-memory")

  private static func builtProduct(_ name: String) -> URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent(name)
  }

  /// Runs kata with `arguments`, `input` on standard input, and standard output into a file
  /// (or the file at `outputPath`, such as `/dev/full`); with `measuringMemory`, through
  /// `peak-memory`; `environment` adds `NAME=VALUE` settings to the test's own.
  static func run(
    _ arguments: [String], input: Input = .text(""), outputPath: String? = nil,
    measuringMemory: Bool = false, in directory: URL? = nil, environment: [String] = [],
    patience: ProgramPatience.Limits = .standard
  ) async throws -> Result {
    try await run(
      bytes: arguments.map { Array($0.utf8) }, input: input, outputPath: outputPath,
      measuringMemory: measuringMemory, in: directory, environment: environment, patience: patience)
  }

  /// Runs kata with `arguments` given as bytes, which need not be UTF-8.
  ///
  /// With `directory`, kata runs there, as a reader runs a command a page shows from the
  /// package root.
  static func run(
    bytes arguments: [[UInt8]], input: Input = .text(""), outputPath: String? = nil,
    measuringMemory: Bool = false, in workingDirectory: URL? = nil, environment: [String] = [],
    patience: ProgramPatience.Limits = .standard
  ) async throws -> Result {
    try await runOnOwnThread {
      try runWaiting(
        bytes: arguments, input: input, outputPath: outputPath, measuringMemory: measuringMemory,
        in: workingDirectory, environment: environment, patience: patience)
    }
  }

  /// Runs kata as ``run(_:input:outputPath:measuringMemory:in:environment:patience:)`` does, once for
  /// each distinct command line, input and directory in the whole test run; every later ask
  /// gets that run's result. Many tests read the same command's output (each Korean page shows
  /// its English twin's commands; `kata check` is read for its rows, its order and its count),
  /// and kata prints the same for the same input. Only for command lines whose files no test
  /// writes: a run is known by its words, not by what the files it names hold then.
  static func runOnce(_ arguments: [String], input: Input = .text(""), in directory: URL? = nil)
    async throws -> Result
  {
    try await ranOnce.result(of: arguments, input: input, in: directory)
  }

  private static let ranOnce = Runs()

  /// The runs of ``runOnce(_:input:in:)`` so far, by command line, input and directory.
  private actor Runs {
    private var started: [String: Task<Result, any Error>] = [:]

    func result(of arguments: [String], input: Input, in directory: URL?) async throws -> Result {
      let key = (arguments + ["\(input)", directory?.path ?? ""]).joined(separator: "\u{0}")
      if let run = started[key] { return try await run.value }
      let run = Task { try await KataProcess.run(arguments, input: input, in: directory) }
      started[key] = run
      return try await run.value
    }
  }

  /// ``run(bytes:input:outputPath:measuringMemory:in:environment:patience:)``, on the calling thread.
  private static func runWaiting(
    bytes arguments: [[UInt8]], input: Input, outputPath: String?, measuringMemory: Bool,
    in workingDirectory: URL?, environment: [String], patience: ProgramPatience.Limits
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var stdin: Int32
    var piped: (writeEnd: Int32, bytes: [UInt8])?
    switch input {
    case .text(let text):
      let stdinPath = directory.appendingPathComponent("stdin").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: stdinPath))
      stdin = try openFile(stdinPath, O_RDONLY)
    case .bytes(let bytes):
      let stdinPath = directory.appendingPathComponent("stdin").path
      try Data(bytes).write(to: URL(fileURLWithPath: stdinPath))
      stdin = try openFile(stdinPath, O_RDONLY)
    case .file(let path):
      stdin = try openFile(path, O_RDONLY)
    case .pipe(let bytes):
      let ends = try makePipe()
      stdin = ends.read
      piped = (ends.write, bytes)
    }
    defer { if stdin >= 0 { close(stdin) } }
    let stdoutPath = outputPath ?? directory.appendingPathComponent("stdout").path
    let stderrPath = directory.appendingPathComponent("stderr").path

    let stdout = try openFile(stdoutPath, O_WRONLY | O_CREAT | O_TRUNC)
    defer { close(stdout) }
    let stderr = try openFile(stderrPath, O_WRONLY | O_CREAT | O_TRUNC)
    defer { close(stderr) }

    let reportPath = directory.appendingPathComponent("peak-memory").path
    let child =
      measuringMemory
      ? try start(
        [Array(reportPath.utf8), Array(executable.path.utf8)] + arguments, program: peakMemory,
        stdin: stdin, stdout: stdout, stderr: stderr, environment: environment)
      : try start(
        arguments, stdin: stdin, stdout: stdout, stderr: stderr, in: workingDirectory,
        environment: environment)
    if let piped {
      // Only kata holds the read end, so that the writer stops when kata goes away early.
      close(stdin)
      stdin = -1
      Thread {
        var offset = 0
        while offset < piped.bytes.count {
          let count = piped.bytes[offset...].withUnsafeBytes {
            write(piped.writeEnd, $0.baseAddress, $0.count)
          }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          offset += count
        }
        close(piped.writeEnd)
      }.start()
    }
    let exit = child.wait(within: patience)
    let report = measuringMemory ? try? String(contentsOfFile: reportPath, encoding: .utf8) : nil
    return Result(
      status: exit.status, signal: exit.signal,
      stdout: outputPath == nil
        ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: stdoutPath)), as: UTF8.self) : "",
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stderrPath)), as: UTF8.self),
      peakMemory: report.flatMap { Int($0.dropLast()) })
  }

  /// Runs every one of `commands` (a few at a time, as ``run(_:input:outputPath:measuringMemory:in:environment:patience:)``
  /// does), with no input and their output into the given file (or thrown away), and returns
  /// each one's exit status and peak memory in bytes.
  static func peakMemories(
    of commands: [(arguments: [String], outputPath: String?)]
  ) async throws -> [(status: Int32, peakMemory: Int?)] {
    try await peakMemories(of: commands.map { ($0.arguments, .text(""), $0.outputPath) })
  }

  /// ``peakMemories(of:)`` for commands that each read their own `input`.
  static func peakMemories(
    of commands: [(arguments: [String], input: Input, outputPath: String?)]
  ) async throws -> [(status: Int32, peakMemory: Int?)] {
    try await withThrowingTaskGroup(of: (index: Int, result: Result).self) { group in
      for (index, command) in commands.enumerated() {
        group.addTask {
          let result = try await run(
            command.arguments, input: command.input, outputPath: command.outputPath ?? "/dev/null",
            measuringMemory: true)
          return (index, result)
        }
      }
      var runs = [(status: Int32, peakMemory: Int?)](repeating: (0, nil), count: commands.count)
      for try await run in group { runs[run.index] = (run.result.status, run.result.peakMemory) }
      return runs
    }
  }

  /// Runs `body`, which waits, on a thread of its own. The test that awaits it holds none of
  /// the few threads that Swift's tasks share, so the suite's other tests, those on the main
  /// actor among them, go on while it waits; and what `body` watches for is seen when it
  /// happens, not when a shared thread is next free.
  static func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
    -> Value
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  /// ``onOwnThread(_:)`` for a run of kata, at most ``concurrentRuns`` at a time.
  static func runOnOwnThread<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    await slots.take()
    defer { slots.give() }
    return try await onOwnThread(body)
  }

  /// How many runs of kata the tests start at once: they run as fast on two cores a few at a
  /// time, and a few hundred at once would crowd out the suite's own work.
  static let concurrentRuns = 3
  private static let slots = Slots(count: concurrentRuns)

  /// A count of free places, and the tasks waiting for one, in turn.
  final class Slots: Sendable {
    private let state: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(count: Int) { state = Mutex((count, [])) }

    func take() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let granted = state.withLock { state in
          guard state.free > 0 else {
            state.waiting.append(continuation)
            return false
          }
          state.free -= 1
          return true
        }
        if granted { continuation.resume() }
      }
    }

    func give() {
      let next = state.withLock { state in
        guard !state.waiting.isEmpty else {
          state.free += 1
          return CheckedContinuation<Void, Never>?.none
        }
        return state.waiting.removeFirst()
      }
      next?.resume()
    }
  }

  /// A system call that failed, named, with `errno`'s words.
  struct SystemError: Error, CustomStringConvertible {
    var call: String
    var code: Int32 = errno
    var description: String { "\(call): \(String(cString: strerror(code)))" }
  }

  /// Held while descriptors are made and processes spawned: a pipe is made close-on-exec
  /// in two steps, and no other test's kata may inherit it in between.
  private static let spawning = Mutex(())

  static func openFile(_ path: String, _ flags: Int32) throws -> Int32 {
    let descriptor = open(path, flags | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SystemError(call: "open \(path)") }
    return descriptor
  }

  /// A pipe whose ends no spawned process inherits unless given them.
  static func makePipe() throws -> (read: Int32, write: Int32) {
    try spawning.withLock { _ in
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw SystemError(call: "pipe") }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }
  }

  /// Starts kata (or `program`) with `arguments` on the given standard streams.
  static func start(
    _ arguments: [[UInt8]], program: URL = executable, stdin: Int32, stdout: Int32, stderr: Int32,
    in directory: URL? = nil, environment settings: [String] = []
  ) throws -> Child {
    // A test that writes to a kata that has ended gets an error, not a dead test runner.
    _ = ignoreBrokenPipes
    let argv = ([Array(program.path.utf8)] + arguments).map(cString) + [nil]
    let environment =
      (ProcessInfo.processInfo.environment.map { "\($0)=\($1)" } + settings).map { cString(Array($0.utf8)) }
      + [nil]
    defer {
      for pointer in argv + environment { pointer?.deallocate() }
    }

    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
      posix_spawn_file_actions_adddup2(&actions, descriptor, target)
    }
    if let directory {
      let result = directory.path.withCString { addChdir(&actions, $0) }
      guard result == 0 else { throw SystemError(call: "posix_spawn_file_actions_addchdir_np", code: result) }
    }
    var pid: pid_t = 0
    let result = spawning.withLock { _ in
      posix_spawn(&pid, program.path, &actions, nil, argv, environment)
    }
    guard result == 0 else { throw SystemError(call: "posix_spawn", code: result) }
    let command = arguments.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    return Child(pid: pid, command: "kata \(command)")
  }

  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Starts kata with `arguments` under an address space limit of `mebibytes` MiB, as
  /// `ulimit -v` sets one: through `/bin/sh`, which sets it and then becomes kata.
  static func start(
    _ arguments: [String], addressSpace mebibytes: Int, stdin: Int32, stdout: Int32, stderr: Int32
  ) throws -> Child {
    let shell = ["-c", "ulimit -v \(mebibytes << 10) && exec \"$0\" \"$@\"", executable.path] + arguments
    var child = try start(
      shell.map { Array($0.utf8) }, program: URL(fileURLWithPath: "/bin/sh"), stdin: stdin, stdout: stdout,
      stderr: stderr)
    child.command = "kata \(arguments.joined(separator: " ")) under ulimit -v of \(mebibytes) MiB"
    return child
  }

  #if os(Linux)
    /// `posix_spawn_file_actions_addchdir_np`: glibc declares it only for `_GNU_SOURCE`, which
    /// Swift does not set, so it is looked up by name (glibc has had it since 2.29).
    private static func addChdir(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
    ) -> Int32 {
      typealias AddChdir =
        @convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
      else {
        return ENOSYS
      }
      return unsafeBitCast(symbol, to: AddChdir.self)(actions, path)
    }
  #else
    private static func addChdir(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>, _ path: UnsafePointer<CChar>
    ) -> Int32 {
      posix_spawn_file_actions_addchdir_np(actions, path)
    }
  #endif

  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }

  /// A kata the tests started.
  struct Child {
    let pid: pid_t
    var command: String

    struct Exit {
      var status: Int32
      var signal: Int32?
    }

    /// Waits for kata to end; once its patience runs out (``ProgramPatience``: it sat idle, waiting
    /// for what does not come, or looped), records an issue and kills it.
    func wait(within limits: ProgramPatience.Limits = .standard) -> Exit {
      var patience = ProgramPatience(watching: pid, limits: limits)
      var status: Int32 = 0
      while true {
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { break }
        if result < 0 && errno != EINTR {
          Issue.record("\(SystemError(call: "waitpid"))")
          return Exit(status: -1, signal: nil)
        }
        if let exhausted = patience.nap(milliseconds: 2) {
          // What it started too (`peak-memory`'s kata, a shell's command).
          for process in ProgramPatience.descendants(of: pid) { kill(process.pid, SIGKILL) }
          _ = waitpid(pid, &status, 0)
          Issue.record("\(command) \(exhausted), and was killed")
          return Exit(status: -1, signal: nil)
        }
      }
      let signal = status & 0x7F
      return signal == 0
        ? Exit(status: (status >> 8) & 0xFF, signal: nil) : Exit(status: 128 + signal, signal: signal)
    }

    /// Reads what kata writes on `descriptor` until a line ends or the output ends; what came
    /// of the line (nil if nothing) once kata's patience runs out first.
    func readLine(from descriptor: Int32) -> String? {
      var patience = ProgramPatience(watching: pid)
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while line.last != UInt8(ascii: "\n") {
        guard Self.waitForInput(on: descriptor, patience: &patience), read(descriptor, &byte, 1) == 1 else {
          return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
        }
        line.append(byte)
      }
      return String(decoding: line, as: UTF8.self)
    }

    /// Reads what kata writes on `descriptor` to its end; nil once kata's patience runs out first.
    func readToEnd(from descriptor: Int32) -> String? {
      var patience = ProgramPatience(watching: pid)
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        guard Self.waitForInput(on: descriptor, patience: &patience) else { return nil }
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { return String(decoding: bytes, as: UTF8.self) }
        bytes += chunk[..<count]
      }
    }

    /// Whether `descriptor` has input (or its end) before `patience` runs out.
    private static func waitForInput(on descriptor: Int32, patience: inout ProgramPatience) -> Bool {
      while true {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&request, 1, 0) > 0 { return true }
        if patience.nap(watching: descriptor) != nil { return false }
      }
    }
  }
}
