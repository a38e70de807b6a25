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
    /// A generic parameter of the holder (`weak var view: View?` in `Presenter<View: Display>`):
    /// the type as written is the parameter, whatever class fills it in a run, so it is read
    /// as the seam its constraint names.
    case genericParameter
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
    let parameters = genericArguments(of: type)
    var fields: [String: FieldDeclaration] = [:]
    for index in first..<max(first, fieldCount(of: type)) {
      var metadata = FieldMetadata()
      let declared = childMetadata(type, index: index, fieldMetadata: &metadata)
      guard let name = metadata.name else { continue }
      let label = String(cString: name)
      metadata.freeName?(name)
      let unwrapped = (declared as? any OptionalType.Type)?.wrappedType
      let isOptional = unwrapped != nil
      let written = unwrapped ?? declared
      fields[label] = FieldDeclaration(
        kind: parameters.contains(_typeName(written, qualified: true))
          ? .genericParameter : kind(of: written),
        ownership: metadata.isStrong ? .strong : isOptional ? .weak : .unowned)
    }
    return fields
  }

  /// The types that fill `type`'s generic parameters, by qualified name: `["M.View"]` for
  /// `M.Presenter<M.View>`. The field records give a field's type once filled in; a field whose
  /// type is one of these was declared with the parameter.
  ///
  /// Read from the name, as the runtime writes it: a field of a generic holder declared with
  /// the very class that also fills one of its parameters reads as the parameter (the guide
  /// lists it among what the rules cannot see).
  private static func genericArguments(of type: Any.Type) -> Set<String> {
    let name = _typeName(type, qualified: true)
    guard let open = name.firstIndex(of: "<"), name.last == ">" else { return [] }
    var arguments: Set<String> = []
    var depth = 0
    var current = ""
    for character in name[name.index(after: open)..<name.index(before: name.endIndex)] {
      switch character {
      case "<":
        depth += 1
        current.append(character)
      case ">":
        depth -= 1
        current.append(character)
      case "," where depth == 0:
        arguments.insert(current.trimmingLeadingSpaces())
        current = ""
      default:
        current.append(character)
      }
    }
    arguments.insert(current.trimmingLeadingSpaces())
    return arguments
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

extension String {
  /// This text without the spaces at its start.
  fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
