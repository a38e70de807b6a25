import CalculatorMVC
import CalculatorMVP
import CalculatorMVVM
import CalculatorModel
import Testing

/// What each pattern makes easy to test: its middle layer, against a fake view or none.
@Suite("Each pattern's middle layer, tested on its own", .timeLimit(.minutes(2)))
@MainActor
struct PatternTests {
  /// A Model that answers what it is told and remembers what it was asked.
  final class FakeModel: CalculatorModel {
    var answer: Int128 = 0
    var calls: [String] = []
    func sum(of input: String, separatedBy token: String) -> Int128 {
      calls.append("\(input)|\(token)")
      return answer
    }
  }

  final class FakeMVCView: CalculatorMVC.CalculatorView {
    weak var delegate: (any CalculatorViewDelegate)?
    var shown: [String] = []
    func setResultText(_ text: String) { shown.append(text) }
  }

  final class FakeMVPView: CalculatorMVP.CalculatorView {
    var shown: [String] = []
    func display(resultText: String) { shown.append(resultText) }
  }

  @Test("MVC: the controller becomes the view's delegate and sets its label", .tags(.mvc))
  func controllerSetsView() {
    let model = FakeModel()
    let view = FakeMVCView()
    let controller = CalculatorController(view: view, model: model)
    controller.viewDidLoad()
    #expect(view.delegate === controller)
    model.answer = -7
    view.delegate?.calculatorView(view, didChangeToken: ";")
    view.delegate?.calculatorView(view, didChangeInput: "x")
    #expect(view.shown == ["0", "-7", "-7"])
    #expect(model.calls == ["|", "|;", "x|;"])
  }

  @Test("MVP: the presenter commands a fake view, and holds it weakly", .tags(.mvp))
  func presenterCommandsView() {
    let model = FakeModel()
    let presenter = CalculatorPresenter(model: model)
    var view: FakeMVPView? = FakeMVPView()
    weak let weakView = view
    presenter.attach(view!)
    model.answer = 12
    presenter.inputDidChange("12")
    #expect(view?.shown == ["0", "12"])
    view = nil
    #expect(weakView == nil, "the presenter must not keep its view alive")
    presenter.tokenDidChange(",")  // no view: nothing to show, and no crash
    #expect(model.calls.last == "12|,")
  }

  @Test("MVVM: the view model emits every output in order, with no view at all", .tags(.mvvm))
  func viewModelEmitsOutputs() {
    let viewModel = CalculatorViewModel()
    var emitted: [String] = []
    withExtendedLifetime(viewModel.outputs.resultText.bind { emitted.append($0) }) {
      viewModel.inputs.inputChanged("4;5")
      viewModel.inputs.tokenChanged(";")
      viewModel.inputs.inputChanged("4;-5")
    }
    #expect(emitted == ["0", "0", "9", "-1"])
  }

  @Test("MVVM: one view model serves several views at once", .tags(.mvvm))
  func oneViewModelServesSeveralViews() {
    final class Label: CalculatorMVVM.CalculatorView {
      var text = ""
      func showResultText(_ text: String) { self.text = text }
    }
    let viewModel = CalculatorViewModel()
    let phone = Label()
    let watch = Label()
    let bindings = phone.bind(to: viewModel.outputs) + watch.bind(to: viewModel.outputs)
    withExtendedLifetime(bindings) {
      viewModel.inputs.tokenChanged(",")
      viewModel.inputs.inputChanged("20,22")
    }
    #expect(phone.text == "42")
    #expect(watch.text == "42")
  }
}
