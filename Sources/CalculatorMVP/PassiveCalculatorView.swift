/// The view side of MVP: a passive view as a screen builds it. It owns its presenter, attaches
/// itself once, and forwards every edit, word for word.
///
/// Its presenter knows it only as a ``CalculatorView``: what it can display. Owning the
/// presenter is the view's business, so it is written here, where the presenter cannot see it.
@MainActor
public protocol PassiveCalculatorView: CalculatorView {
  /// The presenter this view owns: it lives as long as the view does.
  var presenter: CalculatorPresenter { get }
}

extension PassiveCalculatorView {
  /// The view is ready: it gives itself to its presenter, which displays `0` at once.
  public func attachToPresenter() {
    presenter.attach(self)
  }

  /// The user changed the token field: the view forwards it and decides nothing.
  public func tokenFieldChanged(_ token: String) {
    presenter.tokenDidChange(token)
  }

  /// The user changed the input field: forwarded, like the token.
  public func inputFieldChanged(_ input: String) {
    presenter.inputDidChange(input)
  }
}
