import KataDriver
import Testing

/// A legitimate way of writing a pattern that the lessons do not take: kept so that the suite
/// proves the rules judge the pattern, not one implementation. Each passes every rule of the
/// pattern it claims, on both screens, and every conformance case.
struct Variant: Sendable, CustomTestStringConvertible {
  /// The variant, as a reviewer would name it.
  var name: String
  var architecture: Architecture

  var testDescription: String { name }

  /// Every variant the suite keeps; the battery's with the long checks (see ``Mistake/all``).
  static let all: [Variant] =
    mvvmVariants + [
      declaredHub, genericPresenter, computedText, labelState, twoViews, coordinatedOwnPattern,
      factoryCalledByTheView, fieldReading, observedStore, vipThroughBusinessLogic, hopping,
      fieldBindingStore, deskStore, sendingStore, streamingStore, classScopeStore, structScopeStore,
      lessonScopeStore,
    ] + viewTextVariants + (LimitsTests.longChecks ? batteryVariants : [])
}
