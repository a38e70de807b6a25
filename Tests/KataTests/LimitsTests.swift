import Foundation
import KataDriver
import ScoreBoard
import Testing

@testable import kata

/// Bounded: no input makes memory grow without limit, and a large roster costs a
/// few times its size, not a multiple per architecture.
@Suite("Limits: bounded input, and memory within a few times the roster", .tags(.commandLine))
struct LimitsTests {
  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Calls `body` with a line reader over `text`, lines of at most `limit` bytes, named `lines`.
  static func readLines(of text: String, limit: Int, _ body: (LineReader) throws -> Void) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("lines")
    try Data(text.utf8).write(to: file)
    let descriptor = try KataProcess.openFile(file.path, O_RDONLY)
    defer { close(descriptor) }
    try body(LineReader(descriptor: descriptor, name: "lines", limit: limit))
  }

  @Test("a line of exactly the limit is read; one byte more is refused, naming the line and the limit")
  func lineLimit() throws {
    let limit = 1 << 20
    let text = String(repeating: "1", count: limit) + "\n" + String(repeating: "2", count: limit + 1) + "\n"
    try Self.readLines(of: text, limit: limit) { (reader: LineReader) throws in
      #expect(try reader.nextLine(beforeWaiting: {})?.utf8.count == limit)
      #expect(
        throws: KataError.data(
          "lines: line 2 is longer than 1 MiB, the longest line kata reads",
          hint: "Each line is one input; see 'kata calc --help' for the limits.")
      ) { try reader.nextLine(beforeWaiting: {}) }
    }
  }

  @Test("a last line with no newline is held to the limit too")
  func lastLineLimit() throws {
    let text = "3\n" + String(repeating: "3", count: (1 << 20) + 1)
    try Self.readLines(of: text, limit: 1 << 20) { (reader: LineReader) throws in
      #expect(try reader.nextLine(beforeWaiting: {}) == "3")
      #expect(throws: KataError.self) { try reader.nextLine(beforeWaiting: {}) }
    }
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

  /// Every architecture's screen is let go before the next is built, so `--arch all` costs
  /// about what one architecture costs: were the screens (and their rows) kept, each one
  /// would add about the roster's size again, and the bound below would not hold.
  @Test("scores --arch all --format json on 100,000 players: peak memory within 4× the roster's size")
  func memoryOnALargeRoster() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Ten players of every level, with names long enough to need memory of their own,
    // ten thousand times over.
    let players = (0..<10).map { index in
      #"{"firstName": "Firstname\#(index)", "lastName": "Lastname\#(index)", "score": \#(index * 11)}"#
    }
    let block = players.joined(separator: ",\n  ")
    let text = "[\n  " + Array(repeating: block, count: 10_000).joined(separator: ",\n  ") + "\n]\n"
    let roster = directory.appendingPathComponent("roster.json")
    let empty = directory.appendingPathComponent("empty.json")
    let output = directory.appendingPathComponent("output.json")
    try Data(text.utf8).write(to: roster)
    try Data("[]".utf8).write(to: empty)

    // What the process needs before any roster (the runtime, the code) is measured apart:
    // the limit is on what the roster adds.
    let command = ["scores", "--format", "json", "--arch", "all"]
    let runs = try KataProcess.peakMemories(of: [
      (command + [roster.path], output.path), (command + [empty.path], nil),
    ])
    let statuses = runs.map(\.status)
    #expect(statuses == [0, 0])
    let peak = try #require(runs[0].peakMemory)
    let basePeak = try #require(runs[1].peakMemory)
    let added = peak - basePeak
    let rosterSize = text.utf8.count
    #expect(
      added <= 4 * rosterSize,
      """
      peak \(peak >> 10) KiB, \(basePeak >> 10) KiB with an empty roster: \
      \(added >> 10) KiB for a roster of \(rosterSize >> 10) KiB
      """)

    // And the output is whole: an object per player and architecture, at least 50 bytes
    // each, and the end of the list.
    let written = try FileHandle(forReadingFrom: output)
    defer { try? written.close() }
    let size = try written.seekToEnd()
    #expect(size > UInt64(100_000 * Architecture.all.count * 50))
    try written.seek(toOffset: size - 4)
    #expect(try written.readToEnd() == Data("}\n]\n".utf8))
  }
}
