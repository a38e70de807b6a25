import BoundedInput

/// The commit a package's folder is checked out at, as git tells it: which code a report
/// measured, whose it is, and when it was made.
///
/// Read by asking `git` itself (`git log -1`), which knows packed refs, worktrees and
/// shallow clones; a folder that is not a git checkout, a repository with no commit yet, or
/// a machine without git gives none, and a report then leaves the commit out.
struct GitCommit: Equatable, Sendable {
  /// The commit's full hash.
  var id: String
  /// When it was committed, in ISO 8601 with its offset (`2026-03-01T09:30:00+09:00`).
  var time: String
  /// Who wrote it: the author's name.
  var author: String
  /// The first line of its message.
  var subject: String

  /// The first seven characters of the hash, as `git log --oneline` shows it.
  var shortID: String { String(id.prefix(7)) }

  /// The commit checked out in `folder`, or nil when git cannot say within a few seconds.
  static func read(in folder: FilePath) -> GitCommit? {
    let words = ["log", "-1", "--no-show-signature", "--format=%H%x00%cI%x00%an%x00%s"]
    guard
      let git = ChildProcess.run(
        [Array("git".utf8), Array("-C".utf8), folder.bytes] + words.map { Array($0.utf8) }, naps: patience),
      git.exit == .status(0)
    else { return nil }
    let fields = git.output.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    guard fields.count == 4, fields[0].count >= 7 else { return nil }
    return GitCommit(
      id: fields[0], time: fields[1], author: fields[2],
      subject: String(fields[3].prefix { $0 != "\n" }))
  }

  /// The commit of the package this kata was built from: the folder its sources were compiled
  /// in, so that a clone's own `kata progress` names that clone's commit wherever it is run.
  static func ofThisPackage() -> GitCommit? {
    read(in: packageFolder)
  }

  /// The package's folder: three levels above this file (`Sources/KataCommandLine/…`).
  static let packageFolder: FilePath = FilePath(packagePath)

  private static let packagePath: String = {
    var path = String(#filePath)
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      path = String(path[..<slash])
    }
    return path.isEmpty ? "/" : path
  }()

  /// How many naps git is given: git log answers in milliseconds.
  private static let patience = 10 * ChildProcess.napsPerSecond

  /// `{"id", "time", "author", "subject"}`.
  var json: String {
    "{\"id\": \(TextLayout.jsonString(id)), \"time\": \(TextLayout.jsonString(time)), "
      + "\"author\": \(TextLayout.jsonString(author)), \"subject\": \(TextLayout.jsonString(subject))}"
  }
}
