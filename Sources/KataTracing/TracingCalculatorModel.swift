import CalculatorModel

/// A decorator of the calculator's Model that records every `sum` its caller asks for.
///
/// It sits in the Model seam, so the architecture under it cannot tell it is there.
/// Public for `kata play`, whose own views build the lessons with it.
public struct TracingCalculatorModel: CalculatorModel {
  let base: any CalculatorModel
  /// The role that calls the Model in this architecture.
  let caller: Role
  let trace: Trace

  /// Records into `trace` each sum that `caller` asks `base` for.
  public init(base: any CalculatorModel, caller: Role, trace: Trace) {
    self.base = base
    self.caller = caller
    self.trace = trace
  }

  public func sum(of input: String, separatedBy token: String) -> Int128 {
    trace.call(caller, to: .model, "sum(of: \(Trace.literal(input)), separatedBy: \(Trace.literal(token)))")
    let sum = base.sum(of: input, separatedBy: token)
    trace.reply(.model, to: caller, "returns \(sum)")
    return sum
  }
}
