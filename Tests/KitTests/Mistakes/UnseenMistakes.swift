import CalculatorModel
import Foundation

@testable import CalculatorMVVM
@testable import KataDriver
@testable import KataShape

// Wrong, by routes the rules cannot measure: each passes every rule, and the guide to adding
// an architecture names its route, so that a teacher reads the code for it.

extension Mistake {
  static let unseenMistakes: [Mistake] = [
    Mistake(
      name: "an MVVM view model that calls its view through a raw pointer",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: PointingViewModel.self, are: .viewModel)],
        calculator: { model, _ in PointedView(model: model) }),
      screen: .calculator, breaks: [], unseenRoute: "raw pointer"),
    Mistake(
      name: "an MVVM view model that posts its results on NotificationCenter",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: PostingViewModel.self, are: .viewModel),
          .objects(of: NotificationObservation.self, are: .binding),
        ],
        calculator: { model, _ in NotifiedView(model: model) }),
      screen: .calculator, breaks: [], unseenRoute: "`NotificationCenter`"),
    Mistake(
      name: "an MVP presenter that holds its view through the protocol and casts it down to the class",
      architecture: presented { DowncastingPresenter(model: $0) },
      screen: .calculator, breaks: [], unseenRoute: "a downcast of the view"),
    reducerWritingAFile,
  ]
}

/// The mistake: the view model keeps its view as an address and calls it. No property holds
/// a reference, so no walk finds the view.
@MainActor
final class PointingViewModel: FieldsViewModel {
  var view: UnsafeMutableRawPointer?

  override func publish(_ text: String) {
    guard let view else { return }
    Unmanaged<PointedView>.fromOpaque(view).takeUnretainedValue().showResultText(text)
  }
}

@MainActor
final class PointedView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: PointingViewModel
  private(set) var resultText = ""
  private var observers: [Int: (String) -> Void] = [:]
  private var nextObserver = 0

  init(model: any CalculatorModel) {
    viewModel = PointingViewModel(model: model)
    resultText = viewModel.resultText
    viewModel.view = Unmanaged.passUnretained(self).toOpaque()
  }

  isolated deinit { viewModel.view = nil }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    resultText = text
    for id in observers.keys.sorted() { observers[id]?(text) }
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let id = nextObserver
    nextObserver += 1
    observers[id] = observer
    observer(resultText)
    return TestToken { [weak self] in MainActor.assumeIsolated { self?.observers[id] = nil } }
  }
}

/// The mistake: results go out as notifications, which the view observes. The view model
/// holds no view; the process's notification center does the calling.
@MainActor
final class PostingViewModel: FieldsViewModel {
  nonisolated static let resultChanged = Notification.Name("PostingViewModel.resultChanged")

  override func publish(_ text: String) {
    NotificationCenter.default.post(name: Self.resultChanged, object: self, userInfo: ["text": text])
  }
}

/// Observes one view model's notifications until let go; or, for `nil`, every view model's.
final class NotificationObservation {
  private let token: any NSObjectProtocol

  init(of viewModel: PostingViewModel?, _ observer: @escaping @MainActor (String) -> Void) {
    token = NotificationCenter.default.addObserver(
      forName: PostingViewModel.resultChanged, object: viewModel, queue: nil
    ) { note in
      let text = note.userInfo?["text"] as? String ?? ""
      MainActor.assumeIsolated { observer(text) }
    }
  }

  deinit { NotificationCenter.default.removeObserver(token) }
}

@MainActor
final class NotifiedView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: PostingViewModel
  private var observation: NotificationObservation?
  private var observers: [Int: (String) -> Void] = [:]
  private var nextObserver = 0
  private(set) var resultText = ""

  /// A view that hears its own view model's notifications, or every view model's.
  init(model: any CalculatorModel, hearsEveryViewModel: Bool = false) {
    viewModel = PostingViewModel(model: model)
    resultText = viewModel.resultText
    observation = NotificationObservation(of: hearsEveryViewModel ? nil : viewModel) { [weak self] in
      self?.showResultText($0)
    }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    resultText = text
    for id in observers.keys.sorted() { observers[id]?(text) }
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let id = nextObserver
    nextObserver += 1
    observers[id] = observer
    observer(resultText)
    return TestToken { [weak self] in MainActor.assumeIsolated { self?.observers[id] = nil } }
  }
}
