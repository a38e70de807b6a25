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
  /// The calculator's rule.
  public static let model = Participant("Model")
  /// The score list's service.
  public static let service = Participant("Service")
  /// The object a screen is built around (a window holding its root controller), when it
  /// plays no other role.
  public static let screen = Participant("Screen")

  /// The order of lifelines in a diagram: the user on the left, the Model on the right.
  /// Roles not listed here (a fourth architecture's) go after these, in order of appearance.
  static let leftToRight: [Participant] = [
    .user, .view, .binding, .controller, .presenter, .viewModel, .model, .service,
  ]
}
