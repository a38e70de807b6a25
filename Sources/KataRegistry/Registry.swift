import KataDriver
import KataExercise
import KataLessons

// The one composition point: every architecture that `kata` runs and the suite tests is
// registered here, and nowhere else. The lessons come from KataLessons, the exercises'
// workbench from KataExercise, and an architecture of your own from its module: name its
// target in `addedArchitectures` in Package.swift, import it above, and add it to `all`
// (docs/adding-an-architecture.md).

extension Architecture {
  /// The architectures that `--arch all`, `kata check`, `kata shape` and the shared suite run:
  /// the lessons, then every one added (`lessons + [.hub]`).
  public static let all: [Architecture] = lessons

  /// The exercises' workbench: run by name (`--arch exercise`) and checked through the gates
  /// of its steps (`kata progress`), but not part of ``all``, so that a fresh clone's
  /// `kata check` passes while the workbench is still a massive controller.
  public static let workbench = Exercise.architecture

  /// Every architecture that `--arch NAME` accepts: ``all``, then the workbench.
  public static let runnable: [Architecture] = all + [workbench]

  /// The runnable architecture called `name`, if any.
  public static func named(_ name: String) -> Architecture? {
    runnable.first { $0.name == name }
  }
}
