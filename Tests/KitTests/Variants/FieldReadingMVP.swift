import CalculatorModel
import KataDriver
import KataTracing

@testable import CalculatorMVP

extension Variant {
  /// Martin Fowler's Passive View: the fields' text lives in the view's widgets, and the
  /// presenter reads it back from the view when told that a field changed, keeping no copy.
  static let fieldReading = Variant(
    name: "MVP whose presenter reads the fields back from its view, keeping no copy (Fowler's Passive View)",
    architecture: Architecture(
      name: "mvp-field-reading", summary: "the presenter reads the fields from its view",
      pattern: .mvp,
      roles: [
        .objects(of: FieldsHoldingView.self, are: .view),
        .objects(of: FieldReadingPresenter.self, are: .presenter),
      ] + Architecture.mvp.roles,
      calculator: { model, trace in
        let view = FieldsHoldingView(presenter: FieldReadingPresenter(model: model))
        view.trace = trace
        return view
      },
      scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) }))
}

/// A passive view whose fields the presenter reads.
@MainActor
protocol FieldsView: CalculatorMVP.CalculatorView {
  /// The separators field, as typed.
  var tokenText: String { get }
  /// The input field, as typed.
  var inputText: String { get }
}

/// Asks the Model with what the view's fields hold, and tells the view what to show.
@MainActor
final class FieldReadingPresenter {
  private weak var view: (any FieldsView)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any FieldsView) {
    self.view = view
    fieldsDidChange()
  }

  /// Call when either field changed.
  func fieldsDidChange() {
    guard let view else { return }
    view.display(resultText: String(model.sum(of: view.inputText, separatedBy: view.tokenText)))
  }
}

@MainActor
final class FieldsHoldingView: CalculatorScreen, FieldsView, RecordingPassiveView {
  private let presenter: FieldReadingPresenter
  private(set) var tokenText = ""
  private(set) var inputText = ""
  private(set) var resultText = ""
  var trace: Trace?

  init(presenter: FieldReadingPresenter) {
    self.presenter = presenter
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    tokenText = token
    presenter.fieldsDidChange()
  }

  func editInput(_ input: String) {
    inputText = input
    presenter.fieldsDidChange()
  }

  func display(resultText: String) { self.resultText = recorded(resultText) }
}
