/// Runs a page on the terminal: takes the terminal over, draws the page, and hands it each key
/// until it quits, then gives the terminal back (on every way out: see ``TerminalSession``).
///
/// Keys are read on a thread of their own (``KeyboardReader``) and reach the page here, on the
/// main actor, in order, with window size changes and the page's own refreshes in the same
/// stream. After each event the page draws a frame, and only the cells that changed are sent.
///
/// Esc and Ctrl-C end every page, and Ctrl-Z stops it, at once: the reader's thread stops the
/// program itself, and ends it if the page waits behind work on the main actor.
public enum Playground {
  /// The keys that end every page.
  static let quitKeys: Set<Key> = [.escape, .interrupt]

  /// Runs `page` until it quits or the terminal goes away.
  @MainActor
  public static func run(
    _ page: any PlaygroundPage, input: Int32 = 0, output: Int32 = 1
  ) async throws(TerminalError) {
    let session = try TerminalSession(input: input, output: output)
    defer { session.restore() }
    let reader = try KeyboardReader(input: input, notifications: session.notificationDescriptor)
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    try reader.start(sending: continuation, quitKeys: quitKeys)
    defer { reader.stop() }

    page.start { continuation.yield(.refresh) }
    var renderer = FrameRenderer()
    var size = session.size()
    try session.write(renderer.render(page.frame(size: size)))
    for await event in events {
      switch event {
      case .key(let key):
        reader.keyTaken()
        if page.handle(key) == .quit { return }
      case .resize:
        size = session.size()
      case .resumed:
        try session.resume()
        renderer.invalidate()
        size = session.size()
      case .refresh:
        break
      case .inputEnded:
        return
      }
      try session.write(renderer.render(page.frame(size: size)))
    }
  }
}
