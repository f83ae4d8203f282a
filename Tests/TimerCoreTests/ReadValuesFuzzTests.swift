import Foundation
import TimerCore
import XCTest

/// Every decoder of what Sandglass reads (its state files, and the status a follower hears over
/// D-Bus) fed seeded random and extreme values: whatever it is given, it refuses or restores,
/// and what it restores is used (status, bar lines, a start) without trapping. A trap kills the
/// test process, which fails the run.
final class ReadValuesFuzzTests: XCTestCase {
    private let rounds = 120

    func testStateFilesNeverTrapWhateverTheyHold() {
        var random = SeededRandom(seed: 26)
        for _ in 0..<rounds {
            let reading = random.reading()
            for (name, template) in Self.templates {
                // Often one field alone, the file valid elsewhere: that is where a lone extreme number hides.
                let json =
                    random.coin()
                    ? random.mutatedOneField(template) : random.mutated(template, depth: 0)
                exercise(name, Data(json.text.utf8), reading: reading)
            }
        }
    }

    func testTheLapJournalNeverTrapsWhateverItHolds() {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<rounds * 4 {
            var lines = ["sandglass-laps \(random.word()) \(random.word())"]
            var total: Int64 = 0
            for number in 1...random.int(in: 1...40) {
                let split =
                    random.coin() ? random.extremeInteger() : Int64(random.int(in: 0...100_000))
                total = total &+ split
                lines.append(
                    random.coin(0.8)
                        ? "\(number) \(split) \(total)"
                        : "\(random.word()) \(random.word()) \(random.word())")
            }
            let bytes = [UInt8]((lines.joined(separator: "\n") + (random.coin() ? "\n" : "")).utf8)
            guard let journal = try? LapJournal.parse(bytes) else { continue }
            let saved = try? JSONDecoder().decode(
                SavedStopwatch.self,
                from: Data(
                    #"{"version":2,"state":"paused","elapsed_ms":9000000000000,"laps_generation":\#(journal.generation)}"#
                        .utf8))
            if let stopwatch = try? saved?.restore(reading: random.reading(), journal: journal) {
                _ = StopwatchStatus(stopwatch: stopwatch, now: Instant(nanoseconds: 0)).elapsedMs
            }
        }
    }

    /// The status a follower or a waiter hears over D-Bus, everything under way and every number
    /// extreme: the bar's items, lines and next change are computed without trapping.
    func testAStatusHeardOverTheBusNeverTraps() {
        var random = SeededRandom(seed: 70)
        let instants = [
            "2027-01-15T08:00:30.000Z", "9999-12-31T23:59:59.999+18:00",
            "0001-01-01T00:00:00.000-18:00",
            "99999999999-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "x",
        ]
        for _ in 0..<3_000 {
            func number() -> Int64 {
                random.coin(0.7) ? random.extremeInteger() : Int64(random.int(in: 0...100_000))
            }
            let json = """
                {"version":1,"at_ms":\(number()),"timers":[{"id":\(number()),"label":"\\u001b[2J","state":"\(random.pick(["running", "paused", "finished"]))",\
                "duration_ms":\(number()),"remaining_ms":\(number()),"ends_at":"\(random.pick(instants))","finished_at":null,"ringing":\(random.coin())}],\
                "stopwatch":{"state":"running","elapsed_ms":\(number()),"laps":[]},\
                "pomodoro":{"state":"running","phase":"focus","round":\(number()),"rounds":\(number()),"remaining_ms":\(number()),\
                "phase_ms":\(number()),"completed_focus":\(number()),"completed_focus_cycle":\(number()),"ringing":\(random.coin())},\
                "countdown":{"state":"running","label":"","target":"\(random.pick(instants))","remaining_ms":\(number()),"ringing":false}}
                """
            guard let report = try? JSONDecoder().decode(StatusReport.self, from: Data(json.utf8))
            else { continue }
            let items = BarItems.items(report, nowMs: number())
            _ = BarLine.waybar(items, template: "{label} {time}")
            XCTAssertFalse(BarLine.text(items, template: "{label} {time}").contains("\u{1B}"))
            if let next = BarItems.nextChangeMs(items) {
                XCTAssertTrue((1...2_000).contains(next), "next change in \(next) ms")
            }
            _ = report.text(wallNow: Date(timeIntervalSince1970: 1_800_000_000))
        }
    }

    /// Extreme files one by one (the largest and smallest numbers in every field): each is refused, none traps.
    func testTheIssuesExtremeTimerFilesAreRefused() throws {
        let reading = ClockReading(
            now: Instant(nanoseconds: 3_600_000_000_000),
            wallNow: Date(timeIntervalSince1970: 1_800_000_000))
        let timer =
            #""version":1,"label":"","duration_ms":60000,"state":"running","ends_at_ms":1800000030000"#
        let files = [
            #"{"version":2,"duration_ms":60000,"next_id":2,"timers":[{"id":1,"start_order":1,"version":1,"label":"","duration_ms":60000,"state":"running","ends_at_ms":-9223372036854775808}]}"#,
            #"{"version":2,"duration_ms":60000,"next_id":2,"timers":[{"id":9223372036854775807,"start_order":1,\#(timer)}]}"#,
            #"{"version":2,"duration_ms":60000,"next_id":2,"timers":[{"id":1,"start_order":9223372036854775807,\#(timer)}]}"#,
            #"{"version":2,"duration_ms":60000,"next_id":2,"timers":[{"id":9223372036854775806,"start_order":1,\#(timer)}]}"#,
            #"{"version":2,"duration_ms":60000,"next_id":9223372036854775807,"timers":[]}"#,
            #"{"version":2,"duration_ms":1,"next_id":2,"timers":[]}"#,
            #"{"version":2,"duration_ms":60000,"next_id":2,"timers":[{"id":1,"start_order":1,"version":1,"label":"\u001b]0;pwned\u0007","duration_ms":60000,"state":"paused","remaining_ms":1000}]}"#,
            #"{"version":1,"label":"","duration_ms":60000,"state":"finished","ends_at_ms":9223372036854775807,"noticed_at_ms":-9223372036854775808}"#,
        ]
        for file in files {
            let decoded = try JSONDecoder().decode(SavedTimers.self, from: Data(file.utf8))
            XCTAssertThrowsError(try decoded.restore(reading: reading), file)
        }
    }

    /// A list whose next id or start order reached the top of the range (a file of before these
    /// rules, or a list made in memory) still starts timers: ids and orders are given safely.
    func testStartsNeverOverflowAnIdOrAStartOrder() throws {
        let now = Instant(nanoseconds: 0)
        var list = TimerList(entries: [], nextID: .max)
        let first = try list.start(duration: .seconds(60), at: now)
        XCTAssertTrue(ValueRules.counts.contains(first), "id \(first)")
        let second = try list.start(duration: .seconds(60), at: now)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try list.resolve(.latest), second, "the latest start is still the latest")

        let old = TimerEntry(id: 3, timer: CountdownTimer(duration: .seconds(60)), startOrder: .max)
        var full = TimerList(entries: [old], nextID: 4)
        XCTAssertEqual(
            full.entries.map(\.startOrder), [1], "start orders are numbered again, in order")
        let next = try full.start(duration: .seconds(60), at: now)
        XCTAssertEqual(try full.resolve(.latest), next)
    }

    // MARK: - Exercising

    private func exercise(_ name: String, _ data: Data, reading: ClockReading) {
        let decoder = JSONDecoder()
        let zone = LocalZone.foundation(TestSupport.utc)
        let later = reading.now + .seconds(3_600)
        switch name {
        case "timers", "timer v1":
            guard let saved = try? decoder.decode(SavedTimers.self, from: data),
                var (list, _) = try? saved.restore(reading: reading)
            else { return }
            _ = list.finishDue(at: later)
            _ = list.nextWakeUp(after: reading.now, onScreen: true)
            let statuses = list.ordered().map {
                TimerStatus(entry: $0, reading: reading, zone: zone)
            }
            let report = StatusReport(timers: statuses)
            _ = report.json()
            _ = report.text(wallNow: reading.wallNow)
            _ = BarItems.items(report, nowMs: reading.wallMilliseconds(of: reading.now))
            _ = try? list.start(duration: .seconds(1), at: later)
        case "stopwatch":
            guard let saved = try? decoder.decode(SavedStopwatch.self, from: data),
                var stopwatch = try? saved.restore(reading: reading, journal: nil)
            else { return }
            _ = StopwatchStatus(stopwatch: stopwatch, now: later)
            _ = stopwatch.lap(at: later)
            _ = stopwatch.toggle(at: later)
        case "pomodoro":
            guard let saved = try? decoder.decode(SavedPomodoro.self, from: data),
                var pomodoro = try? saved.restore(reading: reading)
            else { return }
            let status = PomodoroStatus(
                pomodoro: pomodoro, now: later, startOfToday: reading.now - .seconds(86_400))
            _ = StatusReport(timers: [], pomodoro: status).json()
            _ = pomodoro.nextPhaseEnd(after: later)
            _ = pomodoro.skip(at: later)
        case "countdown":
            guard let saved = try? decoder.decode(SavedDateCountdown.self, from: data),
                let countdown = try? saved.restore()
            else { return }
            let status = DateCountdownStatus(
                countdown: countdown, wallNow: reading.wallNow, zone: zone)
            _ = StatusReport(timers: [], countdown: status).text(wallNow: reading.wallNow)
        case "presets":
            guard let presets = try? decoder.decode(PresetList.self, from: data) else { return }
            XCTAssertLessThanOrEqual(presets.presets.count, PresetList.capacity)
        default:
            // The status a follower hears over D-Bus.
            guard let report = try? decoder.decode(StatusReport.self, from: data) else { return }
            let items = BarItems.items(report, nowMs: reading.wallMilliseconds(of: reading.now))
            _ = BarLine.waybar(items, template: "{label} {time}")
            _ = BarLine.text(items, template: "{label} {time}")
            _ = BarItems.nextChangeMs(items)
        }
    }

    // MARK: - Valid files to mutate

    private static let templates: [(String, JSONValue)] = [
        (
            "timers",
            .object([
                ("version", .int(2)), ("duration_ms", .int(300_000)), ("next_id", .int(3)),
                (
                    "timers",
                    .array([
                        .object([
                            ("id", .int(1)), ("start_order", .int(1)), ("version", .int(1)),
                            ("label", .string("Tea")),
                            ("duration_ms", .int(60_000)), ("state", .string("running")),
                            ("ends_at_ms", .int(1_800_000_030_000)),
                        ]),
                        .object([
                            ("id", .int(2)), ("start_order", .int(2)), ("version", .int(1)),
                            ("label", .string("")),
                            ("duration_ms", .int(60_000)), ("state", .string("finished")),
                            ("ends_at_ms", .int(1_799_999_990_000)),
                            ("noticed_at_ms", .int(1_800_000_000_000)),
                            ("ended_before_launch", .bool(true)),
                        ]),
                    ])
                ),
            ])
        ),
        (
            "timer v1",
            .object([
                ("version", .int(1)), ("label", .string("")), ("duration_ms", .int(60_000)),
                ("state", .string("paused")),
                ("remaining_ms", .int(1_000)),
            ])
        ),
        (
            "stopwatch",
            .object([
                ("version", .int(1)), ("state", .string("running")),
                ("since_ms", .int(1_799_999_000_000)),
                (
                    "laps",
                    .array([
                        .object([
                            ("number", .int(1)), ("split_ms", .int(500)), ("total_ms", .int(500)),
                        ])
                    ])
                ),
            ])
        ),
        (
            "pomodoro",
            .object([
                ("version", .int(1)), ("focus_ms", .int(1_500_000)),
                ("short_break_ms", .int(300_000)), ("long_break_ms", .int(900_000)),
                ("rounds", .int(4)), ("auto_start", .bool(true)), ("state", .string("running")),
                ("phase_index", .int(2)),
                ("into_ms", .int(1_000)), ("completed_focus_cycle", .int(1)),
                ("anchor_ms", .int(1_799_999_000_000)),
                (
                    "runs",
                    .array([
                        .object([
                            ("start_ms", .int(1_799_990_000_000)),
                            ("end_ms", .int(1_799_995_000_000)), ("phase_index", .int(0)),
                            ("into_ms", .int(0)), ("focus_ms", .int(1_500_000)),
                            ("short_break_ms", .int(300_000)),
                            ("long_break_ms", .int(900_000)), ("rounds", .int(4)),
                        ])
                    ])
                ),
                ("completions_ms", .array([.int(1_799_999_500_000)])),
            ])
        ),
        (
            "countdown",
            .object([
                ("version", .int(1)), ("target_ms", .int(1_900_000_000_000)),
                ("label", .string("Launch")), ("end_announced", .bool(false)),
            ])
        ),
        ("presets", .array([.object([("name", .string("Tea")), ("seconds", .int(240))])])),
        (
            "status",
            .object([
                ("version", .int(1)), ("at_ms", .int(1_800_000_000_000)),
                (
                    "timers",
                    .array([
                        .object([
                            ("id", .int(1)), ("label", .string("Tea")),
                            ("state", .string("running")), ("duration_ms", .int(60_000)),
                            ("remaining_ms", .int(30_000)),
                            ("ends_at", .string("2027-01-15T08:00:30.000Z")),
                            ("ends_at_ms", .int(1_800_000_030_000)),
                            ("finished_at", .null), ("ringing", .bool(false)),
                        ])
                    ])
                ),
                (
                    "stopwatch",
                    .object([
                        ("state", .string("running")), ("elapsed_ms", .int(5_000)),
                        ("started_at_ms", .int(1_799_999_995_000)),
                        ("laps", .array([])),
                    ])
                ),
                (
                    "pomodoro",
                    .object([
                        ("state", .string("running")), ("phase", .string("focus")),
                        ("round", .int(1)), ("rounds", .int(4)),
                        ("remaining_ms", .int(60_000)), ("phase_ms", .int(1_500_000)),
                        ("completed_focus", .int(0)),
                        ("completed_focus_cycle", .int(0)), ("ringing", .bool(false)),
                        ("ends_at_ms", .int(1_800_000_060_000)),
                    ])
                ),
                (
                    "countdown",
                    .object([
                        ("state", .string("counting")), ("label", .string("Launch")),
                        ("target", .string("2030-01-01T00:00:00.000Z")),
                        ("remaining_ms", .int(1_000_000)),
                    ])
                ),
            ])
        ),
    ]
}

/// A JSON value to mutate and write out.
indirect enum JSONValue: Sendable {
    case int(Int64)
    case double(String)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])
}

extension JSONValue {
    /// The value as JSON text (numbers as written, so out-of-range ones reach the decoder).
    var text: String {
        switch self {
        case .int(let number): String(number)
        case .double(let text): text
        case .string(let text): Self.quoted(text)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}

extension SeededRandom {
    /// A value of any kind, often an extreme one.
    mutating func anyValue(depth: Int) -> JSONValue {
        switch int(in: 0...9) {
        case 0...3: return .int(extremeInteger())
        case 4:
            return .double(
                pick([
                    "1e308", "-1e308", "1e400", "-0", "0.5", "1.7976931348623157e308",
                    "9223372036854775808", "-9223372036854775809",
                ]))
        case 5: return .string(oddString())
        case 6: return .bool(coin())
        case 7: return .null
        case 8:
            let count = depth > 1 ? 0 : pick([0, 1, 3, 500])
            return .array(
                (0..<count).map { _ in
                    depth > 0 ? .int(extremeInteger()) : anyValue(depth: depth + 1)
                })
        default: return depth > 1 ? .null : .object([("x", anyValue(depth: depth + 1))])
        }
    }

    /// `value` with some of its fields (at any depth) replaced, dropped or repeated many times.
    mutating func mutated(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case .object(let fields):
            var result: [(String, JSONValue)] = []
            for (key, field) in fields {
                switch int(in: 0...9) {
                case 0: continue  // missing
                case 1, 2: result.append((key, anyValue(depth: depth)))
                default: result.append((key, mutated(field, depth: depth + 1)))
                }
            }
            return .object(result)
        case .array(let items):
            guard let first = items.first else {
                return coin(0.1) ? .array((0..<3).map { _ in anyValue(depth: depth) }) : value
            }
            if coin(0.05) { return .array(Array(repeating: first, count: 500)) }  // a huge array
            return .array(items.map { mutated($0, depth: depth + 1) })
        default:
            return coin(0.3) ? anyValue(depth: depth) : value
        }
    }

    /// `value` with one of its fields (a leaf, at any depth) given an extreme value.
    mutating func mutatedOneField(_ value: JSONValue) -> JSONValue {
        var target = int(in: 0...(Self.leafCount(value) - 1))
        return replacingLeaf(value, &target)
    }

    private static func leafCount(_ value: JSONValue) -> Int {
        switch value {
        case .object(let fields): max(1, fields.map { leafCount($0.1) }.reduce(0, +))
        case .array(let items): max(1, items.map(leafCount).reduce(0, +))
        default: 1
        }
    }

    private mutating func replacingLeaf(_ value: JSONValue, _ target: inout Int) -> JSONValue {
        switch value {
        case .object(let fields) where !fields.isEmpty:
            return .object(fields.map { ($0.0, replacingLeaf($0.1, &target)) })
        case .array(let items) where !items.isEmpty:
            return .array(items.map { replacingLeaf($0, &target) })
        default:
            defer { target -= 1 }
            guard target == 0 else { return value }
            return coin(0.7) ? .int(extremeInteger()) : anyValue(depth: 1)
        }
    }

    /// A reading of both clocks: a boot clock from zero to days, a wall clock from 1970 to 2100.
    mutating func reading() -> ClockReading {
        ClockReading(
            now: Instant(nanoseconds: Int64(int(in: 0...400_000)) * 1_000_000_000),
            wallNow: Date(
                timeIntervalSince1970: coin()
                    ? 1_800_000_000 : TimeInterval(int(in: 0...4_100_000_000))))
    }
}
