/// The objects of a screen, found by walking from it: every object that a stored property
/// reaches, through optionals, collections, tuples, structs and enums, and which property
/// reaches which.
///
/// Nothing is listed by hand, so nothing can be left out. Reflection sees stored properties
/// only: a closure's captures are invisible, and are noted as such. Walk only while every
/// object is alive: reading a freed `unowned` reference aborts the process.
struct ObjectGraph {
  /// One object, and its type's name.
  struct Node {
    let object: AnyObject
    let typeName: String
  }

  /// A stored property of `holder` that reaches `held`.
  struct Edge: Sendable, Equatable {
    let holder: Int
    let held: Int
    /// `CalculatorPresenter.view`; `[]` marks the elements of a collection.
    let property: String
    /// Whether the property is declared with the held object's concrete class as its type
    /// (`weak var view: HeadlessView?`) rather than a protocol; `nil` where reflection does
    /// not keep the declared type (a non-optional property).
    let declaresConcreteType: Bool?
  }

  /// A stored closure: what it captures cannot be reflected.
  struct Closure: Sendable, Equatable {
    let holder: Int
    let property: String
  }

  /// Every object found, the root first, in the order of the walk (breadth first, in
  /// declaration order), so that two screens built alike give their objects the same indices.
  private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []
  private(set) var closures: [Closure] = []
  private var indices: [ObjectIdentifier: Int] = [:]

  /// The most elements read from one collection: enough for any screen's objects, and a
  /// bound on the walk when a screen holds a long list of values.
  private static let elementLimit = 10_000

  /// Walks from `root`.
  init(root: AnyObject) {
    _ = index(of: root)
    var next = 0
    while next < nodes.count {
      let holder = next
      let object = nodes[holder].object
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        // A property is named after the class that declares it, a superclass included.
        let declaringType = String(describing: current.subjectType)
        for child in current.children {
          let property = "\(declaringType).\(child.label ?? "?")"
          visit(child.value, from: holder, property: property, declaredType: nil)
        }
        mirror = current.superclassMirror
      }
      next += 1
    }
  }

  private mutating func index(of object: AnyObject) -> Int {
    let identifier = ObjectIdentifier(object)
    if let index = indices[identifier] { return index }
    nodes.append(Node(object: object, typeName: String(describing: type(of: object))))
    indices[identifier] = nodes.count - 1
    return nodes.count - 1
  }

  /// The modules whose objects are the toolchain's storage, not parts of a screen.
  private static let toolchainModules: Set<Substring> = ["Observation"]

  /// Whether `object`'s class comes from one of ``toolchainModules``.
  private static func isToolchainStorage(_ object: AnyObject) -> Bool {
    let module = String(reflecting: type(of: object)).prefix { $0 != "." }
    return toolchainModules.contains(module)
  }

  private mutating func visit(_ value: Any, from holder: Int, property: String, declaredType: Any.Type?) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      let object = value as AnyObject
      // Observation's own storage (an `@Observable` object's registrar) is the toolchain's,
      // not a part an author could give a role: the walk does not enter it.
      guard !Self.isToolchainStorage(object) else { return }
      let held = index(of: object)
      // A class type (the object's own or a superclass) is concrete; a protocol is not.
      let concrete = declaredType.map { $0 is AnyObject.Type }
      edges.append(Edge(holder: holder, held: held, property: property, declaresConcreteType: concrete))
    case .optional?:
      guard let wrapped = mirror.children.first else { return }
      let declared = (type(of: value) as? any OptionalType.Type)?.wrappedType
      visit(wrapped.value, from: holder, property: property, declaredType: declared)
    case .collection?, .set?, .dictionary?:
      for element in mirror.children.prefix(Self.elementLimit) {
        visit(element.value, from: holder, property: "\(property)[]", declaredType: nil)
      }
    case .tuple?, .struct?, .enum?:
      for child in mirror.children {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "?"
        visit(child.value, from: holder, property: "\(property).\(label)", declaredType: nil)
      }
    default:
      // A function's type reads `(A) -> B`; no other type's name holds an arrow.
      if String(describing: type(of: value)).contains(" -> ") {
        closures.append(Closure(holder: holder, property: property))
      }
    }
  }
}

/// `Optional`, whatever it wraps: how the walk reads a property's declared type.
private protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
