/// The command-line parser: small, hand-written, and conventional.
///
/// It knows the shapes of swift-argument-parser's command lines, and nothing of what the
/// options mean: `--name value` and `--name=value`, flags (`--slow`), an option whose value may be
/// left out (`--trace` or `--trace mermaid`), `-h`/`--help`, `--` to end the options, and
/// `-` as the conventional name of standard input. Each command then validates what this
/// returns into typed values. It reads ``Argument``s, bytes: `--name=value` splits at the
/// first `=` byte.

/// One option a command accepts, with its help next to it.
struct OptionSpec: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// `--name VALUE`: the value is required, and may be anything, `-` included.
    case value(placeholder: String)
    /// `--name [VALUE]`: the value, one of `choices`, may be left out; then `omitted` is used.
    case optionalValue(choices: [String], omitted: String)
    /// `--name`: on when given, and it takes no value (swift-argument-parser's `@Flag`).
    case flag
  }

  /// The long name, without the dashes.
  var name: String
  var kind: Kind
  /// One short sentence, ending in a period.
  var help: String

  /// How the option reads in a usage line: `--token SEPARATORS`.
  var synopsis: String {
    switch kind {
    case .value(let placeholder): "--\(name) \(placeholder)"
    case .optionalValue(let choices, _): "--\(name) [\(choices.joined(separator: "|"))]"
    case .flag: "--\(name)"
    }
  }
}

/// One command: its name, usage line, options and help.
struct CommandSpec: Sendable, Equatable {
  /// The command's name, as typed after `kata`.
  var name: String
  /// One short sentence on what the command does.
  var abstract: String
  /// The usage line, after `Usage: `.
  var usage: String
  var options: [OptionSpec]
  /// The positional arguments, as `(name, help)`, all optional and in order.
  var arguments: [(name: String, help: String)]
  /// Further paragraphs for the help page.
  var discussion: String = ""
  /// Whether the last argument may be given any number of times (`DIR...`).
  var repeatsLastArgument = false

  /// The command that shows this command's help.
  var helpCommand: String { name == "kata" ? "kata --help" : "kata \(name) --help" }

  /// Whether the two are the same command, as help and a usage error show it: every field.
  /// (`arguments` holds tuples, which cannot conform to Equatable themselves.)
  static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool {
    lhs.name == rhs.name && lhs.abstract == rhs.abstract && lhs.usage == rhs.usage
      && lhs.options == rhs.options && lhs.discussion == rhs.discussion
      && lhs.repeatsLastArgument == rhs.repeatsLastArgument
      && lhs.arguments.elementsEqual(rhs.arguments, by: ==)
  }

  /// The option called `name`.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// What the parser found, before any command gives it a meaning.
struct ParsedArguments: Equatable {
  /// The value of each option given, by long name. A repeated option keeps its last value.
  var values = OptionValues()
  /// The flags given, by long name.
  var flags: Set<String> = []
  /// The positional arguments, in order.
  var positionals: [Argument] = []
  /// Whether `-h` or `--help` was given.
  var wantsHelp = false
}

extension CommandSpec {
  /// Parses `words` (what follows the command's name) by this command's options.
  func parse(_ words: [Argument]) throws(KataError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = words[...]

    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals.append(contentsOf: remaining)
        break
      } else if argument == "-h" || argument == "--help" {
        parsed.wantsHelp = true
      } else if argument.hasPrefix("--") {
        try parseOption(argument, from: &remaining, into: &parsed)
      } else if argument.hasPrefix("-") && argument != "-" {
        throw .usage(
          "unknown option '\(argument)' (put '--' before an INPUT that begins with '-')", self)
      } else {
        parsed.positionals.append(argument)
      }
    }

    if !parsed.wantsHelp && !repeatsLastArgument && parsed.positionals.count > self.arguments.count {
      throw .usage("unexpected argument '\(parsed.positionals[self.arguments.count])'", self)
    }
    return parsed
  }

  private func parseOption(
    _ argument: Argument,
    from remaining: inout ArraySlice<Argument>,
    into parsed: inout ParsedArguments
  ) throws(KataError) {
    let body = argument.bytes.dropFirst(2)
    let equals = body.firstIndex(of: UInt8(ascii: "="))
    let name = String(decoding: body[..<(equals ?? body.endIndex)], as: UTF8.self)
    let attached = equals.map { Argument(bytes: body[($0 + 1)...]) }

    guard let option = option(named: name) else {
      if name == "help" { throw .usage("'--help' takes no value", self) }
      throw .usage("unknown option '--\(name)'", self)
    }
    switch option.kind {
    case .value:
      if let attached {
        parsed.values[name] = attached
      } else if let next = remaining.popFirst() {
        parsed.values[name] = next
      } else {
        throw .usage("missing value for '\(option.synopsis)'", self)
      }
    case .optionalValue(let choices, let omitted):
      if let attached {
        guard choices.contains(attached.text) else {
          throw .usage(
            "unknown value '\(attached)' for '--\(name)' (choose \(Self.listing(choices)))", self)
        }
        parsed.values[name] = attached
      } else if let next = remaining.first, choices.contains(next.text) {
        parsed.values[name] = remaining.removeFirst()
      } else {
        parsed.values[name] = Argument(omitted)
      }
    case .flag:
      guard attached == nil else {
        throw .usage("'--\(name)' takes no value", self)
      }
      parsed.flags.insert(name)
    }
  }

  /// The value of option `name` in `parsed` as one of `Choice`'s cases, or `fallback` when
  /// the option was not given; a value that is none of them is a usage error listing them.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, in parsed: ParsedArguments, default fallback: Choice
  ) throws(KataError) -> Choice where Choice.RawValue == String {
    guard let value = parsed.values[name] else { return fallback }
    guard let choice = Choice(rawValue: value.text) else {
      let choices = Self.listing(Choice.allCases.map(\.rawValue))
      throw .usage("unknown \(name) '\(value)' (choose \(choices))", self)
    }
    return choice
  }

  /// `a, b or c`: how an error lists the values to choose from.
  static func listing(_ choices: [String]) -> String {
    guard let last = choices.last, choices.count > 1 else { return choices.first ?? "" }
    return choices.dropLast().joined(separator: ", ") + " or " + last
  }
}

/// The options' values, by long name: a handful, looked up by a scan.
///
/// Not a `Dictionary`: the first dictionary of `String` keys a process makes sends the runtime
/// through every conformance the process has, to find `String`'s `Hashable`, and the parse of
/// every `kata` command line paid for it at start-up.
struct OptionValues: Equatable, ExpressibleByDictionaryLiteral {
  private var entries: [(name: String, value: Argument)] = []

  init() {}

  init(dictionaryLiteral elements: (String, Argument)...) {
    for (name, value) in elements { self[name] = value }
  }

  subscript(name: String) -> Argument? {
    get { entries.first { $0.name == name }?.value }
    set {
      entries.removeAll { $0.name == name }
      if let newValue { entries.append((name, newValue)) }
    }
  }

  static func == (left: OptionValues, right: OptionValues) -> Bool {
    left.entries.count == right.entries.count && left.entries.allSatisfy { right[$0.name] == $0.value }
  }
}
