import ConformanceCases

extension CalculatorCase {
  /// Runs this case through `architecture`, as the suite and `kata check` both do: a fresh
  /// screen, the token edit, the input edit. Returns the text the screen shows once it has
  /// settled.
  @MainActor
  public func run(through architecture: Architecture) async -> String {
    let screen = architecture.makeCalculatorScreen()
    screen.editToken(token)
    screen.editInput(input)
    await screen.settled()
    return screen.resultText
  }
}
