/// A value that views bind to: MVVM's binding, in about forty lines.
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
/// this module); views can only bind.
public final class BoundValue<Value> {
  /// The latest value.
  public private(set) var value: Value

  private var observers: [(id: Int, observe: (Value) -> Void)] = []
  private var nextID = 0

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
  func update(_ value: Value) {
    self.value = value
    // A snapshot, so that an observer which cancels while being notified does no harm.
    for observer in observers {
      observer.observe(value)
    }
  }
}
