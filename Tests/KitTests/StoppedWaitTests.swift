import CalculatorModel
import Foundation
import Testing

@testable import KataDriver

#if canImport(Glibc)
  import Glibc
#endif

/// The driver's patience for a screen's pending work is counted in its own naps, not read off
/// the clock: a process stopped (Ctrl-Z, a debugger) while the driver waits reads the screen
/// exactly as it would have without the stop.
@Suite(
  "Settling: a process stopped while the driver waits reads what it reads unstopped", .timeLimit(.minutes(2)))
struct StoppedWaitTests {
  #if os(Linux)
    /// Set for the test binary that ``stopWhileWaitingForScreenWork()`` starts as its child:
    /// only there does ``childStoppedWhileItWaits()`` run.
    static let isChild = ProcessInfo.processInfo.environment["KATA_STOPPED_WAIT_CHILD"] == "1"

    /// What starts each line the child tells its parent, among whatever else it writes.
    static let said = "stopped-wait child: "

    /// The child runs the driver's wait, with a screen whose debounce lasts until the parent
    /// lets it end: the parent stops the child (SIGSTOP) for eleven seconds, more than the ten
    /// the driver waits at the least, while the driver waits for that debounce, continues it
    /// (SIGCONT), and lets the debounce end. A wait that read the clock (a deadline ten seconds
    /// after it began) finds it passed once continued, and reads the screen with the debounce
    /// still asleep: "0". It takes the eleven seconds of the stop, so it runs with the long
    /// checks (`KATA_LONG_CHECKS=1`, as `.ci/run` does).
    @Test(
      "stopped for 11 s while the driver waits for a screen's debounce, the screen is read once the debounce has ended, as unstopped",
      .enabled(if: LimitsTests.longChecks, "a long check: set KATA_LONG_CHECKS=1 to run it, as .ci/run does"))
    func stopWhileWaitingForScreenWork() async throws {
      let unstopped = try await KataProcess.onOwnThread { try Self.readingOfChild(stoppedFor: nil) }
      let stopped = try await KataProcess.onOwnThread { try Self.readingOfChild(stoppedFor: .seconds(11)) }
      #expect(unstopped == "6", "unstopped, the screen was read before its debounce ended")
      #expect(
        stopped == unstopped,
        """
        the screen was read before its pending work ended: the wait gave up while the process was \
        stopped (read \(stopped.map { "\"\($0)\"" } ?? "nothing") after a stop of 11 s, \
        \(unstopped.map { "\"\($0)\"" } ?? "nothing") without it)
        """)
    }

    @Test(
      "the child that the stop-while-waiting check starts: plays an edit and tells what the driver read",
      .enabled(if: isChild, "run only as the child of stopWhileWaitingForScreenWork"))
    @MainActor
    func childStoppedWhileItWaits() async {
      let screen = HeldDebounceScreen(model: SumModel())
      screen.playTokenEdit(",")
      screen.playInputEdit("1,2,3")
      await screen.settled()
      Self.tell("read \(screen.shown)")
    }

    /// Starts this test binary as the child, to run ``childStoppedWhileItWaits()``; stops it
    /// for `stop`, if given, once the driver waits for the screen's debounce; continues it and
    /// lets the debounce end. Returns what the driver read, as the child told it; throws
    /// what went wrong with the child (on the test's own thread, an issue would name no test).
    static func readingOfChild(stoppedFor stop: Duration?) throws -> String? {
      let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      let toChild = try KataProcess.makePipe()
      let fromChild = try KataProcess.makePipe()
      let errorsPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("kata-stopped-wait-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: errorsPath) }
      let errors = try KataProcess.openFile(errorsPath, O_WRONLY | O_CREAT | O_TRUNC)
      var child = try KataProcess.start(
        ["--testing-library", "swift-testing", "--filter", "childStoppedWhileItWaits"].map { Array($0.utf8) },
        program: URL(fileURLWithPath: testBinary), stdin: toChild.read, stdout: fromChild.write,
        stderr: errors, environment: ["KATA_STOPPED_WAIT_CHILD=1"])
      child.command = "the stop-while-waiting child"
      close(toChild.read)
      close(fromChild.write)
      close(errors)
      defer { close(fromChild.read) }
      var toChildOpen = true
      defer { if toChildOpen { close(toChild.write) } }
      let childErrors = { (try? String(contentsOfFile: errorsPath, encoding: .utf8))?.suffix(800) ?? "" }

      /// The next line the child tells, without its mark; nil once it tells no more.
      func heard() -> String? {
        while let line = child.readLine(from: fromChild.read) {
          if line.hasPrefix(said) { return String(line.dropFirst(said.count).dropLast()) }
        }
        return nil
      }

      guard heard() == "waiting" else {
        kill(child.pid, SIGKILL)
        _ = child.wait()
        throw ChildFailed("the child never said the driver waits for its screen's debounce: \(childErrors())")
      }
      if let stop {
        kill(child.pid, SIGSTOP)
        // Returns once the child is stopped, and not before.
        var status: Int32 = 0
        while waitpid(child.pid, &status, WUNTRACED) < 0 && errno == EINTR {}
        guard status & 0xFF == 0x7F else {
          throw ChildFailed("the child ended (status \(status)) instead of being stopped: \(childErrors())")
        }
        Thread.sleep(forTimeInterval: Double(stop.components.seconds))
        kill(child.pid, SIGCONT)
      }
      // Lets the debounce end.
      _ = write(toChild.write, "go\n", 3)
      close(toChild.write)
      toChildOpen = false
      let reading = heard().flatMap { $0.hasPrefix("read ") ? String($0.dropFirst("read ".count)) : nil }
      let exit = child.wait()
      guard exit.status == 0 else {
        throw ChildFailed("the child ended with \(exit.status): \(childErrors())")
      }
      return reading
    }

    /// What went wrong with the child, in words.
    struct ChildFailed: Error, CustomStringConvertible {
      var description: String
      init(_ description: String) { self.description = description }
    }

    /// Tells the parent `line`, at once: a write to standard output, which is a pipe.
    static func tell(_ line: String) {
      let bytes = Array("\(said)\(line)\n".utf8)
      _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    /// Whether the parent has let the debounce end: a line (or the end) on standard input.
    static func letThrough() -> Bool {
      var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      return poll(&request, 1, 0) > 0
    }
  #endif
}

#if os(Linux)
  /// Honest: a calculator whose view model debounces, each edit cancelling the wait before
  /// it, in naps of a millisecond. Its debounce lasts until the parent lets it end, and then
  /// five hundred naps more: it is still asleep when the process is continued after a stop, so
  /// only a wait that has kept its patience through the stop reads what it asks the Model. A
  /// wait that gives up reads within a few turns of the main actor, and the debounce, which
  /// shares that actor, takes at most a nap a turn: counted in turns, not raced on the clock.
  @MainActor
  private final class HeldDebounceScreen: CalculatorScreen {
    private let model: any CalculatorModel
    private var fields = (token: "", input: "")
    private var waiting: Task<Void, Never>?
    /// What the result label shows, read without counting.
    private(set) var shown = "0"
    /// How many times the driver has read the result label.
    private var reads = 0

    init(model: any CalculatorModel) { self.model = model }

    var resultText: String {
      reads += 1
      return shown
    }

    func editToken(_ token: String) {
      fields.token = token
      askOncePaused()
    }

    func editInput(_ input: String) {
      fields.input = input
      askOncePaused()
    }

    private func askOncePaused() {
      waiting?.cancel()
      waiting = Task { [weak self] in
        var told = false
        var letThrough = false
        var napsLeft = 500
        while napsLeft > 0 {
          do {
            try await Task.sleep(for: .milliseconds(1))
          } catch {
            return
          }
          guard let self else { return }
          // The driver's first reads end once the label has held for its quiet turns; it has
          // not read since, and it goes from them into its wait without giving up the main
          // actor, which this task shares: so it waits now.
          if !told, reads > Settling.quietTurns {
            told = true
            StoppedWaitTests.tell("waiting")
          }
          if told, !letThrough { letThrough = StoppedWaitTests.letThrough() }
          if letThrough { napsLeft -= 1 }
        }
        guard let self else { return }
        shown = String(model.sum(of: fields.input, separatedBy: fields.token))
      }
    }

    isolated deinit { waiting?.cancel() }
  }
#endif
