#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file of conformance cases: a JSON array of one kind of case.
public enum CaseFile {
  /// Decodes `bytes` as an array of `Case`, naming `source` in errors.
  public static func decode<Case: Decodable>(_ bytes: [UInt8], from source: String) throws(CaseFileError)
    -> [Case]
  {
    do {
      return try JSONDecoder().decode([Case].self, from: Data(bytes))
    } catch {
      throw CaseFileError(source: source, reason: CaseFileError.describe(error))
    }
  }

  /// The bytes of the file at `path`, or why it cannot be opened or read.
  public static func contents(ofFile path: String) throws(CaseFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CaseFileError(source: path, reason: "cannot be opened (\(systemError()))", kind: .cannotOpen)
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      throw CaseFileError(source: path, reason: "cannot be opened (it is a directory)", kind: .cannotOpen)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw CaseFileError(source: path, reason: "cannot be read (\(systemError()))", kind: .cannotRead)
      }
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
