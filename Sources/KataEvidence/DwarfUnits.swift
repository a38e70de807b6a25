#if os(Linux)
  /// A walk through the units of an image's `.debug_info`, for what ``InlineCallSites``
  /// needs: each inlined subroutine's ranges, depth and name. It reads what the backtracer
  /// reads and skips what it skips (a site with no column of its call, a range list of DWARF
  /// 5), so the frames come out the same.
  struct DwarfUnits {
    let file: MappedFile
    let info: Range<Int>
    let abbreviations: Range<Int>
    let strings: Range<Int>?
    let lineStrings: Range<Int>?
    let ranges: Range<Int>?

    /// A read that fell outside its section, or met what DWARF does not allow.
    struct Malformed: Error {}

    /// How one kind of entry is laid out.
    struct Abbreviation {
      var tag: UInt64
      var hasChildren: Bool
      var attributes: [(name: UInt64, form: UInt64, constant: Int64)]
    }

    /// A value read from an entry, as far as the inlined sites need it.
    enum Value {
      case address(UInt64)
      case constant(UInt64)
      /// An offset in `.debug_info`.
      case reference(Int)
      case sectionOffset(UInt64)
      /// Where a string starts in the file.
      case string(Int)
      case other
    }

    /// One unit's header.
    struct Unit {
      /// Where its header starts: what a reference within the unit counts from.
      var base: Int
      var start: Int
      var end: Int
      var version: Int
      var addressSize: Int
      var is64: Bool
      var abbreviations: [UInt64: Abbreviation]
      var lowPC: UInt64?
    }

    /// Calls `found` with each range of code an inlined subroutine covers, its depth in the
    /// tree of entries, and where its method's mangled name starts in the file (-1: none).
    mutating func forEachInlinedRange(_ found: (UInt64, UInt64, Int, Int) -> Void) {
      var offset = info.lowerBound
      while offset < info.upperBound {
        guard var unit = try? readUnit(at: offset) else { return }
        offset = unit.end
        var cursor = DwarfCursor(file: file, offset: unit.start, end: unit.end)
        // The unit's own entry gives the base of its ranges.
        if let code = try? cursor.uleb(), let abbreviation = unit.abbreviations[code],
          let attributes = try? read(abbreviation, at: &cursor, in: unit),
          case .address(let low)? = attributes[0x11]
        {
          unit.lowPC = low
        }
        try? scan(unit, found)
      }
    }

    private func scan(_ unit: Unit, _ found: (UInt64, UInt64, Int, Int) -> Void) throws(Malformed) {
      var cursor = DwarfCursor(file: file, offset: unit.start, end: unit.end)
      var depth = 0
      while cursor.offset < unit.end {
        let code = try cursor.uleb()
        if code == 0 {
          depth -= 1
          if depth == 0 { break }
          continue
        }
        guard let abbreviation = unit.abbreviations[code] else { throw Malformed() }
        let attributes = try read(abbreviation, at: &cursor, in: unit)
        // DW_TAG_inlined_subroutine
        if abbreviation.tag == 0x1D { try site(attributes, depth: depth, unit: unit, found) }
        if abbreviation.hasChildren { depth += 1 }
      }
    }

    private func site(
      _ attributes: [UInt64: Value], depth: Int, unit: Unit, _ found: (UInt64, UInt64, Int, Int) -> Void
    ) throws(Malformed) {
      // DW_AT_abstract_origin; DW_AT_call_file, _line and _column.
      guard case .reference(let origin)? = attributes[0x31], case .constant? = attributes[0x58],
        case .constant? = attributes[0x59], case .constant? = attributes[0x57]
      else { return }
      guard var method = try subprogram(at: origin, unit: unit) else { return }
      // DW_AT_specification
      if case .reference(let declaration)? = method[0x47] {
        guard let declared = try subprogram(at: declaration, unit: unit) else { return }
        method = declared
      }
      // DW_AT_linkage_name, or else DW_AT_name.
      var name = -1
      if case .string(let start)? = method[0x6E] {
        name = start
      } else if case .string(let start)? = method[0x03] {
        name = start
      }
      // DW_AT_low_pc and DW_AT_high_pc, or DW_AT_ranges.
      if case .address(let low)? = attributes[0x11], let highValue = attributes[0x12] {
        switch highValue {
        case .address(let high): found(low, high, depth, name)
        case .constant(let length):
          let (high, overflow) = low.addingReportingOverflow(length)
          if !overflow { found(low, high, depth, name) }
        default: return
        }
      } else if case .sectionOffset(let offset)? = attributes[0x55], let ranges, unit.version < 5 {
        try forEachRange(at: offset, in: ranges, unit: unit) { found($0, $1, depth, name) }
      }
    }

    /// The attributes of the subprogram entry at `offset`, `nil` if it is another kind.
    private func subprogram(at offset: Int, unit: Unit) throws(Malformed) -> [UInt64: Value]? {
      var cursor = DwarfCursor(file: file, offset: offset, end: info.upperBound)
      let code = try cursor.uleb()
      if code == 0 { return nil }
      guard let abbreviation = unit.abbreviations[code] else { throw Malformed() }
      // DW_TAG_subprogram
      guard abbreviation.tag == 0x2E else { return nil }
      return try read(abbreviation, at: &cursor, in: unit)
    }

    private func forEachRange(
      at offset: UInt64, in section: Range<Int>, unit: Unit, _ found: (UInt64, UInt64) -> Void
    ) throws(Malformed) {
      guard offset < UInt64(section.count) else { throw Malformed() }
      var cursor = DwarfCursor(file: file, offset: section.lowerBound + Int(offset), end: section.upperBound)
      var base = unit.lowPC ?? 0
      let all: UInt64 = unit.addressSize == 4 ? 0xFFFF_FFFF : .max
      while true {
        let start = try cursor.unsigned(unit.addressSize)
        let end = try cursor.unsigned(unit.addressSize)
        if start == all {
          base = end
          continue
        }
        if start == 0 && end == 0 { break }
        let (low, lowOverflow) = start.addingReportingOverflow(base)
        let (high, highOverflow) = end.addingReportingOverflow(base)
        if lowOverflow || highOverflow || high < low { continue }
        found(low, high)
      }
    }

    private func readUnit(at offset: Int) throws(Malformed) -> Unit {
      var cursor = DwarfCursor(file: file, offset: offset, end: info.upperBound)
      var length = UInt64(try cursor.unsigned(4))
      var is64 = false
      if length == 0xFFFF_FFFF {
        length = try cursor.unsigned(8)
        is64 = true
      } else if length >= 0xFFFF_FFF0 {
        throw Malformed()
      }
      guard length <= UInt64(info.upperBound - cursor.offset) else { throw Malformed() }
      let end = cursor.offset + Int(length)
      cursor.end = end
      let version = Int(try cursor.unsigned(2))
      let abbreviationsOffset: UInt64
      let addressSize: Int
      if version >= 5 {
        let kind = try cursor.unsigned(1)
        addressSize = Int(try cursor.unsigned(1))
        abbreviationsOffset = try cursor.unsigned(is64 ? 8 : 4)
        // A skeleton or split unit's id; a type unit's signature and type offset.
        switch kind {
        case 4, 5: try cursor.skip(8)
        case 2, 6: try cursor.skip(8 + (is64 ? 8 : 4))
        default: break
        }
      } else {
        abbreviationsOffset = try cursor.unsigned(is64 ? 8 : 4)
        addressSize = Int(try cursor.unsigned(1))
      }
      guard addressSize == 4 || addressSize == 8 else { throw Malformed() }
      return Unit(
        base: offset, start: cursor.offset, end: end, version: version, addressSize: addressSize, is64: is64,
        abbreviations: try readAbbreviations(at: abbreviationsOffset), lowPC: nil)
    }

    private func readAbbreviations(at offset: UInt64) throws(Malformed) -> [UInt64: Abbreviation] {
      guard offset < UInt64(abbreviations.count) else { throw Malformed() }
      var cursor = DwarfCursor(
        file: file, offset: abbreviations.lowerBound + Int(offset), end: abbreviations.upperBound)
      var table: [UInt64: Abbreviation] = [:]
      while true {
        let code = try cursor.uleb()
        if code == 0 { break }
        let tag = try cursor.uleb()
        let hasChildren = try cursor.unsigned(1) != 0
        var attributes: [(name: UInt64, form: UInt64, constant: Int64)] = []
        while true {
          let name = try cursor.uleb()
          let form = try cursor.uleb()
          if name == 0 && form == 0 { break }
          // DW_FORM_implicit_const keeps its value here.
          let constant = form == 0x21 ? try cursor.sleb() : 0
          attributes.append((name, form, constant))
        }
        table[code] = Abbreviation(tag: tag, hasChildren: hasChildren, attributes: attributes)
      }
      return table
    }

    private func read(
      _ abbreviation: Abbreviation, at cursor: inout DwarfCursor, in unit: Unit
    ) throws(Malformed) -> [UInt64: Value] {
      var values: [UInt64: Value] = [:]
      for attribute in abbreviation.attributes {
        values[attribute.name] = try read(
          form: attribute.form, constant: attribute.constant, at: &cursor, in: unit)
      }
      return values
    }

    private func read(form: UInt64, constant: Int64, at cursor: inout DwarfCursor, in unit: Unit)
      throws(Malformed)
      -> Value
    {
      let offsetSize = unit.is64 ? 8 : 4
      switch form {
      case 0x01: return .address(try cursor.unsigned(unit.addressSize))
      case 0x0B: return .constant(try cursor.unsigned(1))
      case 0x05: return .constant(try cursor.unsigned(2))
      case 0x06: return .constant(try cursor.unsigned(4))
      case 0x07: return .constant(try cursor.unsigned(8))
      case 0x0F: return .constant(try cursor.uleb())
      case 0x0D: return .constant(UInt64(bitPattern: try cursor.sleb()))
      case 0x21: return .constant(UInt64(bitPattern: constant))
      case 0x11: return reference(try cursor.unsigned(1), from: unit.base)
      case 0x12: return reference(try cursor.unsigned(2), from: unit.base)
      case 0x13: return reference(try cursor.unsigned(4), from: unit.base)
      case 0x14: return reference(try cursor.unsigned(8), from: unit.base)
      case 0x15: return reference(try cursor.uleb(), from: unit.base)
      case 0x10:
        return reference(
          try cursor.unsigned(unit.version <= 2 ? unit.addressSize : offsetSize), from: info.lowerBound)
      case 0x17: return .sectionOffset(try cursor.unsigned(offsetSize))
      case 0x08:
        let start = cursor.offset
        guard file.string(at: start, within: cursor.offset..<cursor.end) != nil else { throw Malformed() }
        while try cursor.unsigned(1) != 0 {}
        return .string(start)
      case 0x0E: return string(at: try cursor.unsigned(offsetSize), in: strings)
      case 0x1F: return string(at: try cursor.unsigned(offsetSize), in: lineStrings)
      case 0x0C: try cursor.skip(1)
      case 0x19: break
      case 0x03: try cursor.skip(Int(try cursor.unsigned(2)))
      case 0x04: try cursor.skip(Int(try cursor.unsigned(4)))
      case 0x0A: try cursor.skip(Int(try cursor.unsigned(1)))
      case 0x09, 0x18: try cursor.skip(Int(clamping: try cursor.uleb()))
      case 0x1E: try cursor.skip(16)
      case 0x20, 0x24: try cursor.skip(8)
      case 0x1C: try cursor.skip(4)
      case 0x1D, 0x1F20, 0x1F21: try cursor.skip(offsetSize)
      case 0x1A, 0x1B, 0x22, 0x23, 0x1F01, 0x1F02: _ = try cursor.uleb()
      case 0x25, 0x29: try cursor.skip(1)
      case 0x26, 0x2A: try cursor.skip(2)
      case 0x27, 0x2B: try cursor.skip(3)
      case 0x28, 0x2C: try cursor.skip(4)
      case 0x16:
        // DW_FORM_indirect: the form comes first, in the entry itself.
        let actual = try cursor.uleb()
        guard actual != 0x16 else { throw Malformed() }
        return try read(form: actual, constant: 0, at: &cursor, in: unit)
      default: throw Malformed()
      }
      return .other
    }

    /// An entry's offset, if it falls in `.debug_info`; what it points to is read only if
    /// needed.
    private func reference(_ offset: UInt64, from base: Int) -> Value {
      guard offset < UInt64(info.upperBound - base) else { return .other }
      return .reference(base + Int(offset))
    }

    /// A string in `section`, read only when a frame needs it.
    private func string(at offset: UInt64, in section: Range<Int>?) -> Value {
      guard let section, offset < UInt64(section.count) else { return .other }
      return .string(section.lowerBound + Int(offset))
    }
  }
#endif
