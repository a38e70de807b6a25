#if canImport(Glibc)
  import Glibc
#endif

/// How long a test waits for a program it started, counted in what that program did: never
/// read off a clock, which a loaded machine or a stopped test process runs past.
///
/// A wait ends as soon as what it waits for happens; between two looks it naps, and after each
/// nap it asks its patience. The patience runs out only when the programs had nothing to do
/// for the naps of ``napLength`` its ``Limits`` allow (every thread of the process, and of every process
/// it started, asleep or stopped, and nothing came from them: they wait for something that
/// does not come), or when they used the processor time they allow (a loop that never ends).
/// A nap in which any of their threads runs, or waits for a processor (a busy machine runs
/// it late), costs no patience; nor does a stop of the test process, which is one nap,
/// however long. Shorter naps add up to one of ``napLength``: they are counted by their
/// number, never measured.
struct ProgramPatience {
  /// The nap after which the programs are looked at, in milliseconds.
  static let napLength: Int32 = 50
  /// How much idleness and work a wait allows.
  struct Limits: Sendable {
    /// Naps in which the programs may do nothing.
    var idleNaps: Int
    /// Processor time the programs may use within one wait, in seconds.
    var busySeconds: Int

    /// 20 s of naps at the least: an honest wait idles a few (a `--slow` load's two seconds, a
    /// shell's `sleep`), a program stopped on purpose for 11 s some two hundred. Two minutes
    /// of processor time: far more than the slowest honest wait of one kata uses (a pasted
    /// megabyte summed by every architecture in a debug build, seconds). A command that builds
    /// packages (`kata class`) asks for more.
    static let standard = Limits(idleNaps: 400, busySeconds: 120)

    init(idleNaps: Int, busySeconds: Int = Limits.standard.busySeconds) {
      self.idleNaps = idleNaps
      self.busySeconds = busySeconds
    }
  }

  private let root: pid_t
  private let limits: Limits
  private var idle = 0
  /// Milliseconds of naps since the programs were last looked at, and whether anything came.
  private var slept: Int32 = 0
  private var moved = false
  /// Processor time, in clock ticks, each watched process had used when first seen and when
  /// last seen, and the root's ended children when the wait began.
  private var firstTicks: [pid_t: Int] = [:]
  private var lastTicks: [pid_t: Int] = [:]
  private var reapedTicksAtStart: Int?

  /// The patience of a wait for `pid` and the processes it starts, within `limits`.
  init(watching pid: pid_t, limits: Limits = .standard) {
    root = pid
    self.limits = limits
  }

  /// Naps `milliseconds`, or until `descriptor` is ready for `events` (something came, or the
  /// program took what was written); then counts the nap. Returns nil while patience is left,
  /// or why it ran out.
  mutating func nap(
    milliseconds: Int32 = napLength, watching descriptor: Int32 = -1, for events: Int16 = Int16(POLLIN)
  ) -> String? {
    var watched = pollfd(fd: descriptor, events: events, revents: 0)
    let ready = poll(&watched, 1, milliseconds) > 0 && watched.revents & events != 0
    moved = moved || ready
    slept += milliseconds
    guard slept >= Self.napLength else { return nil }
    defer {
      slept = 0
      moved = false
    }
    return lookAtThePrograms()
  }

  /// Counts a nap of ``napLength``: idle unless something came or a thread of theirs ran.
  private mutating func lookAtThePrograms() -> String? {
    var busy = moved
    var reaped = 0
    for process in Self.descendants(of: root) {
      if firstTicks[process.pid] == nil { firstTicks[process.pid] = process.ticks }
      lastTicks[process.pid] = process.ticks
      if process.pid == root { reaped = process.reapedTicks }
      busy = busy || Self.isRunning(process)
    }
    if reapedTicksAtStart == nil { reapedTicksAtStart = reaped }
    let used =
      lastTicks.reduce(0) { $0 + $1.value - (firstTicks[$1.key] ?? $1.value) } + reaped
      - (reapedTicksAtStart ?? 0)
    if used > limits.busySeconds * max(1, sysconf(Int32(_SC_CLK_TCK))) {
      return "used \(limits.busySeconds) s of processor time"
    }
    if !busy { idle += 1 }
    guard idle < limits.idleNaps else {
      return
        "did nothing (asleep or stopped, and nothing came) for \(limits.idleNaps) naps of \(Self.napLength) ms"
    }
    return nil
  }

  /// One process as `/proc/PID/stat` shows it.
  struct Process {
    var pid: pid_t
    var parent: pid_t
    /// The session it belongs to: its leader's pid.
    var session: pid_t
    /// The state letter: `R` running or waiting for a processor, `D` in an uninterruptible
    /// wait (a disk), `S` asleep, `T` stopped, `Z` ended.
    var state: UInt8
    /// User and system time, in clock ticks, of all its threads.
    var ticks: Int
    /// The same, of its children that have ended and been waited for.
    var reapedTicks: Int
  }

  /// Whether any thread of `process` runs or waits for a processor (or the disk).
  private static func isRunning(_ process: Process) -> Bool {
    if [UInt8(ascii: "R"), UInt8(ascii: "D")].contains(process.state) { return true }
    // The process's state is its main thread's: another may be the one working.
    return entries(of: "/proc/\(process.pid)/task").contains { thread in
      guard let state = stat("/proc/\(process.pid)/task/\(thread)/stat")?.state else { return false }
      return state == UInt8(ascii: "R") || state == UInt8(ascii: "D")
    }
  }

  /// Every process there is now.
  static func all() -> [Process] {
    entries(of: "/proc").compactMap { stat("/proc/\($0)/stat") }
  }

  /// `pid` and every process it started, and they started, that is still there.
  static func descendants(of pid: pid_t) -> [Process] {
    let all = all()
    var found = all.filter { $0.pid == pid }
    var index = 0
    while index < found.count {
      let parent = found[index].pid
      found += all.filter { $0.parent == parent && $0.pid != parent }
      index += 1
    }
    return found
  }

  /// The numeric names in the directory at `path`: its processes or threads.
  private static func entries(of path: String) -> [pid_t] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [pid_t] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let number = pid_t(name) { names.append(number) }
    }
    return names
  }

  /// The process (or thread) whose `stat` file is at `path`, or nil once it is gone.
  static func stat(_ path: String) -> Process? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let bytes = buffer[..<count]
    // The command's name, in parentheses, may hold spaces and parentheses: the fields that
    // follow start after the last `)`.
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
      let close = bytes.lastIndex(of: UInt8(ascii: ")")),
      let pid = pid_t(String(decoding: bytes[..<open], as: UTF8.self).trimmingSpaces)
    else { return nil }
    let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
    // From the state (the third field): the parent is the 4th, the session the 6th, user and
    // system time the 14th and 15th, the reaped children's the 16th and 17th.
    func number(_ field: Int) -> Int {
      fields.count > field - 3 ? Int(String(decoding: fields[field - 3], as: UTF8.self)) ?? 0 : 0
    }
    guard let state = fields.first?.first else { return nil }
    return Process(
      pid: pid, parent: pid_t(number(4)), session: pid_t(number(6)), state: state,
      ticks: number(14) + number(15),
      reapedTicks: number(16) + number(17))
  }
}

extension String {
  /// This text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
