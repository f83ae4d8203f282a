import FoundationEssentials

/// What `sandglass status` prints: every timer, the stopwatch, the Pomodoro cycle and the countdown, as JSON or as text.
public struct StatusReport: Codable, Equatable, Sendable {
    /// The version of the JSON schema: fields are added within a version, never changed or removed.
    public static let schemaVersion = 1

    /// When the report was made, in milliseconds since 1970 (the wall clock): its `remaining_ms`
    /// and `elapsed_ms` are as of then. Nil for a report made without a reading (tests).
    public var atMs: Int64?
    /// Each mode's block, in their `position` order; a mode the report does not have is absent.
    public private(set) var blocks: [any StatusBlock] = []
    /// The window; nil leaves it out. JSON only: the text is the same with Sandglass running or not.
    public var window: WindowStatus?

    /// The fixed keys around the modes' blocks.
    enum FixedKeys: String {
        /// Written only: `schemaVersion`.
        case version
        case atMs = "at_ms"
        case window
    }

    /// Where `json()` hands `atMs` to the modes' encoders (for the instants derived from it).
    public static let atMsKey = CodingUserInfoKey(rawValue: "sandglass.status.at_ms")

    /// The report's `at_ms` as `encoder` was given it (nil: none, as in a report without a reading).
    static func atMs(of encoder: Encoder) -> Int64? {
        atMsKey.flatMap { encoder.userInfo[$0] as? Int64 }
    }

    /// A report of the blocks given, in their order.
    public init(blocks: [any StatusBlock] = []) {
        for block in blocks { add(block) }
    }

    /// Creates a report of `timers` and, when given, the other built-in modes.
    public init(
        timers: [TimerStatus], stopwatch: StopwatchStatus? = nil,
        pomodoro: PomodoroStatus? = nil, countdown: DateCountdownStatus? = nil
    ) {
        let blocks: [(any StatusBlock)?] = [
            TimerStatusList(timers), stopwatch, pomodoro, countdown,
        ]
        self.init(blocks: blocks.compactMap { $0 })
    }

    /// The block of type `B`; setting nil removes it, setting one puts it in its place.
    public subscript<B: StatusBlock>(_ type: B.Type) -> B? {
        get { blocks.lazy.compactMap { $0 as? B }.first }
        set {
            blocks.removeAll { $0 is B }
            if let newValue { add(newValue) }
        }
    }

    /// Adds `block` in its place (after those of the same position), replacing one of its type.
    public mutating func add(_ block: some StatusBlock) {
        let type = type(of: block)
        blocks.removeAll { Swift.type(of: $0) == type }
        let index =
            blocks.firstIndex { Swift.type(of: $0).position > type.position } ?? blocks.endIndex
        blocks.insert(block, at: index)
    }

    /// The timers, in display order.
    public var timers: [TimerStatus] {
        get { self[TimerStatusList.self]?.timers ?? [] }
        set { self[TimerStatusList.self] = TimerStatusList(newValue) }
    }
    /// The stopwatch; nil leaves it out of the report.
    public var stopwatch: StopwatchStatus? {
        get { self[StopwatchStatus.self] }
        set { self[StopwatchStatus.self] = newValue }
    }
    /// The Pomodoro cycle; nil leaves it out.
    public var pomodoro: PomodoroStatus? {
        get { self[PomodoroStatus.self] }
        set { self[PomodoroStatus.self] = newValue }
    }
    /// The countdown to a date; nil leaves it out.
    public var countdown: DateCountdownStatus? {
        get { self[DateCountdownStatus.self] }
        set { self[DateCountdownStatus.self] = newValue }
    }

    public static func == (lhs: StatusReport, rhs: StatusReport) -> Bool {
        lhs.atMs == rhs.atMs && lhs.window == rhs.window && lhs.blocks.count == rhs.blocks.count
            && zip(lhs.blocks, rhs.blocks).allSatisfy { $0.isSame(as: $1) }
    }

    /// Reads the blocks of the types the decoder was given (`StatusBlockTypes.userInfoKey`; the
    /// built-in ones without), each by its own `Codable`; a key no type reads is left.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        atMs = try container.decodeIfPresent(
            Int64.self, forKey: AnyCodingKey(FixedKeys.atMs.rawValue))
        let types =
            StatusBlockTypes.userInfoKey.flatMap { decoder.userInfo[$0] as? StatusBlockTypes }
            ?? .builtIn
        for type in types.types {
            if let block = try Self.decodeBlock(type, from: container) { add(block) }
        }
        window = try container.decodeIfPresent(
            WindowStatus.self, forKey: AnyCodingKey(FixedKeys.window.rawValue))
    }

    private static func decodeBlock<B: StatusBlock>(
        _ type: B.Type, from container: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> B? {
        let key = AnyCodingKey(B.key)
        return B.isRequired
            ? try container.decode(B.self, forKey: key)
            : try container.decodeIfPresent(B.self, forKey: key)
    }

    /// Every key in the documented order (`at_ms` as null when there is none); a mode the report
    /// does not have is left out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(Self.schemaVersion, forKey: AnyCodingKey(FixedKeys.version.rawValue))
        try container.encode(atMs, forKey: AnyCodingKey(FixedKeys.atMs.rawValue))
        for block in blocks {
            try Self.encodeBlock(block, in: &container)
        }
        try container.encodeIfPresent(window, forKey: AnyCodingKey(FixedKeys.window.rawValue))
    }

    private static func encodeBlock<B: StatusBlock>(
        _ block: B, in container: inout KeyedEncodingContainer<AnyCodingKey>
    ) throws {
        try container.encode(block, forKey: AnyCodingKey(B.key))
    }

    /// One line of JSON, snake_case keys in this order: {"timers": [{"id", "label", "state", "duration_ms", "remaining_ms", "ends_at", "finished_at"}], "stopwatch": {"state", "elapsed_ms", "laps": [{"number", "split_ms", "total_ms"}]}}; nulls written as null (not omitted).
    ///
    /// Then "pomodoro": {"state", "phase", "round", "rounds", "remaining_ms", "completed_focus" (today),
    /// "completed_focus_cycle", "ringing", "away" (null, or the question on time away during
    /// focus: {"away_ms", "since_ms", "back_ms", "can_keep"})}, "countdown": {"state", "label",
    /// "target", "remaining_ms"}, "today": {"focus_ms", "break_ms", "away_ms"} (the record of
    /// focus's totals for the local day) and "window": {"visible", "pinned", "compact"}.
    /// Each mode is written only when the report has it, so reports without it read as before.
    ///
    /// It begins with "version" (`schemaVersion`) and "at_ms"; every instant also appears as
    /// milliseconds since 1970 ("ends_at_ms", "finished_at_ms", "target_ms"), and a running
    /// stopwatch's and Pomodoro phase's as "started_at_ms" and "ends_at_ms" (from "at_ms"), so a
    /// client counts on by itself.
    ///
    /// Written by the same blocks' `encode(to:)` that `Decodable` reads back with their types.
    public func json() -> String {
        var userInfo: [CodingUserInfoKey: Any] = [:]
        if let key = Self.atMsKey, let atMs { userInfo[key] = atMs }
        // The status holds strings, booleans and integers only: nothing it cannot write.
        return (try? OrderedJSONEncoder(userInfo: userInfo).text(self)) ?? "{}"
    }

    /// Human-readable, one line per timer, e.g. "Timer “Tea”: running, 00:04:12 left, ends at 14:05:30" / "Timer: idle (00:05:00)" / "Timer: paused, 00:02:00 left" / "Timer: finished 42 seconds ago".
    ///
    /// Wall-clock times are read back from the ISO fields and compared with `source.wallNow`; a
    /// timer's end and the countdown's target are written in `timeFormat`.
    public func text(
        source: TimeSource, zone: LocalZone = .system,
        timeFormat: LocalTimeFormat = .current
    ) -> String {
        text(wallNow: source.wallNow, zone: zone, timeFormat: timeFormat)
    }

    /// The same text, with the wall-clock time given directly: each block's lines, in order.
    public func text(
        wallNow: Date, zone: LocalZone = .system,
        timeFormat: LocalTimeFormat = .current
    ) -> String {
        blocks.flatMap { $0.textLines(wallNow: wallNow, zone: zone, timeFormat: timeFormat) }
            .joined(separator: "\n")
    }
}
