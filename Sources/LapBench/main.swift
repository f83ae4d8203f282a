// lap-bench: what adding a lap costs the stopwatch model as the lap list grows.
//
//     lap-bench [LAPS]      (default 10000)
//
// Prints the time to add each lap (mean, median, 99th percentile and worst, per thousand laps)
// and to derive the fastest and slowest lap at the end. A measurement, not a test: it never fails.

import Foundation
import TimerCore

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
guard count > 0 else {
    FileHandle.standardError.write(Data("lap-bench: LAPS must be a whole number above zero\n".utf8))
    exit(2)
}

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

var stopwatch = Stopwatch()
var now = Instant(nanoseconds: 1_000_000_000)
stopwatch.start(at: now)
var costs: [UInt64] = []
costs.reserveCapacity(count)
for lap in 0..<count {
    // Odd intervals (1.234567 s plus a little per lap), so splits differ.
    now = now + .nanoseconds(1_234_567_000 + Int64(lap % 97) * 1_000_003)
    let before = nanoseconds()
    _ = stopwatch.lap(at: now)
    costs.append(nanoseconds() - before)
}

func describe(_ slice: ArraySlice<UInt64>) -> String {
    let sorted = slice.sorted()
    let mean = Double(sorted.reduce(0, +)) / Double(sorted.count) / 1000
    let median = Double(sorted[sorted.count / 2]) / 1000
    let p99 = Double(sorted[min(sorted.count - 1, sorted.count * 99 / 100)]) / 1000
    let worst = Double(sorted.last ?? 0) / 1000
    return String(
        format: "mean %7.2f µs  median %7.2f µs  p99 %7.2f µs  worst %8.2f µs", mean, median, p99,
        worst)
}

print("adding a lap to the stopwatch model (\(count) laps)")
var start = 0
while start < count {
    let end = min(start + 1000, count)
    print(String(format: "  laps %5d–%5d: ", start + 1, end) + describe(costs[start..<end]))
    start = end
}
let before = nanoseconds()
let fastest = stopwatch.fastestLapIndex
let slowest = stopwatch.slowestLapIndex
let derive = Double(nanoseconds() - before) / 1000
print(
    String(
        format: "deriving fastest (lap %d) and slowest (lap %d) at %d laps: %.1f µs",
        (fastest ?? -1) + 1, (slowest ?? -1) + 1, count, derive))
let total = stopwatch.laps.reduce(Duration.zero) { $0 + $1.split }
print("splits add up to the last total: \(total == stopwatch.laps.last?.total ? "yes" : "NO")")
