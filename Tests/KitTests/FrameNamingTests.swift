import Foundation
import Testing

@testable import KataDriver
@testable import KataEvidence

#if os(Linux) && canImport(Runtime)
  @_spi(Internal) import Runtime

  /// kata walks and names call stacks itself on Linux, with tables every thread shares, where
  /// the toolchain's backtracer copied whole symbol tables into each thread. The rules read
  /// these names, so they must be the backtracer's, frame for frame; and an image that is
  /// cut short or not an image at all must name nothing, never bring kata down.
  @Suite("Shape: call stacks walked and named as the backtracer does, with memory shared")
  struct FrameNamingTests {
    /// Two stacks taken from here: ours and the backtracer's. Their first frames are this
    /// function's two call sites; from the second on they are the caller's stack.
    @inline(never)
    static func bothStacks(images: ImageMap) throws -> (ours: Backtrace, theirs: Backtrace) {
      let ours = StackWalk.capture(limit: 64, images: images)
      let theirs = try Backtrace.capture(limit: 64, top: 0, images: images)
      return (ours, theirs)
    }

    @Test(
      "a call stack deeper than the limit, a deep synchronous call under async ones, is named to its limit, never trapped on",
      arguments: [20, 40, 80, 160])
    func deepStackUnderAsyncFrames(synchronousDepth: Int) async {
      let names = await Self.asyncDeep(10, then: synchronousDepth)
      #expect(names.contains { $0.contains("FrameNamingTests.syncDeep") }, "\(names.prefix(8))")
    }

    /// `depth` async calls, each after a suspension, then ``syncDeep(_:)``.
    static func asyncDeep(_ depth: Int, then synchronousDepth: Int) async -> [String] {
      guard depth > 0 else { return syncDeep(synchronousDepth) }
      await Task.yield()
      return await asyncDeep(depth - 1, then: synchronousDepth) + []
    }

    /// `depth` synchronous calls, then the callers of a seam, read as the driver reads them.
    @inline(never)
    static func syncDeep(_ depth: Int) -> [String] {
      guard depth > 0 else { return CallerEvidence.callers(of: DeepSeam.self) }
      return syncDeep(depth - 1) + []
    }

    /// The seam a deep stack is read at.
    final class DeepSeam {}

    @Test("a stack walked from an async function is the backtracer's, async frames and all")
    func walkedAsTheBacktracerWalks() async throws {
      let images = ImageMap.capture()
      // Resumed after a suspension, this function runs as an async frame.
      await Task.yield()
      let (ours, theirs) = try Self.bothStacks(images: images)
      let ourFrames = Array(ours.frames.dropFirst().map(\.adjustedProgramCounter))
      let theirFrames = Array(theirs.frames.dropFirst().map(\.adjustedProgramCounter))
      #expect(
        ourFrames == theirFrames,
        "walk the frame pointers, and an async function's contexts, as the backtracer does")
      let asyncFrames = theirs.frames.filter {
        if case .asyncResumePoint = $0 { return true }
        return false
      }
      #expect(!asyncFrames.isEmpty, "the backtracer found no async frame: this test no longer tests one")
    }

    @Test("each frame is named as the backtracer names it, inlined frames or not", arguments: [false, true])
    func namedAsTheBacktracerNames(inlined: Bool) async throws {
      let images = ImageMap.capture()
      await Task.yield()
      let backtrace = try Backtrace.capture(limit: 64, images: images)
      let options: Backtrace.SymbolicationOptions =
        inlined ? [.showInlineFrames, .useSymbolCache] : [.useSymbolCache]
      let theirs = try #require(backtrace.symbolicated(with: images, options: options)).frames.map {
        $0.symbol?.name ?? "?"
      }
      var namer = FrameNamer()
      let ours = namer.names(of: backtrace, in: images, inlined: inlined).names
      #expect(ours == theirs)
      #expect(ours.contains { $0.contains("namedAsTheBacktracerNames") }, "\(ours)")
    }

    /// What reading call stacks costs kata check before it reads any case: the peak of a
    /// check of one case, with call stacks and without. The backtracer's copies of every
    /// symbol, in each thread that took a stack, cost 18 MiB in a debug build and 57 MiB in a
    /// release build; tables mapped from the file and shared by every thread cost 3 MiB. The
    /// bound is on the difference, so what the machine adds to both (its threads, its
    /// libraries) cancels; the lowest peak with stacks and the highest without are compared,
    /// as the limits' tests do.
    @Test("reading call stacks adds at most 8 MiB to a check of one case")
    func callStacksFixedMemory() async throws {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kata-one-case-\(getpid())-\(UUID().uuidString).json")
      try Data(#"[{"name": "one", "token": ",", "input": "1,2", "expected": "3"}]"#.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      var with: [Int] = []
      var without: [Int] = []
      for _ in 0..<3 {
        let read = try await KataProcess.run(["check", "--cases", file.path], measuringMemory: true)
        let off = try await KataProcess.run(
          ["check", "--cases", file.path], measuringMemory: true, environment: ["KATA_CALL_STACKS=off"])
        #expect(off.status == 69, "\(off.stderr)")
        guard CallerEvidence.isAvailable else { continue }
        #expect(read.status == 0, "\(read.stderr)")
        with.append(try #require(read.peakMemory))
        without.append(try #require(off.peakMemory))
      }
      guard let peak = with.min(), let floor = without.max() else { return }
      #expect(
        peak - floor <= 8 << 20,
        """
        reading call stacks added \((peak - floor) >> 10) KiB to kata check of one case \
        (\(peak >> 10) KiB with them, \(floor >> 10) KiB with KATA_CALL_STACKS=off): name frames \
        from tables mapped from the file and shared by every thread (FrameNamer, StackWalk), \
        not from copies of every symbol
        """)
    }

    /// The known stack, captured in a static's initializer, which the runtime's `swift_once`
    /// runs: its frames.
    static let knownInAnInitializer: [Backtrace.Frame]? = KnownStack.outer(images: ImageMap.capture()).map {
      Array($0.frames)
    }

    /// A call stack of the kit's own, named as every stack is, reads as its known methods; a
    /// reading that lacks the inlined one (an optimised build without debug information) or
    /// names nothing does not, and then no stack is trusted.
    @Test("a known call stack of the kit's own reads as its methods, and one named without them does not")
    func knownStackIsNamed() throws {
      guard CallerEvidence.isAvailable else { return }
      #expect(CallerEvidence.namingProof == nil)
      let images = ImageMap.capture()
      let known = try #require(KnownStack.outer(images: images))
      // Walked no further than the known methods and their caller, though the runtime's frames
      // lie just above them (kata names it from inside `swift_once`, which runs a static's
      // initializer, as here): a frame walked in a library has that library's whole symbol
      // table read, for nothing (libswiftCore's cost every kata run a tenth of a second).
      let fromTheRuntime = try #require(Self.knownInAnInitializer)
      #expect(
        fromTheRuntime.count <= KnownStack.methods.count + 2,
        "the known stack was walked \(fromTheRuntime.count) frames deep")
      for inlined in [false, true] {
        var namer = FrameNamer()
        let named = namer.names(of: known, in: images, inlined: inlined)
        #expect(KnownStack.isNamed(named.names), "\(named.names.prefix(8))")
      }
      let read = [
        "static KnownStack.inlined(images:)", "static KnownStack.middle(images:)",
        "static KnownStack.outer(images:)",
      ]
      #expect(KnownStack.isNamed(["?"] + read + ["static CallerEvidence.proveNaming()"]))
      #expect(!KnownStack.isNamed(Array(read.dropFirst())), "the inlined method left out")
      #expect(!KnownStack.isNamed(Array(read.reversed())))
      #expect(!KnownStack.isNamed(["<unknown>", "<unknown>", "<unknown>", "<unknown>"]))
    }

    /// Names come from the file of the build that runs: a path that opens no file (deleted,
    /// or written with a newline escaped) and a path that holds another build are read
    /// through `/proc/self/exe`, the file the system runs, when it is that build; otherwise
    /// they are not read, and the reason says which file and why.
    @Test("names are read from the build that runs, or from no file at all")
    func namesFromTheBuildThatRuns() throws {
      let images = ImageMap.capture()
      let own = try #require(CallerEvidence.ownImage(in: images))
      let path = try #require(images[own].path)
      let build = try #require(images[own].uniqueID, "the test's own image has no build ID")
      let base = try #require(UInt64(images[own].baseAddress))
      let stack = StackWalk.capture(limit: 64, images: images)
      let offset =
        try #require(Array(stack.frames).dropFirst().first.flatMap { UInt64($0.adjustedProgramCounter) })
        - base
      guard case .success(let atPath) = ImageNames.shared(at: path, build: build) else {
        Issue.record("the test's own file \(path) was not read")
        return
      }
      let here = try #require(atPath.rawNames(at: offset, inlined: false))
      let missing = "/nonexistent-\(UUID().uuidString)/kata (deleted)"
      // kata is another build than this test's own file.
      let anotherBuild = KataProcess.executable.path
      for elsewhere in [missing, anotherBuild] {
        guard case .success(let running) = ImageNames.shared(at: elsewhere, build: build) else {
          Issue.record("\(elsewhere) was not read through /proc/self/exe")
          continue
        }
        #expect(running.rawNames(at: offset, inlined: false) == here, "\(elsewhere)")
      }
      let madeUp = [UInt8](repeating: 7, count: build.count)
      #expect(
        ImageNames.shared(at: missing, build: madeUp).failure?.description
          == "\(missing) cannot be read (No such file or directory)")
      #expect(
        ImageNames.shared(at: anotherBuild, build: madeUp).failure?.description
          == "\(anotherBuild) is not the build that is running: it was replaced since the program started")
    }

    /// A frame that cannot be named among frames that can: one of the program's own code
    /// that no function holds is told, so that no rule reads it as code of no role; a
    /// library's frame unnamed for want of a symbol table (the C library's) is no code of any
    /// role, and is not.
    @Test("an unnamed frame of the program's own code is told, a library's unnamed frame is not")
    func unnamedFramesAreTold() throws {
      let images = ImageMap.capture()
      let own = try #require(CallerEvidence.ownImage(in: images))
      let path = try #require(images[own].path)
      let base = try #require(UInt64(images[own].baseAddress))
      let captured = StackWalk.capture(limit: 64, images: images)
      let named = try #require(
        Array(captured.frames).dropFirst().first.flatMap { UInt64($0.adjustedProgramCounter) })
      let library = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getpid"))
      let libraryAddress = UInt64(UInt(bitPattern: library))
      var namer = FrameNamer()
      func names(_ frames: [RichFrame<UInt64>]) -> CallerEvidence.Named {
        namer.names(
          of: Backtrace(architecture: captured.architecture, frames: frames, images: images), in: images,
          inlined: false, own: path)
      }
      let whole = namer.names(of: captured, in: images, inlined: false, own: path)
      #expect(whole.unnamed == nil, "\(whole.unnamed ?? "")")
      #expect(whole.names.contains { $0.contains("unnamedFramesAreTold") }, "\(whole.names)")
      let withLibrary = names([.programCounter(named), .programCounter(libraryAddress)])
      #expect(withLibrary.unnamed == nil, "\(withLibrary.unnamed ?? "")")
      // The image's headers: in its file, and in no function.
      let withOwn = names([
        .programCounter(named), .programCounter(libraryAddress), .programCounter(base + 16),
      ])
      #expect(withOwn.names.first == withLibrary.names.first)
      // The third frame's name (the backtrace may end in a mark of its own, "?").
      #expect(withOwn.names.dropFirst(2).first == "<unknown>", "\(withOwn.names)")
      #expect(
        withOwn.unnamed
          == "a frame of the program's own code (at offset 0x10 in \(path)) has no name in its file")
    }

    /// Files that are not whole images: each names what it can, and nothing traps.
    @Test("an image cut short, or not an image, names no frame and never traps")
    func brokenImagesNameNothing() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kata-frame-naming-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let image = try Data(contentsOf: KataProcess.executable)
      var generator = SystemRandomNumberGenerator()
      var scrambled = image
      // A tenth of the bytes after the headers, changed at random.
      for _ in 0..<(image.count / 10) {
        scrambled[Int.random(in: 4096..<image.count, using: &generator)] ^= 0x5A
      }
      let files: [(name: String, bytes: Data)] = [
        ("empty", Data()),
        ("text", Data("not an image\n".utf8)),
        ("headers only", image.prefix(64)),
        ("a tenth", image.prefix(image.count / 10)),
        ("half", image.prefix(image.count / 2)),
        ("all but the last byte", image.dropLast()),
        ("scrambled", scrambled),
      ]
      for file in files {
        let path = directory.appendingPathComponent(file.name).path
        try file.bytes.write(to: URL(fileURLWithPath: path))
        guard case .success(let names) = ImageNames.shared(at: path, build: nil) else {
          #expect(file.bytes.isEmpty, "\(file.name): a file that can be mapped is read")
          continue
        }
        for address: UInt64 in [0, 0x1000, 0x10_0000, UInt64(image.count / 3), .max - 8] {
          // No function there is `nil`, never a trap.
          let found = names.rawNames(at: address, inlined: true) ?? ["<unknown>"]
          #expect(!found.isEmpty && found.allSatisfy { !$0.isEmpty }, "\(file.name) at \(address)")
        }
      }
    }
  }

  extension Result {
    /// The error, where there is one.
    fileprivate var failure: Failure? {
      guard case .failure(let failure) = self else { return nil }
      return failure
    }
  }
#endif
