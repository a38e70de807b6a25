/// Turns the bytes a terminal sends into keys. A pure value: feed it each chunk that a read
/// returns, in order, and it hands back the keys those bytes complete.
///
/// The rules, each tested:
/// - **Text** is UTF-8. A character split across two reads is held until its last byte comes;
///   bytes that are not UTF-8 become U+FFFD. Printable text that arrives in one read is one
///   ``Key/text(_:)``: an input method that commits a word at once makes one edit.
/// - **Controls**: 0x03 is Ctrl-C, 0x1A Ctrl-Z, 0x09 Tab, 0x0D and 0x0A Enter, 0x7F and 0x08
///   Backspace; other C0 controls are ignored.
/// - **Sequences**: `ESC [` starts a CSI sequence and `ESC O` an SS3 one. Arrows are CSI or
///   SS3 `A`–`D` (with or without modifiers), Home is CSI `H`, `1~` or `7~` or SS3 `H`, End is
///   CSI `F`, `4~` or `8~` or SS3 `F`, Delete is CSI `3~`, Shift-Tab is CSI `Z`. Every other
///   sequence (function keys, focus reports, the terminal's answers such as a cursor position,
///   with or without intermediate bytes such as `$` or a space) is read to its end and
///   ignored. A lone 0x9B, where no character is under way, is an 8-bit CSI (and 0x9D, 0x90,
///   0x98, 0x9E and 0x9F an 8-bit OSC, DCS, SOS, PM and APC string); a DEL inside a
///   sequence is ignored, as the standard says.
/// - **Reports are never text**: an X10 mouse report (`ESC [ M` and three raw bytes) is skipped
///   whole, and so is a string the terminal sends (OSC `ESC ]`, DCS `ESC P`, SOS `ESC X`, PM
///   `ESC ^` and APC `ESC _`, or their 8-bit forms, up to BEL, `ESC \` or an 8-bit ST, 0x9C,
///   between two characters: inside a UTF-8 character such as ✜ it is a byte of that
///   character), whatever bytes it holds. A control byte inside such a string cuts it short
///   and counts on its own, so that Ctrl-C still quits.
/// - **Esc**: an ESC that is the last byte of a read is held, because the rest of a sequence
///   may be in the next read. It is the Esc key when more bytes do not come within
///   ``escapeTimeout`` (the reader then calls ``timeOut()``), or when another ESC follows it
///   that starts no sequence. ESC before a key's sequence is Alt with that key, which is the
///   key (Alt+Up, `ESC ESC [ A`, is Up), as other modifiers are. ESC followed by any other
///   key is Alt with that key, and is ignored: holding Alt must not
///   quit, whether the key prints (Alt+x, Alt+한) or not (Alt+Enter, Alt+Backspace, Alt+Tab,
///   Alt+Ctrl-A). Only Ctrl-C keeps its meaning under Alt: it quits.
/// - **Paste**: everything between `ESC[200~` and `ESC[201~` (bracketed paste) is one
///   ``Key/paste(_:)``, however many reads it spans, escape bytes and all. A paste is kept up
///   to ``pasteLimit`` bytes and cut there, so that no paste grows memory without limit. A
///   paste is text up to its end marker: a Ctrl-C byte in it is pasted, never a key, so that
///   what was typed is not lost to it. A terminal sends a paste in one burst (one read, or a
///   few that each hold many bytes), and a person's key comes later, in a read of its own.
///   So a read that holds one key alone (one character, Ctrl-C pressed once or again, an
///   escape sequence, a lone ESC), while a paste has not ended, is a person typing after a
///   start marker whose paste never came (a stray `ESC[200~`): the paste ends there with what
///   it had, and the key counts. No stray byte can lock the keyboard, and no clock ends a
///   paste: it waits for its end marker or a key, however long a busy line takes. A read that
///   goes on with an end marker the paste's last read began is the marker, not a key.
///
/// No input makes it trap: an overlong or malformed sequence is dropped.
public struct KeyDecoder: Sendable {
  /// How long a lone ESC at the end of a read waits for the rest of a sequence. Terminals send
  /// a sequence in one write, so more than this means a person pressed Esc.
  public static let escapeTimeout: Duration = .milliseconds(50)

  /// The most bytes of one paste that are kept: 1 MiB.
  public static let pasteLimit = 1 << 20

  private enum State: Sendable {
    case ground
    /// After an ESC.
    case escape
    /// After ESC ESC: Alt with a key that starts with ESC (Alt+Up is `ESC ESC [ A`), or Esc
    /// pressed twice.
    case altEscape
    /// After `ESC [`, gathering parameter and intermediate bytes.
    case csi
    /// After `ESC O`, waiting for its one final byte.
    case ss3
    /// Inside a bracketed paste.
    case paste
    /// Inside a string the terminal sends (OSC, DCS, SOS, PM, APC), until BEL or ST, with the
    /// bytes still to come of a UTF-8 character in it (one of which may be 0x9C, no ST then).
    case string(continuing: Int)
    /// After an ESC inside such a string: `\\` ends it (ST).
    case stringEscape
    /// Skipping this many more bytes: an X10 mouse report's, or the rest of an Alt character's.
    case skipping(Int)
  }

  private var state = State.ground
  /// Text bytes not yet handed out: at the end of a read, an unfinished UTF-8 character.
  private var text: [UInt8] = []
  /// A CSI sequence's parameter and intermediate bytes (the first few; the rest are counted).
  private var sequence: [UInt8] = []
  private var sequenceLength = 0
  /// The paste so far, up to the limit, and how many bytes it has really had.
  private(set) var pasted: [UInt8] = []
  private var pastedCount = 0
  /// The paste's last bytes, to see its end marker even when the paste is over the limit.
  private var pasteTail: [UInt8] = []

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  private static let longestSequence = 32

  public init() {}

  /// Whether the bytes so far stop inside an escape sequence, which only more bytes or
  /// ``timeOut()`` can settle.
  public var isWaitingForMore: Bool {
    waitLimit != nil
  }

  /// Whether a paste has begun and not ended.
  var isPasting: Bool {
    if case .paste = state { true } else { false }
  }

  /// How long to wait for more bytes before calling ``timeOut()``: nil when nothing is held.
  public var waitLimit: Duration? {
    switch state {
    case .escape, .altEscape, .csi, .ss3, .string, .stringEscape, .skipping: Self.escapeTimeout
    case .paste, .ground: nil
    }
  }

  /// The keys that `bytes`, the next chunk read from the terminal, complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    let bytes = Array(bytes)
    if isPasting, !continuesPasteEnd(bytes), Self.isKeyAlone(bytes) {
      // A person's key, after a start marker whose paste never came: the paste is over.
      if pastedCount > 0 { endPaste(keeping: pastedCount, into: &keys) }
      state = .ground
      pasted.removeAll(keepingCapacity: false)
    }
    var index = 0
    while index < bytes.count {
      if case .paste = state, !pasteTail.contains(0x1B) {
        // Inside a paste, with no end marker begun, the bytes before the next ESC (the only
        // byte that can begin its end) are the paste's, taken in one go: a pasted megabyte is
        // one append.
        var end = index
        while end < bytes.count && bytes[end] != 0x1B { end += 1 }
        if end > index {
          takePasted(bytes[index..<end])
          index = end
          continue
        }
      }
      step(bytes[index], into: &keys)
      index += 1
    }
    emitText(into: &keys, keepingUnfinished: true)
    return keys
  }

  /// No more bytes came within ``waitLimit``: a held ESC is the Esc key, and an unfinished
  /// sequence or report is dropped. A paste goes on: only its end marker or a key ends it.
  public mutating func timeOut() -> [Key] {
    switch state {
    case .escape:
      state = .ground
      return [.escape]
    case .altEscape:
      state = .ground
      return [.escape, .escape]
    case .csi, .ss3, .string, .stringEscape, .skipping:
      state = .ground
      return []
    case .paste, .ground:
      return []
    }
  }

  /// Whether `bytes`, read on their own, are one key a person presses: one character, a
  /// control, an escape sequence or a lone ESC; or Ctrl-C, pressed again before the reader
  /// took the first. Never a paste's read, which holds many bytes, unless a line cut one there.
  private static func isKeyAlone(_ bytes: [UInt8]) -> Bool {
    if bytes == [0x1B] || (!bytes.isEmpty && bytes.allSatisfy { $0 == 0x03 }) { return true }
    guard bytes.count <= longestSequence else { return false }
    var decoder = KeyDecoder()
    let keys = decoder.decode(bytes)
    guard keys.count == 1, !decoder.isWaitingForMore, case .ground = decoder.state, decoder.text.isEmpty
    else { return false }
    if case .text(let text) = keys[0] { return text.count == 1 }
    return true
  }

  /// Whether `bytes` go on with the end marker that the paste's bytes so far end with a part of.
  private func continuesPasteEnd(_ bytes: [UInt8]) -> Bool {
    // The tail is kept byte by byte from the first ESC on (see ``decode(_:)``): without one,
    // no end marker has begun.
    guard pasteTail.contains(0x1B) else { return false }
    for begun in stride(from: min(pasteTail.count, Self.pasteEnd.count - 1), through: 1, by: -1)
    where pasteTail.suffix(begun).elementsEqual(Self.pasteEnd.prefix(begun)) {
      let rest = Self.pasteEnd[begun...]
      return bytes.prefix(rest.count).elementsEqual(rest.prefix(bytes.count))
    }
    return false
  }

  private mutating func step(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground: ground(byte, into: &keys)
    case .escape: escape(byte, into: &keys)
    case .altEscape:
      // Alt with a key's sequence is that key, as other modifiers are; anything else means
      // the first ESC was Esc, and the second starts afresh.
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
        state = .escape
      } else {
        keys.append(.escape)
        state = .escape
      }
      escape(byte, into: &keys)
    case .csi: csi(byte, into: &keys)
    case .ss3: ss3(byte, into: &keys)
    case .paste: paste(byte, into: &keys)
    case .string(let continuing): string(byte, continuing: continuing, into: &keys)
    case .stringEscape:
      // ST ends the string; any other ESC sequence cuts it short and is read afresh.
      state = .escape
      if byte == UInt8(ascii: "\\") { state = .ground } else { escape(byte, into: &keys) }
    case .skipping(let count): state = count > 1 ? .skipping(count - 1) : .ground
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    if byte == 0x9B && !expectsContinuation {
      // An 8-bit CSI, where no character is under way: the sequence `ESC [` stands for.
      emitText(into: &keys, keepingUnfinished: false)
      state = .csi
      sequence.removeAll(keepingCapacity: true)
      sequenceLength = 0
      return
    }
    if [0x90, 0x98, 0x9D, 0x9E, 0x9F].contains(byte) && !expectsContinuation {
      // An 8-bit DCS, SOS, OSC, PM or APC, where no character is under way: a string the
      // terminal sends, read to its end and dropped, as its `ESC` form is.
      emitText(into: &keys, keepingUnfinished: false)
      state = .string(continuing: 0)
      return
    }
    guard byte < 0x20 || byte == 0x7F else {
      text.append(byte)
      return
    }
    emitText(into: &keys, keepingUnfinished: false)
    switch byte {
    case 0x1B: state = .escape
    case 0x03: keys.append(.interrupt)
    case 0x1A: keys.append(.suspend)
    case 0x09: keys.append(.tab)
    case 0x0D, 0x0A: keys.append(.enter)
    case 0x7F, 0x08: keys.append(.backspace)
    default: break
    }
  }

  private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
      sequence.removeAll(keepingCapacity: true)
      sequenceLength = 0
    case UInt8(ascii: "O"):
      state = .ss3
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      state = .string(continuing: 0)
    case 0x1B:
      state = .altEscape
    case 0x03:
      state = .ground
      keys.append(.interrupt)
    case 0xC2...0xF4:
      // Alt with a character beyond ASCII: its continuation bytes go with it.
      state = .skipping(byte < 0xE0 ? 1 : byte < 0xF0 ? 2 : 3)
    default:
      // Alt with a printable key, a control key (Enter, Tab, Backspace, Ctrl-A) or a stray byte.
      state = .ground
    }
  }

  /// A byte of a string the terminal sent, `continuing` a UTF-8 character by that many bytes
  /// more: skipped, up to its end.
  private mutating func string(_ byte: UInt8, continuing: Int, into keys: inout [Key]) {
    switch byte {
    case 0x07, 0x18, 0x1A: state = .ground  // BEL ends it; CAN and SUB cancel it.
    case 0x80...0xBF where continuing > 0: state = .string(continuing: continuing - 1)
    case 0x9C: state = .ground  // The 8-bit string terminator ends it too, between characters.
    case 0x1B: state = .stringEscape
    case 0x00..<0x20:
      state = .ground
      ground(byte, into: &keys)
    case 0xC2...0xF4: state = .string(continuing: byte < 0xE0 ? 1 : byte < 0xF0 ? 2 : 3)
    default: state = .string(continuing: 0)
    }
  }

  /// Whether the text so far ends inside a UTF-8 character, whose next byte is a
  /// continuation byte (0x80 to 0xBF) and not a control.
  private var expectsContinuation: Bool {
    for back in 1...min(3, max(text.count, 1)) where back <= text.count {
      let byte = text[text.count - back]
      guard byte & 0xC0 == 0x80 else {
        // The lead byte: how long its character is, against how much of it has come.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return length > back
      }
    }
    return false
  }

  private mutating func csi(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x7F:
      // DEL inside a sequence is ignored, as the standard says: it is no Backspace.
      break
    case 0x20...0x3F:
      sequenceLength += 1
      if sequenceLength <= Self.longestSequence { sequence.append(byte) }
    case 0x40...0x7E:
      state = .ground
      guard sequenceLength <= Self.longestSequence else { return }
      finishCSI(final: byte, into: &keys)
    default:
      // A byte that cannot be part of a sequence: it was cut short. Drop it, and read this
      // byte as if it came alone.
      state = .ground
      ground(byte, into: &keys)
    }
  }

  private mutating func finishCSI(final: UInt8, into keys: inout [Key]) {
    // Private markers (`<`, `=`, `>`, `?`) and intermediates belong to reports, not keys.
    guard !sequence.contains(where: { $0 >= 0x3C || $0 < 0x30 }) else { return }
    if final == UInt8(ascii: "M") && sequence.isEmpty {
      // An X10 mouse report: button, column and row follow as three raw bytes.
      state = .skipping(3)
      return
    }
    if let key = Self.cursorKey(final) {
      keys.append(key)
      return
    }
    switch final {
    case UInt8(ascii: "Z"): keys.append(.backTab)
    case UInt8(ascii: "~"):
      switch firstParameter() {
      case 1, 7: keys.append(.home)
      case 4, 8: keys.append(.end)
      case 3: keys.append(.delete)
      case 200:
        state = .paste
        pasted.removeAll(keepingCapacity: true)
        pastedCount = 0
        pasteTail.removeAll(keepingCapacity: true)
      default: break
      }
    default: break
    }
  }

  /// The number before the first `;`, saturating: `200` in `200~`, `1` in `1;5A`.
  private func firstParameter() -> Int {
    var value = 0
    for byte in sequence {
      guard byte >= 0x30 && byte <= 0x39 else { break }
      value = min(value * 10 + Int(byte - 0x30), 100_000)
    }
    return value
  }

  private mutating func ss3(_ byte: UInt8, into keys: inout [Key]) {
    state = .ground
    if let key = Self.cursorKey(byte) {
      keys.append(key)
    } else if !(0x40...0x7E).contains(byte) {
      ground(byte, into: &keys)
    }
  }

  /// The key that a CSI or SS3 sequence ending in `final` is, when it moves the cursor:
  /// `A`–`D` the arrows, `H` Home, `F` End.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  private mutating func paste(_ byte: UInt8, into keys: inout [Key]) {
    pastedCount += 1
    if pasted.count < Self.pasteLimit { pasted.append(byte) }
    if pasteTail.count == Self.pasteEnd.count { pasteTail.removeFirst() }
    pasteTail.append(byte)
    guard pasteTail == Self.pasteEnd else { return }
    endPaste(keeping: pastedCount - Self.pasteEnd.count, into: &keys)
  }

  /// Takes `run`, bytes of a paste none of which can end it (no ESC or Ctrl-C in it, and no
  /// end marker begun before it), as ``paste(_:into:)`` takes each.
  private mutating func takePasted(_ run: ArraySlice<UInt8>) {
    pastedCount += run.count
    pasted.append(contentsOf: run.prefix(max(0, Self.pasteLimit - pasted.count)))
    // The tail needs none of them: an end marker begins with ESC, so what it holds now can
    // only be shifted out before one ends.
  }

  /// Hands out the paste's first `length` bytes (within the limit, whole characters) as one key.
  private mutating func endPaste(keeping length: Int, into keys: inout [Key]) {
    let kept = pasted.prefix(min(length, Self.pasteLimit))
    let cut = kept.count < length
    let whole = cut ? kept.dropLast(Self.unfinishedCharacterLength(kept)) : kept
    keys.append(.paste(String(decoding: whole, as: UTF8.self)))
    pasted.removeAll(keepingCapacity: false)
    state = .ground
  }

  /// Hands out the text gathered so far as one key, keeping back an unfinished UTF-8
  /// character at its end when more bytes may finish it.
  private mutating func emitText(into keys: inout [Key], keepingUnfinished: Bool) {
    guard !text.isEmpty else { return }
    let held = keepingUnfinished ? Self.unfinishedCharacterLength(text[...]) : 0
    guard held < text.count else { return }
    keys.append(.text(String(decoding: text.dropLast(held), as: UTF8.self)))
    text.removeFirst(text.count - held)
  }

  /// How many bytes at the end of `bytes` begin a UTF-8 character that is not finished yet.
  private static func unfinishedCharacterLength(_ bytes: ArraySlice<UInt8>) -> Int {
    var trailing = 0
    for byte in bytes.reversed().prefix(4) {
      guard byte & 0xC0 == 0x80 else {
        let needed =
          switch byte {
          case 0xC2...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF4: 4
          default: 0
          }
        return trailing + 1 < needed ? trailing + 1 : 0
      }
      trailing += 1
    }
    return 0
  }
}
