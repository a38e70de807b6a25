import KataDriver
import KataTracing
import TerminalText

/// The calculator page: the token field, the input field, one result label per architecture,
/// and the selected architecture's messages.
///
/// Every edit goes to every lane at once, as the same user event, so the results change side
/// by side; the message pane then shows what that one edit set moving in the architecture
/// picked with Up/Down. Before the first edit, it shows the flow that built the screen.
@MainActor
public final class CalculatorPage: PlaygroundPage {
  /// The two fields, in Tab order.
  public enum Field: Hashable, Sendable, CaseIterable {
    case token, input
  }

  private let lanes: [any CalculatorLane]
  private var token = TextField(",")
  private var input = TextField()
  public private(set) var focus = Field.input
  /// The lane whose messages the pane shows.
  public private(set) var selected = 0
  /// Each lane's messages of the last edit (before the first: of building the screen).
  private var messages: [[Trace.Message]]
  private var hasEdited = false
  private var refresh: @Sendable () -> Void = {}
  /// The wait for lanes whose view draws on a later turn (see ``settle()``).
  private var settling: Task<Void, Never>?

  /// A page over `lanes`, in order. The token field starts as `,`, which each lane is told
  /// the way any edit is, so that the screen opens in the state `kata calc` starts from.
  public init(lanes: [any CalculatorLane]) {
    self.lanes = lanes
    for lane in lanes {
      lane.editToken(token.text)
    }
    messages = lanes.map { $0.takeMessages() }
  }

  public func start(refresh: @escaping @Sendable () -> Void) {
    self.refresh = refresh
    settleLanes()
  }

  /// Waits until every lane shows every edit made so far and the page has taken the messages
  /// that came late: a view bound with Swift Observation draws on a later turn.
  public func settle() async {
    await settling?.value
  }

  public func handle(_ key: Key) -> KeyOutcome {
    switch key {
    case .escape, .interrupt: return .quit
    case .tab, .backTab: focus = focus == .token ? .input : .token
    case .up: selected = lanes.isEmpty ? 0 : (selected + lanes.count - 1) % lanes.count
    case .down: selected = lanes.isEmpty ? 0 : (selected + 1) % lanes.count
    case .left: move { $0.moveLeft() }
    case .right: move { $0.moveRight() }
    case .home: move { $0.moveToStart() }
    case .end: move { $0.moveToEnd() }
    case .backspace: edit { $0.deleteBackward() }
    case .delete: edit { $0.deleteForward() }
    case .text(let text): edit { $0.insert(text) }
    case .paste(let text): edit { $0.insert(Self.lineBreaksNormalized(text)) }
    case .enter, .suspend: break
    }
    return .carryOn
  }

  /// The text of `field`.
  public func text(of field: Field) -> String {
    field == .token ? token.text : input.text
  }

  /// Applies `change` to the focused field; if the text changed, every lane hears of it.
  private func edit(_ change: (inout TextField) -> Bool) {
    let changed = focus == .token ? change(&token) : change(&input)
    guard changed else { return }
    for lane in lanes {
      if focus == .token { lane.editToken(token.text) } else { lane.editInput(input.text) }
    }
    messages = lanes.map { $0.takeMessages() }
    hasEdited = true
    settleLanes()
  }

  /// Once every lane has settled, adds what reached its view late to the last edit's
  /// messages, and has the page drawn again. A synchronous lane has nothing late to add.
  private func settleLanes() {
    let previous = settling
    settling = Task { [weak self] in
      await previous?.value
      guard let lanes = self?.lanes else { return }
      for lane in lanes {
        await Settling.settle(lane) { lane.resultText }
      }
      guard let self else { return }
      for index in lanes.indices {
        messages[index] += lanes[index].takeMessages()
      }
      refresh()
    }
  }

  /// Applies `move` to the focused field: the cursor moves, nothing is edited.
  private func move(_ move: (inout TextField) -> Void) {
    if focus == .token { move(&token) } else { move(&input) }
  }

  /// Terminals send a pasted line break as `\r`; it stays a line break.
  private static func lineBreaksNormalized(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
  }

  // MARK: Drawing

  public func frame(size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    let fewestResults = min(lanes.count, 3)
    guard size.columns >= 30, size.rows >= 8 + fewestResults else {
      PageLayout.tooSmall(&frame, needs: TerminalSize(rows: 8 + fewestResults, columns: 30))
      return frame
    }
    PageLayout.title("calculator", in: &frame)
    let labelWidth = 7
    drawField(.token, label: "Token", row: 2, labelWidth: labelWidth, into: &frame)
    drawField(.input, label: "Input", row: 3, labelWidth: labelWidth, into: &frame)

    let nameWidth = lanes.map { DisplayWidth.columns(of: $0.name) }.max() ?? 0
    // Every result while they fit with room for the pane; else a window of them that keeps
    // the selected one in sight (many registered architectures in an 80×24 window).
    let resultRows = min(lanes.count, max(fewestResults, size.rows - 14))
    let first = min(max(selected - resultRows / 2, 0), lanes.count - resultRows)
    for (offset, index) in (first..<first + resultRows).enumerated() {
      let lane = lanes[index]
      let row = 5 + offset
      let isSelected = index == selected
      frame.write(isSelected ? ">" : " ", row: row, column: 0, style: .bold)
      frame.write(lane.name, row: row, column: 2, limit: nameWidth, style: isSelected ? .reverse : [])
      frame.write(lane.resultText, row: row, column: 4 + nameWidth)
    }

    let footerRow = size.rows - 1
    PageLayout.footer(
      ["Esc quit", "Tab field", "Up/Down architecture", "Left/Right/Home/End move"], in: &frame)
    let paneTop = 6 + resultRows
    if paneTop < footerRow - 1, lanes.indices.contains(selected) {
      let name = lanes[selected].name
      let title =
        hasEdited ? "\(name): the messages of the last edit" : "\(name): the messages that built the screen"
      MessagePane(title: title, messages: messages[selected])
        .draw(into: &frame, rows: paneTop..<footerRow - 1, column: 1, width: size.columns - 2)
    }
    return frame
  }

  /// `> Token  [1,2,3   ]`: the focus mark, the label, and the field between brackets, which
  /// turn into `…` where text is hidden.
  private func drawField(_ field: Field, label: String, row: Int, labelWidth: Int, into frame: inout Frame) {
    let isFocused = focus == field
    frame.write(isFocused ? ">" : " ", row: row, column: 0, style: .bold)
    frame.write(label, row: row, column: 2, style: isFocused ? .bold : [])
    let open = 2 + labelWidth
    let width = frame.size.columns - open - 3
    let layout = field == .token ? token.layout(width: width) : input.layout(width: width)
    frame.write(layout.isCutBefore ? "…" : "[", row: row, column: open, style: .dim)
    frame.write(layout.visible, row: row, column: open + 1, limit: width)
    frame.write(layout.isCutAfter ? "…" : "]", row: row, column: open + 1 + width, style: .dim)
    if isFocused {
      frame.cursor = Position(row: row, column: open + 1 + layout.cursorColumn)
    }
  }
}
