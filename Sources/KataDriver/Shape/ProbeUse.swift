import CalculatorModel
import KataShape

/// What one screen showed in the check of where state lives, over a probe of its own (see
/// ``ScreenKind/observeTwoScreens(of:computesWithItsModel:)``).
struct ProbeUse: Sendable {
  /// What a screen is given to do: a calculator's edits, or a list's load of its probe's
  /// players (or of none).
  struct Plan: Sendable {
    enum Edit: Sendable {
      case token(String)
      case input(String)
    }

    let edits: [Edit]
    /// Whether a list's probe answers with no players.
    let loadsNothing: Bool

    /// `,` then `1,2`; a list of players.
    static let first = Plan(edits: [.token(","), .input("1,2")], loadsNothing: false)
    /// `;` then `3;4`; no players.
    static let second = Plan(edits: [.token(";"), .input("3;4")], loadsNothing: true)
    /// `1,2` with no token: the whole input is one piece, no number; a list of players.
    static let inputOnly = Plan(edits: [.input("1,2")], loadsNothing: false)

    /// What a calculator over probe `probe` shows after these edits.
    func expectedSum(probe: Int) -> String {
      var fields = (token: "", input: "")
      for edit in edits {
        switch edit {
        case .token(let token): fields.token = token
        case .input(let input): fields.input = input
        }
      }
      return String(ProbeModel(probe: probe).sum(of: fields.input, separatedBy: fields.token))
    }

    /// What a list over probe `probe` shows once loaded.
    func expectedList(probe: Int) -> String {
      let rows = ProbeService.rows.map {
        ScoreListRow(name: $0.name + ProbeService.tag(probe), level: $0.level)
      }
      return String(describing: loadsNothing ? ScoreListSnapshot.empty : .rows(rows))
    }
  }

  /// The probe's number: its sums are offset by that many millions, its players tagged.
  let probe: Int
  let plan: Plan
  /// What it showed once built, before any edit, and once used.
  let start: String
  let shown: String
  /// What its own probe answers for its plan.
  let expected: String

  /// Whether it showed what its own probe answers, having started from nothing of another's.
  var isExact: Bool { shown == expected && ProbeUse.probes(in: start).allSatisfy { $0 == probe } }

  /// What it showed against what its own probe answers.
  var mismatch: String {
    "a screen showed \(shown) where its own Model answers \(expected)"
      + (start == shown ? "" : " (it started from \(start))")
  }

  /// Each thing it showed that another probe answered.
  var crossings: [String] {
    [start, shown].compactMap { text in
      ProbeUse.probes(in: text).first { $0 != probe }.map {
        "a screen over one Model showed \(text), which only another screen's Model answered "
          + "(probe \($0), where its own is probe \(probe))"
      }
    }
  }

  /// What it showed with its own probe's mark taken out, to compare across probes.
  var normalized: String {
    if let number = Int128(shown), Self.probe(of: number) == probe {
      return "probe+\(number - Int128(probe) * 1_000_000)"
    }
    return shown.replacing(ProbeService.tag(probe), with: "#probe")
  }

  /// The probe whose millions `number` carries, if it is a probe's answer.
  private static func probe(of number: Int128) -> Int? {
    let millions = (number + 500_000) / 1_000_000
    return millions >= 1 && millions <= Int128(ProbeNumbers.last) ? Int(millions) : nil
  }

  /// The numbered probes whose answers `text` shows: a number in a probe's millions, or a
  /// player's tag.
  static func probes(in text: String) -> [Int] {
    if let number = Int128(text) { return probe(of: number).map { [$0] } ?? [] }
    return ProbeService.tags(in: text)
  }
}
