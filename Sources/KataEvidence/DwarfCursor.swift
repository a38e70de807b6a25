#if os(Linux)
  /// A place in a mapped file that reads forward, within an end it never passes: the
  /// integers and LEB128 numbers DWARF is written in.
  struct DwarfCursor {
    let file: MappedFile
    var offset: Int
    var end: Int

    /// A little-endian integer of `size` bytes (1 to 8).
    mutating func unsigned(_ size: Int) throws(DwarfUnits.Malformed) -> UInt64 {
      guard size > 0, size <= 8, offset <= end - size, end <= file.bytes.count else { throw .init() }
      var value: UInt64 = 0
      for index in 0..<size { value |= UInt64(file.bytes[offset + index]) << (8 * index) }
      offset += size
      return value
    }

    mutating func skip(_ count: Int) throws(DwarfUnits.Malformed) {
      guard count >= 0, offset <= end - count else { throw .init() }
      offset += count
    }

    /// An unsigned LEB128 number; one longer than 64 bits is malformed.
    mutating func uleb() throws(DwarfUnits.Malformed) -> UInt64 {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let byte = try unsigned(1)
        guard shift < 64 else { throw .init() }
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0 { return value }
      }
    }

    /// A signed LEB128 number.
    mutating func sleb() throws(DwarfUnits.Malformed) -> Int64 {
      var value: Int64 = 0
      var shift: Int64 = 0
      var byte: UInt64 = 0x80
      while byte & 0x80 != 0 {
        byte = try unsigned(1)
        guard shift < 64 else { throw .init() }
        value |= Int64(byte & 0x7F) << shift
        shift += 7
      }
      if shift < 64, byte & 0x40 != 0 { value |= -1 << shift }
      return value
    }
  }
#endif
