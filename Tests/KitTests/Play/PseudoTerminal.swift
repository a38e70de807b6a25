import Foundation
import KataPlay
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal, for running `kata play` as if a person sat at a terminal: the test holds
/// the master side (it types into it and reads the screen's bytes from it), the program gets
/// the slave side as its standard input, output and error.
///
/// The test keeps a descriptor of the slave too, to read its settings before and after.
final class PseudoTerminal {
  /// The master side; -1 once ``hangUp()`` closed it.
  private(set) var master: Int32
  let slave: Int32
  let slavePath: String

  init(size: TerminalSize) throws {
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
    guard master >= 0 else { throw Failure("cannot open /dev/ptmx: \(Failure.reason())") }
    var name = [CChar](repeating: 0, count: 128)
    guard LibC.unlockpt(master) == 0, LibC.terminalName(master, &name, name.count) == 0 else {
      close(master)
      throw Failure("cannot unlock the pseudo-terminal: \(Failure.reason())")
    }
    slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw Failure("cannot open \(slavePath): \(Failure.reason())")
    }
    resize(to: size)
  }

  deinit {
    if master >= 0 { close(master) }
    close(slave)
  }

  /// Closes the master side, as a terminal window closes: the program's terminal is hung up.
  /// Reading then finds nothing, and waiting for output just waits.
  func hangUp() {
    guard master >= 0 else { return }
    close(master)
    master = -1
  }

  /// Sets the window size: the program under test gets SIGWINCH, as from a resized window.
  func resize(to size: TerminalSize) {
    var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Every setting of the terminal, as `tcgetattr` reports it.
  var settings: TerminalSettings {
    var settings = termios()
    tcgetattr(slave, &settings)
    return TerminalSettings(settings)
  }

  /// Changes some settings, so that a program that "restores" the terminal to some default
  /// instead of to what it found is caught.
  func personalize() {
    var settings = termios()
    tcgetattr(slave, &settings)
    settings.c_lflag &= ~tcflag_t(ECHOCTL)
    withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VKILL)] = 0x18 }
    tcsetattr(slave, TCSANOW, &settings)
  }

  /// Types `bytes`, as the terminal sends keys; fails once the program `pid` (and what it
  /// started) stopped reading the keyboard, with bytes still unsent (see ``ProgramPatience``).
  func type(_ bytes: [UInt8], readBy pid: pid_t) throws {
    var patience = ProgramPatience(watching: pid)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if result > 0 {
        written += result
        continue
      }
      guard errno == EAGAIN || errno == EINTR else {
        throw Failure("cannot type into the terminal: \(Failure.reason())")
      }
      if let exhausted = patience.nap(watching: master, for: Int16(POLLOUT)) {
        throw Failure("the program read only \(written) of \(bytes.count) bytes typed: it \(exhausted)")
      }
    }
  }

  /// Whatever the program has written so far, without waiting; at most `limit` bytes of it.
  func readAvailable(atMost limit: Int = .max) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: min(1 << 16, limit))
    while bytes.count < limit {
      let count = buffer.withUnsafeMutableBytes {
        read(master, $0.baseAddress, min($0.count, limit - bytes.count))
      }
      guard count > 0 else { return bytes }
      bytes += buffer[..<count]
    }
    return bytes
  }
}

/// Every field of a `termios`, comparable, and readable in a failure message.
struct TerminalSettings: Equatable, CustomStringConvertible {
  var inputModes: UInt32
  var outputModes: UInt32
  var controlModes: UInt32
  var localModes: UInt32
  var lineDiscipline: UInt8
  var controlCharacters: [UInt8]
  var inputSpeed: UInt32
  var outputSpeed: UInt32

  init(_ settings: termios) {
    inputModes = settings.c_iflag
    outputModes = settings.c_oflag
    controlModes = settings.c_cflag
    localModes = settings.c_lflag
    lineDiscipline = settings.c_line
    controlCharacters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    inputSpeed = settings.c_ispeed
    outputSpeed = settings.c_ospeed
  }

  var description: String {
    let flags = [inputModes, outputModes, controlModes, localModes].map { String($0, radix: 16) }
    return "iflag \(flags[0]) oflag \(flags[1]) cflag \(flags[2]) lflag \(flags[3]) line \(lineDiscipline) "
      + "cc \(controlCharacters.map { String($0, radix: 16) }.joined(separator: ":")) "
      + "speeds \(inputSpeed)/\(outputSpeed)"
  }
}

/// A test's own error, with what went wrong.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
  static func reason() -> String { String(cString: strerror(errno)) }
}

/// The C library functions the Glibc module leaves out (they need `_XOPEN_SOURCE` or
/// `_GNU_SOURCE`), looked up at run time.
enum LibC {
  private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }

  /// `unlockpt`: lets the slave side of the pseudo-terminal `descriptor` be opened.
  static func unlockpt(_ descriptor: Int32) -> Int32 {
    function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)?(descriptor) ?? -1
  }

  /// `ptsname_r`: the path of the slave side of the pseudo-terminal `descriptor`.
  static func terminalName(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32
  {
    function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)?(
      descriptor, buffer, length) ?? -1
  }

  /// Closes every descriptor from `lowest` up in the spawned child (glibc 2.34 and later).
  static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    _ = function("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self)?(actions, lowest)
  }
}
