import ConformanceCases

extension CalculatorCase {
  /// Runs this case through `architecture`, as the suite and `kata check` both do: a fresh
  /// screen, the token edit, the input edit. Returns the text the screen shows once it has
  /// settled.
  @MainActor
  public func run(through architecture: Architecture) async -> String {
    await Self.run([(self, architecture)])[0]
  }

  /// Runs each case through its architecture, each on a fresh screen of its own, and returns
  /// what each screen shows once it has settled. The screens settle together (see
  /// ``Settling``): each shows what it would alone, and a file of cases costs far fewer turns
  /// of the main actor.
  @MainActor
  public static func run(_ runs: [(example: CalculatorCase, architecture: Architecture)]) async -> [String] {
    let names = Set(runs.map(\.architecture.name)).sorted().joined(separator: ", ")
    return await MainActorWatchdog.guarding("calculator cases through \(names)") {
      let screens = runs.map { example, architecture in
        let screen = architecture.makeCalculatorScreen()
        screen.playTokenEdit(example.token)
        screen.playInputEdit(example.input)
        return screen
      }
      return await screens.settledResults()
    }
  }
}
