import Testing

@testable import KataCommandLine
@testable import TerminalText

/// Text as a terminal shows it: how many columns it takes, and its controls escaped.
@Suite("Terminal text: display columns and escaped controls", .timeLimit(.minutes(2)))
struct TerminalTextTests {
  @Test(
    "a character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("세", 2), ("\u{1112}\u{1161}\u{11AB}", 2),
      ("漢", 2), ("Ａ", 2), ("ｱ", 1), ("👍", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("🇰🇷", 2), ("\u{200B}", 0),
      ("\u{FEFF}", 0), ("\u{AD}", 1), ("\u{1F}", 0), ("\u{9B}", 0),
    ] as [(Character, Int)])
  func characterColumns(character: Character, columns: Int) {
    #expect(DisplayWidth.columns(of: character) == columns)
  }

  @Test(
    "a string takes the sum of its characters' columns",
    arguments: [
      ("", 0), ("Ada Lovelace", 12), ("세종", 4), ("세종 Kim", 8), ("ｶﾀｶﾅ", 4), ("e\u{301}e\u{301}", 2),
    ])
  func stringColumns(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test("the table is sorted and its ranges do not overlap, so the binary search finds each one")
  func tableIsSorted() {
    let ranges = DisplayWidth.ranges
    #expect(!ranges.isEmpty)
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.last < next.first, "\(previous) then \(next)")
    }
    #expect(ranges.allSatisfy { $0.first <= $0.last && ($0.columns == 0 || $0.columns == 2) })
  }

  @Test("padding and cutting count columns, not characters")
  func padAndCut() {
    #expect("세종".padded(toColumns: 6) == "세종  ")
    #expect("abc".padded(toColumns: 2) == "abc")
    #expect("세종대왕".truncated(toColumns: 5) == "세종…")
    #expect("세종대왕".truncated(toColumns: 8) == "세종대왕")
    #expect("abcdef".truncated(toColumns: 4) == "abc…")
    #expect("abc".truncated(toColumns: 0) == "")
  }

  @Test(
    "controls are escaped, so text stays on one line and never reaches the terminal raw",
    arguments: [
      ("plain", "plain"), ("A\nB", #"A\nB"#), ("C\tD", #"C\tD"#), ("\r\n", #"\r\n"#), ("\0", #"\0"#),
      ("\u{1B}]0;pwned\u{07}", #"\u{1B}]0;pwned\u{07}"#), ("\u{7F}", #"\u{7F}"#), ("\u{85}", #"\u{85}"#),
      ("\u{9B}31m", #"\u{9B}31m"#), (#"a\b"#, #"a\b"#), ("세종\n", #"세종\n"#),
      ("abc\u{202E}fed", #"abc\u{202E}fed"#),
      ("\u{202A}\u{202B}\u{202C}\u{202D}", #"\u{202A}\u{202B}\u{202C}\u{202D}"#),
      ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
      ("A\u{2028}B\u{2029}", #"A\u{2028}B\u{2029}"#),
      ("\u{200E}left\u{200F}right", #"\u{200E}left\u{200F}right"#),
      ("\u{2027}\u{202F}\u{2065}\u{206A}", "\u{2027}\u{202F}\u{2065}\u{206A}"),
      ("\u{98}sos\u{9C}", #"\u{98}sos\u{9C}"#), ("\u{9E}pm\u{9C}", #"\u{9E}pm\u{9C}"#),
      ("\u{9F}apc\u{07}", #"\u{9F}apc\u{07}"#), ("\u{1B}Xsos\u{1B}\\", #"\u{1B}Xsos\u{1B}\"#),
      ("\u{1B}^pm\u{1B}\\", #"\u{1B}^pm\u{1B}\"#), ("\u{1B}_apc\u{1B}\\", #"\u{1B}_apc\u{1B}\"#),
    ])
  func escapesControls(text: String, escaped: String) {
    #expect(text.escapingControls() == escaped)
    #expect(!escaped.unicodeScalars.contains(where: String.isControl))
  }

  @Test(
    "a trace keeps its line breaks and escapes every other control (a CR LF pair whole), in ASCII text or not",
    arguments: [
      ("a -> b\nc -> d\n", "a -> b\nc -> d\n"), ("a\tb\nc", #"a\tb"# + "\nc"),
      ("a\r\nb", #"a\r\nb"#), ("\u{1B}[2J\n", #"\u{1B}[2J"# + "\n"),
      ("세종\n\u{7F}", "세종\n" + #"\u{7F}"#), ("\\n", "\\n"),
    ])
  func escapesControlsInLines(text: String, escaped: String) {
    #expect(TextLayout.escapingControls(inLines: text) == escaped)
  }

  @Test(
    "JSON output escapes what JSON must, and every control and bidirectional character besides, as \\u",
    arguments: [
      ("plain", #""plain""#), ("a\u{85}", #""a\u0085""#), ("\u{9B}", #""\u009b""#), ("\u{7F}", #""\u007f""#),
      ("q\"\\", #""q\"\\""#), ("\u{1B}", #""\u001b""#), ("abc\u{202E}fed", #""abc\u202efed""#),
      ("\u{2028}\u{2029}\u{2066}\u{2069}", #""\u2028\u2029\u2066\u2069""#), ("\u{2027}—", "\"\u{2027}—\""),
      ("\u{200F}", #""\u200f""#), ("\u{98}\u{9C}\u{9E}\u{9F}", #""\u0098\u009c\u009e\u009f""#),
      ("\u{1B}X\u{1B}^\u{1B}_", #""\u001bX\u001b^\u001b_""#),
    ])
  func jsonEscapes(text: String, literal: String) {
    #expect(TextLayout.jsonString(text) == literal)
  }

  @Test("with backslashes escaped too, the escaped form reads back unambiguously")
  func escapesBackslashes() {
    #expect(#"a\nb"#.escapingControls(andBackslashes: true) == #"a\\nb"#)
    #expect("a\nb".escapingControls(andBackslashes: true) == #"a\nb"#)
  }
}
