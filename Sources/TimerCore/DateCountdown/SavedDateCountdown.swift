/// The date countdown as saved on disk: its target in wall-clock milliseconds and its label.
///
/// The target is wall-clock by nature, so it needs no projection; decoding still checks it, and
/// a file that does not make sense is refused as a whole rather than half-trusted.
public struct SavedDateCountdown: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; other versions are not read.
    public static let currentVersion = 1

    /// The targets read back: everything the parser can produce, instants that are in years
    /// 1...9999 at some offset within ±18:00 (0000-12-31T06:00:00Z ... 10000-01-01T17:59:59.999Z).
    public static let targetRangeMs: ClosedRange<Int64> =
        (-62_135_596_800_000 - 18 * 3_600_000)...(253_402_300_800_000 + 18 * 3_600_000 - 1)

    /// The format's version; only `currentVersion` is read.
    public var version: Int
    /// The target, wall-clock milliseconds since 1970.
    public var targetMs: Int64
    /// The label; "" when there is none.
    public var label: String
    /// Whether the date's coming has been told (absent in files from before: false).
    public var endAnnounced: Bool

    enum CodingKeys: String, CodingKey {
        case version, label
        case targetMs = "target_ms"
        case endAnnounced = "end_announced"
    }

    /// Creates a saved form from its fields.
    public init(
        version: Int = Self.currentVersion, targetMs: Int64, label: String,
        endAnnounced: Bool = false
    ) {
        self.version = version
        self.targetMs = targetMs
        self.label = label
        self.endAnnounced = endAnnounced
    }

    /// Captures `countdown`.
    public init(countdown: DateCountdown) {
        self.init(
            targetMs: countdown.targetMilliseconds, label: countdown.label,
            endAnnounced: countdown.endAnnounced)
    }

    /// Decodes a saved countdown; `end_announced` may be absent (a file from before it existed).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        targetMs = try container.decode(Int64.self, forKey: .targetMs)
        label = try container.decode(String.self, forKey: .label)
        endAnnounced = try container.decodeIfPresent(Bool.self, forKey: .endAnnounced) ?? false
    }

    /// The countdown this describes; throws for another version or a target outside years 1...9999.
    ///
    /// A target in the past is fine: the countdown comes back ended.
    public func restore() throws(SavedTimer.Invalid) -> DateCountdown {
        guard version == Self.currentVersion else {
            throw Invalid(reason: "unknown version \(version)")
        }
        guard Self.targetRangeMs.contains(targetMs) else {
            throw Invalid(reason: "target_ms \(targetMs) is not in the years 1 to 9999")
        }
        _ = try ValueRules.label(label, field: "label")
        var countdown = DateCountdown(target: WallMilliseconds.date(targetMs), label: label)
        countdown.endAnnounced = endAnnounced
        return countdown
    }

    /// The error `restore` throws, shared with `SavedTimer` so callers handle one type.
    private typealias Invalid = SavedTimer.Invalid
}
