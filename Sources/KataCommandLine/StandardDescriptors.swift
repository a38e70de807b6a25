#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error as kata was given them, even when one is closed.
public enum StandardDescriptors {
  /// Holds each closed standard descriptor (`kata calc >&-`) with `/dev/null`, opened the
  /// wrong way round, so that using it fails as a closed one does: "Bad file descriptor".
  ///
  /// Left free, the descriptor is the next one anything opens (the runtime, a roster), and
  /// kata would write its results into that instead, failing with some other error or none.
  public static func holdClosedOnes() {
    for (descriptor, flags) in [(Int32(0), O_WRONLY), (1, O_RDONLY), (2, O_RDONLY)]
    where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let held = open("/dev/null", flags)
      if held >= 0 && held != descriptor {
        _ = dup2(held, descriptor)
        close(held)
      }
    }
  }
}
