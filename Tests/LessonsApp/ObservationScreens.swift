import CalculatorModel
import CalculatorObservation
import ScoreBoard

/// The app's calculator view in MVVM with Observation: it draws what it reads from its view
/// model, on a later turn of the main actor after each change, as a SwiftUI view does.
@MainActor
final class ObservationCalculatorView: BoundCalculatorView {
  let viewModel: CalculatorViewModel
  var rendering: Rendering?
  private(set) var label = ""

  init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
  }

  func showResultText(_ text: String) {
    label = text
  }
}

/// The app's list in MVVM with Observation: it draws the state it reads.
@MainActor
final class ObservationScoreList: BoundScoreListView {
  let viewModel: ScoreListViewModel
  var loading: Task<Void, Never>?
  var rendering: Rendering?
  private(set) var lines: [String] = []

  init(viewModel: ScoreListViewModel) {
    self.viewModel = viewModel
  }

  func render(_ state: ScoreListState) {
    switch state {
    case .loading, .empty: lines = []
    case .rows(let rows): lines = rows.map { "\($0.name) · \($0.level)" }
    case .failed(let message): lines = ["failed: \(message)"]
    }
  }

  deinit {
    loading?.cancel()
  }
}

@MainActor
enum ObservationScreens {
  static func calculator(_ edits: (token: String, input: String)) async -> String {
    let view = CalculatorComposition.compose(model: SumModel()) { ObservationCalculatorView(viewModel: $0) }
    view.tokenFieldChanged(edits.token)
    view.inputFieldChanged(edits.input)
    await turns { view.label != "0" }
    return view.label
  }

  static func scoreList(_ service: any ScoreService) async -> [String] {
    let view = ScoreListComposition.compose(service: service) { ObservationScoreList(viewModel: $0) }
    await view.screenOpened()
    await turns { !view.lines.isEmpty }
    return view.lines
  }

  /// Gives the main actor turns until `isDrawn`, or a hundred of them: the view draws a change
  /// on a later turn.
  private static func turns(until isDrawn: () -> Bool) async {
    for _ in 0..<100 where !isDrawn() { await Task.yield() }
  }
}
