#if os(Linux)
  /// The functions an image's symbol table names, found by address as the toolchain's
  /// backtracer finds them, so that a frame reads the same here as there.
  ///
  /// What is kept is one 4-byte index per function, sorted by address when the first frame
  /// asks: the names stay in the mapped file, read for the frames that need them.
  struct FunctionSymbols {
    private let file: MappedFile
    private let symbols: Range<Int>
    private let names: Range<Int>
    /// The functions' entries, in the backtracer's order: by address, the smaller first where
    /// two share one.
    private let sorted: [UInt32]

    /// An entry of `.symtab` is 24 bytes: its name's offset, its kind, its section, its
    /// address and its size.
    private static let entrySize = 24

    /// `nil` if the image has no symbol table (a stripped library names no frame).
    init?(file: MappedFile, sections: ElfSections) {
      guard let symbols = sections[".symtab"], let names = sections[".strtab"] else { return nil }
      self.file = file
      self.symbols = symbols
      self.names = names
      var functions: [UInt32] = []
      let count = symbols.count / Self.entrySize
      for index in 0..<min(count, Int(UInt32.max)) {
        let entry = symbols.lowerBound + index * Self.entrySize
        // A function (STT_FUNC), defined in this image (a section other than SHN_UNDEF).
        guard let info = file.load(UInt8.self, at: entry + 4), info & 0xF == 2,
          let section = file.load(UInt16.self, at: entry + 6), section != 0
        else { continue }
        functions.append(UInt32(index))
      }
      func key(_ index: UInt32) -> (address: UInt64, size: UInt64) {
        let entry = symbols.lowerBound + Int(index) * Self.entrySize
        return (file.load(UInt64.self, at: entry + 8) ?? 0, file.load(UInt64.self, at: entry + 16) ?? 0)
      }
      functions.sort { key($0) < key($1) }
      sorted = functions
    }

    private func address(_ position: Int) -> UInt64 {
      file.load(UInt64.self, at: symbols.lowerBound + Int(sorted[position]) * Self.entrySize + 8) ?? 0
    }

    /// The mangled name of the function at `address` (an offset in the image): the last one
    /// that starts at or before it, or the first of those that start exactly there; "<unknown>"
    /// where its name cannot be read, `nil` where no function starts before it.
    func rawName(at address: UInt64) -> String? {
      // The first function that starts after the address.
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = low + (high - low) / 2
        if self.address(middle) <= address { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return nil }
      var found = low - 1
      while found > 0, self.address(found) == address, self.address(found - 1) == address { found -= 1 }
      let entry = symbols.lowerBound + Int(sorted[found]) * Self.entrySize
      guard let name = file.load(UInt32.self, at: entry),
        let text = file.string(at: names.lowerBound + Int(name), within: names)
      else { return "<unknown>" }
      return text
    }
  }
#endif
