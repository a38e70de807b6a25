import KataDriver

extension Role {
  /// The store: the one object whose state changes, and only by the actions sent to it.
  static let store = Role("Store")
}
