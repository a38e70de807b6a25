extension Variant {
  static let mvvmVariants: [Variant] = [coordinated, observed, streamed, closures]
}
