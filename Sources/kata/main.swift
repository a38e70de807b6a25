#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A reader that goes away (`kata calc < big | head -1`) turns into a write error with a
// message and exit status 74, instead of a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)

let status = await Kata.main(Argument.processArguments(), output: .standardOutput(), errors: .standardError())
exit(status.rawValue)
