import Testing

@testable import KataDriver

/// The walk behind `kata shape`: what reflection finds from a screen, and what it cannot see.
@Suite("Shape: the objects found by walking from a screen")
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
  }

  class Base {
    let inherited = Leaf()
  }

  final class Root: Base {
    weak var weakProtocol: (any Shown)?
    weak var weakClass: Leaf?
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
      pair = Pair(left: leaves[5], count: 2)
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
        "Root.slot.filled", "Root.pair.left", "Root.back", "Base.inherited",
      ])
    root.back = nil
  }

  @Test("keeps the declared type where reflection does: a protocol or a class behind an optional")
  func declaredTypes() {
    let (graph, root, _) = Self.walk()
    let declared = Dictionary(graph.edges.map { ($0.property, $0.declaresConcreteType) }) { first, _ in first
    }
    #expect(declared["Root.weakProtocol"] == .some(false))
    #expect(declared["Root.weakClass"] == .some(true))
    #expect(declared["Root.list[]"] == .some(nil), "a non-optional property hides its declared type")
    root.back = nil
  }

  @Test("notes each stored closure, whose captures cannot be seen")
  func notesClosures() {
    let (graph, root, _) = Self.walk()
    #expect(graph.closures.map(\.property) == ["Root.action", "Root.actions[].run"])
    root.back = nil
  }
}
