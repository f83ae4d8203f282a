import TimerCore
import XCTest

/// Lap arithmetic at scale, and the fastest and slowest laps.
final class StopwatchLapTests: XCTestCase {
    let t0 = TestSupport.t0

    /// A running stopwatch started at t0 with one lap per split, back to back.
    func stopwatch(splits: [Duration]) -> Stopwatch {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        var now = t0
        for split in splits {
            now = now + split
            XCTAssertNotNil(stopwatch.lap(at: now))
        }
        return stopwatch
    }

    func stopwatch(splitSeconds: [Int64]) -> Stopwatch {
        stopwatch(splits: splitSeconds.map { .seconds($0) })
    }

    // MARK: - Exact sums

    func testSplitsAddUpExactlyOverAThousandOddLaps() throws {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        var now = t0
        var pausedFor: Duration = .zero
        for index in 1...1_000 {
            // Odd nanosecond intervals, and a pause inside every seventh lap.
            now = now + .nanoseconds(1_234_567_891 + Int64(index) * 7_919)
            if index % 7 == 0 {
                XCTAssertTrue(stopwatch.pause(at: now - .nanoseconds(333_333_333)))
                let pause = Duration.nanoseconds(987_654_321 + Int64(index))
                XCTAssertTrue(stopwatch.start(at: now - .nanoseconds(333_333_333) + pause))
                now = now + pause
                pausedFor += pause
            }
            let lap = try XCTUnwrap(stopwatch.lap(at: now))
            XCTAssertEqual(lap.number, index)
            XCTAssertEqual(lap.total, (now - t0) - pausedFor)
        }
        let laps = stopwatch.laps
        XCTAssertEqual(laps.count, 1_000)
        XCTAssertEqual(laps.map(\.number), Array(1...1_000))
        let sum = laps.reduce(Duration.zero) { $0 + $1.split }
        XCTAssertEqual(sum, laps.last?.total)
        XCTAssertEqual(stopwatch.elapsed(at: now), laps.last?.total)

        // The millisecond forms add up exactly too.
        let status = StopwatchStatus(stopwatch: stopwatch, now: now)
        XCTAssertEqual(status.laps.reduce(0) { $0 + $1.splitMs }, status.laps.last?.totalMs)
        XCTAssertEqual(status.laps.last?.totalMs, laps.last?.total.totalMilliseconds)
    }

    func testTheTenThousandthLapIsAnAmortizedConstantTimeAppend() {
        // Not timed: counts how often the lap storage moves. Appending in place moves it only when
        // the capacity doubles (about 14 times for 10,000 laps); copying the array on each lap
        // would move it on every lap.
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        func storage(_ stopwatch: Stopwatch) -> UInt {
            stopwatch.laps.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
        var moves = 0
        var address = storage(stopwatch)
        for index in 1...10_000 {
            XCTAssertNotNil(stopwatch.lap(at: t0 + .milliseconds(Int64(index) * 1_001)))
            let now = storage(stopwatch)
            if now != address { moves += 1 }
            address = now
        }
        XCTAssertEqual(stopwatch.laps.count, 10_000)
        XCTAssertEqual(
            stopwatch.laps.last,
            Lap(number: 10_000, split: .milliseconds(1_001), total: .seconds(10_010)))
        XCTAssertLessThan(moves, 40, "each lap should append in place, not copy the laps")
    }

    // MARK: - Fastest and slowest

    func testFewerThanThreeLapsMarkNothing() {
        for splits: [Int64] in [[], [5], [5, 3]] {
            let stopwatch = stopwatch(splitSeconds: splits)
            XCTAssertNil(stopwatch.fastestLapIndex, "\(splits)")
            XCTAssertNil(stopwatch.slowestLapIndex, "\(splits)")
        }
    }

    func testThreeOrMoreLapsMarkFastestAndSlowest() {
        let three = stopwatch(splitSeconds: [5, 3, 8])
        XCTAssertEqual(three.fastestLapIndex, 1)
        XCTAssertEqual(three.slowestLapIndex, 2)
        let more = stopwatch(splitSeconds: [4, 9, 2, 6, 7])
        XCTAssertEqual(more.fastestLapIndex, 2)
        XCTAssertEqual(more.slowestLapIndex, 1)
    }

    func testTiesGoToTheEarliestLap() {
        let stopwatch = stopwatch(splitSeconds: [5, 3, 8, 3, 8])
        XCTAssertEqual(stopwatch.fastestLapIndex, 1)
        XCTAssertEqual(stopwatch.slowestLapIndex, 2)
        let firstIsBoth = self.stopwatch(splitSeconds: [4, 4, 6, 6])
        XCTAssertEqual(firstIsBoth.fastestLapIndex, 0)
        XCTAssertEqual(firstIsBoth.slowestLapIndex, 2)
    }

    func testAllEqualLapsMarkNothing() {
        let stopwatch = stopwatch(splits: Array(repeating: .milliseconds(2_750), count: 4))
        XCTAssertNil(stopwatch.fastestLapIndex)
        XCTAssertNil(stopwatch.slowestLapIndex)
    }

    func testOneNanosecondIsADifference() {
        let stopwatch = stopwatch(splits: [.seconds(1), .seconds(1), .seconds(1) + .nanoseconds(1)])
        XCTAssertEqual(stopwatch.fastestLapIndex, 0)
        XCTAssertEqual(stopwatch.slowestLapIndex, 2)
    }
}
