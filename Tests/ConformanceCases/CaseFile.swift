#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
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

}
