#if os(Linux)
  import Glibc

  /// A file mapped read-only into memory, read with every offset checked.
  ///
  /// The names of a call stack's frames come from kata's own file. Mapped, not read: the
  /// pages the names need are read in only when touched, and they stay the page cache's, so
  /// a class of students checking at once on one machine holds them once, not once each.
  /// A read past the end gives `nil`, never a trap: a file cut short or not an image at all
  /// names no frame.
  final class MappedFile {
    /// The whole file.
    let bytes: UnsafeRawBufferPointer

    /// Why a file could not be mapped, in the system's words: `Permission denied`.
    struct Failure: Error, CustomStringConvertible {
      let description: String

      init(code: Int32) { description = String(cString: strerror(code)) }
      init(_ description: String) { self.description = description }
    }

    /// Maps `path`; throws if it cannot be opened or mapped, or is empty.
    init(path: String) throws(Failure) {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw Failure(code: errno) }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw Failure(code: errno) }
      guard status.st_size > 0 else { throw Failure("the file is empty") }
      let size = Int(status.st_size)
      guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED
      else { throw Failure(code: errno) }
      bytes = UnsafeRawBufferPointer(start: start, count: size)
    }

    deinit {
      if let start = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: start), bytes.count) }
    }

    /// The little-endian integer at `offset`, if the file holds all of it.
    func load<Value: FixedWidthInteger>(_: Value.Type, at offset: Int) -> Value? {
      guard offset >= 0, offset <= bytes.count - MemoryLayout<Value>.size else { return nil }
      return Value(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    /// The text that starts at `offset` and ends before the first zero byte within `bounds`;
    /// `nil` if no zero byte ends it there.
    func string(at offset: Int, within bounds: Range<Int>) -> String? {
      guard bounds.lowerBound >= 0, bounds.upperBound <= bytes.count, bounds.contains(offset) else {
        return nil
      }
      let rest = UnsafeRawBufferPointer(rebasing: bytes[offset..<bounds.upperBound])
      guard let end = rest.firstIndex(of: 0) else { return nil }
      return String(decoding: UnsafeRawBufferPointer(rebasing: rest[..<end]), as: UTF8.self)
    }
  }
#endif
