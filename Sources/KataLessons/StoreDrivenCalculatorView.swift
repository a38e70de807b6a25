import CalculatorModel
import CalculatorStore
import KataDriver
import KataShape
import KataTracing

/// The store lesson's calculator view, as the driver drives it: the screen is the view itself,
/// composed and subscribed by ``CalculatorStore/CalculatorComposition`` over the lesson's
/// reducer, which the kit hands the store wrapped (``StepChecked``). Each action it sends and
/// each result the store tells it are recorded into the trace, if there is one, and then the
/// lesson's own code does the work.
@MainActor
final class StoreDrivenCalculatorView: CalculatorStore.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?

  /// Not optimised: an optimised build would inline the reducer's `initialState`, which asks the
  /// Model, into this method of a view's class, and the call stacks would show the view asking.
  @_optimize(none)
  static func make(model: any CalculatorModel, trace: Trace?) -> StoreDrivenCalculatorView {
    let reducer = CalculatorReducer(model: model)
    return make(initialState: reducer.initialState, reducer: reducer, trace: trace)
  }

  /// The screen over `reducer`, another than the lesson's: the same composition, the reducer
  /// checked as the lesson's is.
  static func make<Logic: Reducer<CalculatorState, CalculatorAction>>(
    initialState: CalculatorState, reducer: Logic, trace: Trace?
  ) -> StoreDrivenCalculatorView {
    CalculatorStore.CalculatorComposition.compose(initialState: initialState, reducer: StepChecked(reducer)) {
      StoreDrivenCalculatorView(store: $0, trace: trace)
    }
  }

  private init(store: Store<CalculatorState, CalculatorAction>, trace: Trace?) {
    self.trace = trace
    super.init(store: store)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    super.editInput(input)
  }

  override func show(resultText text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    super.show(resultText: text)
  }
}
