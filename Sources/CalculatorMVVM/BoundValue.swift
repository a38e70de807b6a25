/// A value that views bind to: MVVM's binding, in about fifty lines.
///
/// `bind(_:)` calls the observer with the current value at once, then with every later
/// value, until the returned ``BindingToken`` is cancelled or released. Any number of
/// observers may bind at the same time, because one view model can serve several views: a
/// second `bind` never cuts off the first.
///
/// Not named `Observable`: the Observation module, in every toolchain, has a protocol of that
/// name, and a file that imports both could not tell the two apart.
///
/// Only the view model that owns a `BoundValue` sends to it (``update(_:)`` is internal to
/// this module); views can only bind. It lives on the main actor with the view model and the
/// views it serves: its observers are called there, one at a time.
@MainActor
public final class BoundValue<Value> {
  /// The latest value.
  public private(set) var value: Value

  private var observers: [(id: Int, observe: (Value) -> Void)] = []
  private var nextID = 0
  /// Values sent while the observers were being told of an earlier one, oldest first, each
  /// with the id the next observer to bind would get: an observer bound after a value was
  /// queued was handed a newer one by `bind`, and must not hear this older one after it.
  private var queued: [(value: Value, firstLaterID: Int)] = []
  private var isDelivering = false

  init(_ value: Value) {
    self.value = value
  }

  /// Calls `observer` with the current value now and with each later value, in order.
  ///
  /// Keep the returned token: observation lasts as long as it does.
  public func bind(_ observer: @escaping (Value) -> Void) -> BindingToken {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    observer(value)
    return BindingToken { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }

  /// Stores `value` and hands it to every observer, in the order they bound.
  ///
  /// An observer may send a new value while it is told of one (a view that edits a field as it
  /// renders): that value waits until every observer has been told of the one before, so that
  /// each observer hears the values in order, and ends on the latest. An observer bound
  /// meanwhile starts from the latest, which `bind` handed it, and hears only what comes after.
  func update(_ value: Value) {
    self.value = value
    queued.append((value, nextID))
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !queued.isEmpty {
      let next = queued.removeFirst()
      deliver(next.value, toObserversBefore: next.firstLaterID)
    }
  }

  /// Tells each observer bound before `firstLaterID` of `value`, unless an earlier one
  /// cancelled it meanwhile.
  private func deliver(_ value: Value, toObserversBefore firstLaterID: Int) {
    for id in observers.map(\.id) where id < firstLaterID {
      observers.first { $0.id == id }?.observe(value)
    }
  }
}
