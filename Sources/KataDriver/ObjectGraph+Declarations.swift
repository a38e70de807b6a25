/// What the code declares for a stored property: its type as written and whether the reference
/// is strong, read from the type metadata's field records.
///
/// `Mirror` shows a value, not a declaration: an `unowned let view: CalculatorView`, an
/// `unowned(unsafe)` one and a `let view: any CalculatorView` all show as the concrete class.
/// The field records the compiler emits keep them apart: each field's declared type
/// (`Optional<any CalculatorView>`, `AnyObject`, `HeadlessView`) and its reference ownership
/// (strong, or `weak`/`unowned`/`unowned(unsafe)`).
struct FieldDeclaration: Sendable, Equatable {
  /// How a reference is declared to be held.
  enum Ownership: String, Sendable {
    case strong
    /// `weak var`, always an optional.
    case weak
    /// `unowned` or `unowned(unsafe)`: not kept alive, and read as if it always were.
    case unowned
  }

  /// What a reference's type names.
  enum Kind: String, Sendable {
    /// A protocol the code declares (`any CalculatorView`): the seam the pattern asks for.
    case `protocol`
    /// `AnyObject` or `Any`: a type that says nothing, and is cast back to a class to be used.
    case anything
    /// A class: the object's own, or a superclass of it.
    case concreteClass
    /// A value of another kind (a struct, a tuple, a function) that holds the reference inside.
    case container
  }

  let kind: Kind
  let ownership: Ownership

  /// The stored properties `type` itself declares (not its superclass's), by name.
  static func fields(of type: Any.Type, superclass: Any.Type?) -> [String: FieldDeclaration] {
    let first = superclass.map(fieldCount(of:)) ?? 0
    var fields: [String: FieldDeclaration] = [:]
    for index in first..<max(first, fieldCount(of: type)) {
      var metadata = FieldMetadata()
      let declared = childMetadata(type, index: index, fieldMetadata: &metadata)
      guard let name = metadata.name else { continue }
      let label = String(cString: name)
      metadata.freeName?(name)
      let unwrapped = (declared as? any OptionalType.Type)?.wrappedType
      let isOptional = unwrapped != nil
      fields[label] = FieldDeclaration(
        kind: kind(of: unwrapped ?? declared),
        ownership: metadata.isStrong ? .strong : isOptional ? .weak : .unowned)
    }
    return fields
  }

  private static func kind(of type: Any.Type) -> Kind {
    if type == AnyObject.self || type == Any.self { return .anything }
    if type is AnyObject.Type { return .concreteClass }
    if isExistential(type) { return .protocol }
    return .container
  }

  /// Whether `type` is an existential (`any P`, `any P & Q`): its metadata kind says so.
  private static func isExistential(_ type: Any.Type) -> Bool {
    let metadataKind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    return existentialMetadataKinds.contains(metadataKind)
  }

  /// `MetadataKind::Existential` and `ExtendedExistential` (`any P<T>`) in the runtime's ABI.
  private static let existentialMetadataKinds: Set<Int> = [0x303, 0x307]
}

/// A field's record as the runtime hands it out (`swift_reflectionMirror_recursiveChildMetadata`).
private struct FieldMetadata {
  var name: UnsafePointer<CChar>?
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
  var isStrong = false
  var isVar = false
}

/// How many stored properties `type` has, its superclasses' included: the runtime's own
/// count, which the standard library's reflection uses too.
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func fieldCount(of type: Any.Type) -> Int

/// The declared type of field `index` of `type`, with its name and ownership.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func childMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldMetadata>
) -> Any.Type

/// `Optional`, whatever it wraps: how a declared type is unwrapped.
protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
