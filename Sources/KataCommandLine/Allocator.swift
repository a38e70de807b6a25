#if canImport(Glibc)
  import Glibc
#endif

/// How kata asks the C library's allocator to behave, so that memory follows what kata keeps.
public enum Allocator {
  /// Keeps every allocation in one glibc arena, and maps large blocks on their own.
  ///
  /// One arena: kata runs on the main actor, but a screen's `await` runs the score service
  /// on a pool thread, and glibc gives each thread an arena of its own; memory freed in one
  /// then serves the other poorly. Measured: `scores --arch all --format json` on a
  /// 100,000-player roster (6.9 MB) peaked at 37 MB with the arenas, 30 MB with one (as much
  /// as one architecture alone).
  ///
  /// A fixed mapping threshold (glibc's default, 128 KiB): otherwise glibc raises it the
  /// first time a large mapped block is freed, and each architecture's rows then come from
  /// the heap, which keeps growing around the holes they leave. Measured with 30 architectures
  /// registered: `scores --arch all --format json` on 20,000 players took 0.7 MB more than
  /// with 4; with the threshold fixed, no more.
  ///
  /// `mallopt(3)` is not in the Glibc module, hence `dlsym`. Elsewhere, nothing.
  public static func keepMemoryFlat() {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
      let mappingThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      if let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(arenaMaximum, 1)
        _ = mallopt(mappingThreshold, 128 << 10)
      }
    #endif
  }
}
