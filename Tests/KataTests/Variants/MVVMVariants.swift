extension Variant {
  static let mvvmVariants: [Variant] =
    [coordinated, observed, streamed, closures, factoryClosures, tasked] + observationsVariants

  /// `Observations` is in the toolchain everywhere but on Apple platforms before 26.
  static var observationsVariants: [Variant] {
    guard #available(macOS 26, iOS 26, *) else { return [] }
    return [observations]
  }
}
