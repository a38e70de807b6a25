import KataDriver

extension Role {
  /// The store: the one object whose state changes, and only by the actions sent to it.
  public static let store = Role("Store")
}
