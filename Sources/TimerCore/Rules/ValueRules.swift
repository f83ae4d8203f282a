/// The ranges every number Sandglass reads must be in, whichever door it comes through: a state
/// file, an action activated over D-Bus, or the command line. Labels follow `LabelText`.
///
/// A value outside them is refused before any arithmetic is done on it (a file is kept aside, a
/// command gets one line), so nothing read can overflow: the ranges leave room for every sum
/// and product done on them afterwards.
public enum ValueRules {
    /// The largest timer id, start order and next id: about 10^15, more starts than a lifetime
    /// holds, with room to add one without overflowing.
    public static let maximumCount = 1 << 50

    /// The ids, start orders and next ids read back.
    public static let counts: ClosedRange<Int> = 1...maximumCount

    /// The farthest a saved instant may lie from now, in milliseconds: 100 years, far inside the
    /// boot clock's ±292 years.
    public static let maximumOffsetMs: Int64 = 100 * 366 * 24 * 3_600_000

    /// Why a timer may not last `milliseconds`: a timer lasts whole seconds from 00:00:01 to
    /// 99:59:59, as the command line's durations do. Nil when it may.
    public static func timerDurationProblem(milliseconds: Int64) -> String? {
        let maximumMs = CountdownTimer.maximumDuration.totalMilliseconds
        guard milliseconds < 1_000 || milliseconds > maximumMs || milliseconds % 1_000 != 0 else {
            return nil
        }
        return tr(
            "invalid duration of {count} ms: a timer lasts whole seconds from 00:00:01 to 99:59:59",
            ["count": String(milliseconds)])
    }

    /// The boot-clock instant of the wall-clock time `wallMs` (milliseconds since 1970) as of
    /// `reading`; throws, naming `field`, when it is more than `maximumOffsetMs` from now.
    public static func instant(wallMs: Int64, field: String, reading: ClockReading)
        throws(SavedTimer.Invalid) -> Instant
    {
        let offsetMs = Saturating.subtract(wallMs, reading.wallMilliseconds(of: reading.now))
        guard (-maximumOffsetMs...maximumOffsetMs).contains(offsetMs) else {
            throw SavedTimer.Invalid(reason: "\(field) \(wallMs) is out of range")
        }
        return reading.now + .milliseconds(offsetMs)
    }

    /// `value` when it is an id, a start order or a next id (`counts`); throws, naming `field`.
    public static func count(_ value: Int, field: String) throws(SavedTimer.Invalid) -> Int {
        guard counts.contains(value) else {
            throw SavedTimer.Invalid(
                reason: "\(field) \(value) is not between 1 and \(maximumCount)")
        }
        return value
    }

    /// `label` when `LabelText` allows it; throws, naming `field`.
    public static func label(_ label: String, field: String) throws(SavedTimer.Invalid) -> String {
        if let problem = LabelText.problem(with: label) {
            throw SavedTimer.Invalid(reason: "\(field): \(problem)")
        }
        return label
    }
}
