#if os(Linux) && canImport(Runtime)
  import Runtime

  /// Names a call stack's frames on Linux, as the toolchain's backtracer does, with a
  /// fraction of its memory.
  ///
  /// The backtracer reads every symbol and every inlined range of an image into memory of its
  /// own, as strings, before it names one frame: 60 MB for kata, in each process. Here an
  /// image is mapped read-only (its pages shared by every process that reads it), a symbol's
  /// name is read where it lies, and what is kept is an index of each function and inlined
  /// range. The names come out the same: the same tables, looked up the same way, and
  /// demangled by the backtracer's own ``SymbolicatedBacktrace/Symbol``.
  struct FrameNamer {
    private var demangled: [String: String] = [:]

    /// The name of each frame's method, innermost first: "?" for a frame in no image,
    /// "<unknown>" for one its image cannot name. With `inlined`, a frame is preceded by the
    /// methods an optimised build inlined there.
    mutating func names(of backtrace: Backtrace, in map: ImageMap, inlined: Bool) -> [String] {
      backtrace.frames.flatMap { frame -> [String] in
        let address = frame.adjustedProgramCounter
        guard let index = map.indexOfImage(at: address), let pc = UInt64(address),
          let base = UInt64(map[index].baseAddress), pc >= base
        else { return ["?"] }
        guard let path = map[index].path, let image = ImageNames.shared(at: path) else {
          return ["<unknown>"]
        }
        return image.rawNames(at: pc - base, inlined: inlined).map { demangle($0) }
      }
    }

    private mutating func demangle(_ rawName: String) -> String {
      if let known = demangled[rawName] { return known }
      let symbol = SymbolicatedBacktrace.Symbol(
        imageIndex: 0, imageName: "", rawName: rawName, offset: 0, sourceLocation: nil)
      demangled[rawName] = symbol.name
      return symbol.name
    }
  }
#endif
