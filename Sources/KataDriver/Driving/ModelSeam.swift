import CalculatorModel
import KataEvidence
import KataShape
import Synchronization

/// The calculator Model as the driver hands it to every screen, in `kata calc`, `kata check`
/// and `kata shape` alike: one internal type, so that no code under test can name it or tell
/// a measured run from a real one.
///
/// It forwards to the Model it wraps (the sum rule, or the probe that `kata shape` uses), and
/// in a measured run notes who asks, from the call stack (``CallerEvidence``): the evidence
/// behind "only the controller asks the Model", which the architecture does not write.
///
/// A screen may ask from any thread (a task of its own, off the main actor): what the seam
/// notes is kept behind a lock, as ``ServiceSeam``'s is.
final class ModelSeam: CalculatorModel, DriverSeam {
  static let handedAs = "any CalculatorModel"

  private let base: any CalculatorModel
  private let recordsCallers: Bool
  private let noted = Mutex((asked: 0, callers: [Question]()))

  /// Each `sum` asked for in a measured run, with its call stack.
  var callers: [Question] { noted.withLock { $0.callers } }
  /// How many sums were asked for.
  var asked: Int { noted.withLock { $0.asked } }

  init(_ base: any CalculatorModel, recordsCallers: Bool = false) {
    self.base = base
    self.recordsCallers = recordsCallers
  }

  func sum(of input: String, separatedBy token: String) -> Int128 {
    let stack = recordsCallers ? Question(stack: CallerEvidence.callers(of: Self.self)) : nil
    noted.withLock {
      $0.asked += 1
      if let stack { $0.callers.append(stack) }
    }
    return base.sum(of: input, separatedBy: token)
  }
}

/// One question put to the Model or the service in a measured run: its call stack, innermost
/// caller first, and whether it was asked while the driver played one of the user's events.
struct Question: Sendable {
  let stack: [String]
  let duringEvent: Bool

  /// The question being asked now, whose call stack is `stack`.
  init(stack: [String]) {
    self.stack = stack
    duringEvent = ScreenWork.isPlayingEvent
  }
}

/// The rule `kata shape` hands a screen: an answer no other Model gives, so that a screen
/// that computes by itself shows something else. It answers the exact sum plus ``offset``:
/// `"1,2"` split by `","` gives `1000003`.
struct ProbeModel: CalculatorModel {
  /// What the probe adds to every sum; a second screen's probe adds another.
  var offset: Int128 = 1_000_000

  /// The probe numbered `probe` (see ``ProbeNumbers``): it adds that many millions.
  init(probe: Int) { offset = Int128(probe) * 1_000_000 }

  init() {}

  func sum(of input: String, separatedBy token: String) -> Int128 {
    SumModel().sum(of: input, separatedBy: token) + offset
  }
}

/// Fresh probe numbers, never the same twice in a process, so that a screen that shows what
/// another probe answered, in this measurement or an earlier one, is seen to take it from
/// outside itself. Probe 1 is the one every screen's shape is measured over.
enum ProbeNumbers {
  private static let counter = Mutex(1)
  /// Past this many the numbers start again (a process measures far fewer screens).
  static let last = 1_000_000

  static func next() -> Int {
    counter.withLock {
      $0 = $0 >= last ? 2 : $0 + 1
      return $0
    }
  }
}
