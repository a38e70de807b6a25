import KataDriver

extension Role {
  /// VIP's interactor: the screen's business logic. It takes the view's requests, asks the
  /// Model or the service, and hands the raw answer on to the presenter.
  static let interactor = Role("Interactor")
}
