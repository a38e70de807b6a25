/// How many columns of a terminal a piece of text takes.
///
/// A terminal draws most scalars one column wide, East Asian wide and fullwidth ones (Hangul,
/// kanji, most emoji) two, and combining marks and zero-width characters none. Counting
/// `Character`s instead misaligns every table with a Korean name in it. The widths come from
/// a small table generated from the Unicode data (`generate-width-table.py`), not from the
/// C library's locale, so they are the same on every machine.
public enum DisplayWidth {
  /// The columns `scalar` takes on its own: 0, 1 or 2.
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.first {
        high = middle - 1
      } else if value > range.last {
        low = middle + 1
      } else {
        return Int(range.columns)
      }
    }
    return 1
  }

  /// The columns `character`, one grapheme cluster, takes: its scalars' columns added up,
  /// at most 2 (a family emoji joined from three is one picture), and 2 when an emoji
  /// presentation selector asks for a picture (`❤️`).
  public static func columns(of character: Character) -> Int {
    var columns = 0
    for scalar in character.unicodeScalars {
      columns += scalar.value == 0xFE0F ? 2 : Self.columns(of: scalar)
    }
    return min(columns, 2)
  }

  /// The columns `text` takes.
  public static func columns(of text: some StringProtocol) -> Int {
    // ASCII text, by far the most common, is one column per byte.
    if text.isPrintableASCII() { return text.utf8.count }
    return text.reduce(0) { $0 + columns(of: $1) }
  }
}

extension StringProtocol {
  /// This text, padded with spaces on the right to `width` columns.
  public func padded(toColumns width: Int) -> String {
    let missing = width - DisplayWidth.columns(of: self)
    return missing > 0 ? String(self) + String(repeating: " ", count: missing) : String(self)
  }

  /// This text, cut to at most `width` columns; a cut ends in `…`.
  public func truncated(toColumns width: Int) -> String {
    guard DisplayWidth.columns(of: self) > width else { return String(self) }
    guard width > 0 else { return "" }
    var kept = ""
    var used = 0
    for character in self {
      let columns = DisplayWidth.columns(of: character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    return kept + "…"
  }
}
