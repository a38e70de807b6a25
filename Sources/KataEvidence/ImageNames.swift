#if os(Linux)
  import Synchronization

  /// What names the frames in one image: its functions, read when the image is first asked
  /// for, and what an optimised build inlined into them, read when the first frame needs it.
  ///
  /// One per image in the process (``shared(at:build:)``): every thread that captures a call
  /// stack asks it whether a frame is an async function's, and the thread that names frames
  /// asks it for names, so the tables are built once, not once per thread.
  ///
  /// The names are read from the file the image was loaded from, and only from that file: a
  /// file at the image's path that is another build (replaced since the program started)
  /// would name every frame wrongly, so its build ID must be the one the loaded image carries.
  final class ImageNames: @unchecked Sendable {
    // Unchecked: `file`, `sections` and `functions` never change after `init`; `inlined` is
    // read only by ``FrameNamer``, whose lock is held around every use.
    private let file: MappedFile
    private let sections: ElfSections
    private let functions: FunctionSymbols?
    private lazy var inlined = InlineCallSites(file: file, sections: sections)

    /// Whether the image has a symbol table: a stripped one names no function.
    var hasSymbols: Bool { functions != nil }
    /// Whether it has debug information, which names what an optimised build inlined.
    var hasDebugInformation: Bool { sections[".debug_info"] != nil }

    private init(file: MappedFile) {
      self.file = file
      sections = ElfSections(file: file)
      functions = FunctionSymbols(file: file, sections: sections)
    }

    /// Why an image's frames cannot be named: its file and what is wrong with it, and what to
    /// do about it.
    struct Unreadable: Error, Equatable, CustomStringConvertible {
      /// `/tmp/kata cannot be read (Permission denied)`.
      let description: String
      let fix: String
    }

    /// An image, by the path it was loaded from and its build.
    private struct Key: Hashable {
      var path: String
      var build: [UInt8]?
    }

    private static let images = Mutex<[Key: Result<ImageNames, Unreadable>]>([:])

    /// The one for the image loaded from `path`, made on first use; `build` is the build ID
    /// the loaded image carries in memory (`nil` where it has none, and then the file at
    /// `path` is taken as it is).
    static func shared(at path: String, build: [UInt8]?) -> Result<ImageNames, Unreadable> {
      images.withLock { images in
        let key = Key(path: path, build: build)
        if let known = images[key] { return known }
        let image = open(path, build: build)
        images[key] = image
        return image
      }
    }

    /// The program's own file, as the system started it: `/proc/self/exe` opens the file that
    /// was run, whatever has become of its path since.
    static let ownFile = "/proc/self/exe"

    /// Reads the image's file at `path`, and where that cannot be read or is another build,
    /// the program's own file if it is that build: the system writes the path of a file that
    /// was deleted with " (deleted)" after it, and a newline in a path as `\012`, so neither
    /// opens, and a file replaced since is another build.
    private static func open(_ path: String, build: [UInt8]?) -> Result<ImageNames, Unreadable> {
      let atPath: Unreadable
      do {
        let file = try MappedFile(path: path)
        let image = ImageNames(file: file)
        guard let build, image.sections.buildID(in: file) != build else { return .success(image) }
        atPath = Unreadable(
          description: "\(path) is not the build that is running: it was replaced since the program started",
          fix: "run the program again")
      } catch {
        atPath = Unreadable(
          description: "\(path) cannot be read (\(error))",
          fix: "let whoever runs the program read its file (`chmod a+r`), or run it as the file's owner")
      }
      // Only an image whose build is known can be recognised in the program's own file.
      guard let build, let file = try? MappedFile(path: ownFile) else { return .failure(atPath) }
      let image = ImageNames(file: file)
      return image.sections.buildID(in: file) == build ? .success(image) : .failure(atPath)
    }

    /// The mangled name of the function at `address`, an offset from where the image was
    /// loaded; `nil` if none is found.
    func functionName(at address: UInt64) -> String? {
      functions?.rawName(at: address &+ sections.imageBase)
    }

    /// The mangled names at `address` (an offset from where the image was loaded), innermost
    /// first, as the backtracer gives them: with `showInlined`, the methods inlined there,
    /// then the function that holds them; `nil` where no function holds it. Called under
    /// ``FrameNamer``'s lock only.
    func rawNames(at address: UInt64, inlined showInlined: Bool) -> [String]? {
      guard let name = functionName(at: address) else { return nil }
      return (showInlined ? inlined.rawNames(at: address &+ sections.imageBase) : []) + [name]
    }
  }
#endif
