/// A role in an architecture: a lifeline of a trace, and a label for the objects of a screen.
///
/// The names are roles, not types (`View`, `Presenter`), so that every architecture's
/// traces line up side by side, and so that the rules of a pattern (`kata shape`) can speak of
/// "the presenter" and "the view" whatever the classes are called.
public struct Role: Hashable, Sendable, CustomStringConvertible {
  /// The role's name, as a trace prints it.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  /// Whoever drives the screen: the person typing, or the system opening the screen.
  public static let user = Role("User")
  /// The headless view.
  public static let view = Role("View")
  /// MVVM's binding: the observable output that carries a view model's value to the view.
  public static let binding = Role("Binding")
  /// The MVC controller.
  public static let controller = Role("Controller")
  /// The MVP presenter.
  public static let presenter = Role("Presenter")
  /// The MVVM view model.
  public static let viewModel = Role("ViewModel")
  /// The store of a unidirectional screen: it holds the state, runs the reducer on each
  /// action and the effects it asks for. Its reducer's code is its own.
  public static let store = Role("Store")
  /// A coordinator: it keeps the screens' stack and moves between them, and a view model
  /// reaches it only through a navigation protocol. It is not a view, so the walk from a view
  /// model stops at it.
  public static let coordinator = Role("Coordinator")
  /// The calculator's rule.
  public static let model = Role("Model")
  /// The score list's service.
  public static let service = Role("Service")
  /// The object a screen is built around (a window holding its root controller), when it
  /// plays no other role.
  public static let screen = Role("Screen")

  /// The order of lifelines in a diagram: the user and the view side on the left, the
  /// Model side on the right, and every other role (a controller, a presenter, a view model,
  /// or an architecture's own, such as a store) between them, in that order, then in order
  /// of appearance.
  static func diagramOrder(of roles: [Role]) -> [Role] {
    let left: [Role] = [.user, .view, .binding]
    let middle: [Role] = [.controller, .presenter, .viewModel, .store]
    let right: [Role] = [.model, .service]
    func rank(_ role: Role) -> Int {
      if let index = left.firstIndex(of: role) { return index }
      if let index = right.firstIndex(of: role) { return 1000 + index }
      return left.count + (middle.firstIndex(of: role) ?? middle.count)
    }
    // A stable sort: roles of the same rank keep their order of appearance.
    return roles.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }
}
