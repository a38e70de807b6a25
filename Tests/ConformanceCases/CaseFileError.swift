#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A cases file that cannot be read as cases: it names the file, and where and why.
public struct CaseFileError: Error, Equatable, CustomStringConvertible {
  /// The file, as the user named it.
  public var source: String
  /// What is wrong, and where: `case 3: missing "expected"`.
  public var reason: String
  public init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }

  public var description: String { "\(source): \(reason)" }

  /// Turns a decoding error into a reason a teacher can act on: which case, which field.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not valid JSON" }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(position(context.codingPath))missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(position(context.codingPath))\(context.debugDescription.lowercasedFirst)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "\(position(context.codingPath))\(context.debugDescription.lowercasedFirst)"
    @unknown default:
      return "not valid JSON"
    }
  }

  /// `case 3: ` for a path into the third element (counting from 1), with the field if any.
  private static func position(_ path: [any CodingKey]) -> String {
    guard let index = path.first?.intValue else { return "" }
    let field = path.dropFirst().first.map { " \"\($0.stringValue)\"" } ?? ""
    return "case \(index + 1)\(field.isEmpty ? "" : ",\(field)"): "
  }
}

extension String {
  fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
