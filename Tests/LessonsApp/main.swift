// An app that depends on a tagged release of the kata and imports every lesson: each
// lesson's two screens, composed by the lesson's own compositions over views of the app's,
// and used as a user would. `LessonsAppTests` builds it as a package of its own and reads
// what it prints.
import CalculatorModel
import ScoreBoard

/// The roster every score list loads: from memory, as an app's preview or test would.
let roster = RepositoryScoreService(
  repository: InMemoryRepository([
    PlayerRecord(firstName: "Ada", lastName: "Lovelace", score: .integer(95)),
    PlayerRecord(firstName: "Grace", lastName: "Hopper", score: .integer(55)),
    PlayerRecord(firstName: "Alan", lastName: "Turing", score: .integer(12)),
  ]))

/// The token and the input every calculator is given, as a user types them: "3" expected.
let edits = (token: ",", input: "1,2")

let screens: [(lesson: String, calculator: () async -> String, scoreList: () async -> [String])] = [
  ("mvc", { MVCScreens.calculator(edits) }, { await MVCScreens.scoreList(roster) }),
  ("mvp", { MVPScreens.calculator(edits) }, { await MVPScreens.scoreList(roster) }),
  ("mvvm", { MVVMScreens.calculator(edits) }, { await MVVMScreens.scoreList(roster) }),
  (
    "observation", { await ObservationScreens.calculator(edits) },
    { await ObservationScreens.scoreList(roster) }
  ),
  ("store", { StoreScreens.calculator(edits) }, { await StoreScreens.scoreList(roster) }),
]
for screen in screens {
  print("\(screen.lesson) calculator: \(await screen.calculator())")
  print("\(screen.lesson) score list: \((await screen.scoreList()).joined(separator: " | "))")
}
