import KataTracing

/// How a store's state is compared, told apart and found, for ``StepLedger``: by `==`, field by
/// field, and by reflection of the objects that hold it.
enum StateDifference {
  /// Whether `lhs` and `rhs` are the same state: `==`, or, for a state that is not `==` to
  /// itself (a `Double.nan` inside), alike as they read.
  static func same<State: Equatable>(_ lhs: State, _ rhs: State) -> Bool {
    if lhs == rhs { return true }
    guard !(lhs == lhs) || !(rhs == rhs) else { return false }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }

  /// The fields of `now` that differ from `left`, each with both values and where `left` came
  /// from (`where tokenChanged(",") left`); the whole values when no field tells them apart (an
  /// enum, or a value with no stored fields).
  static func difference<State>(_ now: State, _ left: State, where by: String) -> String {
    let fields = Array(Mirror(reflecting: now).children)
    let leftFields = Array(Mirror(reflecting: left).children)
    if fields.count == leftFields.count {
      let differing = zip(fields, leftFields).compactMap { field, left -> String? in
        let (value, expected) = (described(field.value), described(left.value))
        guard value != expected, let label = field.label else { return nil }
        return "`\(label)` is \(value), \(by) \(expected)"
      }
      if !differing.isEmpty { return differing.joined(separator: "; ") }
    }
    return "the state is \(described(now)), \(by) \(described(left))"
  }

  /// `value` as a message can carry it: a string quoted, an optional unwrapped, an enum case
  /// whose payload is long by its name alone (`playersLoaded(…)`), and another long value cut
  /// as a trace cuts it.
  static func described(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { described($0.value) } ?? "nil"
    }
    let text = value is String ? String(reflecting: value) : String(describing: value)
    guard text.count > 40 else { return text }
    if mirror.displayStyle == .enum, let name = mirror.children.first?.label { return "\(name)(…)" }
    return Trace.shortened(text)
  }

  /// The class of the first object `value` is or reaches through its stored fields, but the
  /// toolchain's (a key path, a string's storage); `nil` for a value all the way down. A value
  /// too large to walk (over 100,000 parts) is not judged.
  static func object(in value: Any) -> String? {
    var queue: [Any] = [value]
    var read = 0
    while let next = queue.popLast() {
      read += 1
      guard read <= 100_000 else { return nil }
      let mirror = Mirror(reflecting: next)
      if mirror.displayStyle == .class {
        let object = next as AnyObject
        if !ObjectGraph.isToolchain(object) { return String(describing: type(of: object)) }
        continue
      }
      queue.append(contentsOf: mirror.children.prefix(100_000).map(\.value))
    }
    return nil
  }

  /// The values of `State` that `object`'s stored properties hold, its superclasses' included,
  /// and the fields of a struct or tuple among them: where a store keeps its state.
  static func stored<State>(_ type: State.Type, in object: AnyObject) -> [Any] {
    var found: [Any] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let state = child.value as? State {
          found.append(state)
        } else if [.struct, .tuple].contains(Mirror(reflecting: child.value).displayStyle) {
          found += Mirror(reflecting: child.value).children.compactMap { $0.value as? State }
        }
      }
      mirror = current.superclassMirror
    }
    return found
  }
}
