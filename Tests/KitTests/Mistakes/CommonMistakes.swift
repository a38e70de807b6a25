import CalculatorMVVM
import CalculatorModel

@testable import KataDriver
@testable import KataLessons
@testable import KataShape

// Mistakes any pattern can make.

extension Mistake {
  static let commonMistakes: [Mistake] = [
    Mistake(
      name: "a presenter with a helper object that has no role",
      architecture: presented { FormattingPresenter(model: $0) },
      screen: .calculator,
      breaks: [.everyObjectHasARole]),
    Mistake(
      name: "a controller that computes with a Model of its own",
      architecture: .mistake(
        of: .mvc, calculator: { _, trace in MVCCalculatorWindow(model: SumModel(), trace: trace) }),
      screen: .calculator,
      breaks: [.computesWithTheGivenModel]),
    Mistake(
      name: "a presenter whose closure captures it strongly",
      architecture: presented { SelfCountingPresenter(model: $0) },
      screen: .calculator,
      breaks: [.nothingOutlivesItsScreen]),
    Mistake(
      name: "an architecture that declares AnyObject a View, to give every leftover object a role",
      architecture: declaring(.mvp, [.objects(of: AnyObject.self, are: .view)]),
      screen: .calculator, onEveryScreen: true,
      breaks: [.everyObjectHasARole],
      says: "the declaration of AnyObject as View catches every object"),
    Mistake(
      name: "an architecture that declares Any a Presenter, to the same end",
      architecture: declaring(.mvp, [.objects(of: Any.self, are: .presenter)]),
      screen: .calculator, onEveryScreen: true,
      breaks: [.everyObjectHasARole],
      says: "the declaration of Any as Presenter catches every object"),
    Mistake(
      name: "an architecture that declares its view model a Binding as well",
      architecture: declaring(.mvvm, [.objects(of: CalculatorViewModel.self, are: .binding)]),
      screen: .calculator,
      breaks: [.everyObjectHasARole]),
  ]

  /// `lesson`, with `roles` declared after its own: the lesson's objects keep their roles, so
  /// that only the declaration is wrong.
  static func declaring(_ lesson: Architecture, _ roles: [RoleDeclaration]) -> Architecture {
    Architecture(
      name: "wrong-\(lesson.name)", summary: "a deliberate mistake", pattern: lesson.pattern,
      roles: lesson.roles + roles,
      calculator: { lesson.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { lesson.makeScoreListScreen(service: $0, trace: $1) })
  }
}

/// Formats a result; a class, so it is an object of the screen, and nobody gave it a role.
final class ResultFormatter {
  func format(_ text: String) -> String { text }
}

/// The mistake: an object (`formatter`) that the architecture declares no role for. No rule
/// can say whether it may hold the view, so the screen fails until it has one.
@MainActor
final class FormattingPresenter: WeakViewPresenter {
  private let formatter = ResultFormatter()

  override func show(_ resultText: String) { super.show(formatter.format(resultText)) }
}

/// The mistake: a closure stored in the presenter captures the presenter strongly. No stored
/// property is wrong, and reflection cannot see into the closure, but the presenter
/// outlives its screen.
@MainActor
final class SelfCountingPresenter: WeakViewPresenter {
  private(set) var shown = 0
  private var onShow: (() -> Void)?

  override init(model: any CalculatorModel) {
    super.init(model: model)
    onShow = { self.shown += 1 }
  }

  override func show(_ resultText: String) {
    onShow?()
    super.show(resultText)
  }
}
