import BoundedInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kata class`: a class graded, a row per student clone, each built and asked by its own kit.
struct ClassCommand: KataCommand {
  static let spec = CommandSpec(
    name: "class",
    abstract: "Grades a class: builds each student's clone and shows how far its exercises are done.",
    usage: "kata class DIR... [--format text|json|html] [--deadline SECONDS] [--jobs N]",
    options: [
      OptionSpec(
        name: "format", kind: .value(placeholder: "text|json|html"),
        help: "How to print the class: a table, JSON for tools, or one HTML page (default text)."),
      OptionSpec(
        name: "deadline", kind: .value(placeholder: "SECONDS"),
        help: "How long each clone's answer may take once it is built (default \(defaultDeadline))."),
      OptionSpec(
        name: "jobs", kind: .value(placeholder: "N"),
        help: "How many clones are built and asked at once (default: one per core)."),
    ],
    arguments: [("DIR...", "A student's clone of the kata; name every clone of the class.")],
    discussion: """
      Each clone is built (swift build --product kata, in its own folder) and asked by its own
      kata: kata progress --format json, so each student's code is graded by the kit in their
      clone. A row per student: the folder's name, the commit's author and id, the steps done,
      the status, and the first problem. The statuses: done (every step), in-progress (the
      first problem says what to fix), does-not-build (the build's first error),
      no-answer (the clone's kata progress gave no verdict within the deadline, and was ended
      with everything it started, or it ended without one), not-a-clone (the folder holds no
      Package.swift of this package). The deadline is counted in naps of 10 ms of kata's own,
      from the end of the clone's build: a clone that hangs holds up no other.
      The exit status is 0 when every student is done, 1 when one is not, 69 when every
      student not done is held back only by rules not measured, 65 when a folder is not a
      clone (its row says why; the others are graded all the same), 66 when a folder cannot
      be opened (nothing is built).

      Examples:
        kata class students/*
        kata class students/* --format html > class.html
        kata class students/* --format json --deadline 300 --jobs 1
      """,
    repeatsLastArgument: true
  )

  enum Format: String, CaseIterable {
    case text, json, html
  }

  /// The deadline when none is given: a clone's `kata progress` answers in seconds, and in
  /// less than a minute on a machine busy with the other clones' builds.
  static let defaultDeadline = 120
  /// The longest deadline: a day.
  static let longestDeadline = 86_400
  /// The most jobs: each is a build that uses every core it is given.
  static let mostJobs = 64
  /// As many jobs as the machine has cores: while one clone's build waits on its disk,
  /// another's compiles, and a clone that hangs keeps one job of them.
  static let defaultJobs = max(1, min(mostJobs, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

  var folders: [FilePath]
  var format: Format
  var deadline: Int
  var jobs: Int

  init(validating parsed: ParsedArguments) throws(KataError) {
    guard !parsed.positionals.isEmpty else {
      throw .usage("missing DIR: name the folder of each student's clone", Self.spec)
    }
    folders = parsed.positionals.map { FilePath(bytes: $0.bytes) }
    format = try Self.spec.choice("format", in: parsed, default: .text)
    deadline = try Self.count(
      "deadline", in: parsed, default: Self.defaultDeadline, most: Self.longestDeadline)
    jobs = try Self.count("jobs", in: parsed, default: Self.defaultJobs, most: Self.mostJobs)
  }

  /// A whole number from 1 to `most`, or a usage error that says so.
  private static func count(_ name: String, in parsed: ParsedArguments, default fallback: Int, most: Int)
    throws(KataError) -> Int
  {
    guard let value = parsed.values[name] else { return fallback }
    guard let count = Int(value.text), (1...most).contains(count) else {
      throw .usage("--\(name) takes a whole number from 1 to \(most), not '\(value)'", spec)
    }
    return count
  }

  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    try Self.checkFolders(folders)
    let grader = ClassGrader.forClones(jobs: jobs, deadlineNaps: deadline * ChildProcess.napsPerSecond)
    let report = ClassReport(try grader.grade(folders))
    switch format {
    case .text: try output.write(report.text)
    case .json: try output.write(report.json)
    case .html: try output.write(ClassPage.html(report))
    }
    try Self.verdict(report.students)
  }

  /// Every folder can be opened and is named once; otherwise nothing is built.
  static func checkFolders(_ folders: [FilePath]) throws(KataError) {
    var seen: [(device: Int64, inode: UInt64, folder: FilePath)] = []
    for folder in folders {
      var info = stat()
      let result = (folder.bytes + [0]).withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          folder.bytes.contains(0) ? -1 : stat($0.baseAddress!, &info)
        }
      }
      guard result == 0 else {
        throw .noInput("\(folder): cannot be opened (\(String(cString: strerror(errno))))")
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw .noInput("\(folder): not a folder (name the folder of a student's clone)")
      }
      let identity = (Int64(info.st_dev), UInt64(info.st_ino))
      if let earlier = seen.first(where: { ($0.device, $0.inode) == identity }) {
        throw .usage("\(folder) is the same folder as \(earlier.folder): name each clone once", spec)
      }
      seen.append((identity.0, identity.1, folder))
    }
  }

  /// The exit status: 0 only when every student is done.
  static func verdict(_ students: [StudentReport]) throws(KataError) {
    let strays = students.filter { $0.status == .notAClone }
    if !strays.isEmpty {
      throw .data(
        "\(strays.map { $0.folder.description }.joined(separator: ", ")) "
          + "\(strays.count == 1 ? "is not a clone" : "are not clones") of Architecture Kata",
        hint: "Its row says why; the other students were graded all the same.")
    }
    let notDone = students.filter { $0.status != .done }
    guard !notDone.isEmpty else { return }
    let unmeasuredOnly = notDone.allSatisfy(\.heldBackOnlyByUnmeasured)
    throw KataError(
      message: "\(notDone.count) of \(students.count) students \(notDone.count == 1 ? "is" : "are") not done"
        + (unmeasuredOnly ? ": held back only by rules not measured" : ""),
      status: unmeasuredOnly ? .notMeasured : .checkFailed,
      hint: "Each row's first problem says what to fix first.")
  }
}
