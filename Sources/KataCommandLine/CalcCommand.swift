import KataDriver
import KataTracing

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
      Under an address space limit (ulimit -v), so does a line longer than a quarter of what the
      limit leaves.
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

  /// How many screens of each architecture take the lines of standard input in turn, when
  /// no trace is asked for.
  static let screensPerArchitecture = 64

  /// Builds screens of each architecture, types the token into each once, then each input
  /// into the next screen in turn; each result is read once its screen has settled.
  ///
  /// A line's result depends on that line alone, so the lines that standard input already
  /// holds go to several screens at once, which settle together: waiting for a screen to
  /// settle costs turns of the main actor, and a file of lines would otherwise spend most of
  /// its time there. With --trace, one screen per architecture takes every line, so that its
  /// flow reads as one screen's life.
  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    let screensEach = trace == nil ? Self.screensPerArchitecture : 1
    var screens: [[(screen: any CalculatorScreen, recorder: Trace?)]] = architectures.map { _ in [] }
    let labelled = architectures.count > 1
    let names = architectures.map(\.name).joined(separator: ", ")

    /// The result of each of `inputs` through each architecture, line by line: the screens'
    /// own code runs here, watched by the driver's watchdog.
    func results(of inputs: [String]) async -> [String] {
      var fresh: [any CalculatorScreen] = []
      for (index, architecture) in architectures.enumerated() {
        while screens[index].count < inputs.count {
          let recorder = trace.map { _ in Trace() }
          let screen = architecture.makeCalculatorScreen(trace: recorder)
          screen.playTokenEdit(token)
          fresh.append(screen)
          screens[index].append((screen, recorder))
        }
      }
      _ = await fresh.settledResults()
      var edited: [any CalculatorScreen] = []
      for (line, input) in inputs.enumerated() {
        for index in architectures.indices {
          screens[index][line].screen.playInputEdit(input)
          edited.append(screens[index][line].screen)
        }
      }
      return await edited.settledResults()
    }

    func show(_ inputs: [String]) async throws(KataError) {
      let shown = await MainActorWatchdog.guarding("the calculator of \(names)") { await results(of: inputs) }
      var results = shown.makeIterator()
      for line in inputs.indices {
        for (index, architecture) in architectures.enumerated() {
          if let trace, let recorder = screens[index][line].recorder {
            try output.write(TextLayout.escapingControls(inLines: trace.render(recorder.takeMessages())))
          }
          let result = results.next() ?? ""
          try output.write(labelled ? "\(architecture.name)\t\(result)\n" : "\(result)\n")
        }
      }
    }

    switch source {
    case .argument(let input):
      try await show([input])
    case .standardInput:
      let reader = LineReader.standardInput()
      while let line = try reader.nextLine(beforeWaiting: output.flush) {
        var lines = [line]
        while lines.count < screensEach, let next = try reader.bufferedLine() { lines.append(next) }
        try await show(lines)
      }
    }
    try output.flush()
  }
}
