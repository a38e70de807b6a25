/// A seam the driver hands a screen, counting what it is asked: whether the screen's work still
/// asks once the screen is gone.
protocol AskedSeam: AnyObject {
  /// How many questions (sums, loads) it was asked.
  var asked: Int { get }
}

extension ModelSeam: AskedSeam {}
extension ServiceSeam: AskedSeam {}
