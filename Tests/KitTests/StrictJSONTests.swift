import Foundation
import Testing

@testable import StrictJSON

/// The one JSON reader of rosters and cases files, on its own: RFC 8259 and nothing more,
/// numbers kept as text, and errors in plain words.
@Suite("Strict JSON: RFC 8259 text, exact numbers, plain errors", .timeLimit(.minutes(2)))
struct StrictJSONTests {
  /// Checks all of `text` as one value.
  static func check(_ text: String) throws(JSONSyntaxError) {
    try check(Array(text.utf8))
  }

  static func check(_ bytes: [UInt8]) throws(JSONSyntaxError) {
    var reader = JSONReader(bytes)
    try reader.skipValue()
    try reader.finish()
  }

  @Test(
    "accepts JSON text",
    arguments: [
      "[]", "{}", " [ ] ", "0", "-0", "\"\"", "null", "true", "[1, -0, 0.5, 1e5, 1E-5, -1.25e+3]",
      #"["\"\\\/\b\f\n\r\t\u0041\ud83d\ude00", "é👍"]"#, #"{"a": {"b": [null, false]}, "a": 1}"#,
      "\u{FEFF}[1]",
    ])
  func accepts(text: String) throws {
    try Self.check(text)
  }

  /// An empty list or object gives back the depth it took: nesting counts what is open, not
  /// how many lists and objects there were.
  @Test("a thousand empty lists and objects in a row, each one deep, are not nesting")
  func emptyContainersGiveDepthBack() throws {
    try Self.check("[" + Array(repeating: "[], {}", count: 1_000).joined(separator: ", ") + "]")
    try Self.check("[" + Array(repeating: "[[]], {\"a\": {}}", count: 1_000).joined(separator: ", ") + "]")
  }

  @Test(
    "refuses what is not JSON, saying where and what",
    arguments: [
      ("", "line 1, column 1: found the end of the text where a value should be"),
      ("[1,]", "line 1, column 3: a comma before ']' (JSON allows no trailing comma)"),
      (#"{"a": 1,}"#, "line 1, column 8: a comma before '}' (JSON allows no trailing comma)"),
      ("[1 2]", "line 1, column 4: found '2' where ',' or ']' after a list element should be"),
      ("01", "line 1, column 1: a number that starts with 0 and another digit (write 7, not 07)"),
      ("1.", "line 1, column 3: found the end of the text where a digit after the decimal point should be"),
      (".5", "line 1, column 1: found '.5' where a value should be"),
      ("+1", "line 1, column 1: found '+1' where a value should be"),
      ("-", "line 1, column 2: found the end of the text where a digit should be"),
      ("1e", "line 1, column 3: found the end of the text where a digit in the exponent should be"),
      ("NaN", "line 1, column 1: found 'NaN' where a value should be"),
      ("nul", "line 1, column 1: found 'nul' where a value should be"),
      ("[] x", "line 1, column 4: found 'x' where the end, after the JSON value should be"),
      ("{1: 2}", "line 1, column 2: found '1' where a name in double quotes should be"),
      (#"{"a" 1}"#, #"line 1, column 6: found '1' where ':' after the name "a" should be"#),
      ("\"a\u{1}\"", "line 1, column 3: a control character (U+0001) inside a string: write it as \\u0001"),
      ("\"a\nb\"", "line 1, column 3: a control character (U+000A) inside a string: write it as \\n"),
      (#""\x""#, #"line 1, column 2: an unknown escape '\x' in a string"#),
      (#""\u12""#, #"line 1, column 2: \u needs four hexadecimal digits"#),
      (#""\ud800""#, #"line 1, column 2: a lone surrogate \uD800 in a string (it is not a Unicode scalar)"#),
      (#""\udc00x""#, #"line 1, column 2: a lone surrogate \uDC00 in a string (it is not a Unicode scalar)"#),
      ("\"abc", "line 1, column 1: the text ends inside a string that starts here"),
      ("[\n  1,\n  ]", "line 2, column 4: a comma before ']' (JSON allows no trailing comma)"),
      ("[é]", "line 1, column 2: found 'é' where a value should be"),
      ("[\u{85}]", "line 1, column 2: found a control character (U+0085) where a value should be"),
      ("'a'", "line 1, column 1: found ''' where a value should be"),
      ("\"a\tb\"", "line 1, column 3: a control character (U+0009) inside a string: write it as \\t"),
      (
        #""\n"# + "\u{1}\"",
        "line 1, column 4: a control character (U+0001) inside a string: write it as \\u0001"
      ),
      (
        #""a\"# + "\"\u{1F}\"",
        "line 1, column 5: a control character (U+001F) inside a string: write it as \\u001F"
      ),
    ])
  func refuses(text: String, problem: String) {
    Self.expectRefusal(Array(text.utf8), problem)
  }

  /// Expects `bytes` to be refused with `problem`.
  static func expectRefusal(_ bytes: [UInt8], _ problem: String) {
    do {
      try check(bytes)
      Issue.record("accepted \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    } catch {
      #expect(error.description == "not valid JSON: \(problem)")
    }
  }

  @Test("refuses bytes that are not UTF-8, inside a string and outside")
  func refusesInvalidUTF8() {
    for (bytes, problem) in [
      ([0x22, 0x61, 0xFF, 0x22], "line 1, column 3: a string holds bytes that are not UTF-8"),
      ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: a string holds bytes that are not UTF-8"),
      // A lone continuation byte in a string otherwise ASCII: the fast path for ASCII text
      // must not take it for a character.
      ([0x22, 0x41, 0x42, 0x80, 0x43, 0x22], "line 1, column 4: a string holds bytes that are not UTF-8"),
      (
        [0x5B, 0xFF, 0x5D],
        "line 1, column 2: found the byte 0xFF, which is not UTF-8 where a value should be"
      ),
    ] as [([UInt8], String)] {
      Self.expectRefusal(bytes, problem)
    }
  }

  @Test("nests 512 levels deep, and refuses a 513th with a message")
  func nesting() throws {
    let depth = JSONReader.deepestNesting
    try Self.check(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    let objects =
      String(repeating: #"{"a":["#, count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
    try Self.check(objects)
    let deeper =
      String(repeating: #"{"a":["#, count: depth / 2) + "[1]" + String(repeating: "]}", count: depth / 2)
    #expect(
      throws: JSONSyntaxError(line: 1, column: 1537, problem: "lists and objects nested more than 512 deep")
    ) {
      try Self.check(deeper)
    }
  }

  @Test("nesting costs no stack: 512 levels are read on a thread with a 256 KiB stack")
  func nestingOnASmallStack() async {
    let depth = JSONReader.deepestNesting
    let text =
      "[" + String(repeating: #"{"a":["#, count: depth / 2 - 1) + "1"
      + String(repeating: "]}", count: depth / 2 - 1) + "]"
    let accepted = await withCheckedContinuation { continuation in
      // A reader that called itself for each level would overflow this stack (and crash the
      // suite, which is a red too).
      let thread = Thread {
        continuation.resume(returning: (try? Self.check(text)) != nil)
      }
      thread.stackSize = 256 << 10
      thread.start()
    }
    #expect(accepted)
  }

  @Test(
    "a number is an Int only when written as one that fits; otherwise it says why",
    arguments: [
      ("0", 0, nil), ("-0", 0, nil), ("42", 42, nil),
      ("9223372036854775807", Int.max, nil), ("-9223372036854775808", Int.min, nil),
      ("9223372036854775808", nil, "9223372036854775808, which does not fit Int"),
      ("-9223372036854775809", nil, "-9223372036854775809, which does not fit Int"),
      ("40.5", nil, "40.5, which is not an integer"),
      ("70.000000000000001", nil, "70.000000000000001, which is not an integer"),
      ("1e-400", nil, "1e-400, which is not an integer"),
      ("1e400", nil, "1e400, which does not fit Int"),
      ("-1e400", nil, "-1e400, which does not fit Int"),
      ("1e99999999999999999999", nil, "1e99999999999999999999, which does not fit Int"),
      ("1e2", nil, "1e2, an integer written with an exponent: write 100"),
      ("1.50e1", nil, "1.50e1, an integer written with an exponent: write 15"),
      ("100e-2", nil, "100e-2, an integer written with an exponent: write 1"),
      ("7.0", nil, "7.0, an integer written with a fraction: write 7"),
      ("-0.0", nil, "-0.0, an integer written with a fraction: write 0"),
      (
        "9.223372036854775807e18", nil,
        "9.223372036854775807e18, an integer written with an exponent: write 9223372036854775807"
      ),
      ("9.223372036854775808e18", nil, "9.223372036854775808e18, which does not fit Int"),
    ] as [(String, Int?, String?)])
  func integers(text: String, integer: Int?, problem: String?) {
    let number = JSONNumber(text: text)
    #expect(number.intValue == integer)
    #expect(number.integerProblem == problem)
  }

  @Test("a value read as text keeps its exact bytes, numbers included")
  func readsExactText() throws {
    let text =
      #"{"name": "big", "roster": [ {"score": 9223372036854775807}, 1e400, 70.000000000000001 ], "x": 1}"#
    var reader = JSONReader(Array(text.utf8))
    var roster: JSONText?
    var names: [String] = []
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      names.append(name)
      if name == "roster" { roster = try reader.readText() }
    }
    try reader.finish()
    #expect(names == ["name", "roster", "x"])
    #expect(
      roster.map { String(decoding: $0.bytes, as: UTF8.self) }
        == #"[ {"score": 9223372036854775807}, 1e400, 70.000000000000001 ]"#)
  }

  @Test(
    "a value found where another was due is described in plain words",
    arguments: [
      ("null", "null"), ("true", "true"), ("40.5", "40.5"), (#""71""#, #"text ("71")"#),
      (#""a\nb""#, #"text ("a\nb")"#), ("[1]", "a list"), (#"{"a": 1}"#, "an object"),
    ])
  func plainDescriptions(text: String, description: String) throws {
    var reader = JSONReader(Array(text.utf8))
    #expect(try reader.readValue().plainDescription == description)
  }
}
