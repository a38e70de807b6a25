#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kata needs of the stack limit (`ulimit -s`), read before anything else runs.
///
/// A program's main thread gets the stack the limit allows when it starts, and the threads it
/// starts get that size too: below some tens of KiB, kata's first calls overflow it and the
/// process dies of SIGSEGV, with no word said. So a soft limit that is too small is raised
/// and kata starts again with it, as `ulimit -S -s` would; a hard limit that is too small is
/// refused with a message that names it, as an address space limit is.
public enum StackLimit {
  /// The least stack kata runs with: far more than its deepest path needs (48 KiB measured).
  public static let needed = 1 << 20

  /// What to do about the stack limit.
  public enum Decision: Equatable, Sendable {
    /// The limit allows what kata needs.
    case enough
    /// Raise the soft limit to `bytes`, and start again.
    case raise(to: Int)
    /// The hard limit is below what kata needs: say so, and stop.
    case refuse(limit: Int)
  }

  /// What a soft limit of `soft` bytes and a hard limit of `hard` bytes (`nil`: none) call for.
  public static func decision(soft: Int?, hard: Int?) -> Decision {
    guard let soft, soft < needed else { return .enough }
    guard let hard else { return .raise(to: 8 << 20) }
    return hard >= needed ? .raise(to: min(hard, 8 << 20)) : .refuse(limit: soft)
  }

  /// Raises the soft limit and starts kata again where the limit allows, or returns why kata
  /// cannot run (the message for standard error); `nil` when the limit is enough.
  public static func ensure() -> String? {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return nil }
    let infinite = rlim_t(Int.max)
    let soft = limit.rlim_cur >= infinite ? nil : Int(limit.rlim_cur)
    let hard = limit.rlim_max >= infinite ? nil : Int(limit.rlim_max)
    switch decision(soft: soft, hard: hard) {
    case .enough:
      return nil
    case .raise(let bytes):
      limit.rlim_cur = rlim_t(bytes)
      // Started again, kata's main thread and its threads get the raised stack; if it cannot
      // start again, it says so rather than overflow.
      if setrlimit(resource, &limit) == 0 {
        execv("/proc/self/exe", CommandLine.unsafeArgv)
      }
      return refusal(soft ?? 0)
    case .refuse(let soft):
      return refusal(soft)
    }
  }

  private static func refusal(_ soft: Int) -> String {
    "kata: the stack limit is \(soft >> 10) KiB (ulimit -s), and kata needs at least \(needed >> 10) KiB; "
      + "raise it with 'ulimit -s \(needed >> 10)'\n"
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
  #else
    private static let resource = RLIMIT_STACK
  #endif
}
