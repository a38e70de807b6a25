import Testing

@testable import KataPlay

/// A paste is taken in runs up to each ESC, and byte by byte from an ESC until no end marker
/// can have begun: the limit holds on both paths, so a paste of escapes grows memory no more
/// than a paste of text.
@Suite("Paste: the limit holds for a paste made of escapes", .timeLimit(.minutes(1)))
struct PasteLimitTests {
  @Test("a paste of escape sequences that goes on past the limit holds no more than the limit")
  func escapesWithinTheLimit() {
    var decoder = KeyDecoder()
    // Every byte is read one at a time: each ESC begins what could be the end marker.
    let chunk = Array(String(repeating: "\u{1B}[A", count: KeyDecoder.pasteLimit / 6).utf8)
    #expect(decoder.decode(Array("\u{1B}[200~".utf8) + chunk) == [])
    for _ in 0..<2 {
      #expect(decoder.decode(chunk) == [])
      #expect(decoder.pasted.count <= KeyDecoder.pasteLimit)
    }
    guard case .paste(let pasted)? = decoder.decode(Array("\u{1B}[201~".utf8)).first else {
      Issue.record("the paste did not end as one key")
      return
    }
    #expect(pasted.utf8.count <= KeyDecoder.pasteLimit)
    #expect(pasted.hasPrefix("\u{1B}[A\u{1B}[A"))
  }
}
