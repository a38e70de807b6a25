import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import Observation

/// Honest: SwiftUI-shaped MVVM. An `@Observable` view model, and a view whose `body` is drawn
/// inside `withObservationTracking` by a renderer it keeps, which draws again on the next turn
/// after each change.
@Observable
@MainActor
final class ObservableCalculatorViewModel {
  private(set) var resultText: String
  @ObservationIgnored private let model: any CalculatorModel
  @ObservationIgnored private var token = ""
  @ObservationIgnored private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = String(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    resultText = String(model.sum(of: input, separatedBy: token))
  }

  func inputChanged(_ input: String) {
    self.input = input
    resultText = String(model.sum(of: input, separatedBy: token))
  }
}

/// Draws a body now and again after each change to what it read, while it is kept.
@MainActor
final class BodyRenderer {
  private let body: @MainActor () -> Void

  private init(body: @escaping @MainActor () -> Void) { self.body = body }

  static func render(_ body: @escaping @MainActor () -> Void) -> BodyRenderer {
    let renderer = BodyRenderer(body: body)
    renderer.draw()
    return renderer
  }

  private func draw() {
    withObservationTracking {
      body()
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.draw() }
    }
  }
}

@MainActor
final class ObservingCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: ObservableCalculatorViewModel
  private let trace: Trace?
  private var renderer: BodyRenderer?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = ObservableCalculatorViewModel(model: model)
    renderer = BodyRenderer.render { [weak self] in self?.body() }
  }

  private func body() {
    let text = viewModel.resultText
    trace?.arrived(at: .view, "body: \(Trace.literal(text))", carrying: text, from: .viewModel)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    BodyRenderer.render { [weak viewModel] in
      if let viewModel { observer(viewModel.resultText) }
    }
  }

  var promisesBindOrder: Bool { false }
}

extension Architecture {
  static let batteryObservable = Architecture(
    name: "battery-observable",
    summary: "SwiftUI-shaped MVVM over an @Observable view model",
    pattern: .mvvm,
    roles: [
      .objects(of: ObservingCalculatorView.self, are: .view),
      .objects(of: ObservableCalculatorViewModel.self, are: .viewModel),
      .objects(of: BodyRenderer.self, are: .binding),
    ] + Borrowed.mvvmScoreListRoles(),
    calculator: { ObservingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
