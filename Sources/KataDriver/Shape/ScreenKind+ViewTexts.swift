import KataShape
import KataTracing

extension ScreenKind {
  /// Every text the view objects of `screen` hold that shows what its Model (or service)
  /// answered: those the same property of a screen used alike over another probe does not hold
  /// (`elsewhere`, from ``heldTextsOverAnotherProbe(_:)``). A gauge that shows `1M` from the
  /// probe's first million shows `7M` over the seventh; a title, the fields the user typed, or
  /// a key the view looks its cache up by, stand still, and are not what the screen computed.
  @MainActor
  func viewTexts(
    of screen: AnyObject, in architecture: Architecture, besides elsewhere: [String: Set<String>]
  ) -> [ScreenShape.ViewText] {
    let graph = ObjectGraph(root: screen)
    let keys = graph.occurrenceKeys()
    let own = Self.ownParts(of: graph, in: architecture)
    var found: [ScreenShape.ViewText] = []
    for (index, node) in graph.nodes.enumerated()
    where own.contains(index) && architecture.role(of: node.object, isScreen: index == 0) == .view {
      let label = "\(Role.view) (\(node.typeName))"
      for (property, text) in Self.texts(in: node.object)
      where !text.isEmpty && elsewhere["\(keys[index]) \(property)"]?.contains(text) != true {
        found.append(ScreenShape.ViewText(label: label, property: property, text: text))
      }
    }
    return found
  }

  /// The parts of the screen `graph` was walked from, but those reached only through a
  /// coordinator, which keeps other screens' views.
  private static func ownParts(of graph: ObjectGraph, in architecture: Architecture) -> Set<Int> {
    var own: Set<Int> = [0]
    var queue = [0]
    while let holder = queue.popLast() {
      for edge in graph.edges where edge.holder == holder && !own.contains(edge.held) {
        guard architecture.role(of: graph.nodes[edge.held].object, isScreen: false) != .coordinator else {
          continue
        }
        own.insert(edge.held)
        queue.append(edge.held)
      }
    }
    return own
  }

  /// The texts the view objects of a fresh screen hold once it is used as ``build(_:trace:)``
  /// uses one, over a probe of its own (``ProbeNumbers``): what a text that stands still is held
  /// against in ``viewTexts(of:in:besides:)``.
  @MainActor
  func heldTextsOverAnotherProbe(_ architecture: Architecture) async -> [String: Set<String>] {
    let probe = ProbeNumbers.next()
    let screen: AnyObject
    switch self {
    case .calculator:
      let calculator = architecture.makeCalculatorScreen(
        seam: ModelSeam(ProbeModel(probe: probe)), trace: nil)
      calculator.playTokenEdit(",")
      calculator.playInputEdit("1,2")
      screen = calculator
    case .scoreList:
      let list = architecture.makeScoreListScreen(seam: ServiceSeam(ProbeService(probe: probe)), trace: nil)
      await list.drivenLoad()
      screen = list
    }
    await settle([screen])
    return Self.heldTexts(of: screen, in: architecture)
  }

  /// The texts each view object of `screen` holds, by its occurrence key and stored property:
  /// what ``viewTexts(of:in:besides:)`` leaves out as held already.
  @MainActor
  static func heldTexts(of screen: AnyObject, in architecture: Architecture) -> [String: Set<String>] {
    let graph = ObjectGraph(root: screen)
    let keys = graph.occurrenceKeys()
    var held: [String: Set<String>] = [:]
    for (index, node) in graph.nodes.enumerated()
    where architecture.role(of: node.object, isScreen: index == 0) == .view {
      for (property, text) in texts(in: node.object) {
        held["\(keys[index]) \(property)", default: []].insert(text)
      }
    }
    return held
  }

  /// The texts `object` holds in its stored properties (its superclasses' included), through
  /// optionals, collections, structs, enums and tuples, each with the property that holds it;
  /// not those of another object it holds, which is a part of its own.
  private static func texts(in object: AnyObject) -> [(property: String, text: String)] {
    var found: [(property: String, text: String)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      let type = String(describing: current.subjectType)
      for child in current.children {
        collect(child.value, at: "\(type).\(child.label ?? "?")", depth: 0, into: &found)
      }
      mirror = current.superclassMirror
    }
    return found
  }

  /// The most texts read from one object, and the deepest a value is entered: a view holds a
  /// few texts, and one that holds a million rows needs no more than the first thousands judged.
  private static let textLimit = 10_000
  private static let depthLimit = 8

  private static func collect(
    _ value: Any, at property: String, depth: Int, into found: inout [(property: String, text: String)]
  ) {
    guard found.count < textLimit else { return }
    switch value {
    case let text as String: return found.append((property, text))
    case let text as Substring: return found.append((property, String(text)))
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard depth < depthLimit, mirror.displayStyle != .class else { return }
    switch mirror.displayStyle {
    case .collection?, .set?, .dictionary?:
      for element in mirror.children.prefix(textLimit) {
        collect(element.value, at: "\(property)[]", depth: depth + 1, into: &found)
      }
    case .optional?:
      if let wrapped = mirror.children.first {
        collect(wrapped.value, at: property, depth: depth + 1, into: &found)
      }
    default:
      for child in mirror.children {
        let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "?"
        collect(child.value, at: "\(property).\(label)", depth: depth + 1, into: &found)
      }
    }
  }
}
