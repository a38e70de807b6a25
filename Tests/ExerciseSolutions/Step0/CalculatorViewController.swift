/// The starting point: a "massive" view controller, as seed 004 first writes it.
///
/// Everything lives here: the screen's state, the rule that splits and sums, and the
/// formatting. It works (the shared cases pass), and that is the point of the exercise:
/// the steps in docs/exercises change where the code lives, never what the screen shows.
@MainActor
final class CalculatorViewController {
  let view: CalculatorView
  private var token = ""
  private var input = ""

  init(view: CalculatorView) {
    self.view = view
  }

  func viewDidLoad() {
    view.delegate = self
    updateResult()
  }

  func tokenDidChange(_ token: String) {
    self.token = token
    updateResult()
  }

  func inputDidChange(_ input: String) {
    self.input = input
    updateResult()
  }

  private func updateResult() {
    // The business rule, right in the controller: every scalar of the token separates,
    // each piece that Int(String) accepts is added, and the sum is exact.
    let separators = Set(token.unicodeScalars)
    var sum: Int128 = 0
    for piece in input.unicodeScalars.split(whereSeparator: separators.contains) {
      if let number = Int(String(String.UnicodeScalarView(piece))) {
        sum += Int128(number)
      }
    }
    view.setResultText(String(sum))
  }
}
