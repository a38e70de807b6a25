#if canImport(Runtime)
  import Runtime
#endif

extension CallerEvidence {
  /// What naming ``KnownStack`` once, before any other call stack is trusted, showed: `nil`
  /// where it read as the methods it is, and otherwise why no stack can be named. A program
  /// that cannot read its own file, or whose file has no symbols, would name every frame
  /// `<unknown>`; one whose file has no debug information would leave out every method an
  /// optimised build inlined, and name the caller instead.
  static let namingProof: Absence? = proveNaming()

  private static func proveNaming() -> Absence? {
    #if canImport(Runtime)
      if #available(macOS 26, *) {
        // Where the thread that names gave up, ``absence`` says so.
        guard let images = sharedImages else { return nil }
        guard let backtrace = KnownStack.outer(images: images) else {
          return .cannotName("the program could not capture a call stack of its own")
        }
        let named = symbolNames(of: backtrace, images: images)
        if named.names.isEmpty || KnownStack.isNamed(named.names) { return nil }
        return .cannotName(whyUnnamed(named.names, images: images))
      }
    #endif
    return nil
  }

  /// Why ``KnownStack`` was not named as it is, `names` being what was read: what is wrong
  /// with the program's own file, where something is.
  @available(macOS 26, *)
  private static func whyUnnamed(_ names: [String], images: ImageMap) -> String {
    let noName = "so no method on a call stack can be named"
    #if os(Linux)
      guard let own = ownImage(in: images), let path = images[own].path else {
        return "the program cannot read which files are loaded in it (/proc/self/maps), \(noName)"
      }
      switch ImageNames.shared(at: path, build: images[own].uniqueID) {
      case .failure(let unreadable):
        return "the program's own file \(unreadable), \(noName): \(unreadable.fix)"
      case .success(let image) where !image.hasSymbols:
        return "the program's own file \(path) has no symbol table (it was stripped), \(noName): "
          + "run a build that is not stripped"
      case .success(let image) where showsInlinedFrames && !image.hasDebugInformation:
        return
          "the program's own file \(path) has no debug information (built with `-debug-info-format none`, "
          + "or stripped with `strip -g`), so the methods an optimised build inlined into others cannot be "
          + "named: build it with debug information (`swift build -c release`), or use a debug build"
      default:
        break
      }
    #endif
    let read = names.prefix(KnownStack.methods.count + 3).joined(separator: ", ")
    return "a call stack of the program's own known methods read \(read), not "
      + "\(KnownStack.methods.map { $0 + "…)" }.joined(separator: ", ")), \(noName) with trust"
  }
}
