import Foundation
import ScoreBoard
import Testing

@testable import kata

/// SPEC §9, bounded: no input makes memory grow without limit.
@Suite("Limits: bounded input", .tags(.commandLine))
struct LimitsTests {
  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("a line of exactly the limit is read; one byte more is refused, naming the line and the limit")
  func lineLimit() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let limit = 1 << 20
    let file = directory.appendingPathComponent("lines")
    let text = String(repeating: "1", count: limit) + "\n" + String(repeating: "2", count: limit + 1) + "\n"
    try Data(text.utf8).write(to: file)
    let descriptor = try KataProcess.openFile(file.path, O_RDONLY)
    defer { close(descriptor) }

    let reader = LineReader(descriptor: descriptor, name: "lines", limit: limit)
    #expect(try reader.nextLine(beforeWaiting: {})?.utf8.count == limit)
    #expect(
      throws: KataError.data(
        "lines: line 2 is longer than 1 MiB, the longest line kata reads",
        hint: "Each line is one input; see 'kata calc --help' for the limits.")
    ) { try reader.nextLine(beforeWaiting: {}) }
  }

  @Test("a last line with no newline is held to the limit too")
  func lastLineLimit() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("line")
    try Data(String(repeating: "3", count: (1 << 20) + 1).utf8).write(to: file)
    let descriptor = try KataProcess.openFile(file.path, O_RDONLY)
    defer { close(descriptor) }
    let reader = LineReader(descriptor: descriptor, name: "line", limit: 1 << 20)
    #expect(throws: KataError.self) { try reader.nextLine(beforeWaiting: {}) }
  }

  @Test("a roster or cases file of exactly the limit is read; one byte more is refused, naming the limit")
  func fileLimit() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let limit = 1 << 20
    let exact = directory.appendingPathComponent("exact.json")
    let over = directory.appendingPathComponent("over.json")
    try Data(repeating: UInt8(ascii: " "), count: limit).write(to: exact)
    try Data(repeating: UInt8(ascii: " "), count: limit + 1).write(to: over)

    #expect(try JSONRosterRepository(.file(FilePath(exact.path)), limit: limit).bytes().count == limit)
    #expect(
      throws: RosterError(
        .badData, source: over.path, reason: "more than 1 MiB, the most kata reads from one input")
    ) { try JSONRosterRepository(.file(FilePath(over.path)), limit: limit).bytes() }
  }

  @Test("a file over 256 MiB is refused at once, from its size, with exit status 65")
  func largeFileRefusedBySize() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A sparse file: 256 MiB and one byte long, and nothing on disk.
    let path = directory.appendingPathComponent("huge.json").path
    let descriptor = try KataProcess.openFile(path, O_WRONLY | O_CREAT)
    #expect(ftruncate(descriptor, off_t(JSONRosterRepository.largestInput + 1)) == 0)
    close(descriptor)

    for arguments in [["scores", path], ["check", "--cases", path]] {
      let result = try KataProcess.run(arguments, measuringMemory: true)
      #expect(result.status == 65)
      #expect(
        result.stderr.hasPrefix("kata: \(path): more than 256 MiB, the most kata reads from one input\n"))
      let peak = try #require(result.peakMemory)
      #expect(peak < 64 << 20, "refused from its size, not read: \(peak >> 10) KiB")
    }
  }
}
