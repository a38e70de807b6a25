/// Step 3's binding: a value views bind to. `bind` hands the current value over at once, then
/// every new one, to every observer, in the order they bound, until its token goes.
final class BoundValue<Value> {
  private(set) var value: Value
  private var observers: [(id: Int, observe: (Value) -> Void)] = []
  private var nextID = 0

  init(_ value: Value) {
    self.value = value
  }

  func bind(_ observer: @escaping (Value) -> Void) -> BindingToken {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    observer(value)
    return BindingToken { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func update(_ value: Value) {
    self.value = value
    for observer in observers {
      observer.observe(value)
    }
  }
}
