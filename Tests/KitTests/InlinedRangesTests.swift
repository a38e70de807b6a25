import Testing

@testable import KataEvidence

#if os(Linux)
  /// An optimised build inlines a method into another that was inlined itself; the rules read
  /// the innermost as the frame that asked. These ranges are laid out as a release build lays
  /// out a store's screen: the view's `make` (depth 2) holds the reducer's `initialState`
  /// (depth 4, inside a lexical block), with another inlined call between their starts.
  @Suite(
    "Shape: inlined methods named innermost first, every one that holds the address", .timeLimit(.minutes(1)))
  struct InlinedRangesTests {
    typealias Site = InlineCallSites.Site
    static let make = Site(low: 0x100, high: 0x200, depth: 2, name: 1)
    static let sibling = Site(low: 0x110, high: 0x120, depth: 3, name: 2)
    static let initialState = Site(low: 0x130, high: 0x160, depth: 4, name: 3)
    static let other = Site(low: 0x300, high: 0x340, depth: 2, name: 4)
    static let ranges = InlineCallSites.Ranges([other, initialState, make, sibling])

    @Test("inside a method inlined into an inlined one: both, the innermost first")
    func nestedWithASiblingBetween() {
      #expect(Self.ranges.holders(of: 0x140) == [Self.initialState, Self.make])
      #expect(Self.ranges.holders(of: 0x130) == [Self.initialState, Self.make])
      #expect(Self.ranges.holders(of: 0x115) == [Self.sibling, Self.make])
    }

    @Test("outside every inner range, the outer alone; past them all, or before, none")
    func edges() {
      #expect(Self.ranges.holders(of: 0x160) == [Self.make])
      #expect(Self.ranges.holders(of: 0x1FF) == [Self.make])
      #expect(Self.ranges.holders(of: 0x200).isEmpty)
      #expect(Self.ranges.holders(of: 0xFF).isEmpty)
      #expect(Self.ranges.holders(of: 0x310) == [Self.other])
      #expect(InlineCallSites.Ranges([]).holders(of: 0x140).isEmpty)
    }
  }
#endif
