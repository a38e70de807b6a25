import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much input the process can afford when its address space is limited (`ulimit -v`).
///
/// Swift ends a process that fails to allocate, with no way to catch it. So an input that
/// would need more memory than the limit leaves is refused before it is read (a regular file
/// tells its size) or as soon as it grows past what is left (a pipe), with a message that
/// names the limit, instead of an abort half way through.
public enum AddressSpace {
  /// How many times its size an input may cost at its peak: kata keeps the input and what it
  /// reads from it, never more than this many times the input's size. A command that keeps
  /// more says so before it reads (``expect(bytesPerInputByte:)``).
  public static var bytesPerInputByte: Int { perInputByte.load(ordering: .relaxed) }

  private static let perInputByte = Atomic(4)

  /// Sets ``bytesPerInputByte`` for what this process reads from now on: `kata play` keeps a
  /// list of its own for every architecture, so a roster costs it more than 4 times its size.
  public static func expect(bytesPerInputByte bytes: Int) {
    perInputByte.store(bytes, ordering: .relaxed)
  }

  /// The most input bytes that fit in what the limit leaves, or nil when nothing limits it.
  ///
  /// What the process holds now (the runtime, its code, its threads) is taken off the limit
  /// first, and room is left for what the command maps later (``roomAfterReading``).
  public static func affordableInput() -> Int? {
    guard let limit else { return nil }
    return max(0, (limit - inUse() - roomAfterReading) / bytesPerInputByte)
  }

  /// The limit, in bytes, or nil when there is none.
  public static var limit: Int? {
    var limit = rlimit()
    // No limit reads as the largest value (Linux) or 2⁶³ - 1 (Darwin).
    guard getrlimit(resourceAddressSpace, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
    return Int(limit.rlim_cur)
  }

  /// Why an input over what the limit affords is refused, in the words every refusal uses:
  /// `the most kata can hold within its address space limit of 96 MiB (ulimit -v); allow
  /// about 4 times the line's size`, for an input called `what` (a line, an input). Nil when
  /// nothing limits the address space.
  public static func reason(for what: String) -> String? {
    guard let limit else { return nil }
    return "the most kata can hold within its address space limit of \(limit >> 20) MiB (ulimit -v); "
      + "allow about \(bytesPerInputByte) times the \(what)'s size"
  }

  /// Room kept for what the process maps after reading: a few threads' stacks, buffers.
  public static let headroom = 48 << 20

  /// The room kept for what the running command maps after reading its input: ``headroom``,
  /// unless the command said it maps more (see ``keepRoom(afterReading:)``).
  public static var roomAfterReading: Int { room.load(ordering: .relaxed) }

  /// Keeps `bytes` for what the command about to run maps once its input is read, instead of
  /// ``headroom``: a command that starts more threads later, or measures more, says so before
  /// it reads, since what it maps then is not yet in use when the input is weighed.
  public static func keepRoom(afterReading bytes: Int) {
    room.store(bytes, ordering: .relaxed)
  }

  private static let room = Atomic<Int>(headroom)

  /// The address space the process holds now, from `/proc/self/statm` where there is one.
  private static func inUse() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var text = [UInt8](repeating: 0, count: 64)
    let count = text.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return 0 }
    let pages = text[..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      .reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  #if canImport(Glibc)
    private static let resourceAddressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
  #else
    private static let resourceAddressSpace = RLIMIT_AS
  #endif
}
