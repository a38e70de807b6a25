extension StringProtocol {
  /// Whether every byte of this text is printable ASCII, from the space to `~`: text that
  /// needs no escaping and takes one column a byte, as nearly every name, case and number
  /// does. With `exceptBackslash`, a backslash makes the answer false; with
  /// `allowingNewlines`, a line feed does not.
  ///
  /// The bytes are read in a plain loop over the text's UTF-8 buffer: the tables of `kata
  /// check` and `kata scores` ask this of every cell, and such a loop stays fast in the debug
  /// build the tests run, where walking `unicodeScalars` costs ten times as much.
  public func isPrintableASCII(exceptBackslash: Bool = false, allowingNewlines: Bool = false) -> Bool {
    var text = String(self)
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if (byte < 0x20 && !(allowingNewlines && byte == 0x0A)) || byte > 0x7E
          || (exceptBackslash && byte == 0x5C)
        {
          return false
        }
        index += 1
      }
      return true
    }
  }
}
