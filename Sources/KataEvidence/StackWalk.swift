#if os(Linux) && canImport(Runtime)
  // The registers where the walk starts, and the frames a `Backtrace` is made of: the
  // backtracer's own, so its frames and their addresses are read as everywhere else.
  @_spi(Contexts) @_spi(Internal) @_spi(MemoryReaders) import Runtime

  /// Captures the calling thread's call stack as `Backtrace.capture(limit:images:)` does on
  /// Linux, frame for frame, without the backtracer's memory for it.
  ///
  /// The backtracer follows frame pointers, and where a frame runs an async function it
  /// follows the task's chain of async contexts instead. To tell which frames are async it
  /// reads the image's whole symbol table into memory of the thread's own: 8 MB on every
  /// thread of the pool that ever captures a stack, so kata check's memory grew with the
  /// machine's cores. This walk is the same, and asks the one shared ``ImageNames`` instead.
  /// Memory is read with the backtracer's own reader, as it reads it.
  enum StackWalk {
    /// The frames from the caller's up, at most `limit`, the last marked truncated when the
    /// stack goes on (see ``limited(_:limit:)``).
    @inline(never)
    static func capture(limit: Int, images: ImageMap) -> Backtrace {
      HostContext.withCurrentContext { context in
        var walk = Walk(
          pc: UInt64(context.programCounter), framePointer: UInt64(context.framePointer), images: images)
        // This function's own frame, which the backtracer leaves out of its stacks too.
        _ = walk.next()
        return Backtrace(
          architecture: context.architecture, frames: limited(&walk, limit: limit), images: images)
      }
    }

    /// The first `limit` frames, the last of them marked truncated when the stack goes on.
    ///
    /// The backtracer keeps the outermost frames too, after a count of those left out; but its
    /// compact encoding traps on that count followed by async frames (a deep synchronous call
    /// under a few async ones), and the rules read the innermost frames, where the code that
    /// asked the Model is.
    private static func limited(_ walk: inout Walk, limit: Int) -> [RichFrame<UInt64>] {
      guard limit > 0 else { return [.truncated] }
      var frames: [RichFrame<UInt64>] = []
      while frames.count < limit, let frame = walk.next() { frames.append(frame) }
      if frames.count == limit, walk.next() != nil { frames[limit - 1] = .truncated }
      return frames
    }

    /// The backtracer's frame-pointer unwinder, step by step.
    private struct Walk {
      var pc: UInt64
      var framePointer: UInt64
      let images: ImageMap
      var asyncContext: UInt64 = 0
      var first = true
      var isAsync = false
      var done = false

      init(pc: UInt64, framePointer: UInt64, images: ImageMap) {
        self.pc = pc
        self.framePointer = framePointer
        self.images = images
      }

      mutating func next() -> RichFrame<UInt64>? {
        if done { return nil }
        if first {
          first = false
          return .programCounter(pc)
        }
        if !isAsync {
          if !runsAsyncFunction(pc) {
            guard framePointer != 0, HostContext.isAlignedForStack(framePointer: framePointer),
              let returnAddress = read(framePointer &+ 8), let caller = read(framePointer)
            else { return end() }
            pc = returnAddress
            if caller <= framePointer || pc == 0 { return end() }
            framePointer = caller
            return .returnAddress(pc)
          }
          isAsync = true
          guard let context = read(framePointer &- 8) else { return end() }
          asyncContext = context
        }
        guard asyncContext != 0, let parent = read(asyncContext), let resume = read(asyncContext &+ 8) else {
          return end()
        }
        pc = resume
        asyncContext = parent
        return .asyncResumePoint(pc)
      }

      private mutating func end() -> RichFrame<UInt64>? {
        done = true
        return nil
      }

      /// Whether `pc` is in an async function's resumption, by its mangled name: one that
      /// ends in `TY` or `TQ`, a number and `_`.
      private func runsAsyncFunction(_ pc: UInt64) -> Bool {
        let address = Backtrace.Address(pc)
        guard let index = images.indexOfImage(at: address), let base = UInt64(images[index].baseAddress),
          let path = images[index].path,
          case .success(let image) = ImageNames.shared(at: path, build: images[index].uniqueID),
          let name = image.functionName(at: pc &- base)
        else { return false }
        var utf8 = name.utf8[...]
        guard utf8.last == UInt8(ascii: "_") else { return false }
        utf8 = utf8.dropLast()
        guard let beforeNumber = utf8.lastIndex(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") })
        else {
          return false
        }
        let suffix = utf8[...beforeNumber].suffix(2)
        return suffix.elementsEqual("TY".utf8) || suffix.elementsEqual("TQ".utf8)
      }

      /// The word at `address` in this process, or `nil` if it cannot be read: read as the
      /// backtracer reads it.
      private func read(_ address: UInt64) -> UInt64? {
        try? UnsafeLocalMemoryReader().fetch(from: address, as: UInt64.self)
      }
    }
  }
#endif
