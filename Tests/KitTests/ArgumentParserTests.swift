import Testing

@testable import KataCommandLine

/// The hand-written parser, on its own: the shapes of a conventional command line.
@Suite("Argument parser", .timeLimit(.minutes(2)))
struct ArgumentParserTests {
  static let spec = CommandSpec(
    name: "demo",
    abstract: "A demo.",
    usage: "kata demo [--name VALUE] [--mode [a|b]] [ARG]",
    options: [
      OptionSpec(name: "name", kind: .value(placeholder: "VALUE"), help: "A value."),
      OptionSpec(name: "mode", kind: .optionalValue(choices: ["a", "b"], omitted: "a"), help: "A mode."),
      OptionSpec(name: "loud", kind: .flag, help: "A flag."),
    ],
    arguments: [("ARG", "An argument.")]
  )

  struct Example: Sendable, CustomTestStringConvertible {
    var words: [Argument]
    var values: OptionValues = [:]
    var flags: Set<String> = []
    var positionals: [Argument] = []
    var wantsHelp = false
    var testDescription: String {
      words.isEmpty ? "(nothing)" : words.map(\.text.debugDescription).joined(separator: " ")
    }
  }

  @Test(
    "parses",
    arguments: [
      Example(words: []),
      Example(words: ["x"], positionals: ["x"]),
      Example(words: ["--name", "v"], values: ["name": "v"]),
      Example(words: ["--name=v"], values: ["name": "v"]),
      Example(words: ["--name=a=b"], values: ["name": "a=b"]),
      // `=` and a combining mark make one Character; the split is at the `=` byte.
      Example(words: ["--name=\u{301}x"], values: ["name": "\u{301}x"]),
      Example(words: ["--name=\u{200D}"], values: ["name": "\u{200D}"]),
      // Bytes that are not UTF-8 stay as they are, for a file name to open.
      Example(
        words: [Argument(bytes: Array("--name=caf".utf8) + [0xE9]), Argument(bytes: [0xFF])],
        values: ["name": Argument(bytes: Array("caf".utf8) + [0xE9])], positionals: [Argument(bytes: [0xFF])]),
      Example(words: ["--name="], values: ["name": ""]),
      Example(words: ["--name", "-"], values: ["name": "-"]),
      Example(words: ["--name", "--"], values: ["name": "--"]),
      Example(words: ["--name", "1", "--name", "2"], values: ["name": "2"]),
      Example(words: ["x", "--name", "v"], values: ["name": "v"], positionals: ["x"]),
      Example(words: ["--mode"], values: ["mode": "a"]),
      Example(words: ["--mode", "b"], values: ["mode": "b"]),
      Example(words: ["--mode", "x"], values: ["mode": "a"], positionals: ["x"]),
      Example(words: ["--mode=b"], values: ["mode": "b"]),
      Example(words: ["-"], positionals: ["-"]),
      Example(words: ["--", "-5"], positionals: ["-5"]),
      Example(words: ["--", "--name"], positionals: ["--name"]),
      Example(words: ["-h"], wantsHelp: true),
      Example(words: ["x", "--help"], positionals: ["x"], wantsHelp: true),
      Example(words: ["x", "y", "--help"], positionals: ["x", "y"], wantsHelp: true),
      Example(words: ["--loud"], flags: ["loud"]),
      Example(words: ["--loud", "x", "--loud"], flags: ["loud"], positionals: ["x"]),
      Example(words: ["--loud", "--name", "v"], values: ["name": "v"], flags: ["loud"]),
    ]
  )
  func parses(example: Example) throws {
    let parsed = try Self.spec.parse(example.words)
    #expect(
      parsed
        == ParsedArguments(
          values: example.values, flags: example.flags, positionals: example.positionals,
          wantsHelp: example.wantsHelp))
  }

  @Test(
    "rejects with a usage error",
    arguments: [
      (["--nope"], "unknown option '--nope'"),
      (["-x"], "unknown option '-x' (put '--' before an INPUT that begins with '-')"),
      (["--name"], "missing value for '--name VALUE'"),
      (["--mode=c"], "unknown value 'c' for '--mode' (choose a or b)"),
      (["x", "y"], "unexpected argument 'y'"),
      (["--", "x", "y"], "unexpected argument 'y'"),
      (["--loud=yes"], "'--loud' takes no value"),
      (["--loud="], "'--loud' takes no value"),
    ] as [([Argument], String)]
  )
  func rejects(words: [Argument], message: String) {
    #expect(throws: KataError.usage(message, Self.spec)) {
      try Self.spec.parse(words)
    }
  }

  @Test("a usage error reads as three lines: what, usage, where to read more")
  func usageReport() {
    let report = KataError.usage("unknown option '--nope'", Self.spec).report
    #expect(
      report == """
        kata: unknown option '--nope'
        Usage: kata demo [--name VALUE] [--mode [a|b]] [ARG]
        See 'kata demo --help' for more information.

        """)
    // An error that points at another usage line, of a command with the same name, is another error.
    var other = Self.spec
    other.usage = "kata demo [ARG]"
    #expect(KataError.usage("unknown option '--nope'", other) != .usage("unknown option '--nope'", Self.spec))
  }

  @Test(
    "lists choices as a phrase",
    arguments: [([String](), ""), (["a"], "a"), (["a", "b"], "a or b"), (["a", "b", "c"], "a, b or c")])
  func listing(choices: [String], phrase: String) {
    #expect(CommandSpec.listing(choices) == phrase)
  }
}
