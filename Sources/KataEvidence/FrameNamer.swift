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

    /// The names of `backtrace`'s frames; with `inlined`, a frame is preceded by the methods
    /// an optimised build inlined there. `own` is the path of the image that holds the
    /// program's own code, if known.
    mutating func names(
      of backtrace: Backtrace, in map: ImageMap, inlined: Bool, own: String? = nil
    ) -> CallerEvidence.Named {
      var named = CallerEvidence.Named()
      for frame in backtrace.frames {
        let address = frame.adjustedProgramCounter
        guard let index = map.indexOfImage(at: address), let pc = UInt64(address),
          let base = UInt64(map[index].baseAddress), pc >= base
        else {
          named.names.append("?")
          continue
        }
        guard let path = map[index].path else {
          named.names.append("<unknown>")
          named.unnamed = named.unnamed ?? "a frame lies in \(map[index].name ?? "an image") with no file"
          continue
        }
        switch ImageNames.shared(at: path, build: map[index].uniqueID) {
        case .failure(let unreadable):
          named.names.append("<unknown>")
          named.unnamed = named.unnamed ?? "a frame lies in an image whose file \(unreadable)"
        case .success(let image):
          let raw = image.rawNames(at: pc - base, inlined: inlined) ?? ["<unknown>"]
          if path == own, raw.contains("<unknown>") {
            named.unnamed =
              named.unnamed
              ?? "a frame of the program's own code (at offset 0x\(String(pc - base, radix: 16)) in \(path)) "
              + "has no name in its file"
          }
          named.names += raw.map { demangle($0) }
        }
      }
      return named
    }

    private mutating func demangle(_ rawName: String) -> String {
      if rawName == "<unknown>" { return rawName }
      if let known = demangled[rawName] { return known }
      let symbol = SymbolicatedBacktrace.Symbol(
        imageIndex: 0, imageName: "", rawName: rawName, offset: 0, sourceLocation: nil)
      demangled[rawName] = symbol.name
      return symbol.name
    }
  }
#endif
