import KataDriver
import KataRegistry
import Testing

/// The one composition point: what it registers, and under which names.
@Suite("Registry: the one composition point", .timeLimit(.minutes(2)))
struct RegistryTests {
  @Test("every runnable name is letters, digits and '-', and no two are alike")
  func namesAreUsable() {
    let names = Architecture.runnable.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(!names.contains("all"), "'all' means every architecture")
    for name in names {
      let usable =
        !name.isEmpty
        && name.unicodeScalars.allSatisfy {
          $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
        }
      #expect(usable, "'\(name)' must be letters, digits and '-'")
    }
  }

  @Test("the lessons come first, and the workbench runs by name but is not part of --arch all")
  func workbenchStandsApart() {
    #expect(
      Architecture.all.prefix(Architecture.lessons.count).map(\.name) == Architecture.lessons.map(\.name))
    #expect(!Architecture.all.contains { $0.name == Architecture.workbench.name })
    #expect(Architecture.named(Architecture.workbench.name) != nil)
    #expect(Architecture.named("all") == nil)
  }
}
