import KataDriver

extension Pattern {
  /// A pattern of its own, with rules of its own, made with the builders the lessons use.
  static let store = Pattern(
    name: "Store", mediator: .store,
    rules: [
      .owns(
        .view, .store, name: "the view owns its store",
        why: "the view is the entry point, and its store lives as long as it does.",
        hint: "hold the store in a strong property of the view.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .cannotReach(
        from: .store, [.view], name: "the store cannot reach the view",
        why: "a store hands out states; it never names who renders them, so several views can share it.",
        hint: "call back through `onChange`, capturing the view weakly.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .reachesOnly(
        [.model, .service], through: .store, name: "only the store asks the Model",
        why: "the reducer and its effects are the one place where the state is worked out.",
        hint: "give the Model and the service to the store alone.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
    ])
}
