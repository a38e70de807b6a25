import CalculatorMVVM
import ScoreBoard

/// The MVVM score list, composed: the one place its service, view model and view are wired,
/// and the view bound (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
public enum MVVMScoreListComposition {
  /// A view the MVVM score list can be composed with: the lesson's view, owning its view
  /// model, keeping its binding's tokens, and recording the messages that cross it.
  @MainActor
  public protocol View: CalculatorMVVM.ScoreListView {
    /// The view model this view owns and sends every event to.
    var viewModel: ScoreListViewModel { get }
    /// What keeps this view bound: the tokens of its binding, kept as long as the view.
    var bindings: [BindingToken] { get set }
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `state`, in the words every screen shares, as the binding delivered it.
    func show(_ state: ScoreListScreenState)
  }

  /// Builds a view model over `service`, the view that `makeView` makes around it, and binds
  /// that view to its outputs. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    service: any ScoreService, view makeView: (ScoreListViewModel) -> V
  ) -> V {
    let view = makeView(ScoreListViewModel(service: service))
    let outputs = view.viewModel.outputs
    view.bindings =
      view.trace?.bindView(to: outputs.state.bind, named: "state", describedBy: describe) {
        view.bind(to: outputs)
      } ?? view.bind(to: outputs)
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

extension MVVMScoreListComposition.View {
  /// The user opens the screen: the view sends `load()` to the view model's inputs.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  public func render(_ state: ScoreListState) {
    trace?.arrived(at: .view, "render(\(MVVMScoreListComposition.describe(state)))", from: .viewModel)
    show(MVVMScoreListComposition.shown(state))
  }
}
