import KataDriver
import Testing

/// References follow the pattern, and nothing leaks: once a screen is torn down, every
/// object its architecture built is freed.
@Suite("No retain cycles")
@MainActor
struct LeakTests {
  @Test("the calculator screen frees every object once torn down", arguments: Architecture.all)
  func calculatorScreenIsFreed(architecture: Architecture) throws {
    var screen: (any CalculatorScreen)? = architecture.makeCalculatorScreen()
    screen?.editToken(",")
    screen?.editInput("1,2")
    let parts = try #require(screen?.parts).map(WeakReference.init)
    #expect(parts.count >= 2, "a screen has at least a view and the object behind it")
    #expect(parts.allSatisfy { $0.object != nil }, "alive while the screen is")

    screen = nil
    for part in parts {
      #expect(part.object == nil, "\(part.typeName) outlived its screen")
    }
  }
}
