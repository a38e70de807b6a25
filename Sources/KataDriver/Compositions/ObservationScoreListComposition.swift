import CalculatorObservation
import ScoreBoard

/// The score list of MVVM with Observation, composed: the one place its service, view model
/// and view are wired, and the view bound (see ``ObservationCalculatorComposition``).
public enum ObservationScoreListComposition {
  /// A view the Observation score list can be composed with: the lesson's view, owning its
  /// view model, and recording the messages that cross it.
  @MainActor
  public protocol View: CalculatorObservation.ScoreListView {
    /// What keeps this view drawing its view model: set once it is bound.
    var rendering: Rendering? { get set }
    /// The view model this view owns and sends every event to.
    var viewModel: ScoreListViewModel { get }
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `state`, in the words every screen shares, as the view read it.
    func show(_ state: ScoreListScreenState)
  }

  /// Builds a view model over `service`, the view that `makeView` makes around it, and binds
  /// that view. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    service: any ScoreService, view makeView: (ScoreListViewModel) -> V
  ) -> V {
    let view = makeView(ScoreListViewModel(service: service))
    let outputs = view.viewModel.outputs
    view.rendering = Trace.bindView(tracking: "state", by: "render(viewModel.state)", into: view.trace) {
      view.bind(to: outputs, redrawingOn: $0)
    }
    return view
  }

  /// A state of the view model, in the words every screen shares.
  public static func shown(_ state: ScoreListState) -> ScoreListScreenState {
    switch state {
    case .loading: .loading
    case .empty: .empty
    case .failed(let message): .failed(message)
    case .rows(let rows): .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }

  /// A state of the view model as a trace shows it: `.rows([12 rows])`.
  static func describe(_ state: ScoreListState) -> String { shown(state).traced }
}

extension ObservationScoreListComposition.View {
  /// The user opens the screen: the view sends `load()` to the view model's inputs.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  public func render(_ state: ScoreListState) {
    trace?.arrived(
      at: .view, "render(\(ObservationScoreListComposition.describe(state)))", from: .viewModel)
    show(ObservationScoreListComposition.shown(state))
  }
}
