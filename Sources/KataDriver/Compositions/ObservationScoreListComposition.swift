import CalculatorObservation
import ScoreBoard

/// The score list of MVVM with Observation, composed: the one place its service, view model
/// and view are wired, and the view bound (see ``ObservationCalculatorComposition``).
///
/// How a view owns its view model, binds and asks it to load is the lesson's
/// (``CalculatorObservation/BoundScoreListView``); what a view of the kit records is in
/// `Tracing/ObservationScoreListComposition+Recording.swift`.
public enum ObservationScoreListComposition {
  /// A view the Observation score list can be composed with: the lesson's view, owning its
  /// view model, and recording the messages that cross it.
  @MainActor
  public protocol View: BoundScoreListView, RecordedViewModelScoreListView {}

  /// Builds a view model over `service`, the view that `makeView` makes around it, and binds
  /// that view. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    service: any ScoreService, view makeView: (ScoreListViewModel) -> V
  ) -> V {
    let view = makeView(ScoreListViewModel(service: service))
    view.bind()
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
}
