import Testing

@testable import CalculatorMVVM

/// MVVM's binding, on its own.
@Suite("BoundValue: the MVVM binding", .tags(.mvvm), .timeLimit(.minutes(2)))
@MainActor
struct BoundValueTests {
  @Test("delivers the current value on bind")
  func deliversCurrentValueOnBind() {
    let output = BoundValue("first")
    var received: [String] = []
    withExtendedLifetime(output.bind { received.append($0) }) {
      #expect(received == ["first"])
    }
  }

  @Test("delivers every later value, in order")
  func deliversEveryValueInOrder() {
    let output = BoundValue(0)
    var received: [Int] = []
    withExtendedLifetime(output.bind { received.append($0) }) {
      output.update(1)
      output.update(1)
      output.update(2)
    }
    #expect(received == [0, 1, 1, 2])
    #expect(output.value == 2)
  }

  @Test("serves several observers at once, each in bind order")
  func servesSeveralObservers() {
    let output = BoundValue("a")
    var log: [String] = []
    let first = output.bind { log.append("first \($0)") }
    let second = output.bind { log.append("second \($0)") }
    withExtendedLifetime((first, second)) {
      output.update("b")
    }
    #expect(log == ["first a", "second a", "first b", "second b"])
  }

  @Test("a token cancelled by an earlier observer during a delivery is not called in it")
  func tokenCancelledMidDeliveryIsNotCalled() {
    let output = BoundValue(0)
    var received: [Int] = []
    var second: BindingToken?
    let first = output.bind { if $0 == 1 { second?.cancel() } }
    second = output.bind { received.append($0) }
    withExtendedLifetime(first) {
      output.update(1)
      output.update(2)
    }
    #expect(received == [0])
  }

  @Test("an observer that sends a new value while told of one leaves every observer on the latest, in order")
  func reentrantUpdateEndsEveryObserverOnTheLatestValue() {
    let output = BoundValue(0)
    var log: [String] = []
    // The first observer, told of 1, answers with 2, as a view that edits a field while it
    // renders sends an input to its view model.
    let first = output.bind { value in
      log.append("first \(value)")
      if value == 1 { output.update(2) }
    }
    let second = output.bind { log.append("second \($0)") }
    withExtendedLifetime((first, second)) {
      output.update(1)
    }
    #expect(output.value == 2)
    #expect(log == ["first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])
  }

  @Test("an observer bound while newer values wait hears none older than the one bind gave it")
  func observerBoundDuringADeliveryEndsOnTheLatest() {
    let output = BoundValue("1")
    var log: [String] = []
    var late: [String] = []
    var lateToken: BindingToken?
    // Told of "2", the first observer sends "3" and "4", as a view that edits a field twice
    // while it renders; "3" and "4" wait until every observer has heard "2". The second, told
    // of "2", binds a third view, which `bind` hands "4", the latest, at once.
    let first = output.bind { value in
      log.append("first \(value)")
      if value == "2" {
        output.update("3")
        output.update("4")
      }
    }
    let second = output.bind { value in
      log.append("second \(value)")
      if value == "2" { lateToken = output.bind { late.append($0) } }
    }
    withExtendedLifetime((first, second)) {
      output.update("2")
    }
    #expect(late == ["4"], "a view bound late must not be handed an older value after the latest")
    #expect(
      log == [
        "first 1", "second 1", "first 2", "second 2", "first 3", "second 3", "first 4", "second 4",
      ])
    #expect(lateToken != nil)
  }

  @Test("a late observer starts from the latest value")
  func lateObserverStartsFromLatest() {
    let output = BoundValue(1)
    output.update(5)
    var received: [Int] = []
    withExtendedLifetime(output.bind { received.append($0) }) {
      #expect(received == [5])
    }
  }

  @Test("cancel stops that observer only")
  func cancelStopsOneObserver() {
    let output = BoundValue(0)
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = output.bind { first.append($0) }
    let secondToken = output.bind { second.append($0) }
    withExtendedLifetime(secondToken) {
      firstToken.cancel()
      firstToken.cancel()
      output.update(1)
    }
    #expect(first == [0])
    #expect(second == [0, 1])
  }

  @Test("releasing the token stops observing")
  func releasingTokenStops() {
    let output = BoundValue(0)
    var received: [Int] = []
    var token: BindingToken? = output.bind { received.append($0) }
    output.update(1)
    #expect(token != nil)
    token = nil
    output.update(2)
    #expect(received == [0, 1])
  }

  @Test("an observer that cancels itself while notified leaves the others notified")
  func cancellingDuringNotification() {
    let output = BoundValue(0)
    var token: BindingToken?
    var other: [Int] = []
    token = output.bind { value in
      if value == 1 { token?.cancel() }
    }
    withExtendedLifetime(output.bind { other.append($0) }) {
      output.update(1)
      output.update(2)
    }
    #expect(other == [0, 1, 2])
  }

  @Test("holds no observer past its token, so a bound object can be freed")
  func doesNotRetainObserversPastToken() {
    final class Label { var text = "" }
    let output = BoundValue("x")
    var label: Label? = Label()
    weak let weakLabel = label
    var token: BindingToken? = output.bind { [label] in label?.text = $0 }
    label = nil
    #expect(token != nil && weakLabel != nil, "the observer closure still holds the label")
    token = nil
    #expect(weakLabel == nil)
  }
}
