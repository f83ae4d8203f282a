import TimerCore
import XCTest

/// `LapTable`: the clipboard text and the CSV export, exactly.
final class LapTableTests: XCTestCase {
    /// Splits 4 s, 2.5 s, 5.125 s and 3 s: lap 2 is the fastest, lap 3 the slowest.
    let laps = [
        Lap(number: 1, split: .seconds(4), total: .seconds(4)),
        Lap(number: 2, split: .milliseconds(2_500), total: .milliseconds(6_500)),
        Lap(number: 3, split: .milliseconds(5_125), total: .milliseconds(11_625)),
        Lap(number: 4, split: .seconds(3), total: .milliseconds(14_625)),
    ]

    func testTheMarksComeFromTheStopwatch() {
        let stopwatch = Stopwatch(state: .paused(elapsed: .seconds(15)), laps: laps)
        XCTAssertEqual(stopwatch.fastestLapIndex, 1)
        XCTAssertEqual(stopwatch.slowestLapIndex, 2)
    }

    func testPlainTextIsNewestFirstWithMarks() {
        XCTAssertEqual(
            LapTable.plainText(laps, fastest: 1, slowest: 2),
            "Lap\tLap time\tTotal\n"
                + "Lap 4\t00:03.00\t00:14.62\n"
                + "Lap 3\t00:05.12 (slowest)\t00:11.62\n"
                + "Lap 2\t00:02.50 (fastest)\t00:06.50\n"
                + "Lap 1\t00:04.00\t00:04.00")
    }

    func testPlainTextWithoutMarksOrLaps() {
        XCTAssertEqual(
            LapTable.plainText(Array(laps.prefix(2)), fastest: nil, slowest: nil),
            "Lap\tLap time\tTotal\nLap 2\t00:02.50\t00:06.50\nLap 1\t00:04.00\t00:04.00")
        XCTAssertEqual(LapTable.plainText([], fastest: nil, slowest: nil), "Lap\tLap time\tTotal")
    }

    func testCSVIsAscendingWithCRLF() {
        XCTAssertEqual(
            LapTable.csv(laps, fastest: 1, slowest: 2),
            "lap,lap_time,total,lap_ms,total_ms,mark\r\n"
                + "1,00:04.00,00:04.00,4000,4000,\r\n"
                + "2,00:02.50,00:06.50,2500,6500,fastest\r\n"
                + "3,00:05.12,00:11.62,5125,11625,slowest\r\n"
                + "4,00:03.00,00:14.62,3000,14625,\r\n")
        XCTAssertEqual(
            LapTable.csv([], fastest: nil, slowest: nil),
            "lap,lap_time,total,lap_ms,total_ms,mark\r\n")
    }

    func testCSVPastAnHourAndSubMillisecondSplitsAddUp() {
        // Two splits of 0.6 ms: rounding each alone would give 0 + 0 against a total of 1.
        let odd = [
            Lap(number: 1, split: .microseconds(600), total: .microseconds(600)),
            Lap(number: 2, split: .microseconds(600), total: .microseconds(1_200)),
            Lap(number: 3, split: .seconds(3_600), total: .seconds(3_600) + .microseconds(1_200)),
        ]
        XCTAssertEqual(
            LapTable.csv(odd, fastest: nil, slowest: nil),
            "lap,lap_time,total,lap_ms,total_ms,mark\r\n"
                + "1,00:00.00,00:00.00,0,0,\r\n"
                + "2,00:00.00,00:00.00,1,1,\r\n"
                + "3,1:00:00.00,1:00:00.00,3600000,3600001,\r\n")
    }
}
