import CalculatorMVP
import CalculatorModel
import ScoreBoard

/// The app's passive calculator view in MVP: it owns its presenter, forwards each edit, and
/// shows what it is told.
@MainActor
final class MVPCalculatorView: PassiveCalculatorView {
  let presenter: CalculatorPresenter
  private(set) var label = ""

  init(presenter: CalculatorPresenter) {
    self.presenter = presenter
  }

  func display(resultText: String) {
    label = resultText
  }
}

/// The app's passive list in MVP: it displays the rows its presenter formatted.
@MainActor
final class MVPScoreList: PassiveScoreListView {
  let presenter: ScoreListPresenter
  var loading: Task<Void, Never>?
  private(set) var lines: [String] = []

  init(presenter: ScoreListPresenter) {
    self.presenter = presenter
  }

  func displayLoading() {}

  func display(rows: [ScoreRow]) {
    lines = rows.map { "\($0.name) · \($0.level)" }
  }

  func displayEmpty() {
    lines = []
  }

  func display(errorMessage: String) {
    lines = ["failed: \(errorMessage)"]
  }

  deinit {
    loading?.cancel()
  }
}

@MainActor
enum MVPScreens {
  static func calculator(_ edits: (token: String, input: String)) -> String {
    let view = CalculatorComposition.compose(model: SumModel()) { MVPCalculatorView(presenter: $0) }
    view.tokenFieldChanged(edits.token)
    view.inputFieldChanged(edits.input)
    return view.label
  }

  static func scoreList(_ service: any ScoreService) async -> [String] {
    let view = ScoreListComposition.compose(service: service) { MVPScoreList(presenter: $0) }
    await view.screenOpened()
    return view.lines
  }
}
