/// Text that is not JSON: where, by line and column, and what was found there.
///
/// Its ``description`` reads `not valid JSON: line 3, column 14: found '}' where a value
/// should be`, in the words of the person who wrote the file, not of a decoder.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column, counting Unicode scalars from 1.
  public var column: Int
  /// What is wrong there.
  public var problem: String

  public init(line: Int, column: Int, problem: String) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// The error for `problem` at byte `offset` of `bytes`.
  init(problem: String, in bytes: [UInt8], at offset: Int) {
    let before = bytes[..<min(offset, bytes.count)]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    line = before.count { $0 == UInt8(ascii: "\n") } + 1
    // A scalar starts at every byte that is not a UTF-8 continuation byte.
    column = bytes[lineStart..<before.endIndex].count { $0 & 0xC0 != 0x80 } + 1
    self.problem = problem
  }

  public var description: String { "not valid JSON: line \(line), column \(column): \(problem)" }
}
