import Testing

@testable import KataDriver
@testable import KataShape

/// The call stacks behind "the extra views are bound the way the view is": a decoy binding is
/// named only when both the view's results and the extra views' came through some binding's
/// code, and through different ones. Evidence missing on one side is no verdict.
@Suite("Shape: a decoy binding is read from both sides' call stacks", .timeLimit(.minutes(1)))
struct DecoyEvidenceTests {
  /// The view's results, as they arrive through the MVVM lesson's `BoundValue`.
  let view = [["HeadlessCalculatorView.show(resultText:)", "closure #1 in BoundValue.update(_:)"]]

  @Test("the extra views are called through another binding than the view's: a decoy, named")
  func anotherBinding() throws {
    let problem = ScreenShape.decoyProblem(
      view: view, observers: [["closure #1 in BindingToken.fire()"]], .mvvm, [])

    let named = try #require(problem)
    #expect(named.contains("BoundValue") && named.contains("BindingToken"))
  }

  @Test("the extra views are called through the view's own binding: no decoy")
  func sameBinding() {
    let problem = ScreenShape.decoyProblem(
      view: view, observers: [["closure #2 in BoundValue.update(_:)"]], .mvvm, [])

    #expect(problem == nil)
  }

  @Test("the extra views' calls passed through no binding's code: nothing to compare, no decoy")
  func noBindingOnTheObserversSide() {
    let problem = ScreenShape.decoyProblem(
      view: view, observers: [["closure #1 in ScreenKind.observeBinding(of:)", "ProbeView.bind(_:_:)"]],
      .mvvm, [])

    #expect(problem == nil, "a decoy was named from the view's side alone: \(problem ?? "")")
  }
}
