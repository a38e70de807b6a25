#if os(Linux)
  import Synchronization

  /// What names the frames in one image: its functions, read when the image is first asked
  /// for, and what an optimised build inlined into them, read when the first frame needs it.
  ///
  /// One per image in the process (``shared(at:)``): every thread that captures a call stack
  /// asks it whether a frame is an async function's, and the thread that names frames asks it
  /// for names, so the tables are built once, not once per thread.
  final class ImageNames: @unchecked Sendable {
    // Unchecked: `file`, `sections` and `functions` never change after `init`; `inlined` is
    // read only by ``FrameNamer``, whose lock is held around every use.
    private let file: MappedFile
    private let sections: ElfSections
    private let functions: FunctionSymbols?
    private lazy var inlined = InlineCallSites(file: file, sections: sections)

    /// `nil` if the image's file cannot be mapped.
    private init?(path: String) {
      guard let file = MappedFile(path: path) else { return nil }
      self.file = file
      sections = ElfSections(file: file)
      functions = FunctionSymbols(file: file, sections: sections)
    }

    private static let images = Mutex<[String: ImageNames?]>([:])

    /// The one for the image at `path`, made on first use; `nil` if it cannot be mapped.
    static func shared(at path: String) -> ImageNames? {
      images.withLock { images in
        if let known = images[path] { return known }
        let image = ImageNames(path: path)
        images[path] = image
        return image
      }
    }

    /// The mangled name of the function at `address`, an offset from where the image was
    /// loaded; `nil` if none is found.
    func functionName(at address: UInt64) -> String? {
      functions?.rawName(at: address &+ sections.imageBase)
    }

    /// The mangled names at `address` (an offset from where the image was loaded), innermost
    /// first, as the backtracer gives them: with `showInlined`, the methods inlined there,
    /// then the function that holds them; "<unknown>" for a function it cannot name. Called
    /// under ``FrameNamer``'s lock only.
    func rawNames(at address: UInt64, inlined showInlined: Bool) -> [String] {
      guard let name = functionName(at: address) else { return ["<unknown>"] }
      return (showInlined ? inlined.rawNames(at: address &+ sections.imageBase) : []) + [name]
    }
  }
#endif
