extension StringProtocol {
  /// This text cut into lines of at most `width` columns each, by display columns, keeping
  /// every character whole; a character wider than `width` gets a line of its own. Empty text
  /// is one empty line.
  public func wrapped(toColumns width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for character in self {
      let columns = DisplayWidth.columns(of: character)
      if used + columns > width && !line.isEmpty {
        lines.append(line)
        line = ""
        used = 0
      }
      line.append(character)
      used += columns
    }
    lines.append(line)
    return lines
  }
}
