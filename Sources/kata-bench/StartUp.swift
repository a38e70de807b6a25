import Foundation

/// `kata calc --token , 1,2,3`'s start-up beside two Swift hello worlds, each built here with
/// `swiftc -O`: a plain one, as `swiftc` builds it by default, and one linked the way a release
/// of kata is (on Linux the Swift runtime linked in, `-static-stdlib`, as `--static-swift-stdlib`
/// asks; Observation, Synchronization and Runtime; an async main that suspends once). The three
/// run in turn, `runs` times, and each ratio is the median of the paired ratios, so that a slow
/// spell hits all three alike.
func startUp(runs: Int = 200) {
  guard let swiftc = executableOnPath("swiftc") else {
    print("\nstart-up: no swiftc on PATH, so no hello world to compare with; skipped")
    return
  }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kata-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  #if os(Linux)
    let linkedAsKata = ["-static-stdlib"]
  #else
    let linkedAsKata: [String] = []
  #endif
  let programs = [
    ("plain", #"print("6")"#, [String]()),
    (
      "linked",
      """
      import Observation
      import Runtime
      import Synchronization
      let lock = Mutex(0)
      @MainActor func pause() async { await Task.yield() }
      await pause()
      print("6")
      """,
      linkedAsKata
    ),
  ]
  var hellos: [String] = []
  for (name, source, flags) in programs {
    let file = directory.appendingPathComponent("\(name).swift")
    let binary = directory.appendingPathComponent(name).path
    guard (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil,
      spawnAndWait([swiftc, "-O"] + flags + [file.path, "-o", binary]) == 0
    else {
      print("\nstart-up: swiftc could not build the \(name) hello world; skipped")
      return
    }
    hellos.append(binary)
  }
  let kata = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("kata").path
  guard access(kata, X_OK) == 0 else {
    print(
      "\nstart-up: no kata beside kata-bench; build it first (swift build -c release --static-swift-stdlib); skipped"
    )
    return
  }
  let commands = [[hellos[0]], [hellos[1]], [kata, "calc", "--token", ",", "1,2,3"]]
  var times = [[Double]](repeating: [], count: commands.count)
  for round in 0..<(runs + 20) {
    for (index, command) in commands.enumerated() {
      let start = ContinuousClock.now
      _ = spawnAndWait(command)
      let elapsed = ContinuousClock.now - start
      // The first rounds warm the caches and are not counted.
      if round >= 20 {
        times[index].append(
          Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
      }
    }
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  let ratio = { (index: Int, base: Int) in median(zip(times[index], times[base]).map { $0 / $1 }) }
  var load = [Double](repeating: 0, count: 1)
  getloadavg(&load, 1)
  print(String(format: "\nstart-up, median of %d paired runs (load average %.1f)", runs, load[0]))
  print(String(format: "  hello world, plain:             %6.2f ms", median(times[0]) * 1000))
  print(
    String(
      format: "  hello world, linked as kata is: %6.2f ms  (%.2f× plain)", median(times[1]) * 1000,
      ratio(1, 0)))
  print(
    String(
      format: "  kata calc --token , 1,2,3:      %6.2f ms  (%.2f× plain, %.2f× linked as kata is)",
      median(times[2]) * 1000, ratio(2, 0), ratio(2, 1)))
}

/// The first executable named `name` in the directories of PATH.
func executableOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}

/// Runs `command` with its output thrown away, and returns its exit status (-1 if it could
/// not start).
func spawnAndWait(_ command: [String]) -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let arguments = command.map { strdup($0) } + [nil]
  defer { for argument in arguments { free(argument) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, command[0], &actions, nil, arguments, environ) == 0 else { return -1 }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return (status >> 8) & 0xFF
}
