import CalculatorMVC
import CalculatorModel
import KataDriver
import KataTracing

/// The MVC calculator as the driver runs it: a stand-in for the window, which holds the root
/// view controller as a `UIWindow` does, and the lesson's view, composed by
/// ``CalculatorMVC/CalculatorComposition``.
///
/// The controller owns the view, and the view points back at it only through its weak
/// delegate. The window opens the screen: in MVC the system loads the controller.
@MainActor
final class MVCCalculatorWindow: CalculatorScreen {
  private let controller: CalculatorController
  private let view: MVCDrivenCalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = MVCDrivenCalculatorView(trace: trace)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller = CalculatorMVC.CalculatorComposition.compose(view: view, model: model)
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}
