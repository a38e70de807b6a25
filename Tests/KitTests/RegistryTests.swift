import KataDriver
import KataLessons
import KataRegistry
import KataShape
import LessonManifest
import Synchronization
import Testing

@testable import KataCommandLine

/// The one composition point: what it registers, and under which names.
@Suite("Registry: the one composition point", .timeLimit(.minutes(2)))
struct RegistryTests {
  @Test(
    "an architecture registered under a lesson's name is refused with what to rename, not run as the lesson")
  func aLessonsNameIsRefused() throws {
    #expect(ArchitectureOption.clash(among: Architecture.runnable) == nil)
    let namesake = Architecture(
      name: "mvc", summary: "a student's own", pattern: .mvp, roles: Architecture.mvp.roles,
      calculator: { Architecture.mvp.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })
    let clash = try #require(ArchitectureOption.clash(among: Architecture.runnable + [namesake]))
    #expect(clash.status == .dataError)
    #expect(
      clash.report
        == """
        kata: two architectures are registered as 'mvc'
        Give yours a name of its own in its `Architecture(name: …)`, one that no lesson and not the \
        workbench has: kata tells architectures apart by their names.

        """)
  }

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

  /// How many times each declaration was made.
  final class Made: Sendable {
    let counts = Mutex((roles: 0, rules: 0))
    var both: [Int] { counts.withLock { [$0.roles, $0.rules] } }
  }

  @Test(
    "an architecture's roles and its pattern's rules are made when first read, once: running one pays for neither"
  )
  func declarationsAreMadeOnFirstUse() {
    let made = Made()
    let makeRules: @Sendable () -> [ShapeRule] = {
      made.counts.withLock { $0.rules += 1 }
      return [.viewModelCannotReachAnyView]
    }
    let makeRoles: @Sendable () -> [RoleDeclaration] = {
      made.counts.withLock { $0.roles += 1 }
      return Architecture.mvvm.roles
    }
    let architecture = Architecture(
      name: "counted", summary: "counts its declarations",
      pattern: Pattern(name: "counted", mediator: .viewModel, rules: makeRules()),
      roles: makeRoles(),
      calculator: { Architecture.mvvm.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
    #expect(made.both == [0, 0], "registering made them")
    #expect(architecture.mediator == .viewModel)
    #expect(made.both == [0, 0], "asking for the mediator made them")
    #expect(architecture.roles.count == Architecture.mvvm.roles.count)
    #expect(architecture.pattern.ownRules.count == 1)
    #expect(architecture.roles.count == Architecture.mvvm.roles.count)
    #expect(architecture.pattern.rules.count > Pattern.commonRules.count + 1)
    #expect(made.both == [1, 1], "each is made once, then kept")
  }
}
