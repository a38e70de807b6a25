#if os(Linux)
  /// Where a 64-bit little-endian ELF file keeps each section, by name: the one kind of image
  /// Linux on x86-64 and ARM64 runs. Anything else finds no section, and names no frame.
  struct ElfSections {
    /// Each section's bytes in the file, by name.
    let ranges: [String: Range<Int>]
    /// The address the image's first segment asks to be loaded at: 0 for a position-independent
    /// image (every Swift executable and library on Linux), where an address in the image is its
    /// offset from where the system loaded it.
    let imageBase: UInt64

    init(file: MappedFile) {
      ranges = Self.read(file) ?? [:]
      imageBase = Self.lowestSegment(file) ?? 0
    }

    /// The lowest address a loaded segment (PT_LOAD) asks for, to the page.
    private static func lowestSegment(_ file: MappedFile) -> UInt64? {
      guard let tableOffset = file.load(UInt64.self, at: 0x20),
        let entrySize = file.load(UInt16.self, at: 0x36),
        let count = file.load(UInt16.self, at: 0x38), entrySize >= 56, tableOffset < UInt64(file.bytes.count)
      else { return nil }
      let addresses = (0..<Int(count)).compactMap { index -> UInt64? in
        let start = Int(tableOffset) + index * Int(entrySize)
        guard file.load(UInt32.self, at: start) == 1 else { return nil }
        return file.load(UInt64.self, at: start + 0x10)
      }
      return addresses.min().map { $0 & ~0xFFF }
    }

    subscript(name: String) -> Range<Int>? { ranges[name] }

    /// The build's identity the linker wrote into the image (its GNU build ID note), which the
    /// loaded image carries in memory too: a file that gives another is another build. `nil` if
    /// the file has none.
    func buildID(in file: MappedFile) -> [UInt8]? {
      // One note: the sizes of its name and of its contents, its kind (3, a build ID), the name
      // "GNU" padded to four bytes, then the identity.
      guard let note = self[".note.gnu.build-id"], let nameSize = file.load(UInt32.self, at: note.lowerBound),
        let size = file.load(UInt32.self, at: note.lowerBound + 4),
        file.load(UInt32.self, at: note.lowerBound + 8) == 3
      else { return nil }
      let start = note.lowerBound + 12 + ((Int(nameSize) + 3) & ~3)
      guard size > 0, start + Int(size) <= note.upperBound else { return nil }
      return Array(file.bytes[start..<start + Int(size)])
    }

    private static func read(_ file: MappedFile) -> [String: Range<Int>]? {
      // "\x7fELF", 64-bit, little-endian.
      guard file.load(UInt32.self, at: 0) == 0x464C_457F, file.load(UInt8.self, at: 4) == 2,
        file.load(UInt8.self, at: 5) == 1, let tableOffset = file.load(UInt64.self, at: 0x28),
        let entrySize = file.load(UInt16.self, at: 0x3A), let count = file.load(UInt16.self, at: 0x3C),
        let namesIndex = file.load(UInt16.self, at: 0x3E), entrySize >= 64, namesIndex < count,
        tableOffset < UInt64(file.bytes.count)
      else { return nil }
      func header(_ index: Int) -> (name: UInt32, type: UInt32, range: Range<Int>)? {
        let start = Int(tableOffset) + index * Int(entrySize)
        guard let name = file.load(UInt32.self, at: start), let type = file.load(UInt32.self, at: start + 4),
          let offset = file.load(UInt64.self, at: start + 0x18),
          let size = file.load(UInt64.self, at: start + 0x20),
          offset <= UInt64(file.bytes.count), size <= UInt64(file.bytes.count) - offset
        else { return nil }
        return (name, type, Int(offset)..<Int(offset + size))
      }
      guard let names = header(Int(namesIndex)) else { return nil }
      var ranges: [String: Range<Int>] = [:]
      for index in 0..<Int(count) {
        // A section of no bits (.bss) holds nothing in the file.
        guard let section = header(index), section.type != 8,
          let name = file.string(at: names.range.lowerBound + Int(section.name), within: names.range)
        else { continue }
        ranges[name] = ranges[name] ?? section.range
      }
      return ranges
    }
  }
#endif
