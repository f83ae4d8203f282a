#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// The countdown picker's day and hour: where the form starts, and how its day button names the day.
public enum CountdownPickerDay {
    /// The local day and hour an hour after `now` in `zone`: the form starts at the next whole hour ("14:20" → 15:00 that day, "23:20" → 00:00 the next).
    ///
    /// An hour of real time, so across a daylight-saving change the hour is as the clocks show it
    /// then (01:30 before clocks go forward at 02:00 → 03:00).
    public static func nextWholeHour(after now: Date, zone: LocalZone = .system) -> (
        year: Int, month: Int, day: Int, hour: Int
    ) {
        let nowSeconds = Saturating.floorDivide(
            ISO8601Milliseconds.microsecondsSince1970(now), 1_000_000)
        let fields = LocalTimeFields(
            localSeconds: zone.localSeconds(atSecondsSince1970: Saturating.add(nowSeconds, 3_600)))
        return (Int(clamping: fields.year), fields.month, fields.day, fields.hour)
    }

    /// The local day, hour and minute of `date` in `zone`: what the picker's fields show for a
    /// date given as text (seconds are not shown; they are kept by the text).
    public static func fields(of date: Date, zone: LocalZone = .system) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int
    ) {
        let seconds = Saturating.floorDivide(
            ISO8601Milliseconds.microsecondsSince1970(date), 1_000_000)
        let fields = LocalTimeFields(localSeconds: zone.localSeconds(atSecondsSince1970: seconds))
        return (Int(clamping: fields.year), fields.month, fields.day, fields.hour, fields.minute)
    }

    /// The day button's text: "23 Nov 2026" (the format's day: "Nov 23, 2026" where the locale puts the month first); "2026-2-30" for a day that does not exist.
    ///
    /// A calendar day needs no time zone and, written with `strftime`, no ICU.
    public static func dayText(year: Int, month: Int, day: Int, format: LocalTimeFormat = .current)
        -> String
    {
        guard (1...9_999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysInMonth(month, year: Int64(year))).contains(day)
        else { return "\(year)-\(month)-\(day)" }
        return LocalTimeText.format(
            format.day, LocalTimeFields(year: Int64(year), month: month, day: day))
    }
}
