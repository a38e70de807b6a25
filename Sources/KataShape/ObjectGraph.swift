/// The objects of a screen, found by walking from it: every object that a stored property
/// reaches, through optionals, collections, tuples, structs and enums, and which property
/// reaches which.
///
/// Nothing is listed by hand, so nothing can be left out. Reflection sees stored properties
/// only: a closure's captures are invisible, and are noted as such. How each property is
/// declared (its type as written, strong, `weak` or `unowned`) comes from the type metadata
/// (``FieldDeclaration``), which keeps apart what `Mirror` shows alike. Walk only while every
/// object is alive: reading a freed `unowned` reference aborts the process.
public struct ObjectGraph {
  /// One object, and its type's name.
  public struct Node {
    public let object: AnyObject
    public let typeName: String
  }

  /// A stored property of `holder` that reaches `held`.
  public struct Edge: Sendable, Equatable {
    public let holder: Int
    public let held: Int
    /// `CalculatorPresenter.view`; `[]` marks the elements of a collection.
    public let property: String
    /// How the property is declared (`weak var view: (any CalculatorView)?`), from the type
    /// metadata; `nil` for an element of a collection, whose declaration is the collection's.
    let declaration: FieldDeclaration?
  }

  /// A stored closure: what it captures cannot be reflected.
  public struct Closure: Sendable, Equatable {
    public let holder: Int
    public let property: String
  }

  /// A struct stored in a part: a value that may play a role (a view model made of closures).
  public struct StoredStruct: Sendable {
    public let holder: Int
    public let property: String
    /// Its type's name, without generic arguments: `ClosureViewModel`.
    public let typeName: String
  }

  /// Every object found, the root first, in the order of the walk (breadth first, in
  /// declaration order), so that two screens built alike give their objects the same indices.
  public private(set) var nodes: [Node] = []
  public private(set) var edges: [Edge] = []
  public private(set) var closures: [Closure] = []
  public private(set) var structs: [StoredStruct] = []
  /// The reducers the kit checks (``StepChecked``), each with the part that holds it: the
  /// wrapper is the kit's, so the walk goes through it as if it were not there.
  public private(set) var checkedReducers: [(holder: Int, ledger: StepLedger)] = []
  private var indices: [ObjectIdentifier: Int] = [:]
  /// The parts the walk under way has reached, in the order it reached them.
  private var queue: [Int] = []
  private var queued: Set<Int> = []
  /// Whether the walk under way is the first: a walk again adds only what the first did not
  /// find, so that what is noted is what the screen holds in the state it is read in.
  private var isFirstWalk = true

  /// The most elements read from one collection: enough for any screen's objects, and a
  /// bound on the walk when a screen holds a long list of values.
  private static let elementLimit = 10_000

  /// Walks from `root`.
  public init(root: AnyObject) {
    walk(from: root)
  }

  /// Walks from `root` again, in the state it is in now, adding what it reaches that no walk
  /// before reached: an object a screen keeps only after a negative result, or a failed load,
  /// is a part of it too. Texts and numbers stay those of the first walk.
  public mutating func walkAgain(from root: AnyObject) {
    isFirstWalk = false
    walk(from: root)
  }

  private mutating func walk(from root: AnyObject) {
    queue = [index(of: root)]
    queued = Set(queue)
    var next = 0
    while next < queue.count {
      let holder = queue[next]
      let object = nodes[holder].object
      // The Model and the service are the driver's own: what they hold is not the screen's.
      var mirror: Mirror? = object is any DriverSeam ? nil : Mirror(reflecting: object)
      while let current = mirror {
        // A property is named after the class that declares it, a superclass included.
        let declaringType = String(describing: current.subjectType)
        let fields = FieldDeclaration.fields(
          of: current.subjectType, superclass: current.superclassMirror?.subjectType)
        for child in current.children {
          let property = "\(declaringType).\(child.label ?? "?")"
          visit(
            child.value, from: holder, property: property, declaration: child.label.flatMap { fields[$0] })
        }
        mirror = current.superclassMirror
      }
      next += 1
    }
  }

  /// The modules of the toolchain, whose objects (Observation's storage, key paths, a task)
  /// belong to no architecture.
  private static let toolchainModules: Set<Substring> = [
    "Swift", "Observation", "_Concurrency", "Synchronization", "Foundation", "FoundationEssentials",
    "Dispatch",
    "_StringProcessing",
  ]

  /// `object`'s class and its superclasses, by name without generic arguments.
  public static func ancestry(of object: AnyObject) -> [String] {
    var names: [String] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      names.append(String(String(describing: current.subjectType).prefix { $0 != "<" }))
      mirror = current.superclassMirror
    }
    return names
  }

  /// Whether `object`'s stored properties, its superclasses' included, hold only objects and
  /// closures (alone, optional or in collections): no value it keeps of its own.
  public static func keepsNoValues(_ object: AnyObject) -> Bool {
    func isReference(_ value: Any) -> Bool {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .class?: return true
      case .optional?, .collection?, .set?: return mirror.children.allSatisfy { isReference($0.value) }
      case nil: return String(describing: type(of: value)).contains(" -> ")
      default: return false
      }
    }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      guard current.children.allSatisfy({ isReference($0.value) }) else { return false }
      mirror = current.superclassMirror
    }
    return true
  }

  /// Whether `object`'s type is declared in a module of the toolchain.
  public static func isToolchain(_ object: AnyObject) -> Bool {
    var name = Substring(String(reflecting: type(of: object)))
    // `(extension in Foundation):FoundationEssentials.NotificationCenter.Token`
    if name.hasPrefix("(extension in "), let colon = name.firstIndex(of: ":") {
      name = name[name.index(after: colon)...]
    }
    return toolchainModules.contains(name.prefix { $0 != "." })
  }

  /// The name a part goes by in tables and diagrams: its type's, but for the Model and the
  /// service the driver hands a screen, which go by what the screen was handed, the protocol,
  /// and for a lesson's view the kit subclassed to note what crosses it, which goes by the
  /// lesson's class. The driver's own types are none of a student's business.
  public static func typeName(of object: AnyObject) -> String {
    if let seam = object as? any DriverSeam { return type(of: seam).handedAs }
    if object is any DrivenLessonView, let lessons = Mirror(reflecting: object).superclassMirror {
      return String(describing: lessons.subjectType)
    }
    return String(describing: type(of: object))
  }

  private mutating func index(of object: AnyObject) -> Int {
    let identifier = ObjectIdentifier(object)
    if let index = indices[identifier] { return index }
    nodes.append(Node(object: object, typeName: Self.typeName(of: object)))
    indices[identifier] = nodes.count - 1
    return nodes.count - 1
  }

  /// The modules whose objects are the toolchain's storage, not parts of a screen: the walk
  /// does not go into them.
  private static let storageModules: Set<Substring> = ["Observation"]

  /// Whether `object`'s class comes from one of ``storageModules``.
  private static func isToolchainStorage(_ object: AnyObject) -> Bool {
    let module = String(reflecting: type(of: object)).prefix { $0 != "." }
    return storageModules.contains(module)
  }

  private mutating func visit(
    _ value: Any, from holder: Int, property: String, declaration: FieldDeclaration?
  ) {
    if let checked = value as? any CheckedReducer {
      if !checkedReducers.contains(where: { $0.ledger === checked.ledger }) {
        checkedReducers.append((holder, checked.ledger))
      }
      visit(checked.checkedBase, from: holder, property: property, declaration: declaration)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      let object = value as AnyObject
      // Observation's own storage (an `@Observable` object's registrar) is the toolchain's,
      // not a part an author could give a role: the walk does not enter it.
      guard !Self.isToolchainStorage(object) else { return }
      let held = index(of: object)
      let edge = Edge(holder: holder, held: held, property: property, declaration: declaration)
      // A walk again adds only what the first did not find.
      if isFirstWalk || !edges.contains(edge) { edges.append(edge) }
      if queued.insert(held).inserted { queue.append(held) }
    case .optional?:
      guard let wrapped = mirror.children.first else { return }
      visit(wrapped.value, from: holder, property: property, declaration: declaration)
    case .collection?, .set?, .dictionary?:
      for element in mirror.children.prefix(Self.elementLimit) {
        visit(element.value, from: holder, property: "\(property)[]", declaration: nil)
      }
    case .struct?:
      let typeName = String(describing: type(of: value)).prefix { $0 != "<" }
      if isFirstWalk || !structs.contains(where: { $0.holder == holder && $0.property == property }) {
        structs.append(StoredStruct(holder: holder, property: property, typeName: String(typeName)))
      }
      let fields = FieldDeclaration.fields(of: type(of: value), superclass: nil)
      for child in mirror.children {
        let label = child.label ?? "?"
        visit(child.value, from: holder, property: "\(property).\(label)", declaration: fields[label])
      }
    case .tuple?, .enum?:
      for child in mirror.children {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "?"
        visit(child.value, from: holder, property: "\(property).\(label)", declaration: nil)
      }
    default:
      // A function's type reads `(A) -> B`; no other type's name holds an arrow.
      let closure = Closure(holder: holder, property: property)
      if String(describing: type(of: value)).contains(" -> "), isFirstWalk || !closures.contains(closure) {
        closures.append(closure)
      }
    }
  }
}
