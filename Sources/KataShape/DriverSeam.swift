/// The object the driver hands a screen in place of its Model or its service, to note who
/// asks what. It is the driver's own: an object graph does not walk into it, and tables and
/// diagrams name it by what the screen was handed.
public protocol DriverSeam: AnyObject {
  /// What the screen was handed, as a table names it: `any CalculatorModel`.
  static var handedAs: String { get }
}
