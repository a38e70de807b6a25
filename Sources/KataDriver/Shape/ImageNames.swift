#if os(Linux)
  /// What names the frames in one image: its functions, and what an optimised build inlined
  /// into them, each read when the first frame in the image asks.
  final class ImageNames {
    private let file: MappedFile
    private let sections: ElfSections
    private lazy var functions = FunctionSymbols(file: file, sections: sections)
    private lazy var inlined = InlineCallSites(file: file, sections: sections)

    /// `nil` if the image's file cannot be mapped.
    init?(path: String) {
      guard let file = MappedFile(path: path) else { return nil }
      self.file = file
      sections = ElfSections(file: file)
    }

    /// The mangled names at `address` (an offset in the image), innermost first, as the
    /// backtracer gives them: with `inlined`, the methods inlined there, then the function
    /// that holds them; "<unknown>" for a function it cannot name.
    func rawNames(at address: UInt64, inlined showInlined: Bool) -> [String] {
      guard let functions, let name = functions.rawName(at: address) else { return ["<unknown>"] }
      return (showInlined ? inlined.rawNames(at: address) : []) + [name]
    }
  }
#endif
