import FoundationEssentials

/// A countdown to a wall-clock instant, such as midnight on New Year's Day, with an optional label.
///
/// Everything is a pure function of the wall clock's now: the remaining time is the target minus
/// now in real seconds, so a daylight-saving change on the way neither adds nor removes an hour.
/// Comparisons are made in whole microseconds, so that the instants `nextDisplayChange` returns
/// are exactly where the displayed seconds change.
public struct DateCountdown: Codable, Equatable, Sendable {
    /// The instant counted down to, in whole milliseconds (rounded down when set).
    public var target: Date {
        didSet { target = WallMilliseconds.date(WallMilliseconds.of(target)) }
    }
    /// The label; "" when there is none.
    public var label: String
    /// Whether its date's coming has been told (rung, notified), or was past when it was set:
    /// saved, so an end is told once, across launches too.
    public var endAnnounced = false

    enum CodingKeys: String, CodingKey {
        case target = "target_ms"
        case label
    }

    /// Creates a countdown to `target` (rounded down to a whole millisecond) labelled `label`.
    public init(target: Date, label: String = "") {
        self.target = WallMilliseconds.date(WallMilliseconds.of(target))
        self.label = label
    }

    /// Decodes `{"target_ms": …, "label": …}`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let milliseconds = try container.decode(Int64.self, forKey: .target)
        self.init(
            target: WallMilliseconds.date(milliseconds),
            label: try container.decode(String.self, forKey: .label))
    }

    /// Encodes the target as whole milliseconds since 1970, so it reads back exactly.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(targetMilliseconds, forKey: .target)
        try container.encode(label, forKey: .label)
    }

    /// The target in whole milliseconds since 1970-01-01T00:00:00Z.
    public var targetMilliseconds: Int64 {
        WallMilliseconds.of(target)
    }

    /// The time left until the target at `wallNow`; zero at or after it, never negative.
    public func remaining(at wallNow: Date) -> Duration {
        .microseconds(max(0, remainingMicroseconds(at: wallNow)))
    }

    /// Whether the target has been reached at `wallNow` (`wallNow >= target`).
    public func isEnded(at wallNow: Date) -> Bool {
        remainingMicroseconds(at: wallNow) <= 0
    }

    /// Running before the target, ended from it on.
    public func state(at wallNow: Date) -> DateCountdownState {
        isEnded(at: wallNow) ? .ended : .running
    }

    /// The whole seconds shown at `wallNow`: the remaining time rounded up, so 00:00:00:00 appears exactly at the target.
    public func displayedSeconds(at wallNow: Date) -> Int64 {
        remaining(at: wallNow).totalSecondsRoundedUp
    }

    /// The first wall-clock instant after `wallNow` at which the displayed seconds change (the next second boundary counted back from the target), or nil once ended.
    ///
    /// At that instant `displayedSeconds` is exactly one less than at `wallNow`; the last change
    /// is the target itself.
    public func nextDisplayChange(after wallNow: Date) -> Date? {
        guard !isEnded(at: wallNow) else { return nil }
        let shownAfterChange = displayedSeconds(at: wallNow) - 1
        let targetMicroseconds = Saturating.multiply(targetMilliseconds, 1_000)
        let change = Saturating.subtract(
            targetMicroseconds, Saturating.multiply(shownAfterChange, 1_000_000))
        return Date(timeIntervalSince1970: Double(change) / 1_000_000)
    }

    /// A hundred years (of 365 days), in seconds: "never", for a wake-up that is only there to notice the wall clock being set.
    public static let farAhead: TimeInterval = 100 * 365 * 86_400

    /// When a wall-clock timer should next wake the countdown after `wallNow`: the next display change, or once ended, `farAhead` from `wallNow`.
    ///
    /// Ended, there is nothing to redraw, but a clock set back before the target must bring the
    /// digits back: armed far ahead, a cancel-on-set wall-clock timer fires only when the clock is set.
    public func nextWakeUp(after wallNow: Date) -> Date {
        nextDisplayChange(after: wallNow) ?? wallNow.addingTimeInterval(Self.farAhead)
    }

    /// The target minus `wallNow`, in whole microseconds (negative once past).
    private func remainingMicroseconds(at wallNow: Date) -> Int64 {
        Saturating.subtract(
            Saturating.multiply(targetMilliseconds, 1_000),
            ISO8601Milliseconds.microsecondsSince1970(wallNow))
    }
}
