import CalculatorMVVM

/// How a trace follows MVVM's binding: the one seam the other patterns do not have.
extension Trace {
  /// Records an MVVM view binding to its view model's outputs.
  func viewBinds() {
    call(.view, to: .binding, "bind(to: viewModel.outputs)")
  }

  /// Binds a recorder to `output` that notes each value the view model sends through it
  /// (not the current value it hands over on bind: that is no message from the view model).
  ///
  /// Bind it before the view binds, so that each value is recorded before the view gets it.
  @MainActor
  func recordUpdates<Value>(
    of output: Observable<Value>, named name: String, describedBy describe: @escaping (Value) -> String
  ) -> ObservationToken {
    var isCurrentValue = true
    return output.bind { [self] value in
      if isCurrentValue {
        isCurrentValue = false
      } else {
        call(.viewModel, to: .binding, "\(name) = \(describe(value))")
      }
    }
  }
}
