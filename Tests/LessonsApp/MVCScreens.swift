import CalculatorMVC
import CalculatorModel
import ScoreBoard

/// The app's calculator view in MVC: where a `UIView` with two fields and a label stands. It
/// reports edits to its delegate, the controller the lesson's composition made.
@MainActor
final class MVCCalculatorView: CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  private(set) var label = ""

  func setResultText(_ text: String) {
    label = text
  }
}

/// The app's table in MVC: it asks its data source for every row when told to reload.
@MainActor
final class MVCScoreTable: ScoreListView {
  weak var dataSource: (any ScoreListDataSource)?
  private(set) var lines: [String] = []

  func showLoading() {}

  func reloadData() {
    lines = dataSource.map { cells(from: $0) }?.map { "\($0.text) · \($0.detailText)" } ?? []
  }

  func showError(_ message: String) {
    lines = ["failed: \(message)"]
  }
}

@MainActor
enum MVCScreens {
  static func calculator(_ edits: (token: String, input: String)) -> String {
    let view = MVCCalculatorView()
    // The window holds the controller, and the controller its view.
    let controller = CalculatorComposition.compose(view: view, model: SumModel())
    view.tokenFieldChanged(edits.token)
    view.inputFieldChanged(edits.input)
    return withExtendedLifetime(controller) { view.label }
  }

  static func scoreList(_ service: any ScoreService) async -> [String] {
    let table = MVCScoreTable()
    let controller = ScoreListComposition.compose(view: table, service: service)
    await controller.load()
    return table.lines
  }
}
