import CalculatorModel
import KataDriver
import KataRegistry
import Testing

/// The rule and every architecture against the seed's expression, on seeded random input.
@Suite("Differential: the seed's expression, summed exactly, is the oracle", .timeLimit(.minutes(2)))
@MainActor
struct DifferentialTests {
  nonisolated static let seed: UInt64 = 20_261_121

  @Test("every architecture matches the oracle on 10,000 random inputs", arguments: Architecture.all)
  func architectureMatchesOracle(architecture: Architecture) async {
    let edits = await Self.randomEdits.value
    // A hundred screens, each edited a hundred times; after each round of edits they settle
    // together, and each is read.
    let screens = (0..<100).map { _ in architecture.makeCalculatorScreen() }
    for round in 0..<100 {
      let roundEdits = edits[(round * screens.count)..<((round + 1) * screens.count)]
      for (screen, edit) in zip(screens, roundEdits) {
        screen.editToken(edit.token)
        screen.editInput(edit.input)
      }
      for (offset, (edit, shown)) in zip(roundEdits, await screens.settledResults()).enumerated() {
        guard shown == edit.expected else {
          Issue.record(
            """
            seed \(Self.seed), input #\(round * screens.count + offset): token \(edit.token.debugDescription), \
            input \(edit.input.debugDescription): shows \(shown), oracle \(edit.expected)
            """)
          return
        }
      }
    }
  }

  /// 10,000 random edits from the seed, each with the sum the oracle gives: made once, for
  /// every architecture, and off the main actor, which only the screens need.
  nonisolated static let randomEdits = Task.detached {
    var generator = SeededGenerator(seed: seed)
    return (0..<10_000).map { _ in
      let token = RandomText.token(using: &generator)
      let input = RandomText.input(length: Int.random(in: 0...40, using: &generator), using: &generator)
      return (token: token, input: input, expected: String(SeedExpression.sum(of: input, separatedBy: token)))
    }
  }

  @Test("the bare rule matches the oracle on 500 long random inputs")
  nonisolated func ruleMatchesOracleOnLongInputs() {
    var generator = SeededGenerator(seed: Self.seed &+ 1)
    for index in 0..<500 {
      let token = RandomText.token(using: &generator)
      let input = RandomText.input(length: Int.random(in: 100...3_000, using: &generator), using: &generator)
      let actual = SumModel().sum(of: input, separatedBy: token)
      let expected = SeedExpression.sum(of: input, separatedBy: token)
      guard actual == expected else {
        Issue.record(
          "seed \(Self.seed &+ 1), input #\(index): token \(token.debugDescription): \(actual) ≠ \(expected)")
        return
      }
    }
  }

  @Test("the separator set keeps every scalar of a token, astral ones beside BMP ones too")
  func separatorSetKeepsEveryScalar() {
    let token = "👍é,𝄞\u{301}"
    let separators = SeparatorSet(token)
    for scalar in token.unicodeScalars {
      #expect(separators.contains(scalar), "\(scalar.escaped(asASCII: true))")
    }
    #expect(!separators.contains("e"))
    #expect(!separators.contains(";"))
    #expect(SeparatorSet("").contains(",") == false)
  }
}

/// Random text built from the fragments that make the rule interesting: numbers near the
/// edges of Int, signs, separators of every width, digits of other scripts, combining marks.
enum RandomText {
  /// Separators of every kind, the edges of the separator set's ASCII masks among them:
  /// NUL and `?` (the first and last of the low half), `@` and DEL (of the high half), and
  /// U+0080 (the first scalar past them).
  static let separators: [String] = [
    ",", ";", " ", "·", "👍", "é", "\u{301}", "\n", "\r", "-", "+", "0", "5", "a", "、", "𝄞", "🇰",
    "\0", "?", "@", "\u{7F}", "\u{80}",
  ]
  static let fragments: [String] = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
    "18446744073709551616", "000", "-", "+", "--", "+-", " ", "\t", "\r\n", "１", "١", "e\u{301}",
    "🇰🇷", "👍", "x", "\0", "·", "、",
  ]

  /// The digits as an array: a pick from it is a subscript, where a pick from a string walks
  /// its characters.
  static let decimalDigits = Array("0123456789")

  static func token<G: RandomNumberGenerator>(using generator: inout G) -> String {
    let count = Int.random(in: 0...3, using: &generator)
    return (0..<count).map { _ in separators.randomElement(using: &generator)! }.joined()
  }

  static func input<G: RandomNumberGenerator>(length: Int, using generator: inout G) -> String {
    var text = ""
    var scalars = 0
    while scalars < length {
      let piece: String
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let digits = Int.random(in: 1...20, using: &generator)
        piece = String((0..<digits).map { _ in decimalDigits.randomElement(using: &generator)! })
      case 4..<7:
        piece = separators.randomElement(using: &generator)!
      default:
        piece = fragments.randomElement(using: &generator)!
      }
      text += piece
      scalars += piece.unicodeScalars.count
    }
    return text
  }
}
