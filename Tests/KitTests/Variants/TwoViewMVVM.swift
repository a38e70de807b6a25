import CalculatorModel
import KataDriver
import KataShape
import KataTracing

@testable import CalculatorMVVM

extension Variant {
  /// One view model, two views on the same screen: the label and a caption under it, each
  /// bound to its own output and each noting what reached it. The caption is told last.
  static let twoViews = Variant(
    name:
      "an MVVM screen with two views, a label and a caption, each bound to its own output of one view model",
    architecture: Architecture(
      name: "mvvm-two-views", summary: "a label and a caption, each bound to its own output",
      pattern: .mvvm,
      roles: [
        .objects(of: TwoViewScreen.self, are: .view),
        .objects(of: CaptionView.self, are: .view),
        .objects(of: CaptionedViewModel.self, are: .viewModel),
        .objects(of: BoundValue<String>.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { TwoViewScreen(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Publishes the sum's text and a caption that says how many numbers it added.
@MainActor
final class CaptionedViewModel {
  let resultText: BoundValue<String>
  let caption: BoundValue<String>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    resultText = BoundValue(String(model.sum(of: "", separatedBy: "")))
    caption = BoundValue("")
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    resultText.update(String(model.sum(of: fields.input, separatedBy: fields.token)))
    caption.update(fields.input.isEmpty ? "" : "from \(fields.input.count) characters")
  }
}

/// The caption: a view of its own, bound to its own output.
@MainActor
final class CaptionView {
  private(set) var text = ""
  private var binding: BindingToken?

  init(showing caption: BoundValue<String>, trace: Trace?) {
    binding = caption.bind { [weak self] caption in
      trace?.arrived(at: .view, "showCaption(\(caption))", carrying: caption, from: .viewModel)
      self?.text = caption
    }
  }
}

@MainActor
final class TwoViewScreen: CalculatorScreen, BindingProbe {
  private let viewModel: CaptionedViewModel
  private let captionView: CaptionView
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = CaptionedViewModel(model: model)
    captionView = CaptionView(showing: viewModel.caption, trace: trace)
    binding = viewModel.resultText.bind { [weak self] text in
      trace?.arrived(at: .view, "show(\(text))", carrying: text, from: .viewModel)
      self?.resultText = text
    }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Mistake {
  /// The two-view screen again, but the label's view is handed the number and formats it:
  /// the caption, told last, carries a text of its own, which must not vouch for the label.
  static let twoViewsOneFormatting = Mistake(
    name: "a screen of two views whose label view formats the number it is handed, its caption told last",
    architecture: .mistake(
      of: .mvvm,
      roles: [
        .objects(of: FormattingTwoViewScreen.self, are: .view),
        .objects(of: CaptionView.self, are: .view),
        .objects(of: NumberAndCaptionViewModel.self, are: .viewModel),
        .objects(of: BoundValue<Int128>.self, are: .binding),
        .objects(of: BoundValue<String>.self, are: .binding),
      ],
      calculator: { FormattingTwoViewScreen(model: $0, trace: $1) }),
    screen: .calculator,
    breaks: [.boundViewFormatsNothing])
}

/// Publishes the sum as a number, and a caption that quotes the input.
@MainActor
final class NumberAndCaptionViewModel {
  let sum: BoundValue<Int128>
  let caption = BoundValue("")
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    sum = BoundValue(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    sum.update(model.sum(of: fields.input, separatedBy: fields.token))
    caption.update(fields.input)
  }
}

@MainActor
final class FormattingTwoViewScreen: CalculatorScreen, BindingProbe {
  private let viewModel: NumberAndCaptionViewModel
  /// Bound after the label, so that it is told last.
  private var captionView: CaptionView?
  private var binding: BindingToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = NumberAndCaptionViewModel(model: model)
    binding = viewModel.sum.bind { [weak self] sum in
      trace?.arrived(at: .view, "show(\(sum))", carrying: sum, from: .viewModel)
      self?.resultText = String(sum)
    }
    captionView = CaptionView(showing: viewModel.caption, trace: trace)
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.sum.bind { observer(String($0)) }
  }
}
