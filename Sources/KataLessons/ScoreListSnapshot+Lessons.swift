import CalculatorMVVM
import CalculatorObservation
import CalculatorStore
import KataDriver

extension ScoreListSnapshot {
  /// A state of the MVVM lesson's view model, in the words every screen shares.
  public init(_ state: CalculatorMVVM.ScoreListState) {
    switch state {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }

  /// A state of the Observation lesson's view model, in the words every screen shares.
  public init(_ state: CalculatorObservation.ScoreListState) {
    switch state {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }

  /// What the store lesson's list shows, in the words every screen shares.
  public init(_ content: ScoreListContent) {
    switch content {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }
}
