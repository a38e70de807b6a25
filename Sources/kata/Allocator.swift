#if canImport(Glibc)
  import Glibc
#endif

/// How kata asks the C library's allocator to behave.
enum Allocator {
  /// Keeps every allocation in one glibc arena.
  ///
  /// kata runs on the main actor, but a screen's `await` runs the score service on a pool
  /// thread, and glibc gives each thread an arena of its own; memory freed in one then serves
  /// the other poorly. Measured: `scores --arch all --format json` on a 100,000-player roster
  /// (6.9 MB) peaked at 37 MB with the arenas, 30 MB with one (as much as one architecture
  /// alone). `mallopt(3)` is not in the Glibc module, hence `dlsym`. Elsewhere, nothing.
  static func useOneArena() {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
      if let mallopt = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
        _ = unsafeBitCast(mallopt, to: Mallopt.self)(arenaMaximum, 1)
      }
    #endif
  }
}
