import Synchronization

/// A value made the first time it is read, then kept: for what only some commands need, such
/// as an architecture's role declarations, which `kata check` and `kata shape` read and
/// `kata calc` never does.
public final class MadeOnFirstUse<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Mutex<Value?>(nil)

  public init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if this is the first read.
  public var value: Value {
    made.withLock { made in
      if let value = made { return value }
      let value = make()
      made = value
      return value
    }
  }
}
