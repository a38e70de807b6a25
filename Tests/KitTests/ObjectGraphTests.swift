import ScoreBoard
import Testing

@testable import KataDriver
@testable import KataShape

/// The walk behind `kata shape`: what reflection finds from a screen, and what it cannot see.
@Suite("Shape: the objects found by walking from a screen", .timeLimit(.minutes(2)))
struct ObjectGraphTests {
  protocol Shown: AnyObject {}
  final class Leaf: Shown {}
  enum Slot {
    case empty
    case filled(Leaf)
  }
  struct Pair {
    let left: Leaf
    let count: Int
    weak var right: (any Shown)?
  }

  class Base {
    let inherited = Leaf()
  }

  final class Root: Base {
    weak var weakProtocol: (any Shown)?
    weak var weakClass: Leaf?
    unowned let unownedClass: Leaf
    unowned(unsafe) let unsafeProtocol: any Shown
    let anything: AnyObject
    let list: [Leaf]
    let table: [String: Leaf]
    let tuple: (id: Int, leaf: Leaf)
    let slot: Slot
    let pair: Pair
    var back: Root?
    let action: () -> Void = {}
    let actions: [(name: String, run: (Int) -> Void)] = [("a", { _ in })]

    init(_ leaves: [Leaf]) {
      list = [leaves[0], leaves[1]]
      table = ["k": leaves[2]]
      tuple = (1, leaves[3])
      slot = .filled(leaves[4])
      pair = Pair(left: leaves[5], count: 2, right: leaves[0])
      unownedClass = leaves[1]
      unsafeProtocol = leaves[2]
      anything = leaves[3]
      super.init()
      weakProtocol = leaves[6]
      weakClass = leaves[7]
    }
  }

  static func walk() -> (graph: ObjectGraph, root: Root, leaves: [Leaf]) {
    let leaves = (0..<8).map { _ in Leaf() }
    let root = Root(leaves)
    root.back = root
    return (ObjectGraph(root: root), root, leaves)
  }

  @Test("finds every object through optionals, collections, tuples, enums, structs and superclasses")
  func findsEveryObject() {
    let (graph, root, leaves) = Self.walk()
    #expect(graph.nodes.first?.object === root)
    let found = graph.nodes.map { ObjectIdentifier($0.object) }
    for leaf in leaves + [root.inherited] {
      #expect(found.contains(ObjectIdentifier(leaf)))
    }
    #expect(graph.nodes.count == 10, "the root once, though it holds itself")
    root.back = nil
  }

  @Test("names the property that reaches each object")
  func namesProperties() {
    let (graph, root, _) = Self.walk()
    let properties = Set(graph.edges.map(\.property))
    #expect(
      properties == [
        "Root.weakProtocol", "Root.weakClass", "Root.list[]", "Root.table[].value", "Root.tuple.leaf",
        "Root.slot.filled", "Root.pair.left", "Root.pair.right", "Root.back", "Base.inherited",
        "Root.unownedClass", "Root.unsafeProtocol", "Root.anything",
      ])
    root.back = nil
  }

  @Test("reads how each property is declared from the type metadata, which Mirror does not show")
  func declarations() {
    let (graph, root, _) = Self.walk()
    let declared = Dictionary(graph.edges.map { ($0.property, $0.declaration) }) { first, _ in first }
    func expect(_ property: String, _ kind: FieldDeclaration.Kind, _ ownership: FieldDeclaration.Ownership) {
      #expect(declared[property] == .some(FieldDeclaration(kind: kind, ownership: ownership)), "\(property)")
    }
    expect("Root.weakProtocol", .protocol, .weak)
    expect("Root.weakClass", .concreteClass, .weak)
    expect("Root.unownedClass", .concreteClass, .unowned)
    expect("Root.unsafeProtocol", .protocol, .unowned)
    expect("Root.anything", .anything, .strong)
    expect("Root.back", .concreteClass, .strong)
    expect("Base.inherited", .concreteClass, .strong)
    expect("Root.pair.left", .concreteClass, .strong)
    expect("Root.pair.right", .protocol, .weak)
    #expect(declared["Root.list[]"] == .some(nil), "an element's declaration is its collection's")
    root.back = nil
  }

  @Test("notes each stored closure, whose captures cannot be seen")
  func notesClosures() {
    let (graph, root, _) = Self.walk()
    #expect(graph.closures.map(\.property) == ["Root.action", "Root.actions[].run"])
    root.back = nil
  }

  /// A lesson's view the kit subclasses to note what crosses it goes by the lesson's class in
  /// every table and diagram: the student reads `HeadlessCalculatorView`, the class they wrote.
  @Test("tables name each lesson's own types, never the kit's subclasses of its views")
  @MainActor
  func tablesNameTheLessonsTypes() {
    var drivenViews = 0
    for lesson in Architecture.lessons {
      let screens: [AnyObject] = [
        lesson.makeCalculatorScreen(), lesson.makeScoreListScreen(service: NoPlayers()),
      ]
      for screen in screens {
        let graph = ObjectGraph(root: screen)
        let names = graph.nodes.map(\.typeName)
        for node in graph.nodes where node.object is any DrivenLessonView {
          drivenViews += 1
          let lessons = Mirror(reflecting: node.object).superclassMirror.map {
            String(describing: $0.subjectType)
          }
          #expect(node.typeName == lessons, "\(lesson.name): \(names)")
          #expect(node.typeName != String(describing: type(of: node.object)), "\(lesson.name): \(names)")
        }
      }
    }
    #expect(drivenViews > 0, "no lesson's screen holds a view the kit subclassed: nothing was checked")
  }

}

/// A service with no players, for screens that are built and never loaded.
private struct NoPlayers: ScoreService {
  func loadPlayers() async throws(RosterError) -> [Player] { [] }
}
