import Foundation
import Testing

/// Headless Chromium, as a teacher's browser opens a class page: the page's DOM once it has
/// loaded, and a picture of it (`apt-get install -y chromium`; `.ci/run` installs it).
enum Chromium {
  /// The browser, if this machine has one.
  static let executable: String? = [
    "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether the page tests run here: always in the kit's CI, which must have a browser;
  /// elsewhere only where one is installed.
  static let isRequired = ProcessInfo.processInfo.environment["KATA_KIT_CI"] != nil
  static var runs: Bool { executable != nil || isRequired }

  /// `page` opened from a file, offline: its DOM as Chromium serialises it after loading, and
  /// a PNG of it at `width`×`height` when `picture` names a path.
  static func open(_ page: String, picture: URL? = nil, width: Int = 1500, height: Int = 1100) async throws
    -> String
  {
    let browser = try #require(executable, "no Chromium on this machine: apt-get install -y chromium")
    let folder = try ClassFixtures.temporaryFolder("page")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("class.html")
    try Data(page.utf8).write(to: file)
    let common = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
    ]
    if let picture {
      _ = try await run(
        browser,
        common + ["--window-size=\(width),\(height)", "--screenshot=\(picture.path)", file.absoluteString])
    }
    return try await run(browser, common + ["--dump-dom", file.absoluteString])
  }

  private static func run(_ program: String, _ arguments: [String]) async throws -> String {
    try await KataProcess.onOwnThread {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The text of each element in `dom` that opens with `tag` and holds `class="…"` among its
  /// attributes: a small reader for the few cells a test checks, enough for the page kata writes.
  static func texts(of tag: String, classed name: String, in dom: String) -> [String] {
    var texts: [String] = []
    var rest = dom[...]
    while let open = rest.range(of: "<\(tag) class=\"\(name)") {
      guard let start = rest[open.upperBound...].range(of: ">"),
        let end = rest[start.upperBound...].range(of: "</\(tag)>")
      else { break }
      texts.append(String(rest[start.upperBound..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    return texts
  }
}
