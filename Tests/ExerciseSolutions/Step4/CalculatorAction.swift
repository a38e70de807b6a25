/// Everything that can happen to the calculator: one action per user event.
enum CalculatorAction: Equatable {
  case tokenChanged(String)
  case inputChanged(String)
}
