import Foundation

/// A copy of this package in a temporary folder, for a test that runs a maintainer's command over
/// it: each of `copied` is copied, for the command may write it; each of `linked` is a symbolic
/// link to the package's own, read only. Paths are the package's (`docs`, `Sources/KataLessons`).
enum PackageCopy {
  static func make(copied: [String], linked: [String] = []) throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
    for path in copied + linked {
      let target = copy.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      let original = DocsTests.root.appendingPathComponent(path)
      if copied.contains(path) {
        try FileManager.default.copyItem(at: original, to: target)
      } else {
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: original)
      }
    }
    return copy
  }
}
