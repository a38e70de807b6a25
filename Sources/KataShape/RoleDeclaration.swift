import KataTracing

/// How an architecture labels the objects of its screens with roles: "objects of this type
/// are the presenter".
///
/// `kata shape` and the rules find a screen's objects by walking its stored properties, then
/// give each the role its declarations say. A type can be a class, or a protocol its objects
/// conform to (`(any CalculatorView).self`). An object that two declarations give different
/// roles, and a declaration of `AnyObject` or `Any`, are errors that the rule **every object
/// has a declared role** reports: no object is relabelled silently.
public struct RoleDeclaration: Sendable {
  /// The role the matching objects play.
  public let role: Role
  /// The declared type's name, without generic arguments: `CalculatorView`, `Observable`.
  /// A method of it on the call stack is code that plays `role`.
  public let typeName: String
  /// Whether the type is `AnyObject` or `Any`, which every object is: a catch-all that would
  /// give every object not declared otherwise the role, silently.
  public let isCatchAll: Bool
  private let matches: @Sendable (AnyObject) -> Bool

  /// Objects of `type` (a class, its subclasses, or a protocol they conform to) play `role`.
  public static func objects<T>(of type: T.Type, are role: Role) -> RoleDeclaration {
    RoleDeclaration(
      // `_typeName` names the type without asking whether it describes itself, which
      // `String(describing:)` does by searching every conformance of the process: at start-up,
      // for every declaration of every architecture, that search was a third of `kata calc`.
      role: role, typeName: _typeName(type, qualified: false),
      isCatchAll: T.self == AnyObject.self || T.self == Any.self
    ) { $0 is T }
  }

  private init(
    role: Role, typeName: String, isCatchAll: Bool, matches: @escaping @Sendable (AnyObject) -> Bool
  ) {
    self.role = role
    self.isCatchAll = isCatchAll
    self.typeName = String(typeName.prefix { $0 != "<" })
    self.matches = matches
  }

  /// Whether `object` plays this role.
  public func matches(_ object: AnyObject) -> Bool { matches(object) }
}
