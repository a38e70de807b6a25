#if canImport(Runtime)
  import Runtime
#endif

/// Who calls the Model, read from the call stack at the seam the driver owns, not from what
/// the architecture says: the toolchain's backtracer names each calling method
/// (`CalculatorPresenter.present()`, `closure #1 in CalculatorView.bind(to:)`), in debug and
/// release builds alike.
///
/// Where the backtracer is not there (Apple platforms before macOS 26), nothing is noted, and
/// the rules fall back to what reaches the Model.
enum CallerEvidence {
  /// The methods on the call stack above `seam`'s own frames, innermost first.
  static func callers(of seam: Any.Type) -> [String] {
    #if canImport(Runtime)
      if #available(macOS 26, *) {
        // Captured without the image map: given one, the backtracer keeps a copy per thread.
        guard let backtrace = try? Backtrace.capture(limit: 64) else { return [] }
        let names = symbolNames(of: backtrace)
        let own = String(describing: seam)
        // The seam's own method, and the protocol witness that dispatched to it.
        let seamFrames = names.prefix(4).lastIndex { $0.contains(own) }
        return Array(names[(seamFrames.map { $0 + 1 } ?? 0)...])
      }
    #endif
    return []
  }

  #if canImport(Runtime)
    /// The name of each frame's method, innermost first ("?" where there is none), read on
    /// the one thread that reads symbols (see ``SymbolThread``) where there is one.
    @available(macOS 26, *)
    private static func symbolNames(of backtrace: Backtrace) -> [String] {
      let names: @Sendable () -> [String] = {
        let symbolicated = backtrace.symbolicated(with: images, options: symbolication)
        return symbolicated?.frames.map { $0.symbol?.name ?? "?" } ?? []
      }
      #if canImport(Glibc)
        return SymbolThread.shared.run(names)
      #else
        return names()
      #endif
    }

    /// The images loaded in this process, read once. Reading them walks every mapping the
    /// process has, and a mapping another thread unmaps meanwhile is a crash in the reader:
    /// read once, at the first call, the window is one moment instead of one per Model call.
    /// The package loads no library after start-up, so the map stays true.
    @available(macOS 26, *)
    private static let images = ImageMap.capture()

    /// An optimised build inlines a small method into its caller, so its frames are read from
    /// the debug information (slow: a tenth of a second a stack); a debug build inlines
    /// nothing, and reads symbols only.
    @available(macOS 26, *)
    private static var symbolication: Backtrace.SymbolicationOptions {
      #if DEBUG
        [.useSymbolCache]
      #else
        [.showInlineFrames, .useSymbolCache]
      #endif
    }
  #endif

  /// The types a frame's method belongs to, innermost last: `closure #1 in
  /// Outer.Inner.bind(to:)` gives `["Outer", "Inner"]` (and the method's name, which matches
  /// no type). Thunks and free functions give no type.
  static func types(inFrame name: String) -> [String] {
    var name = Substring(name)
    let prefixes = [
      "static ", "specialized ", "merged ", "partial apply for ", "implicit closure #", "closure #",
    ]
    while let prefix = prefixes.first(where: name.hasPrefix) {
      name = name.dropFirst(prefix.count)
      if prefix.hasSuffix("#"), let inClause = name.firstRange(of: " in ") {
        name = name[inClause.upperBound...]
      }
    }
    if name.hasPrefix("thunk for") || name.hasPrefix("reabstraction thunk") { return [] }
    let path = name.prefix { $0 != "(" && $0 != " " }
    return path.split(separator: ".").dropLast().map(String.init)
  }
}
