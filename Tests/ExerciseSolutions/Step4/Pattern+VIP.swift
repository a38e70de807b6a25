import KataDriver

extension Pattern {
  /// Clean Swift's VIP cycle, a pattern of its own: the view sends each request to its
  /// interactor, which asks the Model and hands the answer to its presenter, which formats it
  /// and tells the view. The cycle turns one way, so each rule holds one turn of it in place.
  static let vip = Pattern(
    name: "VIP", mediator: .interactor,
    rules: [
      .owns(
        .view, .interactor, name: "the view owns its interactor",
        why:
          "the view is the entry point: its interactor, and the presenter behind it, live as long as it does.",
        hint: "hold the interactor in a strong property of the view.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .owns(
        .interactor, .presenter, name: "the interactor owns its presenter",
        why:
          "the cycle runs view, interactor, presenter: each keeps the next one alive, and none the one before.",
        hint: "hold the presenter in a strong property of the interactor.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .cannotReach(
        from: .interactor, [.view], passing: [.presenter], name: "the interactor cannot reach the view",
        why:
          "the interactor answers with raw results, and the presenter alone turns them into what is shown.",
        hint: "hand each answer to the presenter, which you hold through its presentation protocol.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .cannotReach(
        from: .presenter, [.interactor], passing: [.view], name: "the presenter cannot reach the interactor",
        why:
          "the cycle turns one way: a presenter that calls back into the business logic makes a second loop.",
        hint:
          "keep no reference to the interactor in the presenter; hold the view through its display protocol.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .doesNotKeepAlive(
        .presenter, .view, name: "the presenter does not keep its view alive",
        why: "the view owns the cycle: a strong reference back would keep the whole screen alive.",
        hint: "hold the view in a `weak var` declared with its display protocol.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .refersThroughProtocol(
        .presenter, .view, name: "the presenter knows the view through its display protocol",
        why:
          "so that a test stands a fake view in, and the presenter cannot reach past what a view displays.",
        hint: "declare the view with its display protocol, not its class.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .reachesOnly(
        [.model, .service], through: .interactor, name: "only the interactor asks the Model",
        why: "the business logic is the interactor's: a view or a presenter that asks the Model decides too.",
        hint: "give the Model and the service to the interactor alone.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .decidesWhatIsShown(
        by: .presenter, to: .view, name: "the presenter decides what the view shows",
        why:
          "presentation logic lives in the presenter: what the view displays, it is told by the presenter.",
        hint:
          "let the interactor call the presenter, and only the presenter call the view's display methods.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
      .showsWhatArrives(
        .view, name: "the view formats nothing",
        why: "the presenter formats: the view displays the texts it is given, as they are.",
        hint: "format in the presenter, and display exactly the text it hands over.",
        lesson: "docs/exercises/step-4-answer.md#its-rules"),
    ])
}
