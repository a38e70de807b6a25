/// A role in an architecture: a lifeline of a trace, and a label for the objects of a screen.
///
/// The names are roles, not types (`View`, `Presenter`), so that the three architectures'
/// traces line up side by side, and so that the rules of a pattern (`kata shape`) can speak of
/// "the presenter" and "the view" whatever the classes are called.
public typealias Role = Participant

/// One lifeline of a trace: a role that sends or receives messages (see ``Role``).
public struct Participant: Hashable, Sendable, CustomStringConvertible {
  /// The role's name, as a trace prints it.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  /// Whoever drives the screen: the person typing, or the system opening the screen.
  public static let user = Participant("User")
  /// The headless view.
  public static let view = Participant("View")
  /// MVVM's binding: the observable output that carries a view model's value to the view.
  public static let binding = Participant("Binding")
  /// The MVC controller.
  public static let controller = Participant("Controller")
  /// The MVP presenter.
  public static let presenter = Participant("Presenter")
  /// The MVVM view model.
  public static let viewModel = Participant("ViewModel")
  /// A coordinator: it keeps the screens' stack and moves between them, and a view model
  /// reaches it only through a navigation protocol. It is not a view, so the walk from a view
  /// model stops at it.
  public static let coordinator = Participant("Coordinator")
  /// The calculator's rule.
  public static let model = Participant("Model")
  /// The score list's service.
  public static let service = Participant("Service")
  /// The object a screen is built around (a window holding its root controller), when it
  /// plays no other role.
  public static let screen = Participant("Screen")

  /// The order of lifelines in a diagram: the user and the view side on the left, the
  /// Model side on the right, and every other role (a controller, a presenter, a view model,
  /// or an architecture's own, such as a store) between them, in that order, then in order
  /// of appearance.
  static func diagramOrder(of participants: [Participant]) -> [Participant] {
    let left: [Participant] = [.user, .view, .binding]
    let middle: [Participant] = [.controller, .presenter, .viewModel]
    let right: [Participant] = [.model, .service]
    func rank(_ participant: Participant) -> Int {
      if let index = left.firstIndex(of: participant) { return index }
      if let index = right.firstIndex(of: participant) { return 1000 + index }
      return left.count + (middle.firstIndex(of: participant) ?? middle.count)
    }
    // A stable sort: roles of the same rank keep their order of appearance.
    return participants.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }
}
