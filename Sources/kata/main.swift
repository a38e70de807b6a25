import KataCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

StandardDescriptors.holdClosedOnes()

// A reader that goes away early (`kata calc < big | head -1`) ends kata as it ends grep or
// cat: killed by SIGPIPE, with no message. The default action is set, and the signal
// unblocked, even if whoever started kata ignored or blocked it.
signal(SIGPIPE, SIG_DFL)
var pipeSignal = sigset_t()
sigemptyset(&pipeSignal)
sigaddset(&pipeSignal, SIGPIPE)
sigprocmask(SIG_UNBLOCK, &pipeSignal, nil)

// A crash signal sent from outside (`kill -SEGV`) ends kata with that signal's status, as it
// ends any program: the runtime's crash handler would report a crash that did not happen and
// let kata carry on. `kata play` installs its own handlers, which give the terminal back first.
for crash in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT] {
  signal(crash, SIG_DFL)
}

Allocator.keepMemoryFlat()

// A command that cannot start its threads within `ulimit -v` is refused before it tries.
let arguments = Argument.processArguments()
if let refusal = Kata.addressSpaceRefusal(arguments) {
  _ = refusal.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(ExitStatus.dataError.rawValue)
}

let status = await Kata.main(arguments, output: .standardOutput(), errors: .standardError())
exit(status.rawValue)
