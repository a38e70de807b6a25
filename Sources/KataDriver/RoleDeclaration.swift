/// How an architecture labels the objects of its screens with roles: "objects of this type
/// are the presenter".
///
/// `kata shape` and the rules find a screen's objects by walking its stored properties, then
/// give each the role of the first declaration that matches it. A type can be a class, or a
/// protocol its objects conform to (`(any CalculatorView).self`).
public struct RoleDeclaration: Sendable {
  /// The role the matching objects play.
  public let role: Role
  private let matches: @Sendable (AnyObject) -> Bool

  /// Objects of `type` (a class, its subclasses, or a protocol they conform to) play `role`.
  public static func objects<T>(of type: T.Type, are role: Role) -> RoleDeclaration {
    RoleDeclaration(role: role) { $0 is T }
  }

  private init(role: Role, matches: @escaping @Sendable (AnyObject) -> Bool) {
    self.role = role
    self.matches = matches
  }

  /// Whether `object` plays this role.
  func matches(_ object: AnyObject) -> Bool { matches(object) }
}
