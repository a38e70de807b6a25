/// How a trace follows a binding: the one seam MVC and MVP do not have.
///
/// A message into the view is recorded where it arrives, by the view. Whether it came from
/// the binding is not taken on trust: the view's observer is bound between two recorder
/// observers of the same output, and a binding delivers to its observers in the order they
/// bound, so whatever reaches the view between the two arrived inside a binding callback.
/// Anything else came from somewhere else, and the trace says so.
extension Trace {
  /// Binds a view to `output` between two recorder observers, and returns every token: keep
  /// them as the view keeps its own.
  ///
  /// Works with any binding that calls its observers in the order they bound, a student's
  /// `BoundValue` included.
  ///
  /// - Parameters:
  ///   - output: how an observer binds to the output, such as `viewModel.outputs.resultText.bind`.
  ///   - name: the output's name in the trace: `resultText`.
  ///   - describe: how a value reads in the trace.
  ///   - sender: who sends each new value through the binding: the view model.
  ///   - bindView: binds the view itself, such as `{ view.bind(to: viewModel.outputs) }`.
  @MainActor
  public func bindView<Value, Token>(
    to output: (@escaping (Value) -> Void) -> Token,
    named name: String,
    describedBy describe: @escaping (Value) -> String,
    by sender: Role = .viewModel,
    view bindView: () -> [Token]
  ) -> [Token] {
    let opening = openBracket(on: output, named: name, describedBy: describe, by: sender)
    let view = bindView()
    return [opening] + view + [closeBracket(on: output)]
  }

  /// The first half of ``bindView(to:named:describedBy:by:view:)``, for a view that binds
  /// itself: binds the opening recorder observer to `output` and records that the view binds.
  /// Bind the view next, then call ``closeBracket(on:)``, and keep all three tokens.
  @MainActor
  public func openBracket<Value, Token>(
    on output: (@escaping (Value) -> Void) -> Token,
    named name: String,
    describedBy describe: @escaping (Value) -> String,
    by sender: Role = .viewModel
  ) -> Token {
    var isBinding = true
    // Each bracket flips the flag: in bind order the first opens and the second closes, and
    // in the reverse order just the same.
    let opening = output { [self] value in
      toggleDelivering()
      // The current value handed over on bind is no message from the view model.
      if !isBinding { call(sender, to: .binding, "\(name) = \(describe(value))") }
    }
    isBinding = false
    call(.view, to: .binding, "bind(to: viewModel.outputs)")
    return opening
  }

  /// The second half of ``bindView(to:named:describedBy:by:view:)``: binds the closing
  /// recorder observer to `output`, once the view is bound.
  @MainActor
  public func closeBracket<Value, Token>(on output: (@escaping (Value) -> Void) -> Token) -> Token {
    output { [self] _ in toggleDelivering() }
  }

  /// Records that `text` arrived at `receiver`: from the binding when it arrived inside a
  /// binding callback (see ``bindView(to:named:describedBy:by:view:)``), otherwise from
  /// `sender`. A view records each message it receives with this, where it arrives.
  ///
  /// In a measured run (`kata shape`, the rules) `sender` is not believed: the call stack
  /// here is kept, and the rules read the sender from it (``Arrival``).
  public func arrived(at receiver: Role, _ text: String, from sender: Role) {
    let inBinding = isDelivering
    guard !measuresSenders else { return noteArrival(at: receiver, text, inBinding: inBinding) }
    call(inBinding ? .binding : sender, to: receiver, text)
  }

  /// Records that `text` arrived at `receiver`, as ``arrived(at:_:from:)`` does, with `value`:
  /// what arrived, as it arrived (the text, a number, a state, a list of rows). In a measured
  /// run the rules compare what the view shows with it: "the view formats nothing".
  public func arrived(at receiver: Role, _ text: String, carrying value: Any, from sender: Role) {
    if measuresSenders { noteDelivery(of: value, at: receiver) }
    arrived(at: receiver, text, from: sender)
  }

  /// Records that `sender` answers `receiver` with `text`, as ``reply(_:to:_:)`` does, with
  /// `value`: what it handed over, as a data source hands a view its cell.
  public func reply(_ sender: Role, to receiver: Role, _ text: @autoclosure () -> String, carrying value: Any)
  {
    if measuresSenders { noteDelivery(of: value, at: receiver) }
    reply(sender, to: receiver, text())
  }
}
