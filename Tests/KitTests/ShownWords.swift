import ScoreBoard

/// The words every lesson shows for a level and for a failed load, for the suite's own screens
/// (the kept mistakes) and expectations. Each lesson's middle layer says these itself; a kept
/// mistake breaks one rule, and says the same words, so that only the rule it breaks fails it.
extension Level {
  var shownName: String {
    switch self {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }
}

extension RosterError {
  var shownMessage: String {
    switch self {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
