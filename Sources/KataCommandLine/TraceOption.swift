import KataDriver
import KataTracing

/// `--trace [text|mermaid]`, which every screen command takes.
enum TraceOption {
  /// The option, with its help.
  static let spec = OptionSpec(
    name: "trace",
    kind: .optionalValue(choices: TraceFormat.allCases.map(\.rawValue), omitted: TraceFormat.text.rawValue),
    help: "Prints the messages that produced the result first, as lines or a Mermaid diagram (default text)."
  )

  /// The format `--trace` asked for, or nil when it was not given.
  static func format(_ parsed: ParsedArguments) -> TraceFormat? {
    // The parser has already checked the value against the choices.
    parsed.values[spec.name].flatMap { TraceFormat(rawValue: $0.text) }
  }
}
