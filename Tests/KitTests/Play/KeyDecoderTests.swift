import Testing

@testable import KataPlay
@testable import KataTests

/// The key decoder on its own: bytes in, keys out, however the reads split them.
@Suite("Play: the key decoder", .timeLimit(.minutes(2)))
struct KeyDecoderTests {
  /// Bytes a terminal sends, and the keys they are.
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var keys: [Key]

    init(_ name: String, _ text: String, _ keys: [Key]) {
      self.name = name
      bytes = Array(text.utf8)
      self.keys = keys
    }

    init(_ name: String, bytes: [UInt8], _ keys: [Key]) {
      self.name = name
      self.bytes = bytes
      self.keys = keys
    }

    var testDescription: String { "\(name): \(bytes.map { String($0, radix: 16) }.joined(separator: " "))" }
  }

  static let examples: [Example] = [
    Example("ASCII text", "1,2,3", [.text("1,2,3")]),
    Example("Hangul", "한글", [.text("한글")]),
    Example("an astral scalar", "👍𝄞", [.text("👍𝄞")]),
    Example("a decomposed syllable", "\u{1112}\u{1161}\u{11AB}", [.text("\u{1112}\u{1161}\u{11AB}")]),
    Example("arrows, CSI", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
    Example("arrows, SS3", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
    Example("arrows with modifiers", "\u{1B}[1;5C\u{1B}[1;2D", [.right, .left]),
    Example("Home and End, CSI H and F", "\u{1B}[H\u{1B}[F", [.home, .end]),
    Example("Home and End, CSI 1~ and 4~", "\u{1B}[1~\u{1B}[4~", [.home, .end]),
    Example("Home and End, CSI 7~ and 8~", "\u{1B}[7~\u{1B}[8~", [.home, .end]),
    Example("Home and End, SS3", "\u{1B}OH\u{1B}OF", [.home, .end]),
    Example("Delete", "\u{1B}[3~", [.delete]),
    Example("Backspace as DEL and as BS", bytes: [0x7F, 0x08], [.backspace, .backspace]),
    Example("Tab and Shift-Tab", "\t\u{1B}[Z", [.tab, .backTab]),
    Example("Enter as CR and as LF", "\r\n", [.enter, .enter]),
    Example("Ctrl-C", bytes: [0x03], [.interrupt]),
    Example("Ctrl-Z", bytes: [0x1A], [.suspend]),
    Example("other controls are ignored", bytes: [0x01, 0x02, 0x00], []),
    Example(
      "text around keys", "ab\u{1B}[Dc\u{7F}d", [.text("ab"), .left, .text("c"), .backspace, .text("d")]),
    Example("a function key is ignored", "\u{1B}[15~a", [.text("a")]),
    Example("a focus report is ignored", "\u{1B}[I\u{1B}[O", []),
    Example("an SGR mouse report is ignored", "\u{1B}[<0;12;5Mx", [.text("x")]),
    Example("an X10 mouse report is skipped whole", "\u{1B}[M !!x", [.text("x")]),
    Example(
      "an X10 mouse report far right, bytes over 0x7F", bytes: [0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xA0, 0x78],
      [.text("x")]),
    Example("an OSC reply ended by ST is skipped", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\x", [.text("x")]),
    Example("an OSC reply ended by BEL is skipped", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}x", [.text("x")]),
    Example("a DCS reply is skipped", "\u{1B}P1$r0m\u{1B}\\x", [.text("x")]),
    Example("an APC string is skipped", "\u{1B}_Gi=1;OK\u{1B}\\x", [.text("x")]),
    Example("Ctrl-C cuts a reply short and quits", "\u{1B}]11;rgb\u{3}x", [.interrupt, .text("x")]),
    Example("a reply cut by another sequence", "\u{1B}]11;rgb\u{1B}[Ax", [.up, .text("x")]),
    Example("a cursor position report is ignored", "\u{1B}[12;40Rx", [.text("x")]),
    Example("a device attributes reply is ignored", "\u{1B}[?62;22cx", [.text("x")]),
    Example("an SS3 function key is ignored", "\u{1B}OPx", [.text("x")]),
    Example("Alt with a letter is ignored, not Esc", "\u{1B}x", []),
    Example("Alt+Up sent as ESC ESC [ A is Up, not Esc", "\u{1B}\u{1B}[A", [.up]),
    Example("Esc, then Alt with a letter", "\u{1B}\u{1B}xy", [.escape, .text("y")]),
    Example("an 8-bit CSI is a CSI", bytes: [0x9B, 0x41, 0x78], [.up, .text("x")]),
    Example("0x9B inside a character is part of it", "\u{D55B}x", [.text("\u{D55B}x")]),
    Example(
      "an 8-bit OSC string is dropped to its terminator",
      bytes: [0x9D] + Array("11;rgb:0/0/0".utf8) + [0x9C, 0x78],
      [.text("x")]),
    Example("an 8-bit OSC string ends at BEL too", bytes: [0x9D, 0x30, 0x07, 0x79], [.text("y")]),
    Example("0x9D inside a character is part of it", "\u{D55D}x", [.text("\u{D55D}x")]),
    Example(
      "an 8-bit SOS string is dropped to its terminator",
      bytes: [0x98] + Array("hidden".utf8) + [0x9C, 0x78],
      [.text("x")]),
    Example(
      "an 8-bit PM string is dropped to its terminator", bytes: [0x9E] + Array("hidden".utf8) + [0x9C, 0x78],
      [.text("x")]),
    Example(
      "an 8-bit APC string is dropped to its terminator",
      bytes: [0x9F] + Array("Gi=1;OK".utf8) + [0x9C, 0x78],
      [.text("x")]),
    Example("an 8-bit SOS string ended by a 7-bit ST", bytes: [0x98, 0x61, 0x1B, 0x5C, 0x78], [.text("x")]),
    Example("an 8-bit PM string ended by BEL", bytes: [0x9E, 0x61, 0x07, 0x78], [.text("x")]),
    Example("a 7-bit SOS string is dropped", "\u{1B}Xhidden\u{1B}\\x", [.text("x")]),
    Example("a 7-bit PM string is dropped", "\u{1B}^hidden\u{1B}\\x", [.text("x")]),
    Example("a 7-bit APC string ended by BEL is dropped", "\u{1B}_Gi=1;OK\u{07}x", [.text("x")]),
    Example(
      "Ctrl-C cuts an 8-bit SOS string short and quits", bytes: [0x98, 0x61, 0x03, 0x78],
      [.interrupt, .text("x")]),
    Example("Ctrl-C cuts an 8-bit APC string short and quits", bytes: [0x9F, 0x61, 0x03], [.interrupt]),
    Example("Ctrl-C cuts a 7-bit PM string short and quits", "\u{1B}^a\u{3}", [.interrupt]),
    Example(
      "0x98, 0x9E and 0x9F inside characters are part of them", "\u{D618}\u{D61E}\u{D61F}x",
      [.text("\u{D618}\u{D61E}\u{D61F}x")]),
    Example(
      "a string's character whose bytes hold 0x9C is no terminator: the string is dropped whole",
      "\u{1B}_\u{271C}\u{2718}\u{1B}\\x", [.text("x")]),
    Example(
      "an 8-bit SOS string holding characters whose bytes hold 0x9C is dropped whole",
      bytes: [0x98] + Array("\u{271C}".utf8) + [0x9C, 0x78], [.text("x")]),
    Example("DEL inside a CSI is ignored, not Backspace", "\u{1B}[1\u{7F}Ax", [.up, .text("x")]),
    Example("Alt+Enter is not Esc", "\u{1B}\rx", [.text("x")]),
    Example("Alt+Backspace is not Esc", bytes: [0x1B, 0x7F, 0x78], [.text("x")]),
    Example("Alt+Tab is not Esc", "\u{1B}\tx", [.text("x")]),
    Example("Alt+Ctrl-A is not Esc", bytes: [0x1B, 0x01, 0x78], [.text("x")]),
    Example("Alt with Hangul is not Esc, and not text", "\u{1B}한x", [.text("x")]),
    Example("Alt+Ctrl-C still quits", bytes: [0x1B, 0x03], [.interrupt]),
    Example("Alt with a four-byte character is not Esc, and not text", "\u{1B}👍x", [.text("x")]),
    Example("CAN ends a terminal string, and is no key", "\u{1B}]11;rgb\u{18}x", [.text("x")]),
    Example("SUB ends a terminal string, and is not Ctrl-Z", "\u{1B}]11;rgb\u{1A}x", [.text("x")]),
    Example("a CSI reply with an intermediate byte ($y) is ignored", "\u{1B}[2;1$yx", [.text("x")]),
    Example("a CSI reply with an intermediate space ( q) is ignored", "\u{1B}[2 qy", [.text("y")]),
    Example(
      "an overlong sequence that ends in an arrow's final byte is dropped, not that arrow",
      "\u{1B}[" + String(repeating: "1", count: 40) + "Az", [.text("z")]),
    Example("a sequence cut by a control", "\u{1B}[1\u{3}", [.interrupt]),
    Example("a bracketed paste", "\u{1B}[200~1,2\n3\u{1B}[201~", [.paste("1,2\n3")]),
    Example("a paste holding escapes", "\u{1B}[200~\u{1B}[A한\u{1B}[201~", [.paste("\u{1B}[A한")]),
    Example("an empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
    Example(
      "a Ctrl-C byte in a paste is pasted, not a key", "\u{1B}[200~12\u{3}x\u{1B}[201~y",
      [.paste("12\u{3}x"), .text("y")]),
    Example("typing after a paste", "\u{1B}[200~x\u{1B}[201~y", [.paste("x"), .text("y")]),
    Example("bytes that are not UTF-8", bytes: [0x61, 0xFF, 0x62], [.text("a\u{FFFD}b")]),
    Example(
      "an overlong sequence is dropped", "\u{1B}[" + String(repeating: "1", count: 40) + "~z", [.text("z")]),
    Example("a huge parameter does not trap", "\u{1B}[99999999999999999999999~z", [.text("z")]),
  ]

  @Test("decodes", arguments: examples)
  func decodes(example: Example) {
    var decoder = KeyDecoder()
    #expect(Self.merged(decoder.decode(example.bytes)) == example.keys)
    #expect(!decoder.isWaitingForMore)
  }

  /// Every way to cut the bytes into two or three reads gives the same keys as one read:
  /// UTF-8, sequences and pastes all survive a split anywhere. (Text typed across two reads
  /// may come as two text keys; they are compared joined.) Except one cut, which is no
  /// terminal's: a read that holds one key alone inside a paste is a person's key, which
  /// ends a paste whose end marker never came (``strayPaste(example:)``).
  @Test("decodes the same however the reads split the bytes", arguments: examples)
  func splitAnywhere(example: Example) {
    let bytes = example.bytes
    for first in 0...bytes.count {
      for second in first...bytes.count {
        var decoder = KeyDecoder()
        var keys = decoder.decode(bytes[..<first])
        var personTyped = false
        for read in [bytes[first..<second], bytes[second...]] {
          personTyped = personTyped || (decoder.isPasting && Self.isOneKey(read))
          keys += decoder.decode(read)
        }
        keys += decoder.timeOut()
        guard !personTyped else { continue }
        #expect(Self.merged(keys) == example.keys, "split at \(first) and \(second)")
      }
    }
  }

  /// Whether `bytes`, read on their own, are one key a person presses: one character, a
  /// control, an escape sequence, or a lone ESC.
  static func isOneKey(_ bytes: ArraySlice<UInt8>) -> Bool {
    var decoder = KeyDecoder()
    let keys = decoder.decode(bytes)
    if bytes == [0x1B] { return true }
    guard keys.count == 1, !decoder.isWaitingForMore else { return false }
    if case .text(let text) = keys[0] { return text.count == 1 }
    return true
  }

  @Test("a paste split across reads is still one paste")
  func pasteAcrossReads() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in ["\u{1B}[2", "00~10,", "20한"] {
      keys += decoder.decode(Array(chunk.utf8))
      #expect(keys.isEmpty, "nothing before the paste ends")
    }
    keys += decoder.decode(Array("\u{1B}[20".utf8))
    keys += decoder.decode(Array("1~".utf8))
    #expect(keys == [.paste("10,20한")])
  }

  @Test("a character split across reads waits for its last byte, with no U+FFFD")
  func characterAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("한".utf8)
    #expect(decoder.decode(bytes[..<1]) == [])
    #expect(decoder.decode(bytes[1..<2]) == [])
    #expect(!decoder.isWaitingForMore, "a character needs no timeout: its bytes come")
    #expect(decoder.decode(bytes[2...]) == [.text("한")])
  }

  @Test("a lone ESC at the end of a read waits; the timeout makes it Esc")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaitingForMore)
    #expect(decoder.timeOut() == [.escape])
    #expect(!decoder.isWaitingForMore)
    #expect(decoder.decode(Array("a".utf8)) == [.text("a")])
  }

  @Test("an ESC whose sequence comes in the next read, before the timeout, is that key")
  func escapeThenSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[A".utf8)) == [.up])
  }

  @Test("a sequence left unfinished is dropped at the timeout, and decoding goes on")
  func unfinishedSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.isWaitingForMore)
    #expect(decoder.timeOut() == [])
    #expect(decoder.decode(Array("x".utf8)) == [.text("x")])
  }

  /// A terminal sends a paste in one burst: its start marker, its text and its end marker in
  /// one read, or in a few reads that each hold many bytes. A person's key comes later, in a
  /// read of its own. So a read that holds one key alone, while a paste has not ended, is a
  /// person typing after a start marker whose paste never comes (a stray `ESC[200~`): the
  /// paste ends there, with what it had, and the key counts. No clock is read.
  struct StrayPaste: Sendable, CustomTestStringConvertible {
    var name: String
    /// The reads, in order: the first holds the stray start marker.
    var reads: [String]
    var keys: [Key]
    var testDescription: String { name }
  }

  static let strayPastes: [StrayPaste] = [
    StrayPaste(
      name: "Ctrl-C alone quits", reads: ["\u{1B}[200~12", "\u{3}"], keys: [.paste("12"), .interrupt]),
    StrayPaste(
      name: "Ctrl-C pressed again before the reader took the first", reads: ["\u{1B}[200~", "\u{3}\u{3}"],
      keys: [.interrupt, .interrupt]),
    StrayPaste(name: "Esc alone quits", reads: ["\u{1B}[200~12", "\u{1B}"], keys: [.paste("12"), .escape]),
    StrayPaste(
      name: "a character typed alone is typed, and the next too", reads: ["\u{1B}[200~12", "3", "4"],
      keys: [.paste("12"), .text("3"), .text("4")]),
    StrayPaste(
      name: "Hangul typed alone is typed", reads: ["\u{1B}[200~", "한"], keys: [.text("한")]),
    StrayPaste(
      name: "an arrow alone moves", reads: ["\u{1B}[200~1", "\u{1B}[D"], keys: [.paste("1"), .left]),
    StrayPaste(name: "Enter alone", reads: ["\u{1B}[200~1", "\r"], keys: [.paste("1"), .enter]),
    StrayPaste(
      name: "a start marker alone in its read, then a key", reads: ["\u{1B}[200~", "x"], keys: [.text("x")]),
  ]

  @Test("a paste whose end never comes gives way to the next key read alone", arguments: strayPastes)
  func strayPaste(example: StrayPaste) {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for read in example.reads {
      keys += decoder.decode(Array(read.utf8))
    }
    keys += decoder.timeOut()
    #expect(keys == example.keys)
  }

  /// The reads a terminal makes of a paste: the text between the markers is pasted whole,
  /// Ctrl-C and escape bytes included, however the reads cut it, as long as no read holds one
  /// key alone.
  @Test(
    "a paste spread over reads of more than one key is one paste, a Ctrl-C byte in it pasted",
    arguments: [
      ["\u{1B}[200~1,2", "\u{3}3,4\u{1B}[201~"],
      ["\u{1B}[200~1,", "2\u{3}", "\u{3}3\u{1B}[201~"],
      ["\u{1B}[200~1,2\u{3}", "3,4\u{1B}[20", "1~"],
      ["\u{1B}[200~1,2\u{3}3,4\u{1B}", "[201~"],
      ["\u{1B}[200~1,2\u{3}3,4\u{1B}[2", "0", "1", "~"],
    ])
  func pasteOverReads(reads: [String]) {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for read in reads {
      keys += decoder.decode(Array(read.utf8))
    }
    #expect(
      keys == [.paste(reads.joined().replacing("\u{1B}[200~", with: "").replacing("\u{1B}[201~", with: ""))])
  }

  @Test("a paste reads no clock: it waits for its end or a key, however long, and a timeout ends nothing")
  func pasteReadsNoClock() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~1,2\u{1B}".utf8)) == [])
    #expect(decoder.waitLimit == nil, "a paste's end is read from the bytes, not from a clock")
    #expect(decoder.timeOut() == [])
    #expect(decoder.decode(Array("[201~".utf8)) == [.paste("1,2")])
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.timeOut() == [.escape], "Esc works again")
  }

  @Test("a held ESC, sequence or reply waits at most a tenth of a second")
  func escapeWaits() {
    for bytes in ["\u{1B}", "\u{1B}[1;", "\u{1B}]11;rgb", "\u{1B}[M ", "\u{1B}O"] {
      var decoder = KeyDecoder()
      _ = decoder.decode(Array(bytes.utf8))
      #expect(decoder.waitLimit.map { $0 <= .milliseconds(100) } == true, "\(Array(bytes.utf8))")
    }
  }

  @Test("a paste over the limit is cut at the limit, on a character boundary, and is still one key")
  func pasteLimit() {
    var decoder = KeyDecoder()
    let text = String(repeating: "한", count: KeyDecoder.pasteLimit / 3 + 10)
    let keys = decoder.decode(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
    guard case .paste(let pasted)? = keys.first, keys.count == 1 else {
      Issue.record("expected one paste, got \(keys.count) keys")
      return
    }
    #expect(pasted.utf8.count <= KeyDecoder.pasteLimit)
    #expect(pasted.utf8.count > KeyDecoder.pasteLimit - 3)
    #expect(pasted.allSatisfy { $0 == "한" })
  }

  @Test("a paste that goes on past the limit holds no more than the limit while it lasts")
  func pasteHeldWithinTheLimit() {
    var decoder = KeyDecoder()
    let chunk = Array(String(repeating: "1,2\n", count: KeyDecoder.pasteLimit / 8).utf8)
    #expect(decoder.decode(Array("\u{1B}[200~".utf8) + chunk) == [])
    for _ in 0..<3 {
      #expect(decoder.decode(chunk) == [])
      #expect(decoder.pasted.count <= KeyDecoder.pasteLimit)
    }
    guard case .paste(let pasted)? = decoder.decode(Array("\u{1B}[201~".utf8)).first else {
      Issue.record("the paste did not end as one key")
      return
    }
    #expect(pasted.utf8.count == KeyDecoder.pasteLimit)
  }

  @Test("random bytes never trap, and text decodes again after them")
  func randomBytes() {
    var generator = SeededGenerator(seed: 14)
    for round in 0..<2_000 {
      var decoder = KeyDecoder()
      for _ in 0..<4 {
        let chunk = (0..<Int.random(in: 0..<24, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
        _ = decoder.decode(chunk)
      }
      _ = decoder.timeOut()
      // Whatever state the noise left (even a paste), ending a paste and a sequence brings
      // typing back.
      _ = decoder.decode(Array("\u{1B}[201~".utf8))
      let keys = decoder.decode(Array("\u{1B}[Az".utf8))
      #expect(keys.last == .text("z"), "round \(round) of seed 14")
    }
  }

  /// `keys` with each run of text keys joined into one.
  static func merged(_ keys: [Key]) -> [Key] {
    var result: [Key] = []
    for key in keys {
      if case .text(let next) = key, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + next)
      } else {
        result.append(key)
      }
    }
    return result
  }
}
