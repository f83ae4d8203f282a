import FoundationEssentials

/// Today's part of `sandglass status --json`: the record of focus's totals for the local day,
/// in milliseconds ("today": {"focus_ms", "break_ms", "away_ms"}). JSON only: the text of
/// `sandglass status` stays the modes'.
public struct RecordTodayStatus: StatusBlock {
    public static let key = "today"
    /// After the four built-in modes, before any added later.
    public static let position = 50
    public static let fieldsHelp = #"{"focus_ms", "break_ms", "away_ms"}"#

    public var focusMs: Int64
    public var breakMs: Int64
    public var awayMs: Int64

    enum CodingKeys: String, CodingKey {
        case focusMs = "focus_ms"
        case breakMs = "break_ms"
        case awayMs = "away_ms"
    }

    public init(focusMs: Int64, breakMs: Int64, awayMs: Int64) {
        self.focusMs = focusMs
        self.breakMs = breakMs
        self.awayMs = awayMs
    }

    /// The totals of the day `atMs` falls on in `zone`.
    public init(record: FocusRecord, atMs: Int64, zone: LocalZone) {
        // The day's totals alone: a summary would also walk ten years for the streak, at every
        // status (a bar may ask each second).
        let today = [RecordDay(containingMs: atMs, zone: zone)]
        func total(_ kind: RecordKind) -> Int64 {
            record.totals(of: kind, on: today, zone: zone).first ?? 0
        }
        self.init(focusMs: total(.focus), breakMs: total(.break), awayMs: total(.away))
    }

    public func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        []
    }
}
