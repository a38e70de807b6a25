extension Variant {
  static let mvvmVariants: [Variant] =
    [coordinated, observed, streamed, closures, factoryClosures, valueViewModel, tasked, debounced]
    + observationsVariants

  /// `Observations` is in the toolchain everywhere but on Apple platforms before 26.
  static var observationsVariants: [Variant] {
    guard #available(macOS 26, iOS 26, *) else { return [] }
    return [observations]
  }
}

extension Variant {
  /// MVP, with a presenter generic over its view protocol.
  static let genericPresenter = Variant(
    name: "MVP whose presenter is generic over the view protocol: weak var view: View?",
    architecture: Mistake.presented { GenericViewPresenter<PresentedView>(model: $0) })
}
