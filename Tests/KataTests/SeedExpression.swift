import Foundation

/// The oracle: the seed's own expression, summed exactly.
///
///     input.components(separatedBy: CharacterSet(charactersIn: token)).compactMap { Int($0) }
///
/// with one repair, so that every scalar of the token separates: the set is built scalar by scalar, because
/// `CharacterSet(charactersIn:)` drops astral-plane scalars on Linux when the token also
/// holds a BMP character.
enum SeedExpression {
  static func sum(of input: String, separatedBy token: String) -> Int128 {
    var separators = CharacterSet()
    for scalar in token.unicodeScalars {
      separators.insert(scalar)
    }
    return input.components(separatedBy: separators)
      .compactMap { Int($0) }
      .reduce(0) { $0 + Int128($1) }
  }
}
