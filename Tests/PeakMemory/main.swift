// peak-memory: runs a command, then writes the most memory it held at once (its maximum
// resident set, in bytes) to a file. The tests measure `kata` through it.
//
//   peak-memory REPORT_FILE COMMAND [ARGUMENT...]
//
// Why not `wait4` from the tests themselves: on Linux, a process keeps across `exec` the
// high-water mark of the memory it had before, and a process spawned by the test runner
// starts from the runner's (some 40 MB, more than kata needs). Spawned from this small
// process instead, kata starts from a few megabytes, and what it adds is its own.
//
// It exits with the command's status, or 128 plus the signal that ended it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0] }
guard arguments.count >= 3 else {
  let usage = "usage: peak-memory REPORT_FILE COMMAND [ARGUMENT...]\n"
  _ = write(2, usage, usage.utf8.count)
  exit(64)
}

#if canImport(Darwin)
  let environment = _NSGetEnviron().pointee
#else
  let environment = environ
#endif
var pid: pid_t = 0
let command = Array(arguments[2...]).map { Optional($0) } + [nil]
let spawned = posix_spawn(&pid, arguments[2], nil, nil, command, environment)
guard spawned == 0 else {
  let message =
    "peak-memory: cannot run \(String(cString: arguments[2])): \(String(cString: strerror(spawned)))\n"
  _ = write(2, message, message.utf8.count)
  exit(69)
}

var status: Int32 = 0
var usage = rusage()
while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
#if os(Linux)
  let peak = usage.ru_maxrss * 1024  // kilobytes on Linux, bytes on macOS
#else
  let peak = usage.ru_maxrss
#endif

let report = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
if report >= 0 {
  let text = "\(peak)\n"
  _ = write(report, text, text.utf8.count)
  close(report)
}
let signal = status & 0x7F
exit(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
