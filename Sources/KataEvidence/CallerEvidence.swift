import Synchronization

#if canImport(Runtime)
  import Runtime
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who calls the Model, read from the call stack at the seam the driver owns, not from what
/// the architecture says: the toolchain's backtracer names each calling method
/// (`CalculatorPresenter.present()`, `closure #1 in CalculatorView.bind(to:)`), in debug and
/// release builds alike. On Linux kata walks and names the stack itself, as the backtracer
/// does but with tables every thread shares (``StackWalk``, ``FrameNamer``).
///
/// Call stacks are not everywhere: Apple platforms before macOS 26 have no backtracer, and
/// `KATA_CALL_STACKS=off` turns them off on purpose, as a teacher does to see what a student
/// on such a platform sees. Nor is a name on a call stack always to be had: a program that
/// cannot read its own file, or whose file has no symbols, names its frames `<unknown>`, and
/// a stack of unknowns would read as code that plays no role. So before the first stack is
/// trusted, one of known frames is named (``KnownStack``). Where call stacks are not read,
/// nothing is noted, ``absence`` says why, and the rules that need this evidence say *not
/// measured* (with that reason) instead of passing or failing.
public enum CallerEvidence {
  /// Why call stacks are not read here.
  public enum Absence: Sendable, Equatable, CustomStringConvertible {
    /// The platform has no backtracer.
    case platform
    /// `KATA_CALL_STACKS=off`.
    case turnedOff
    /// The thread that names them gave up, and why.
    case gaveUp(String)
    /// The program's own code cannot be named on a call stack, and why: its file cannot be
    /// read, has no symbols, or a frame of it has no name.
    case cannotName(String)

    public var description: String {
      switch self {
      case .platform: "this platform does not give call stacks (Apple platforms before macOS 26)"
      case .turnedOff: "KATA_CALL_STACKS=off turned call stacks off"
      case .gaveUp(let why), .cannotName(let why): why
      }
    }
  }

  /// Whether call stacks are read here: a backtracer exists, nobody turned it off, it names
  /// a known call stack of the program's own, and it has not given up.
  public static var isAvailable: Bool { absence == nil }

  /// Why call stacks are not read here, if they are not. Asked first, it names a known call
  /// stack (``namingProof``).
  public static var absence: Absence? {
    if let known = state.withLock({ $0 }) { return known }
    let proof = namingProof
    return state.withLock { $0 } ?? proof
  }

  private static let state = Mutex(platformAbsence)

  /// What the platform and the environment allow, before anything is tried.
  private static var platformAbsence: Absence? {
    if let setting = getenv("KATA_CALL_STACKS"), String(cString: setting) == "off" { return .turnedOff }
    #if canImport(Runtime)
      if #available(macOS 26, *) { return nil }
    #endif
    return .platform
  }

  /// From now on, no call stacks: the thread that names them gave up, for `reason`.
  public static func giveUp(_ reason: String) { state.withLock { $0 = $0 ?? .gaveUp(reason) } }

  /// From now on, no call stacks: a frame that may be the code of a role could not be named,
  /// for `reason`. What no name tells is nobody's code, not code that plays no role.
  static func cannotName(_ reason: String) { state.withLock { $0 = $0 ?? .cannotName(reason) } }

  /// The methods on the call stack above `seam`'s own frames, innermost first; empty where
  /// call stacks are not read (see ``isAvailable``).
  public static func callers(of seam: Any.Type) -> [String] {
    guard isAvailable else { return [] }
    #if canImport(Runtime)
      if #available(macOS 26, *) {
        // Captured with the image map read once, on the thread that names symbols: reading it
        // walks the headers of every image mapped into the process, and doing so here, on any
        // thread, raced with that thread unmapping the images it had read.
        guard let images = sharedImages else { return [] }
        // On Linux, walked with the images' tables that every thread shares (see
        // ``StackWalk``). Called here, not from a function or closure of its own: the walk
        // starts in its caller's frame, and the seam's frame must stay among the first four.
        // The innermost frames, where the code that asked is: no outermost ones after a count of
        // those left out, which the backtracer's encoding traps on under async frames.
        #if os(Linux)
          let backtrace = StackWalk.capture(limit: 128, images: images)
        #else
          guard let backtrace = try? Backtrace.capture(limit: 128, top: 0, images: images) else { return [] }
        #endif
        let named = symbolNames(of: backtrace, images: images)
        if let unnamed = named.unnamed {
          cannotName("\(unnamed), so who called cannot be read")
          return []
        }
        let names = named.names
        let own = String(describing: seam)
        // The seam's own method, and the protocol witness that dispatched to it.
        let seamFrames = names.prefix(4).lastIndex { $0.contains(own) }
        return Array(names[(seamFrames.map { $0 + 1 } ?? 0)...])
      }
    #endif
    return []
  }

  #if canImport(Runtime)
    /// The images loaded in this process, read once, on the thread that names symbols. The
    /// package loads no library after start-up, so the map stays true. `nil` if that thread
    /// did not answer.
    @available(macOS 26, *)
    static let sharedImages: ImageMap? = onSymbolThread { ImageMap.capture() }

    /// The name of each frame's method, innermost first ("?" where there is none), read on
    /// the one thread that reads symbols (see ``SymbolThread``) where there is one; and why a
    /// frame of the program's own code, or of an image that could not be read, was not named.
    @available(macOS 26, *)
    static func symbolNames(of backtrace: Backtrace, images: ImageMap) -> Named {
      #if os(Linux)
        let own = ownImage(in: images).flatMap { images[$0].path }
      #endif
      return onSymbolThread {
        #if canImport(Glibc)
          namingThreads.withLock { _ = $0.insert(UInt(pthread_self())) }
        #endif
        #if os(Linux)
          return namer.withLock { $0.names(of: backtrace, in: images, inlined: showsInlinedFrames, own: own) }
        #else
          let symbolicated = backtrace.symbolicated(with: images, options: symbolication)
          return Named(names: symbolicated?.frames.map { $0.symbol?.name ?? "?" } ?? [])
        #endif
      } ?? Named()
    }

    /// A call stack's names, and why one of its frames could not be named, if one could not
    /// that may be the code of a role.
    struct Named: Sendable {
      /// The name of each frame's method, innermost first: "?" for a frame in no image,
      /// "<unknown>" for one its image cannot name.
      var names: [String] = []
      /// Why a frame was not named: its image's file cannot be read or is not the one
      /// running, or it lies in the program's own code and no function there holds it. A
      /// frame that a library without a symbol table cannot name (the C library's) is no
      /// code of a role, and is no such frame.
      var unnamed: String?
    }

    #if os(Linux)
      /// The index of the image that holds the program's own code (the kit's, and every
      /// architecture's, linked into one executable), if the map has it: the one that holds
      /// the code of a function of the kit's.
      static func ownImage(in images: ImageMap) -> Int? {
        let ownCode: @convention(c) () -> Void = {}
        return images.indexOfImage(
          at: Backtrace.Address(UInt64(UInt(bitPattern: unsafeBitCast(ownCode, to: Int.self)))))
      }
    #endif

    #if os(Linux)
      /// Names frames with the images mapped, not read (see ``FrameNamer``); one for the
      /// process, used on ``SymbolThread``.
      private static let namer = Mutex(FrameNamer())
    #endif

    #if canImport(Glibc)
      /// Every thread that has named a call stack's methods: ``SymbolThread`` alone, so that
      /// the backtracer's images are read once in the process, not once per thread that asks.
      static let namingThreads = Mutex<Set<UInt>>([])
    #endif

    /// Runs `body` where symbols are read: on ``SymbolThread`` where there is one. `nil`, and
    /// no call stacks from then on, if that thread gave up (see ``SymbolThread/Allowance``).
    static func onSymbolThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
      #if canImport(Glibc)
        do {
          return try SymbolThread.shared.run(body)
        } catch {
          giveUp(error.description)
          return nil
        }
      #else
        return body()
      #endif
    }

    /// An optimised build inlines a small method into its caller, so its frames are read from
    /// the debug information; a debug build inlines nothing, and reads symbols only.
    static var showsInlinedFrames: Bool {
      #if DEBUG
        false
      #else
        true
      #endif
    }

    @available(macOS 26, *)
    private static var symbolication: Backtrace.SymbolicationOptions {
      showsInlinedFrames ? [.showInlineFrames, .useSymbolCache] : [.useSymbolCache]
    }
  #endif

  /// Whether a frame runs a stored property's accessor, not a method: `Store.state.setter`,
  /// `.modify`, `.didset` or `.willset`: code that ran because someone wrote the property.
  public static func isAccessor(_ frame: String) -> Bool {
    let name = frame.prefix { $0 != "(" && $0 != " " }
    return [".setter", ".modify", ".didset", ".willset"].contains { name.hasSuffix($0) }
  }

  /// Whether a frame runs a closure (not a thunk that calls one).
  public static func isClosure(_ frame: String) -> Bool {
    frame.hasPrefix("closure #") || frame.hasPrefix("partial apply for closure #")
      || frame.contains("resume partial function for closure #")
  }

  /// Whether a frame runs a function outside any type: `makeCalculatorViewModel(model:)`, a
  /// name that starts in lower case, with no type before it (a method reads `Type.name(…)`).
  public static func isFreeFunction(_ frame: String) -> Bool {
    guard !isClosure(frame), let open = frame.firstIndex(of: "(") else { return false }
    let name = frame[..<open]
    return name.first.map { $0.isLowercase || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The types a frame's method belongs to, innermost last: `closure #1 in
  /// Outer.Inner.bind(to:)` gives `["Outer", "Inner"]` (and the method's name, which matches
  /// no type). Thunks and free functions give no type.
  public static func types(inFrame name: String) -> [String] {
    var name = Substring(name)
    // An async function's frame after a suspension: `(1) await resume partial function for X`.
    if name.hasPrefix("("), let close = name.firstIndex(of: ")") {
      name = name[name.index(after: close)...].drop { $0 == " " }
      for resume in ["suspend resume partial function for ", "await resume partial function for "]
      where name.hasPrefix(resume) {
        name = name.dropFirst(resume.count)
      }
    }
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
