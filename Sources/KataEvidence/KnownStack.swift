#if canImport(Runtime)
  import Runtime
  import Synchronization

  /// A call stack whose frames are known before it is read: three methods of the kit's own,
  /// one inside the other, the innermost written to be inlined into its caller by an optimised
  /// build. Named as ``CallerEvidence`` names every stack, it must read as these three methods,
  /// in order; where it does not, no name on any other stack can be trusted either.
  enum KnownStack {
    /// What each frame's name holds, innermost first.
    static let methods = ["KnownStack.inlined(", "KnownStack.middle(", "KnownStack.outer("]

    /// Counted after each capture, so that no frame ends in a jump to the next (a tail call
    /// leaves no frame behind).
    private static let steps = Atomic<Int>(0)

    /// The stack from inside ``inlined(images:)``, up.
    @available(macOS 26, *)
    @inline(never)
    static func outer(images: ImageMap) -> Backtrace? {
      let backtrace = middle(images: images)
      steps.add(1, ordering: .relaxed)
      return backtrace
    }

    @available(macOS 26, *)
    @inline(never)
    private static func middle(images: ImageMap) -> Backtrace? {
      let backtrace = inlined(images: images)
      steps.add(1, ordering: .relaxed)
      return backtrace
    }

    /// Inlined into ``middle(images:)`` by an optimised build: its name is then read from the
    /// debug information alone. Captured here, not in a function of its own: the walk starts
    /// in its caller's frame. Only the known methods and their caller are walked: a frame
    /// walked in a library (the runtime's `swift_once`, which runs ``CallerEvidence``'s first
    /// ask) has that library's whole symbol table read, for nothing.
    @available(macOS 26, *)
    @inline(__always)
    private static func inlined(images: ImageMap) -> Backtrace? {
      #if os(Linux)
        let backtrace: Backtrace? = StackWalk.capture(limit: 5, images: images)
      #else
        let backtrace = try? Backtrace.capture(limit: 64, images: images)
      #endif
      steps.add(1, ordering: .relaxed)
      return backtrace
    }

    /// Whether `names` hold ``methods``, one after another.
    static func isNamed(_ names: [String]) -> Bool {
      names.indices.contains { start in
        names.count - start >= methods.count
          && zip(names[start...], methods).allSatisfy { name, method in name.contains(method) }
      }
    }
  }
#endif
