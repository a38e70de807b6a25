import BoundedInput

/// Grades a class: builds each student's clone, runs that clone's own gates, and gives each
/// the same patience, a few clones at a time.
///
/// One thread watches every program, looking at each between naps: a build that ends starts
/// its clone's answer, and a clone that has not answered within ``deadlineNaps`` naps is
/// ended, its whole process group with it, and reported `no-answer`. A clone that hangs holds
/// only its own job, never the others'. Patience is counted in naps, not read off a clock: a
/// `kata class` stopped meanwhile (Ctrl-Z) loses none of it, and a busy machine, whose naps
/// last longer, gives more.
struct ClassGrader {
  /// How many clones are built and asked at once.
  var jobs: Int
  /// How many naps a clone's answer may take, from the end of its build.
  var deadlineNaps: Int
  /// The program that builds the clone in a folder; it succeeds with exit status 0.
  var build: @Sendable (FilePath) -> [[UInt8]]
  /// The program that asks the clone in a folder for its progress as JSON.
  var answer: @Sendable (FilePath) -> [[UInt8]]
  /// Told of each student as soon as they are graded: their position and the nap it was in.
  var graded: @Sendable (Int, Int) -> Void = { _, _ in }

  /// The real programs: `swift build` of the clone's `kata`, then that `kata`'s own
  /// `progress --format json`.
  static func forClones(jobs: Int, deadlineNaps: Int) -> ClassGrader {
    ClassGrader(
      jobs: jobs, deadlineNaps: deadlineNaps,
      build: { folder in
        ["swift", "build", "--package-path"].map { Array($0.utf8) } + [folder.bytes]
          + ["--product", "kata"].map { Array($0.utf8) }
      },
      answer: { folder in
        [folder.bytes + Array("/.build/debug/kata".utf8)]
          + ["progress", "--format", "json"].map { Array($0.utf8) }
      })
  }

  /// The most a build's or an answer's output is kept: a build's first errors come early, and
  /// `kata progress --format json` is a few kilobytes.
  static let outputLimit = 4 << 20

  private enum Phase {
    case building(ChildProcess)
    case answering(ChildProcess, since: Int)
  }

  private struct Job {
    var student: Int
    var commit: GitCommit?
    var phase: Phase
  }

  /// Every student of `folders`, in their order. Throws only when the build program itself
  /// cannot be started (no `swift` on `PATH`): nothing could be graded.
  func grade(_ folders: [FilePath]) throws(KataError) -> [StudentReport] {
    var reports = [StudentReport?](repeating: nil, count: folders.count)
    var waiting = folders.indices[...]
    var running: [Job] = []
    var nap = 0
    while true {
      while running.count < jobs, let student = waiting.popFirst() {
        let folder = folders[student]
        let commit = GitCommit.read(in: folder)
        if let problem = Self.notAClone(folder) {
          reports[student] = StudentReport(
            folder: folder, commit: commit, status: .notAClone, firstProblem: problem)
          graded(student, nap)
          continue
        }
        let build: ChildProcess
        do {
          build = try ChildProcess(bytes: self.build(folder), mergingErrors: true, keeping: Self.outputLimit)
        } catch {
          throw KataError(
            message: "cannot start '\(error.program) build' (\(error.reason))", status: .notMeasured,
            hint: "kata class builds each clone with the Swift toolchain on PATH: nothing was graded.")
        }
        running.append(Job(student: student, commit: commit, phase: .building(build)))
      }
      guard !running.isEmpty else { break }

      running = running.compactMap { (job: Job) -> Job? in
        var job = job
        let folder = folders[job.student]
        switch job.phase {
        case .building(let build):
          guard let exit = build.look() else { return job }
          guard exit == .status(0) else {
            reports[job.student] = StudentReport(
              folder: folder, commit: job.commit, status: .doesNotBuild,
              firstProblem: Self.buildProblem(build.errors, exit: exit, folder: folder))
            graded(job.student, nap)
            return nil
          }
          do throws(ChildProcess.StartError) {
            let answer = try ChildProcess(bytes: self.answer(folder), keeping: Self.outputLimit)
            job.phase = .answering(answer, since: nap)
            return job
          } catch {
            reports[job.student] = StudentReport(
              folder: folder, commit: job.commit, status: .noAnswer,
              firstProblem: .init(
                step: nil, rule: Self.answers, message: "its kata could not be started (\(error.reason))"))
          }
        case .answering(let answer, let since):
          guard let report = answered(answer, since: since, nap: nap, folder: folder, commit: job.commit)
          else {
            return job
          }
          reports[job.student] = report
        }
        graded(job.student, nap)
        return nil
      }
      guard !running.isEmpty || !waiting.isEmpty else { break }
      ChildProcess.nap()
      nap += 1
    }
    // Every position was filled: a student is reported once graded, and the loop ends only
    // when none waits and none runs.
    return reports.map { $0! }
  }

  /// The report of a clone whose kata was asked for its progress at nap `since`: what it
  /// answered, or, past the deadline, that it gave no answer (and it is ended); `nil` while it
  /// may still answer.
  private func answered(
    _ answer: ChildProcess, since: Int, nap: Int, folder: FilePath, commit: GitCommit?
  ) -> StudentReport? {
    if let exit = answer.look() {
      return Self.report(of: answer, exit: exit, folder: folder, commit: commit)
    }
    guard nap - since >= deadlineNaps else { return nil }
    answer.end()
    let seconds = deadlineNaps / ChildProcess.napsPerSecond
    return StudentReport(
      folder: folder, commit: commit, status: .noAnswer,
      firstProblem: .init(
        step: nil, rule: Self.answers,
        message:
          "its kata progress gave no answer within the deadline (\(seconds) s), and was ended with "
          + "everything it started",
        fix:
          "run `swift run kata progress` in the clone: something it runs does not return (the Model, "
          + "a load, a wait)"))
  }

  /// What a problem breaks when the clone gave no verdict.
  static let answers = "its kata progress answers"
  /// What a problem breaks when the clone does not build.
  static let builds = "its kata builds"

  /// The student, from what their clone's `kata progress` printed and how it ended.
  private static func report(
    of answer: ChildProcess, exit: ChildProcess.Exit, folder: FilePath, commit: GitCommit?
  )
    -> StudentReport
  {
    let firstError = firstLine(of: answer.errors)
    // 0: every step done; 1: a step is not; 69: a rule was not measured. Anything else is no
    // verdict, whatever it printed.
    guard case .status(let status) = exit, [0, 1, 69].contains(status) else {
      let how: String =
        switch exit {
        case .signal(let signal): "was ended by signal \(signal)"
        case .status(let status): "exited with status \(status)"
        }
      return StudentReport(
        folder: folder, commit: commit, status: .noAnswer,
        firstProblem: .init(
          step: nil, rule: answers,
          message: "its kata progress \(how) before it answered" + (firstError.map { ": \($0)" } ?? "")))
    }
    do {
      guard !answer.overflowed else { throw JSONSyntaxReason.tooLong }
      let progress = try CloneProgress.read(answer.output)
      guard !progress.steps.isEmpty else { throw JSONSyntaxReason.noSteps }
      return StudentReport(folder: folder, commit: commit, progress: progress)
    } catch {
      return StudentReport(
        folder: folder, commit: commit, status: .noAnswer,
        firstProblem: .init(
          step: nil, rule: answers,
          message: "its kata progress printed no report that kata class can read (\(error))"))
    }
  }

  /// Why an answer could not be read, besides its JSON's syntax.
  private enum JSONSyntaxReason: Error, CustomStringConvertible {
    case tooLong, noSteps
    var description: String {
      switch self {
      case .tooLong: "more than \(ClassGrader.outputLimit >> 20) MiB"
      case .noSteps: "it lists no step"
      }
    }
  }

  /// The build's first error, its paths shown inside the clone.
  static func buildProblem(_ log: [UInt8], exit: ChildProcess.Exit, folder: FilePath) -> StudentReport.Problem
  {
    let lines = String(decoding: log, as: UTF8.self).split(separator: "\n").map(String.init)
    let prefix = folder.description.hasSuffix("/") ? folder.description : folder.description + "/"
    // A diagnostic with its place (`File.swift:3:1: error: …`) first: the build tool's own
    // lines (`error: emit-module command failed`) may come before it and say nothing.
    let error =
      (lines.first { $0.contains(".swift:") && $0.contains(": error: ") }
      ?? lines.first { $0.contains("error:") })
      .map { $0.replacing(prefix, with: "") }
      ?? lines.last { !$0.isEmpty }
      ?? "the build \(exit == .status(0) ? "" : "failed") with no message"
    return StudentReport.Problem(
      step: nil, rule: builds, message: error,
      fix: "run `swift build` in the clone and mend the first error it shows")
  }

  /// Why `folder` is not a clone of this package, or nil when it is one: it holds a
  /// `Package.swift` that names the package `ArchitectureKata`.
  static func notAClone(_ folder: FilePath) -> StudentReport.Problem? {
    let manifest = FilePath(bytes: folder.bytes + Array("/Package.swift".utf8))
    let reason: String
    do {
      let text = String(decoding: try BoundedInput.bytes(of: .file(manifest), limit: 1 << 20), as: UTF8.self)
      guard !text.contains("name: \"ArchitectureKata\"") else { return nil }
      reason = "its Package.swift is not Architecture Kata's (it names no package \"ArchitectureKata\")"
    } catch {
      reason = "it holds no Package.swift that can be read: \(error.reason)"
    }
    return StudentReport.Problem(
      step: nil, rule: "a clone of Architecture Kata", message: reason,
      fix: "name the folder of a student's clone of the kata (git clone …)")
  }

  private static func firstLine(of bytes: [UInt8]) -> String? {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { !$0.isEmpty }.map(String.init)
  }
}
