import Testing

@testable import CalculatorMVVM

/// MVVM's binding, on its own.
@Suite("Observable: the MVVM binding", .tags(.mvvm))
@MainActor
struct ObservableTests {
  @Test("delivers the current value on bind")
  func deliversCurrentValueOnBind() {
    let observable = Observable("first")
    var received: [String] = []
    withExtendedLifetime(observable.bind { received.append($0) }) {
      #expect(received == ["first"])
    }
  }

  @Test("delivers every later value, in order")
  func deliversEveryValueInOrder() {
    let observable = Observable(0)
    var received: [Int] = []
    withExtendedLifetime(observable.bind { received.append($0) }) {
      observable.update(1)
      observable.update(1)
      observable.update(2)
    }
    #expect(received == [0, 1, 1, 2])
    #expect(observable.value == 2)
  }

  @Test("serves several observers at once, each in bind order")
  func servesSeveralObservers() {
    let observable = Observable("a")
    var log: [String] = []
    let first = observable.bind { log.append("first \($0)") }
    let second = observable.bind { log.append("second \($0)") }
    withExtendedLifetime((first, second)) {
      observable.update("b")
    }
    #expect(log == ["first a", "second a", "first b", "second b"])
  }

  @Test("a late observer starts from the latest value")
  func lateObserverStartsFromLatest() {
    let observable = Observable(1)
    observable.update(5)
    var received: [Int] = []
    withExtendedLifetime(observable.bind { received.append($0) }) {
      #expect(received == [5])
    }
  }

  @Test("cancel stops that observer only")
  func cancelStopsOneObserver() {
    let observable = Observable(0)
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = observable.bind { first.append($0) }
    let secondToken = observable.bind { second.append($0) }
    withExtendedLifetime(secondToken) {
      firstToken.cancel()
      firstToken.cancel()
      observable.update(1)
    }
    #expect(first == [0])
    #expect(second == [0, 1])
  }

  @Test("releasing the token stops observing")
  func releasingTokenStops() {
    let observable = Observable(0)
    var received: [Int] = []
    var token: ObservationToken? = observable.bind { received.append($0) }
    observable.update(1)
    #expect(token != nil)
    token = nil
    observable.update(2)
    #expect(received == [0, 1])
  }

  @Test("an observer that cancels itself while notified leaves the others notified")
  func cancellingDuringNotification() {
    let observable = Observable(0)
    var token: ObservationToken?
    var other: [Int] = []
    token = observable.bind { value in
      if value == 1 { token?.cancel() }
    }
    withExtendedLifetime(observable.bind { other.append($0) }) {
      observable.update(1)
      observable.update(2)
    }
    #expect(other == [0, 1, 2])
  }

  @Test("holds no observer past its token, so a bound object can be freed")
  func doesNotRetainObserversPastToken() {
    final class Label { var text = "" }
    let observable = Observable("x")
    var label: Label? = Label()
    weak let weakLabel = label
    var token: ObservationToken? = observable.bind { [label] in label?.text = $0 }
    label = nil
    #expect(token != nil && weakLabel != nil, "the observer closure still holds the label")
    token = nil
    #expect(weakLabel == nil)
  }
}
