import KataDriver
import KataTracing
import TerminalText

/// The pane that shows one architecture's messages: a title, then each message as
/// `kata --trace` prints it, wrapped to the pane's width.
///
/// When the messages do not fit, the last row says how many more there are, so that nobody
/// takes a cut flow for the whole one.
struct MessagePane {
  var title: String
  var messages: [Trace.Message]
  /// How many messages came after those given, not kept.
  var more = 0

  /// Continuation lines of a wrapped message start this far in.
  private static let indent = 4

  /// Draws the pane into `rows` of `frame`, from `column`, `width` columns wide.
  func draw(into frame: inout Frame, rows: Range<Int>, column: Int, width: Int) {
    guard let titleRow = rows.first, width > Self.indent else { return }
    frame.write(title, row: titleRow, column: column, limit: width, style: .bold)
    let room = rows.count - 1
    var lines: [(text: String, message: Int)] = []
    for (index, message) in messages.enumerated() {
      let text = TraceFormat.text.render([message]).dropLast().escapingControls()
      let first = text.wrapped(toColumns: width)
      let head = first[0]
      let rest = text.dropFirst(head.count).wrapped(toColumns: width - Self.indent)
      lines.append((head, index))
      if first.count > 1 {
        lines += rest.map { (String(repeating: " ", count: Self.indent) + $0, index) }
      }
      // Enough to fill the pane and know that there is more.
      if lines.count > room { break }
    }
    var shown = lines.prefix(room)
    // The messages from the first one not shown whole, and those only counted.
    var hidden = more
    if lines.count > room || (more > 0 && shown.count == room), let cut = shown.popLast() {
      hidden += messages.count - cut.message
    }
    if hidden > 0 {
      let text = "… and \(hidden) more \(hidden == 1 ? "message" : "messages")"
      frame.write(text, row: titleRow + 1 + shown.count, column: column, limit: width, style: .dim)
    }
    for (offset, line) in shown.enumerated() {
      frame.write(line.text, row: titleRow + 1 + offset, column: column, limit: width)
    }
  }
}
