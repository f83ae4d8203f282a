/// The "Ends at …" line under a running timer: new text only when what it says must change.
///
/// The text depends on the end's wall-clock time, the zone and the local day of now ("tomorrow"),
/// so it is rewritten when the end moves (resume), the wall clock is set, the zone changes or
/// local midnight passes, and not with every second's digits. The end's wall-clock time is
/// projected from the duration clock at each reading; the two clocks are read a few microseconds
/// apart, so a projection that moves by less than half a second keeps the time already shown
/// (an end near a whole second would otherwise flicker between two texts).
public struct EndTimeLine: Sendable {
    /// What the line shows and what it was written from.
    private struct Shown: Sendable {
        /// The end on the duration clock.
        var end: Instant
        /// Its wall-clock time when the text was written, in milliseconds since 1970.
        var wallEnd: Int64
        /// What the text was written for.
        var key: Key
        /// The text.
        var text: String
    }

    /// The inputs of the text: the end on the zone's clocks, the local day of now, and the format.
    /// What the text is a function of, the time format aside: that is read only when the text
    /// is written (it is a few locale look-ups, and a process's LC_TIME does not change).
    private struct Key: Equatable, Sendable {
        var endLocalSeconds: Int64
        var today: Int64
    }

    /// A move of the projected end smaller than this (in milliseconds) is the clocks' read jitter, not a change.
    static let jitterMilliseconds: Int64 = 500

    private var shown: Shown?

    /// A line that has shown nothing yet.
    public init() {}

    /// "Ends at 14:05:30" (`EndTimeText`) for a timer ending at `end` on the duration clock, as of `reading`, in `zone` — or nil when the line already says that.
    public mutating func text(
        ending end: Instant, at reading: ClockReading, zone: LocalZone = .system,
        format: @autoclosure () -> LocalTimeFormat = .current
    ) -> String? {
        var wallEnd = reading.wallMilliseconds(of: end)
        if let shown, shown.end == end,
            Saturating.subtract(wallEnd, shown.wallEnd).magnitude < UInt64(Self.jitterMilliseconds)
        {
            wallEnd = shown.wallEnd
        }
        let endSeconds = Saturating.floorDivide(wallEnd, 1_000)
        let nowSeconds = EndTimeText.wholeSeconds(reading.wallNow)
        let key = Key(
            endLocalSeconds: zone.localSeconds(atSecondsSince1970: endSeconds),
            today: Saturating.floorDivide(zone.localSeconds(atSecondsSince1970: nowSeconds), 86_400)
        )
        if let shown, shown.key == key {
            self.shown?.end = end
            self.shown?.wallEnd = wallEnd
            return nil
        }
        let text = EndTimeText.ends(
            EndTimeText.phrase(
                endingAtLocalSeconds: key.endLocalSeconds, today: key.today, format: format()))
        let changed = text != shown?.text
        shown = Shown(end: end, wallEnd: wallEnd, key: key, text: text)
        return changed ? text : nil
    }

    /// Forgets what was shown, when the line says something else ("Paused"): the next `text` is never nil.
    public mutating func reset() {
        shown = nil
    }
}
