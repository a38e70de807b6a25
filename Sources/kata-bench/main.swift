// kata-bench: the performance figures of docs/kata.md, measured in one run.
//
//   swift run -c release --static-swift-stdlib kata-bench
//
// It prints the calculator rule's throughput beside the seed's expression, the cost of one
// input event through each architecture beside the bare rule, kata play's keystroke-to-frame
// time, and kata calc's start-up beside a Swift hello world. Tests never time anything; this
// is where speed is measured.

import CalculatorModel
import Foundation
import KataDriver
import KataPlay
import KataRegistry

/// The seed's expression, with the separator set built scalar by scalar (so that every scalar of the token separates).
func seedExpression(_ input: String, _ token: String) -> Int {
  var separators = CharacterSet()
  for scalar in token.unicodeScalars { separators.insert(scalar) }
  return input.components(separatedBy: separators).compactMap { Int($0) }.reduce(0, &+)
}

/// The fastest of `runs` timings of `work`, in seconds.
func fastest(of runs: Int, _ work: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    work()
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return best
}

/// `count` integers of every size and sign, comma-separated, from a fixed seed.
func numbers(_ count: Int) -> String {
  var state: UInt64 = 0x5EED
  var text = ""
  text.reserveCapacity(count * 8)
  for index in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let value = Int64(bitPattern: state >> 1) % 100_000_000
    if index > 0 { text += "," }
    text += String(value)
  }
  return text
}

func megabytes(_ text: String) -> Double { Double(text.utf8.count) / 1_000_000 }

@MainActor
func main() async {
  let rule = SumModel()
  let line = numbers(2_000_000)
  print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; one thread used")
  print("input: \(String(format: "%.1f", megabytes(line))) MB, 2,000,000 comma-separated integers\n")

  var sink: Int128 = 0
  let ruleTime = fastest(of: 5) { sink &+= rule.sum(of: line, separatedBy: ",") }
  var seedSink = 0
  let seedTime = fastest(of: 1) { seedSink &+= seedExpression(line, ",") }
  print("the rule, SumModel.sum(of:separatedBy:)")
  print(String(format: "  SumModel:            %8.1f MB/s", megabytes(line) / ruleTime))
  print(
    String(
      format: "  seed's expression:  %8.1f MB/s  (%.0f× slower)", megabytes(line) / seedTime,
      seedTime / ruleTime))

  let small = numbers(140_000)  // about 1 MB
  // Every round times the bare rule and each architecture once, in turn, and each keeps its
  // fastest round: a slow spell of the machine then hits all of them alike.
  let screens = Architecture.all.map { architecture in
    let screen = architecture.makeCalculatorScreen()
    screen.editToken(",")
    return (name: architecture.name, screen: screen)
  }
  var bare = Double.infinity
  var events = [Double](repeating: .infinity, count: screens.count)
  for _ in 0..<40 {
    bare = min(bare, fastest(of: 1) { sink &+= rule.sum(of: small, separatedBy: ",") })
    for (index, entry) in screens.enumerated() {
      events[index] = min(events[index], fastest(of: 1) { entry.screen.editInput(small) })
    }
  }
  print(String(format: "\none input event on %.2f MB, through each architecture", megabytes(small)))
  print(String(format: "  bare rule:  %7.3f ms", bare * 1000))
  for (index, entry) in screens.enumerated() {
    let width = screens.map(\.name.count).max() ?? 0
    let label = (entry.name + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0)
    print(
      String(
        format: "  %@  %7.3f ms  (%.2f× the bare rule)", label, events[index] * 1000, events[index] / bare))
  }
  if sink == 42 && seedSink == 42 { print("") }  // keeps the optimiser from dropping the work

  await keystrokeToFrame(at: .standard)
  await keystrokeToFrame(at: TerminalSize(rows: 60, columns: 200))
  startUp()
}

/// kata play's calculator page with every architecture and a 10 KB input: from a key's bytes,
/// as read from the terminal, to the last byte of the frame that shows its effect, written
/// (to /dev/null). Keys alternate between typing a digit and erasing it at the end of the
/// input, so that every key is an edit through every architecture and the input stays 10 KB.
/// A lane whose view draws on a later turn (Observation) has drawn before the frame is made:
/// the page is settled first, as the playground draws again once it has.
///
/// Wall time is what a person waits; the process's CPU time is the work alone, without the
/// time other processes on the machine took the CPU away (their share shows in the slowest).
/// (The process's, not one thread's: after an `await` the main actor's work may go on on
/// another thread.)
@MainActor
func keystrokeToFrame(at size: TerminalSize) async {
  let page = CalculatorPage(architectures: Architecture.all)
  let input = String(numbers(1_400).prefix(10_240))
  _ = page.handle(.paste(input))
  await page.settle()
  var decoder = KeyDecoder()
  var renderer = FrameRenderer()
  let output = open("/dev/null", O_WRONLY)
  defer { close(output) }
  func draw() {
    let bytes = renderer.render(page.frame(size: size))
    _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
  }
  draw()
  let keys: [[UInt8]] = [Array("7".utf8), [0x7F]]
  var wall: [Double] = []
  var work: [Double] = []
  for round in 0..<4_000 {
    let start = (ContinuousClock.now, processTime())
    for key in decoder.decode(keys[round % 2]) { _ = page.handle(key) }
    await page.settle()
    draw()
    let elapsed = ContinuousClock.now - start.0
    wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    work.append(processTime() - start.1)
  }
  var load = [Double](repeating: 0, count: 1)
  getloadavg(&load, 1)
  print(
    String(
      format: "\nkata play, keystroke to frame at %@: %d architectures, a %d-byte input, %d keys",
      size.description, Architecture.all.count, input.utf8.count, wall.count))
  print("  wall time:        \(summary(wall))")
  print("  process CPU time: \(summary(work))  (load average \(String(format: "%.1f", load[0])))")
}

/// The CPU time this process has used, in seconds.
func processTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `median 0.612 ms  99th percentile 0.947 ms  slowest 4.101 ms`.
func summary(_ times: [Double]) -> String {
  let sorted = times.sorted()
  let at = { (fraction: Double) in sorted[min(Int(Double(sorted.count) * fraction), sorted.count - 1)] * 1000
  }
  return String(
    format: "median %6.3f ms   99th percentile %6.3f ms   slowest %6.3f ms", at(0.5), at(0.99), at(1))
}

await main()
