import FoundationEssentials

/// One mode's part of `sandglass status`: written under its key by its own `Codable`, read back
/// by the same type, and able to say its lines of text and what a status bar shows of it.
///
/// A mode adds a block by conforming its status type; `StatusReport` and `BarItems` only iterate.
public protocol StatusBlock: Codable, Equatable, Sendable {
    /// Its key in the JSON object ("timers", "stopwatch", …).
    static var key: String { get }
    /// Where it goes among the blocks, lowest first: the built-in modes are 0–3, in the
    /// switcher's order; a mode added later goes after them.
    static var position: Int { get }
    /// Whether a report without it is no report (the timers: always written, even with none).
    static var isRequired: Bool { get }
    /// Its fields as `status --help` lists them after its key: `{"state", "elapsed_ms"}`.
    static var fieldsHelp: String { get }

    /// Its lines of `sandglass status`, wall-clock times in `zone` and `timeFormat`.
    func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String]
    /// What a status bar shows of it at `nowMs`, the report having been made at `atMs`
    /// (milliseconds since 1970), each with its rank (`BarItems.items`).
    func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem]
    /// When what it has running ends, in milliseconds since 1970, as of a report made at `atMs`.
    func runningEndsMs(atMs: Int64) -> [Int64]
}

extension StatusBlock {
    public static var position: Int { 100 }
    public static var isRequired: Bool { false }
    public static var fieldsHelp: String { "{…}" }
    public func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] { [] }
    public func runningEndsMs(atMs: Int64) -> [Int64] { [] }

    /// Whether `other` is this very block (same type, equal).
    func isSame(as other: any StatusBlock) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
