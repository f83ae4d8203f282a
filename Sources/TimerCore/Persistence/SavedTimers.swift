import FoundationEssentials

/// Every timer as saved on disk (`timer.json`, version 2), with the duration the picker starts next.
///
/// Each timer is a `SavedTimer` (wall-clock instants) with its id and start order, so a timer
/// is the same one after a restart and commands without a label still find the latest. A
/// version 1 file, one timer as Sandglass saved it before there were several, is read as a
/// list of that timer (none when it was idle). Decoding checks every field: a file that does
/// not make sense is refused as a whole.
public struct SavedTimers: Codable, Equatable, Sendable {
    public static let currentVersion = 2

    /// One timer of the list: its id and start order beside the single timer's fields.
    public struct Entry: Codable, Equatable, Sendable {
        public var id: Int
        public var startOrder: Int
        public var timer: SavedTimer

        enum CodingKeys: String, CodingKey {
            case id
            case startOrder = "start_order"
        }

        public init(id: Int, startOrder: Int, timer: SavedTimer) {
            self.id = id
            self.startOrder = startOrder
            self.timer = timer
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            startOrder = try container.decode(Int.self, forKey: .startOrder)
            timer = try SavedTimer(from: decoder)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(startOrder, forKey: .startOrder)
            try timer.encode(to: encoder)
        }
    }

    public var version: Int
    /// The duration the picker holds: what `toggle` starts when there is no timer.
    public var durationMs: Int64
    /// The id the next timer gets.
    public var nextID: Int
    public var timers: [Entry]

    enum CodingKeys: String, CodingKey {
        case version, timers
        case durationMs = "duration_ms"
        case nextID = "next_id"
    }

    /// Captures `list` and the picker's `duration`, projecting instants onto the wall clock with one reading.
    public init(list: TimerList, duration: Duration, reading: ClockReading) {
        version = Self.currentVersion
        durationMs = duration.totalMilliseconds
        nextID = list.nextID
        timers = list.entries.map {
            Entry(
                id: $0.id, startOrder: $0.startOrder,
                timer: SavedTimer(timer: $0.timer, reading: reading))
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version != SavedTimer.currentVersion else {
            // Version 1: the one timer of earlier Sandglass, as it was.
            let single = try SavedTimer(from: decoder)
            durationMs = single.durationMs
            nextID = 2
            timers = single.state == .idle ? [] : [Entry(id: 1, startOrder: 1, timer: single)]
            return
        }
        durationMs = try container.decode(Int64.self, forKey: .durationMs)
        nextID = try container.decode(Int.self, forKey: .nextID)
        timers = try container.decode([Entry].self, forKey: .timers)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(durationMs, forKey: .durationMs)
        try container.encode(nextID, forKey: .nextID)
        try container.encode(timers, forKey: .timers)
    }

    /// The list and the picker's duration this describes, as of `reading`; throws when anything is out of place.
    public func restore(reading: ClockReading) throws(SavedTimer.Invalid) -> (
        list: TimerList, duration: Duration
    ) {
        guard version == Self.currentVersion || version == SavedTimer.currentVersion else {
            throw SavedTimer.Invalid(reason: "unknown version \(version)")
        }
        // The one set of rules for values read (`ValueRules`), before any arithmetic on them.
        if let problem = ValueRules.timerDurationProblem(milliseconds: durationMs) {
            throw SavedTimer.Invalid(reason: "duration_ms: \(problem)")
        }
        let duration = Duration.milliseconds(durationMs)
        _ = try ValueRules.count(nextID, field: "next_id")
        var entries: [TimerEntry] = []
        var ids: Set<Int> = []
        for entry in timers {
            let id = try ValueRules.count(entry.id, field: "timer id")
            guard ids.insert(id).inserted else {
                throw SavedTimer.Invalid(reason: "timer id \(id) is given twice")
            }
            let startOrder = try ValueRules.count(
                entry.startOrder, field: "start_order of timer \(id)")
            let timer = try entry.timer.restore(reading: reading)
            // A timer is in the list from its start until cancelled or dismissed: never idle.
            guard timer.phase != .idle else {
                throw SavedTimer.Invalid(reason: "timer \(id) is idle")
            }
            entries.append(TimerEntry(id: id, timer: timer, startOrder: startOrder))
        }
        return (TimerList(entries: entries, nextID: nextID), duration)
    }
}
