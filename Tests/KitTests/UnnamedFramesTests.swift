import Foundation
import Testing

#if os(Linux)
  import Glibc

  /// kata names the methods on a call stack from its own file. Where it cannot (the file is
  /// stripped, unreadable to the user who runs it, or, in an optimised build, without debug
  /// information), it named them `<unknown>`, which read as code that plays no role, and
  /// failed honest lessons. These runs make each condition with a copy of the built kata, and
  /// show that each rule that reads call stacks then says *not measured*, with the cause,
  /// exactly where `KATA_CALL_STACKS=off` says so, and that a wrong architecture caught by
  /// other evidence still fails. Where the file can be had after all (a path with a newline,
  /// a file deleted or replaced after kata started: the system still holds the file it ran),
  /// the verdicts are the built kata's own, word for word.
  @Suite(
    "Shape: where kata cannot name its own frames, each call-stack rule says why it was not measured",
    .timeLimit(.minutes(4)),
    .enabled(
      if: ProcessInfo.processInfo.environment["KATA_CALL_STACKS"] != "off",
      "compares call stacks read with call stacks turned off, and KATA_CALL_STACKS=off turns them off here"))
  struct UnnamedFramesTests {
    /// What a run printed.
    struct Run: Equatable, CustomStringConvertible {
      var status: Int32
      var stdout: String
      var stderr: String

      var description: String { "exit \(status)\n\(stdout.suffix(1500))\n\(stderr.suffix(800))" }

      /// Why call stacks are not read, as `KATA_CALL_STACKS=off` says it.
      static let off = "KATA_CALL_STACKS=off turned call stacks off"

      /// The run with `cause` written as `KATA_CALL_STACKS=off` writes its own.
      func withCause(_ cause: String) -> Run {
        Run(
          status: status, stdout: stdout.replacingOccurrences(of: cause, with: Self.off),
          stderr: stderr.replacingOccurrences(of: cause, with: Self.off))
      }

      /// The run without the commit `kata progress --format json` names: Git tells it to the
      /// user who built kata, and not to another.
      var withoutCommit: Run {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).filter {
          !$0.hasPrefix("  \"commit\": ")
        }
        return Run(status: status, stdout: lines.joined(separator: "\n"), stderr: stderr)
      }
    }

    /// The commands a student and a teacher run, as text and as JSON: every architecture's
    /// check, a wrong architecture's shape (the shipped workbench, which fails step 1 by what
    /// it shows, not by a call stack), and the classroom's progress through the gates (whose
    /// text shows a step's first problem only, the workbench's real one).
    static let commands = [
      ["check"], ["check", "--format", "json"], ["shape", "--arch", "exercise"],
      ["progress", "--format", "json"],
    ]

    /// One case, read from standard input, so that kata waits for it before it reads any call
    /// stack.
    static let oneCase = #"[{"name": "one", "token": ",", "input": "1,2", "expected": "3"}]"#

    /// Whether CI runs this suite: there every case must run.
    static let inCI = ProcessInfo.processInfo.environment["KATA_KIT_CI"] != nil

    static let strip = URL(fileURLWithPath: "/usr/bin/strip")
    static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")

    /// Runs `body` with a folder of the test's own named `name`, which every user may enter.
    static func withFolder<Value>(_ name: String, _ body: (URL) async throws -> Value) async throws -> Value {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kata-unnamed-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let inner = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
      for directory in [folder, inner] { chmod(directory.path, 0o755) }
      return try await body(inner)
    }

    /// A copy of `original` (the built kata) in `folder`. Written through a descriptor closed
    /// on exec: a process another test starts meanwhile must not hold the copy open for
    /// writing, or the system refuses to run it ("Text file busy").
    static func copy(
      _ original: URL = KataProcess.executable, into folder: URL, named name: String = "kata",
      mode: mode_t = 0o755
    ) throws -> URL {
      let copy = folder.appendingPathComponent(name)
      let bytes = try Data(contentsOf: original)
      let descriptor = try KataProcess.openFile(copy.path, O_WRONLY | O_CREAT | O_EXCL)
      defer { close(descriptor) }
      try write([UInt8](bytes), to: descriptor)
      guard fchmod(descriptor, mode) == 0 else { throw KataProcess.SystemError(call: "chmod \(copy.path)") }
      return copy
    }

    /// What a run found that the test did not expect, before kata went on.
    struct Unexpected: Error, CustomStringConvertible {
      var description: String
    }

    /// Spaces that JSON reads as nothing, more than a pipe holds (1 MiB at most): written
    /// before the input, the write returns once kata has read its start, so kata is running
    /// its own code, every library loaded, and waits for the rest.
    static let leadingSpace = String(repeating: " ", count: 2 << 20)

    /// Runs `program` with `arguments` to its end, on a thread of its own, its output into
    /// files in `folder`. With `reading`, standard input is ``leadingSpace``, then `input`
    /// once `reading` (called when kata has read the spaces) has returned; without, `input`.
    static func run(
      _ program: URL, _ arguments: [String], in folder: URL, input: String = "", environment: [String] = [],
      reading: (@Sendable (KataProcess.Child) throws -> Void)? = nil
    ) async throws -> Run {
      try await KataProcess.runOnOwnThread {
        let stdin = try KataProcess.makePipe()
        let outputs = (folder.appendingPathComponent("stdout"), folder.appendingPathComponent("stderr"))
        let stdout = try KataProcess.openFile(outputs.0.path, O_WRONLY | O_CREAT | O_TRUNC)
        let stderr = try KataProcess.openFile(outputs.1.path, O_WRONLY | O_CREAT | O_TRUNC)
        let child = try KataProcess.start(
          arguments.map { Array($0.utf8) }, program: program, stdin: stdin.read, stdout: stdout,
          stderr: stderr,
          environment: environment)
        for descriptor in [stdin.read, stdout, stderr] { close(descriptor) }
        do {
          if let reading {
            try write(Self.leadingSpace, to: stdin.write)
            try reading(child)
          }
          try write(input, to: stdin.write)
        } catch {
          close(stdin.write)
          _ = child.wait()
          throw error
        }
        close(stdin.write)
        let exit = child.wait()
        return Run(
          status: exit.status, stdout: try String(contentsOf: outputs.0, encoding: .utf8),
          stderr: try String(contentsOf: outputs.1, encoding: .utf8))
      }
    }

    /// Writes all of `text` to `descriptor`, waiting while the pipe is full.
    static func write(_ text: String, to descriptor: Int32) throws {
      try write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw KataProcess.SystemError(call: "write") }
        written += count
      }
    }

    /// What the built kata prints for `arguments`, as it is, or with call stacks turned off:
    /// run once for each, whichever test asks first.
    static func reference(_ arguments: [String], input: String = "", callStacks: Bool) async throws -> Run {
      let run =
        callStacks
        ? try await KataProcess.runOnce(arguments, input: .text(input))
        : try await withoutCallStacks.result(of: arguments, input: input)
      return Run(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    private static let withoutCallStacks = RunsWithoutCallStacks()

    /// The built kata's runs with `KATA_CALL_STACKS=off` so far, by command line and input.
    private actor RunsWithoutCallStacks {
      private var started: [[String]: Task<KataProcess.Result, any Error>] = [:]

      func result(of arguments: [String], input: String) async throws -> KataProcess.Result {
        let key = arguments + [input]
        if let run = started[key] { return try await run.value }
        let run = Task {
          try await KataProcess.run(arguments, input: .text(input), environment: ["KATA_CALL_STACKS=off"])
        }
        started[key] = run
        return try await run.value
      }
    }

    /// Expects what the built kata prints for `arguments` with call stacks turned off, `cause`
    /// in place of "KATA_CALL_STACKS=off turned call stacks off": each rule that reads call
    /// stacks says so, no other verdict changes, nothing passes that was not measured (69),
    /// and the workbench still fails (1).
    static func expectNotMeasured(
      _ run: Run, _ arguments: [String], input: String = "", cause: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let expected = try await reference(arguments, input: input, callStacks: false)
      #expect(
        run.withCause(cause).withoutCommit == expected.withoutCommit,
        "kata \(arguments.joined(separator: " ")), expected the cause \(cause): \(run)",
        sourceLocation: sourceLocation)
      // Where call stacks turned off are named (not in a step's text, which shows its first
      // problem only), the cause is.
      #expect(
        (run.stdout + run.stderr).contains(cause) == (expected.stdout + expected.stderr).contains(Run.off),
        sourceLocation: sourceLocation)
      #expect([69, 1].contains(run.status), sourceLocation: sourceLocation)
    }

    /// Expects what the built kata itself prints for `arguments`: every verdict measured.
    static func expectMeasured(
      _ run: Run, _ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let expected = try await reference(arguments, input: input, callStacks: true)
      #expect(
        run.withoutCommit == expected.withoutCommit,
        "kata \(arguments.joined(separator: " ")) gave another verdict than the built kata: \(run)",
        sourceLocation: sourceLocation)
      #expect(!run.withoutCommit.stdout.contains("not measured"), sourceLocation: sourceLocation)
    }

    /// The cause a stripped copy gives.
    static func noSymbols(_ copy: URL) -> String {
      "the program's own file \(copy.path) has no symbol table (it was stripped), so no method on a call stack "
        + "can be named: run a build that is not stripped"
    }

    /// The cause an optimised copy without debug information gives.
    static func noDebugInformation(_ copy: URL) -> String {
      "the program's own file \(copy.path) has no debug information (built with `-debug-info-format none`, "
        + "or stripped with `strip -g`), so the methods an optimised build inlined into others cannot be named: "
        + "build it with debug information (`swift build -c release`), or use a debug build"
    }

    /// A copy of the built kata in `folder`, stripped with `options`.
    static func strippedCopy(_ options: [String], in folder: URL) async throws -> URL {
      let copy = try copy(into: folder)
      let stripping = try await run(strip, options + [copy.path], in: folder)
      guard stripping.status == 0 else { throw Unexpected(description: "strip \(options): \(stripping)") }
      return copy
    }

    /// Whether `tool` is here; in CI it must be, and its absence is an issue.
    static func available(_ tool: URL) -> Bool {
      let found = FileManager.default.isExecutableFile(atPath: tool.path)
      if !found && inCI { Issue.record("CI runs every case of this suite, and \(tool.path) is missing") }
      return found
    }

    @Test(
      "a stripped kata: every call-stack rule says its file has no symbol table, the checks exit 69, the workbench 1",
      .enabled(if: FileManager.default.isExecutableFile(atPath: strip.path) || inCI, "needs /usr/bin/strip"))
    func stripped() async throws {
      guard Self.available(Self.strip) else { return }
      try await Self.withFolder("stripped") { folder in
        let copy = try await Self.strippedCopy([], in: folder)
        for arguments in Self.commands {
          try await Self.expectNotMeasured(
            try await Self.run(copy, arguments, in: folder), arguments, cause: Self.noSymbols(copy))
        }
      }
    }

    /// A debug build inlines nothing, so its symbols alone name every frame; an optimised one
    /// needs its debug information for the methods it inlined.
    @Test(
      "a kata stripped of its debug information: a debug build's verdicts stand, an optimised build's are not measured",
      .enabled(if: FileManager.default.isExecutableFile(atPath: strip.path) || inCI, "needs /usr/bin/strip"))
    func strippedOfDebugInformation() async throws {
      guard Self.available(Self.strip) else { return }
      try await Self.withFolder("stripped of debug information") { folder in
        let copy = try await Self.strippedCopy(["-g"], in: folder)
        for arguments in Self.commands {
          let run = try await Self.run(copy, arguments, in: folder)
          #if DEBUG
            try await Self.expectMeasured(run, arguments)
          #else
            try await Self.expectNotMeasured(run, arguments, cause: Self.noDebugInformation(copy))
          #endif
        }
      }
    }

    /// Installed execute-only (`chmod 711`), kata runs for every user but reads its own file
    /// only for its owner. Only root can run it as another user here; CI runs as root.
    @Test(
      "a kata its user may run but not read: every call-stack rule says so, the checks exit 69, the workbench 1",
      .enabled(
        if: (getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv.path)) || inCI,
        "runs kata as another user, which needs root and /usr/bin/setpriv; CI runs it as root"))
    func unreadable() async throws {
      guard getuid() == 0 else {
        Issue.record(
          "CI runs every case of this suite, and it does not run as root: kata cannot be run as another user")
        return
      }
      guard Self.available(Self.setpriv) else { return }
      try await Self.withFolder("execute-only") { folder in
        let copy = try Self.copy(into: folder, mode: 0o711)
        // `nobody`, with no groups: a user the file does not let read it.
        let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path]
        let cause =
          "the program's own file \(copy.path) cannot be read (Permission denied), so no method on a call stack can "
          + "be named: let whoever runs the program read its file (`chmod a+r`), or run it as the file's owner"
        for arguments in Self.commands {
          let run = try await Self.run(Self.setpriv, asNobody + arguments, in: folder)
          try await Self.expectNotMeasured(run, arguments, cause: cause)
        }
      }
    }

    /// The system writes a newline in a path as `\012`, so the path it gives for kata's own
    /// file opens nothing, or, where a folder is named that way, another file.
    @Test(
      "a kata in a folder whose name holds a newline reads its own file, and gives the built kata's verdicts",
      arguments: [false, true])
    func newlineInPath(anotherBuildAtTheWrittenPath: Bool) async throws {
      try await Self.withFolder("a\nb") { folder in
        let copy = try Self.copy(into: folder)
        if anotherBuildAtTheWrittenPath {
          let written = folder.deletingLastPathComponent().appendingPathComponent("a\\012b")
          try FileManager.default.createDirectory(at: written, withIntermediateDirectories: false)
          _ = try Self.copy(KataProcess.peakMemory, into: written, named: "kata")
        }
        for arguments in Self.commands {
          try await Self.expectMeasured(try await Self.run(copy, arguments, in: folder), arguments)
        }
      }
    }

    /// The file kata runs from, as the system names it.
    static func runningFile(of child: KataProcess.Child) throws -> String {
      try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child.pid)/exe")
    }

    enum Change: String, CaseIterable, CustomTestStringConvertible {
      case deleted
      case replaced = "replaced by another build"
      var testDescription: String { rawValue }
    }

    /// kata waits for its case on standard input before it reads a call stack; the file it
    /// runs from is deleted (or another build is moved to its path) once it has begun to read
    /// it, and before the case is written.
    @Test(
      "a kata whose file is deleted or replaced once it has started reads the file it runs, and gives the built kata's verdicts",
      arguments: Change.allCases)
    func changedAfterStart(_ change: Change) async throws {
      let arguments = ["check", "--cases", "-"]
      try await Self.withFolder(change.rawValue) { folder in
        let copy = try Self.copy(into: folder)
        let other = try Self.copy(KataProcess.peakMemory, into: folder, named: "another build")
        let run = try await Self.run(copy, arguments, in: folder, input: Self.oneCase) { child in
          switch change {
          case .deleted: try FileManager.default.removeItem(at: copy)
          case .replaced:
            guard rename(other.path, copy.path) == 0 else { throw KataProcess.SystemError(call: "rename") }
          }
          let running = try Self.runningFile(of: child)
          guard running == copy.path + " (deleted)" else {
            throw Unexpected(description: "kata runs \(running)")
          }
        }
        try await Self.expectMeasured(run, arguments, input: Self.oneCase)
      }
    }

    /// A frame kata cannot name in the middle of a stack that it can: the Swift runtime's
    /// concurrency library, loaded from a copy that is deleted once kata has started. What
    /// no name tells is nobody's code, not code that plays no role: each call-stack rule says
    /// why it was not measured. A build that links the runtime in has no such library.
    @Test(
      "a library on the call stack whose file is deleted once kata has started: each call-stack rule says so, and exits 69",
      .enabled(
        if: Self.linksTheRuntimeLibraries, "kata has the Swift runtime linked in: it loads no library of it"))
    func libraryDeletedAfterStart() async throws {
      let arguments = ["check", "--cases", "-"]
      let library = try #require(Self.loadedLibrary(named: "libswift_Concurrency.so"))
      try await Self.withFolder("library") { folder in
        let copy = try Self.copy(into: folder)
        let ownLibrary = try Self.copy(library, into: folder, named: library.lastPathComponent)
        let environment = ["LD_LIBRARY_PATH=\(folder.path):\(library.deletingLastPathComponent().path)"]
        let run = try await Self.run(
          copy, arguments, in: folder, input: Self.oneCase, environment: environment
        ) {
          child in
          let maps = try Self.mappedFiles(of: "\(child.pid)")
          guard maps.contains(ownLibrary.path) else {
            throw Unexpected(description: "kata did not load \(ownLibrary.path)")
          }
          try FileManager.default.removeItem(at: ownLibrary)
        }
        let cause =
          "a frame lies in an image whose file \(ownLibrary.path) (deleted) cannot be read (No such file or directory), "
          + "so who called cannot be read"
        try await Self.expectNotMeasured(run, arguments, input: Self.oneCase, cause: cause)
      }
    }

    /// Whether the built kata loads the Swift runtime's libraries: a debug build does.
    static var linksTheRuntimeLibraries: Bool {
      #if DEBUG
        true
      #else
        false
      #endif
    }

    /// The file of a library this test process has loaded, by its name.
    static func loadedLibrary(named name: String) -> URL? {
      (try? mappedFiles(of: "self"))?.first { $0.hasSuffix("/" + name) }.map { URL(fileURLWithPath: $0) }
    }

    /// The files mapped into process `pid` (or `self`), as `/proc/PID/maps` lists them: read
    /// to its end, which a file of `/proc` does not tell in its size.
    static func mappedFiles(of pid: String) throws -> [String] {
      let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
      defer { try? file.close() }
      let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
      return maps.split(separator: "\n").compactMap { line in
        line.firstIndex(of: "/").map { String(line[$0...]) }
      }
    }
  }
#endif
