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

Allocator.keepMemoryFlat()

let status = await Kata.main(Argument.processArguments(), output: .standardOutput(), errors: .standardError())
exit(status.rawValue)
