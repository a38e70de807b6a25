import Foundation
import Testing

/// The lessons where engineers work: an app package that names this one as any dependency is
/// named, by URL and a released version, builds against the Model's and every lesson's library
/// product, and composes each screen from the lesson's public types alone: its composition,
/// its view protocols or open views, its middle layer (`Tests/LessonsApp`, views of the app's
/// own). The release is this working tree, committed and tagged in a repository of its own.
/// Resolving it and building the app is a cold build of the Model and the lessons, so this is
/// a long check (`KATA_LONG_CHECKS=1`, as `.ci/run` runs it).
@Suite("The lessons in an app: a package that depends on a tagged release", .timeLimit(.minutes(30)))
struct LessonsAppTests {
  /// The version the release is tagged with: a pre-release, which only an exact requirement
  /// picks.
  static let version = "0.0.0-test"

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What the app prints: every lesson's calculator after the user types "," and "1,2", and its
  /// score list loaded from the app's roster, formatted by the lesson.
  static let expected = ["mvc", "mvp", "mvvm", "observation", "store"].flatMap { lesson in
    [
      "\(lesson) calculator: 3",
      "\(lesson) score list: Ada Lovelace · Expert | Grace Hopper · Intermediate | Alan Turing · Beginner",
    ]
  }

  /// The modules an app may import, each a library product of the same name: the Model's and
  /// every lesson's.
  static let importable =
    ["CalculatorModel", "ScoreBoard"] + DocsTests.lessonFolders.map { String($0.dropFirst("Sources/".count)) }

  /// The modules among `modules` that `products` (each library's name and its targets) offer no
  /// library product of their own for.
  static func withoutProduct(_ modules: [String], in products: [String: [String]]) -> [String] {
    modules.filter { products[$0] != [$0] }
  }

  /// The package's products as SwiftPM reads its manifest (`swift package dump-package`), each
  /// product's name and its targets: what an app can import, however Package.swift spells it.
  static func products() async throws -> [String: [String]] {
    let folder = try ClassFixtures.temporaryFolder("products")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("package.json")
    // A scratch folder of its own: the package's `.build` is locked while `swift test` runs.
    let dumped = try await run(
      "/bin/bash",
      [
        "-c", #"swift package --package-path "$1" --scratch-path "$2" dump-package > "$3""#, "bash",
        repository.path, folder.appendingPathComponent("scratch").path, json.path,
      ], in: folder, log: folder.appendingPathComponent("log"))
    try #require(dumped.status == 0, "swift package dump-package failed:\n\(dumped.output)")
    struct Manifest: Decodable {
      struct Product: Decodable {
        let name: String
        let targets: [String]
      }
      let products: [Product]
    }
    let manifest = try JSONDecoder().decode(Manifest.self, from: try Data(contentsOf: json))
    return Dictionary(
      manifest.products.map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first })
  }

  @Test("the Model and every lesson are library products, each named as its module")
  func everyLessonIsAProduct() async throws {
    let missing = Self.withoutProduct(Self.importable, in: try await Self.products())
    #expect(
      missing.isEmpty,
      """
      An app cannot import \(missing): give each a library product of its own in Package.swift, \
      `.library(name: "\(missing.first ?? "")", targets: ["\(missing.first ?? "")"])`; a lesson has one \
      from its name in `lessons`
      """)
  }

  @Test("products that leave the Model or a lesson out, or name it otherwise, are caught, naming it")
  func aModuleLeftOutIsNamed() {
    let all = Dictionary(uniqueKeysWithValues: Self.importable.map { ($0, [$0]) })
    #expect(Self.withoutProduct(Self.importable, in: all).isEmpty)
    for module in Self.importable {
      var without = all
      without[module] = nil
      #expect(Self.withoutProduct(Self.importable, in: without) == [module])
      var renamed = all
      renamed[module] = [module, "KataDriver"]
      #expect(Self.withoutProduct(Self.importable, in: renamed) == [module])
    }
  }

  @Test(
    "an app that depends on a tagged release imports every lesson and composes each screen",
    .enabled(if: LimitsTests.longChecks, "a long check: set KATA_LONG_CHECKS=1 to run it, as .ci/run does"))
  func appDependingOnATaggedRelease() async throws {
    let folder = try ClassFixtures.temporaryFolder("release")
    defer { try? FileManager.default.removeItem(at: folder) }
    let release = folder.appendingPathComponent("architecture-kata")
    let app = folder.appendingPathComponent("LessonsApp")

    let tagged = try await Self.run(
      "/bin/bash",
      [
        "-c",
        """
        set -euo pipefail
        mkdir -p "$1"
        git ls-files -z --cached --others --exclude-standard |
          tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$1"
        cd "$1"
        git init -q
        git add -A
        git -c user.name=Release -c user.email=release@example.com commit -qm release
        git tag "$2"
        """, "release", release.path, Self.version,
      ], in: Self.repository, log: folder.appendingPathComponent("release.log"))
    try #require(tagged.status == 0, "the release could not be tagged:\n\(tagged.output)")

    try Self.writeApp(at: app, dependingOn: release)
    let build = try await Self.run(
      "/usr/bin/env", ["swift", "build", "--disable-dependency-cache"], in: app,
      log: folder.appendingPathComponent("build.log"))
    try #require(build.status == 0, "the app did not build against the release:\n\(build.output)")

    let run = try await Self.run(
      app.appendingPathComponent(".build/debug/LessonsApp").path, [], in: app,
      log: folder.appendingPathComponent("run.log"))
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.split(separator: "\n").map(String.init) == Self.expected)
  }

  /// The app's package: a manifest as an app writes one, naming the release by its URL and
  /// version, and the app's sources from `Tests/LessonsApp`.
  static func writeApp(at app: URL, dependingOn release: URL) throws {
    let sources = app.appendingPathComponent("Sources/LessonsApp")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let products = importable.map { ".product(name: \"\($0)\", package: \"architecture-kata\")" }
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "LessonsApp",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [
          .package(url: "\(release.absoluteString)", exact: "\(version)")
        ],
        targets: [
          .executableTarget(
            name: "LessonsApp",
            dependencies: [
              \(products.joined(separator: ",\n        "))
            ]
          )
        ]
      )

      """
    try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
    let fixture = repository.appendingPathComponent("Tests/LessonsApp")
    for file in try FileManager.default.contentsOfDirectory(atPath: fixture.path)
    where file.hasSuffix(".swift") {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(file), to: sources.appendingPathComponent(file))
    }
  }

  /// Runs `program` in `directory` to its end, its output and errors into `log`, with the
  /// environment a user's shell has: none of the kit's own settings.
  static func run(_ program: String, _ arguments: [String], in directory: URL, log: URL) async throws
    -> (status: Int32, output: String)
  {
    try await KataProcess.onOwnThread {
      try Data().write(to: log)
      let output = try FileHandle(forWritingTo: log)
      defer { try? output.close() }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KATA_") }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = output
      try process.run()
      process.waitUntilExit()
      return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
  }
}
