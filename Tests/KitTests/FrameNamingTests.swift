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
      let theirs = try Backtrace.capture(limit: 64, images: images)
      return (ours, theirs)
    }

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
      let ours = namer.names(of: backtrace, in: images, inlined: inlined)
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
        guard let names = ImageNames.shared(at: path) else {
          #expect(file.bytes.isEmpty, "\(file.name): a file that can be mapped is read")
          continue
        }
        for address: UInt64 in [0, 0x1000, 0x10_0000, UInt64(image.count / 3), .max - 8] {
          let found = names.rawNames(at: address, inlined: true)
          #expect(!found.isEmpty && found.allSatisfy { !$0.isEmpty }, "\(file.name) at \(address)")
        }
      }
    }
  }
#endif
