/// A class at a glance: how many students stand where, and what holds most of them back.
struct ClassSummary: Equatable, Sendable {
  /// How many students there are.
  var students: Int
  /// How many have each status, in the order of ``StudentReport/Status/allCases``.
  var byStatus: [(status: StudentReport.Status, count: Int)]
  /// How many have done exactly N steps, for N from 0 to the number of steps; students whose
  /// clone gave no verdict are not counted here.
  var byStepsDone: [Int]
  /// The rules that hold students back, the commonest first: each with how many students it
  /// holds back at the step they are on.
  var commonestFailingRules: [(rule: String, students: Int)]

  /// How many rules the summary names at most.
  static let rulesShown = 5

  init(_ students: [StudentReport], steps: Int) {
    self.students = students.count
    byStatus = StudentReport.Status.allCases.map { status in (status, students.count { $0.status == status })
    }
    byStepsDone = (0...steps).map { done in students.count { $0.stepsDone == done } }
    var counts: [(rule: String, students: Int)] = []
    for rule in students.flatMap(\.failingRules) {
      if let index = counts.firstIndex(where: { $0.rule == rule }) {
        counts[index].students += 1
      } else {
        counts.append((rule, 1))
      }
    }
    // The commonest first; among equals, the order in which students first meet them.
    commonestFailingRules = Array(
      counts.enumerated().sorted { ($0.element.students, -$0.offset) > ($1.element.students, -$1.offset) }
        .map(\.element).prefix(Self.rulesShown))
  }

  /// `5 students: 1 done, 2 in progress, 1 does not build, 1 no answer`: every status some
  /// student has.
  var sentence: String {
    let parts = byStatus.filter { $0.count > 0 }.map { "\($0.count) \($0.status.words)" }
    return "\(students) student\(students == 1 ? "" : "s")"
      + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }

  static func == (lhs: ClassSummary, rhs: ClassSummary) -> Bool {
    lhs.students == rhs.students && lhs.byStepsDone == rhs.byStepsDone
      && lhs.byStatus.elementsEqual(rhs.byStatus, by: ==)
      && lhs.commonestFailingRules.elementsEqual(rhs.commonestFailingRules, by: ==)
  }
}
