import CalculatorMVP
import CalculatorMVVM
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

/// The lessons' score lists, for an architecture of the battery that writes only its calculator.
enum Borrowed {
  /// The MVVM lesson's score list, its view model playing `role`.
  static func mvvmScoreListRoles(viewModelAs role: Role = .viewModel) -> [RoleDeclaration] {
    [
      .objects(of: (any CalculatorMVVM.ScoreListView).self, are: .view),
      .objects(of: CalculatorMVVM.ScoreListViewModel.self, are: role),
      .objects(of: BoundValue<CalculatorMVVM.ScoreListState>.self, are: .binding),
      .objects(of: BindingToken.self, are: .binding),
    ]
  }

  /// The MVP lesson's score list.
  static let mvpScoreListRoles: [RoleDeclaration] = [
    .objects(of: (any CalculatorMVP.ScoreListView).self, are: .view),
    .objects(of: CalculatorMVP.ScoreListPresenter.self, are: .presenter),
  ]

  @MainActor
  static func mvvmScoreList(_ service: any ScoreService, _ trace: Trace?) -> any ScoreListScreen {
    Architecture.mvvm.makeScoreListScreen(service: service, trace: trace)
  }

  @MainActor
  static func mvpScoreList(_ service: any ScoreService, _ trace: Trace?) -> any ScoreListScreen {
    Architecture.mvp.makeScoreListScreen(service: service, trace: trace)
  }
}

/// A value views bind to, for the battery's MVVM calculators: every observer, in bind order,
/// the current value on bind.
@MainActor
final class Relay<Value> {
  private(set) var value: Value
  private var observers: [(id: Int, observe: (Value) -> Void)] = []
  private var nextID = 0

  init(_ value: Value) { self.value = value }

  func bind(_ observer: @escaping (Value) -> Void) -> RelayToken {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    observer(value)
    return RelayToken { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func send(_ value: Value) {
    self.value = value
    for observer in observers { observer.observe(value) }
  }
}

/// Keeps one observer of a ``Relay`` bound.
@MainActor
final class RelayToken {
  private var onCancel: (() -> Void)?
  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
  isolated deinit { onCancel?() }
}

/// The roles of a relay's parts.
enum RelayRoles {
  static let all: [RoleDeclaration] = [
    .objects(of: Relay<String>.self, are: .binding),
    .objects(of: RelayToken.self, are: .binding),
  ]
}
