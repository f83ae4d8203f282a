#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// The clock time a countdown ends, as shown under the digits: "Ends at 14:05:30".
///
/// Written with the C library (`localtime_r` for the system's zone, `strftime` for the names):
/// it shows under a running timer that a restart restores, so the first frame may need it, and
/// Foundation's formatters would load ICU for it.
public enum EndTimeText {
    /// "Ends at 14:05:30" (the format's time: "2:05:30 PM" in a 12-hour locale); if the end is not on the same day as `now` in `zone`, "Ends tomorrow at …" or "Ends Mon 24 Nov at …".
    ///
    /// Times are shown to the whole second, rounded down.
    public static func text(
        ending end: Date, now: Date, zone: LocalZone = .system, format: LocalTimeFormat = .current
    ) -> String {
        ends(phrase(ending: end, now: now, zone: zone, format: format))
    }

    /// "Ended at 14:05:30" for an end in the past, in the same format: "Ended yesterday at 23:50:00" or
    /// "Ended Mon 24 Nov at 09:00:00" when it was not on the same day as `now` in `zone`.
    public static func endedText(
        ended end: Date, now: Date, zone: LocalZone = .system, format: LocalTimeFormat = .current
    ) -> String {
        let endLocal = zone.localSeconds(atSecondsSince1970: wholeSeconds(end))
        let today = Saturating.floorDivide(
            zone.localSeconds(atSecondsSince1970: wholeSeconds(now)), 86_400)
        let fields = LocalTimeFields(localSeconds: endLocal)
        let time = LocalTimeText.format(format.time, fields)
        switch fields.daysSince1970 {
        case today: return tr("Ended at {time}", ["time": time])
        case today - 1: return tr("Ended yesterday at {time}", ["time": time])
        default:
            return tr(
                "Ended {day} at {time}",
                ["day": LocalTimeText.format(format.weekdayAndDay, fields), "time": time])
        }
    }

    /// The part after "Ends": "at 14:05:30", "tomorrow at 00:05:00", "Mon 24 Nov at 09:00:00".
    static func phrase(ending end: Date, now: Date, zone: LocalZone, format: LocalTimeFormat)
        -> String
    {
        let endLocal = zone.localSeconds(atSecondsSince1970: wholeSeconds(end))
        let today = Saturating.floorDivide(
            zone.localSeconds(atSecondsSince1970: wholeSeconds(now)), 86_400)
        return phrase(endingAtLocalSeconds: endLocal, today: today, format: format)
    }

    /// The part after "Ends" for an end at `endLocal` (seconds since 1970 on the zone's clocks) seen on the local day `today` (days since 1970).
    static func phrase(endingAtLocalSeconds endLocal: Int64, today: Int64, format: LocalTimeFormat)
        -> String
    {
        let end = LocalTimeFields(localSeconds: endLocal)
        let time = LocalTimeText.format(format.time, end)
        switch end.daysSince1970 {
        case today: return tr("at {time}", ["time": time])
        case today + 1: return tr("tomorrow at {time}", ["time": time])
        default:
            return tr(
                "{day} at {time}",
                ["day": LocalTimeText.format(format.weekdayAndDay, end), "time": time])
        }
    }

    /// "Ends at 14:05:30" from `phrase`'s "at 14:05:30".
    static func ends(_ when: String) -> String {
        // TRANSLATORS: {when} is "at 14:05:30", "tomorrow at 14:05:30" or "Mon 18 Jan at 14:05:30".
        tr("Ends {when}", ["when": when])
    }

    /// Whole seconds since 1970 of `date`, rounded down.
    public static func wholeSeconds(_ date: Date) -> Int64 {
        Saturating.floorDivide(ISO8601Milliseconds.microsecondsSince1970(date), 1_000_000)
    }
}
