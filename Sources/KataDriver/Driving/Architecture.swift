import CalculatorModel
import KataEvidence
import KataShape
import KataTracing
import ScoreBoard

/// One architecture, as the suite, `kata check`, `kata shape` and `kata --arch` see it: a
/// name, the pattern it claims, the roles of its objects, and a way to build its screens.
///
/// Adding an architecture takes one conformance per screen (a headless screen that conforms
/// to ``CalculatorScreen`` or ``ScoreListScreen``) and one registration (a line in the
/// registry, `Sources/KataRegistry`). Everything that runs architectures iterates the
/// registry, so the new one is tested, measured against its pattern's rules, and runnable
/// at once.
public struct Architecture: Sendable {
  /// Builds a calculator screen over a Model, recording into the trace if one is given.
  public typealias CalculatorScreenMaker =
    @MainActor @Sendable (any CalculatorModel, Trace?) -> any CalculatorScreen
  /// Builds a score list screen over a service, recording into the trace if one is given.
  public typealias ScoreListScreenMaker =
    @MainActor @Sendable (any ScoreService, Trace?) -> any ScoreListScreen

  /// The name users type after `--arch`, such as `mvvm`.
  public let name: String
  /// One line on how this architecture connects View and Model.
  public let summary: String
  /// The pattern it claims to be, whose rules `kata shape` and the suite check.
  public let pattern: Pattern
  /// Which objects of its screens play which role. Each object must match declarations of one
  /// role only, and no declaration may be a catch-all (`AnyObject`): the rules report both.
  public var roles: [RoleDeclaration] { declaredRoles.value }
  /// The declarations, made the first time they are asked for: naming each declared type costs
  /// the runtime a demangling, which a command that measures no shape (`kata calc`) never pays.
  private let declaredRoles: MadeOnFirstUse<[RoleDeclaration]>
  private let calculator: CalculatorScreenMaker
  private let scoreList: ScoreListScreenMaker

  /// Registers an architecture under `name`, claiming `pattern`, whose objects play `roles`
  /// and whose screens `calculator` and `scoreList` build.
  ///
  /// The Model and the service need no declaration: the driver hands each screen its own, of
  /// one type in every run, that the rules recognise. The object a screen is built around plays
  /// ``Role/screen`` unless a declaration says otherwise.
  public init(
    name: String,
    summary: String,
    pattern: Pattern,
    roles: @autoclosure @escaping @Sendable () -> [RoleDeclaration],
    calculator: @escaping CalculatorScreenMaker,
    scoreList: @escaping ScoreListScreenMaker
  ) {
    self.name = name
    self.summary = summary
    self.pattern = pattern
    self.declaredRoles = MadeOnFirstUse(roles)
    self.calculator = calculator
    self.scoreList = scoreList
  }

  /// The role between Model and View: the caller that a trace names when the Model or the
  /// service is asked for something.
  public var mediator: Role { pattern.mediator }

  /// Every role the declarations give `object`, in declaration order, without repeats: more
  /// than one is an overlap, which the rules report.
  func declaredRoles(of object: AnyObject) -> [Role] {
    if object is ModelSeam || object is ServiceSeam { return [] }
    var roles: [Role] = []
    for declaration in self.roles where declaration.matches(object) && !roles.contains(declaration.role) {
      roles.append(declaration.role)
    }
    return roles
  }

  /// The declarations of `AnyObject` or `Any`, which the rules report.
  var catchAllDeclarations: [RoleDeclaration] { roles.filter(\.isCatchAll) }

  /// The role `object` plays in one of this architecture's screens, or `nil` if none is declared.
  func role(of object: AnyObject, isScreen: Bool) -> Role? {
    if object is ModelSeam { return .model }
    if object is ServiceSeam { return .service }
    if let declaration = roles.first(where: { $0.matches(object) }) { return declaration.role }
    return isScreen ? .screen : nil
  }

  /// Builds a fresh calculator screen computing with `model`, showing `0`.
  ///
  /// With a `trace`, every message that crosses the screen's seams is recorded there,
  /// from the first: building the screen is part of the flow.
  @MainActor
  public func makeCalculatorScreen(model: any CalculatorModel = SumModel(), trace: Trace? = nil)
    -> any CalculatorScreen
  {
    // A screen built over a screen of another architecture gets the same seam, not a second.
    // Compared by type, not cast: casting a value (the sum rule) to a class first asks the
    // runtime whether it bridges to one, a search of every conformance in the process.
    let seam = trace == nil && type(of: model) == ModelSeam.self ? model as? ModelSeam : nil
    return makeCalculatorScreen(seam: seam ?? ModelSeam(traced(model, into: trace)), trace: trace)
  }

  /// Builds a fresh score list screen over `service`, not yet loaded.
  @MainActor
  public func makeScoreListScreen(service: any ScoreService, trace: Trace? = nil) -> any ScoreListScreen {
    let seam = trace == nil && type(of: service) == ServiceSeam.self ? service as? ServiceSeam : nil
    return makeScoreListScreen(seam: seam ?? ServiceSeam(traced(service, into: trace)), trace: trace)
  }

  /// A calculator screen over `seam`: every Model a screen gets is a ``ModelSeam``.
  @MainActor
  func makeCalculatorScreen(seam: ModelSeam, trace: Trace?) -> any CalculatorScreen {
    calculator(seam, trace)
  }

  /// A score list screen over `seam`: every service a screen gets is a ``ServiceSeam``.
  @MainActor
  func makeScoreListScreen(seam: ServiceSeam, trace: Trace?) -> any ScoreListScreen {
    scoreList(seam, trace)
  }

  /// `model`, recording into `trace` if there is one: each sum this architecture's mediator
  /// asks for, and the answer. Every view of a lesson screen gets its Model through here.
  public func traced(_ model: any CalculatorModel, into trace: Trace?) -> any CalculatorModel {
    trace.map { TracingCalculatorModel(base: model, caller: mediator, trace: $0) } ?? model
  }

  /// `service`, recording into `trace` if there is one: each load this architecture's mediator
  /// asks for, and the answer.
  public func traced(_ service: any ScoreService, into trace: Trace?) -> any ScoreService {
    trace.map { TracingScoreService(base: service, caller: mediator, trace: $0) } ?? service
  }

  /// The role of the code in a call stack's frame: the role declared for its type, or for a
  /// part of that class or of a subclass of it; `nil` for a thunk, a free function or a type
  /// of no role.
  func role(ofFrame frame: String, in parts: [ScreenShape.Part]) -> Role? {
    for type in CallerEvidence.types(inFrame: frame).reversed() {
      if let declaration = roles.first(where: { $0.typeName == type }) { return declaration.role }
      if let part = parts.first(where: { $0.ancestry.contains(type) }), let role = part.role {
        return role
      }
    }
    return nil
  }
}
