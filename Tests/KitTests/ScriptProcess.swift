import Foundation

/// Runs one of the package's scripts (`python3 docs/update-diagrams.py`, `.ci/kit-size`) as a
/// maintainer does, in `directory`: its status, and what it wrote to either stream.
enum ScriptProcess {
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
