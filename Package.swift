// swift-tools-version: 6.2
import PackageDescription

/// Architectures added beside the lessons: the name of each one's target, a folder under
/// Sources/. Adding one is its folder, its name here, and its line in
/// Sources/KataRegistry/Registry.swift (docs/adding-an-architecture.md).
let addedArchitectures: [String] = []

/// The lessons, one target each, the name of each one's folder under Sources. They differ only in
/// the layer between Model and View: MVC, MVP, MVVM, MVVM again with Swift Observation as the
/// binding (the toolchain's own module), and a store (the screen's state as a value, a pure
/// reducer, and effects that answer as actions: unidirectional data flow, as TCA, Redux and Elm).
/// Each is built with the lessons' settings, is a library an app can import, and is a dependency
/// of the kit and of the suites. Adding one is its folder, its name here, and its entry in the
/// lessons' manifest, Sources/LessonManifest/Lessons.swift (docs/adding-a-lesson.md).
let lessons: [String] = [
  "CalculatorMVC", "CalculatorMVP", "CalculatorMVVM", "CalculatorObservation", "CalculatorStore",
]
let lessonDependencies: [Target.Dependency] = lessons.map { .byName(name: $0) }

/// The lessons as a new app target builds them in 2026 (Xcode 26's "Approachable
/// Concurrency"): every declaration main-actor unless it says otherwise, a nonisolated `async`
/// function run on its caller's actor, and a main-actor type's conformances main-actor too. A
/// package trait, off by default: `swift build --traits ApproachableConcurrency`, or an app's
/// `.package(…, traits: ["ApproachableConcurrency"])`. The kit builds the lessons both ways; CI
/// runs the whole suite with the trait on too (docs/05-lifetimes-and-concurrency.md).
let approachable: BuildSettingCondition = .when(traits: ["ApproachableConcurrency"])
let lessonSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self, approachable),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault", approachable),
  .enableUpcomingFeature("InferIsolatedConformances", approachable),
]

/// The Model as a new target of 2026 builds it: a nonisolated `async` function run on its
/// caller's actor. Not main-actor by default: a rule and a service any thread may call.
let modelSettings: [SwiftSetting] = [
  .enableUpcomingFeature("NonisolatedNonsendingByDefault", approachable)
]

/// The kit's own tests, for whoever works on the kit rather than the kata (`KATA_KIT=1 swift
/// test`, as `.ci/run` does): that each rule bites, on architectures written wrong on purpose,
/// and passes their honest variants; the `kata` command end to end, the playground in a
/// pseudo-terminal, the limits, the checked-in traces, the pages. Left out of a student's
/// `swift test`, which builds and runs the student's suite alone: these take most of a build's
/// and a run's time, and they prove the kit, not the student's code (the tests of the lessons'
/// own behaviour are in the student's suite).
///
/// An environment variable, not a package trait. A trait changes a target's settings and
/// dependencies, never whether the target exists, and `swift test` builds every test target the
/// manifest declares: a student's run would compile these hundred-odd files whatever the trait
/// said, unless each file were wrapped in `#if`. And a trait is a compile condition of every
/// module in the package, so turning one on or off rebuilds them all, where this variable only
/// adds targets beside modules built once for both runs.
let kitTests: [Target] =
  Context.environment["KATA_KIT"] == "1"
  ? [
    // The tests run `kata` and `peak-memory` as processes; `swift test` builds every product,
    // so they need no dependency on either (which would also link `kata`'s runtime in twice).
    .testTarget(
      name: "KitTests",
      dependencies: [
        "KataTests",
        "KataCommandLine", "KataDriver", "KataEvidence", "KataShape", "KataTracing", "KataLessons",
        "KataGates",
        "KataRegistry", "ConformanceCases", "CalculatorModel",
        "ScoreBoard", "RosterFiles",
        "KataExercise", "TerminalText", "KataPlay",
        "StrictJSON", "BoundedInput", "LessonManifest", "LessonTables",
        "ExerciseStep0", "ExerciseStep1", "ExerciseStep2", "ExerciseStep3", "ExerciseStep4",
      ] + lessonDependencies,
      // Golden holds the checked-in message flows; the tests read them from the source tree.
      exclude: ["Golden"],
      resources: [.process("command-lines.json")]
    )
  ]
    // The exercises' reference solutions, one per step, in the workbench's shape (step 0 is the
    // workbench as it ships). The suite proves each step's gate fails on the step before and
    // passes on its own. A teacher's key: the exercises never send a student here, and as test
    // targets they are built only for the tests, so `swift build` never lists their files.
    + (0...4).map { step in
      .testTarget(
        name: "ExerciseStep\(step)",
        dependencies: ["CalculatorModel", "ScoreBoard", "KataDriver"],
        path: "Tests/ExerciseSolutions/Step\(step)")
    }
  : []

/// Architecture Kata: one calculator screen and one score list, written in MVC, MVP, MVVM (twice:
/// a hand-written binding, and Swift Observation) and a store, proved identical by one shared
/// suite. No dependencies beyond the Swift toolchain.
let package = Package(
  name: "ArchitectureKata",
  // Int128 (the calculator's exact sum) is in the Swift runtime of macOS 15, iOS 18, tvOS 18,
  // watchOS 11 and visionOS 2: the Model's floor is the package's.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "kata", targets: ["kata"]),
    // The Model and each lesson, for an app or a playground that imports one (docs/kata.md,
    // "The lessons in an app"). The kit's modules stay the kit's.
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "ScoreBoard", targets: ["ScoreBoard"]),
  ] + lessons.map { .library(name: $0, targets: [$0]) },
  traits: [
    .trait(
      name: "ApproachableConcurrency",
      description:
        "The lessons and the Model as a new app target of 2026 builds them (Xcode 26's Approachable Concurrency)"
    )
  ],
  targets: [
    // The Model layer, shared unchanged by every architecture: the domain alone, with no
    // file, no JSON and no words for the screen.
    .target(name: "CalculatorModel"),
    .target(name: "ScoreBoard", swiftSettings: modelSettings),

    // The rosters kata reads: a JSON roster file, standard input or the bundled roster,
    // decoded into the Model's records, and why an input could not be read.
    .target(
      name: "RosterFiles", dependencies: ["ScoreBoard", "StrictJSON", "BoundedInput"],
      swiftSettings: modelSettings),

    // Reading an input to its end within a limit, and what an address space limit leaves:
    // the system plumbing under the roster files and every file kata opens.
    .target(name: "BoundedInput"),

    // JSON text read strictly (RFC 8259), numbers kept as their text: rosters and cases files.
    .target(name: "StrictJSON"),

    // Text as a terminal shows it: display columns (a table generated from Unicode data)
    // and control characters escaped, for kata's tables and the playground.
    .target(name: "TerminalText", exclude: ["generate-width-table.py"]),

    // The lessons, each declared once: its module, its name, its page, its suite and the part
    // each of its files plays. The registry, `kata --help` and the pages' tables read it.
    .target(name: "LessonManifest"),

    // The conformance cases: their JSON format, and the files under Tests that hold them,
    // compiled in so that `kata check` runs exactly what the suite runs.
    .target(
      name: "ConformanceCases",
      dependencies: ["StrictJSON"],
      path: "Tests/ConformanceCases",
      resources: [.embedInCode("calculator.json"), .embedInCode("rosters.json")]
    ),

    // The kit that drives the lessons and measures them, one module per job. Each has a public
    // face; nothing internal crosses between them.

    // Call stacks named: which method asked, read at a seam (the evidence behind the rules that
    // say who calls the Model).
    .target(name: "KataEvidence"),

    // Traces: the messages that cross a screen's seams, recorded in order, and the roles that
    // send them.
    .target(name: "KataTracing", dependencies: ["CalculatorModel", "ScoreBoard", "KataEvidence"]),

    // The shape rules: what a pattern asks of a screen's shape, the builders its rules are made
    // with, and a screen's shape as measured (its parts, who holds whom, who asked the Model).
    .target(name: "KataShape", dependencies: ["KataEvidence", "KataTracing"]),

    // The one place that drives an architecture headlessly (and runs cases through it), for
    // `kata` and the tests alike, and measures a screen's shape by driving it.
    .target(
      name: "KataDriver",
      dependencies: [
        "CalculatorModel", "ScoreBoard", "RosterFiles", "ConformanceCases", "KataEvidence", "KataTracing",
        "KataShape",
      ]
    ),

    // The lessons as the kit runs them: their screens, traced from outside by subclasses of
    // their views, and the roles their objects play.
    .target(
      name: "KataLessons",
      dependencies: [
        "KataDriver", "KataShape", "KataTracing", "CalculatorModel", "ScoreBoard", "LessonManifest",
      ] + lessonDependencies
    ),

    // The exercises' gates: what each step asks of the workbench, and the classroom's progress.
    .target(name: "KataGates", dependencies: ["KataDriver", "KataShape", "KataLessons", "ConformanceCases"]),

    // The one composition point: every architecture `kata` runs and the suite tests is
    // registered here, the lessons, the workbench and any added module alike.
    .target(
      name: "KataRegistry",
      dependencies: ["KataDriver", "KataLessons", "KataExercise"]
        + addedArchitectures.map { .target(name: $0) }
    ),

    // `kata play`, the live terminal playground, in three layers: a terminal
    // (raw mode, keys, frames drawn by difference) that knows no architecture, a pure core
    // (keys in, a frame out), and the lanes that run each architecture's screens.
    .target(
      name: "KataPlay",
      dependencies: [
        "CalculatorModel", "ScoreBoard", "RosterFiles", "KataDriver", "KataTracing", "TerminalText",
        "BoundedInput",
      ]
    ),

    // The `kata` command: its argument parser, its commands and how they print, as a library
    // the tests reach inside.
    .target(
      name: "KataCommandLine",
      dependencies: [
        "KataRegistry", "KataDriver", "KataShape", "KataTracing", "KataGates", "ConformanceCases",
        "TerminalText",
        "KataPlay", "RosterFiles", "BoundedInput", "StrictJSON", "LessonManifest",
      ]),

    // What `kata` does before any of its code, or the Swift runtime's, runs: the stack limit
    // checked (raised, or refused with a message) in C, on the little stack a limit of 16 KiB
    // leaves, where the runtime's own start would overflow it.
    .target(name: "KataStart"),

    // `kata` itself: its main file. A release build on Linux links the Swift runtime in, as a
    // command-line tool ships (`swift build -c release --static-swift-stdlib`), so it starts
    // without loading and binding the runtime's libraries. A debug build, which the tests run,
    // loads them as any debug build does.
    .executableTarget(name: "kata", dependencies: ["KataStart", "KataCommandLine"]),

    // The performance figures docs/kata.md lists: `swift run -c release --static-swift-stdlib
    // kata-bench`. Tests never time anything.
    .executableTarget(
      name: "kata-bench",
      dependencies: [
        "CalculatorModel", "KataDriver", "KataLessons", "KataTracing", "KataRegistry", "KataPlay",
      ]),

    // The tables the pages keep between markers (the reading maps, the comparison, the testing
    // page), written from the lessons' manifest and measured from the files: `swift run
    // kata-tables` writes them, `--check` names a stale page. For maintainers; kata never links it.
    .target(name: "LessonTables", dependencies: ["LessonManifest"]),
    .executableTarget(name: "kata-tables", dependencies: ["LessonTables"]),

    // The exercises' workbench: seed 004's massive controller, which students take apart
    // step by step (docs/exercises). It passes the shared cases from the first step on.
    .target(
      name: "KataExercise",
      dependencies: ["CalculatorModel", "ScoreBoard", "KataDriver"],
      path: "docs/exercises/KataExercise"
    ),

    // Runs a command and reports its peak memory, for the tests that measure kata's.
    .executableTarget(name: "peak-memory", path: "Tests/PeakMemory"),

    // The student's suite: every registered architecture (and the exercises' workbench) through
    // every shared case, the seed's expression as an oracle, and every rule of the pattern each
    // claims; and the lessons' binding, middle layers and rendering, tested on their own. `swift
    // test` runs it, with the lessons' own suites below: a student's honest edit keeps it green,
    // and it answers in seconds.
    .testTarget(
      name: "KataTests",
      dependencies: [
        "KataDriver", "KataShape", "KataGates", "KataRegistry", "KataLessons", "ConformanceCases",
        "CalculatorModel", "ScoreBoard", "RosterFiles", "KataExercise", "LessonManifest",
      ] + lessonDependencies
    ),

    // The lessons tested as an engineer tests a screen: one suite per lesson, the lesson's
    // objects built directly over test doubles, with no driver, rule or trace in between.
    .testTarget(
      name: "LessonTests",
      dependencies: ["CalculatorModel", "ScoreBoard", "LessonManifest"] + lessonDependencies
    ),
  ]
    // One target per lesson (`lessons`, above).
    + lessons.map { name in
      .target(name: name, dependencies: ["CalculatorModel", "ScoreBoard"], swiftSettings: lessonSettings)
    }
    + kitTests
    // Each added architecture: its roles and its two headless screens, in one module.
    + addedArchitectures.map { name in
      .target(name: name, dependencies: ["KataDriver", "CalculatorModel", "ScoreBoard"])
    }
)
