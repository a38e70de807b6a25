import CalculatorModel
import CalculatorStore
import ScoreBoard

/// The app's calculator view over a store: the lesson's view, specialised as an app's view
/// specialises a `UIView`, drawing the result the store tells it into a label of its own.
@MainActor
final class StoreCalculatorView: HeadlessCalculatorView {
  private(set) var label = ""

  override func show(resultText text: String) {
    super.show(resultText: text)
    label = text
  }
}

/// The app's list over a store: it draws each content the store tells it.
@MainActor
final class StoreScoreList: HeadlessScoreListView {
  private(set) var lines: [String] = []

  override func draw(_ content: ScoreListContent) {
    super.draw(content)
    switch content {
    case .loading, .empty: lines = []
    case .rows(let rows): lines = rows.map { "\($0.name) · \($0.level)" }
    case .failed(let message): lines = ["failed: \(message)"]
    }
  }
}

@MainActor
enum StoreScreens {
  static func calculator(_ edits: (token: String, input: String)) -> String {
    let view = CalculatorComposition.compose(model: SumModel()) { StoreCalculatorView(store: $0) }
    view.editToken(edits.token)
    view.editInput(edits.input)
    return view.label
  }

  static func scoreList(_ service: any ScoreService) async -> [String] {
    let view = ScoreListComposition.compose(service: service) { StoreScoreList(store: $0) }
    await view.screenOpened()
    return view.lines
  }
}
