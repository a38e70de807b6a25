import KataDriver

/// `kata calc`: what the calculator screen shows after the user types a token, then an input.
struct CalcCommand: KataCommand {
  static let spec = CommandSpec(
    name: "calc",
    abstract: "Prints the result the calculator screen shows, through the chosen architecture.",
    usage:
      "kata calc [--arch \(ArchitectureOption.placeholder)] [--token SEPARATORS] [--trace [text|mermaid]] [--] [INPUT]",
    options: [
      ArchitectureOption.spec(default: "mvvm"),
      OptionSpec(
        name: "token", kind: .value(placeholder: "SEPARATORS"),
        help: "The token field: every Unicode scalar in it separates numbers (default ',')."),
      TraceOption.spec,
    ],
    arguments: [
      ("INPUT", "The input field; with none or '-', each line of standard input is one input.")
    ],
    discussion: """
      The screen is sent two events, a token edit and then an input edit, and prints what its
      result label shows: the exact sum of the pieces that Swift's Int(String) accepts.
      With --arch all, each line is ARCH<TAB>RESULT. An INPUT that begins with '-' goes after '--'.
      A line of standard input may be up to 256 MiB long; a longer one stops with exit status 65.
      With --trace, each result comes after the messages that produced it: who told whom what,
      from building the screen to the last edit.

      Examples:
        kata calc --token ',;' '1,2;3'
        kata calc --arch all -- -5,3
        kata calc --arch mvc --trace -- 1,2,3
        printf '1,2\\n3,4\\n' | kata calc
      """
  )

  /// Where the input field's text comes from.
  enum Source: Equatable {
    /// One input, given on the command line.
    case argument(String)
    /// One input per line of standard input.
    case standardInput
  }

  var architectures: [Architecture]
  var token: String
  var source: Source
  var trace: TraceFormat?

  /// Validates what the parser found into a runnable command.
  init(validating parsed: ParsedArguments) throws(KataError) {
    architectures = try ArchitectureOption.architectures(
      parsed.values["arch"]?.text ?? "mvvm", for: Self.spec)
    token = parsed.values["token"]?.text ?? ","
    trace = TraceOption.format(parsed)
    switch parsed.positionals.first?.text {
    case nil, "-": source = .standardInput
    case let input?: source = .argument(input)
    }
  }

  /// Builds one screen per architecture, types the token once, then each input; each result
  /// is read once its screen has settled.
  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    var screens: [(name: String, screen: any CalculatorScreen, recorder: Trace?)] = []
    for architecture in architectures {
      let recorder = trace.map { _ in Trace() }
      let screen = architecture.makeCalculatorScreen(trace: recorder)
      screen.editToken(token)
      await screen.settled()
      screens.append((architecture.name, screen, recorder))
    }
    let labelled = screens.count > 1

    func show(_ input: String) async throws(KataError) {
      for (name, screen, recorder) in screens {
        screen.editInput(input)
        await screen.settled()
        if let trace, let recorder {
          try output.write(TextLayout.escapingControls(inLines: trace.render(recorder.takeMessages())))
        }
        try output.write(labelled ? "\(name)\t\(screen.resultText)\n" : "\(screen.resultText)\n")
      }
    }

    switch source {
    case .argument(let input):
      try await show(input)
    case .standardInput:
      let reader = LineReader.standardInput()
      while let line = try reader.nextLine(beforeWaiting: output.flush) {
        try await show(line)
      }
    }
    try output.flush()
  }
}
