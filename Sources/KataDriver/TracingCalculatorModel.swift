import CalculatorRule

/// A decorator of the calculator's Model that records every `sum` its caller asks for.
///
/// It sits in the Model seam, so the architecture under it cannot tell it is there.
struct TracingCalculatorModel: CalculatorModel {
  let base: any CalculatorModel
  /// The role that calls the Model in this architecture.
  let caller: Participant
  let trace: Trace

  func sum(of input: String, separatedBy token: String) -> Int128 {
    trace.call(caller, to: .model, "sum(of: \(Trace.literal(input)), separatedBy: \(Trace.literal(token)))")
    let sum = base.sum(of: input, separatedBy: token)
    trace.reply(.model, to: caller, "returns \(sum)")
    return sum
  }
}
