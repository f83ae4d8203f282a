#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A time on a zone's clocks split into calendar fields, from whole seconds on those clocks.
///
/// Pure arithmetic on the proleptic Gregorian calendar: no time zone, locale or ICU involved.
struct LocalTimeFields: Equatable, Sendable {
    /// The year, e.g. 2026.
    var year: Int64
    /// The month, 1...12.
    var month: Int
    /// The day of the month, 1...31.
    var day: Int
    /// The hour, 0...23.
    var hour: Int
    /// The minute, 0...59.
    var minute: Int
    /// The second, 0...59.
    var second: Int
    /// The day of the week, 0 (Sunday) ... 6 (Saturday).
    var weekday: Int
    /// Days since 1970-01-01 on the zone's calendar: equal for two times on the same local day.
    var daysSince1970: Int64

    /// The fields of `localSeconds`, a time as a zone's clocks show it counted in seconds since 1970.
    init(localSeconds: Int64) {
        daysSince1970 = Saturating.floorDivide(localSeconds, 86_400)
        let ofDay = Int(localSeconds - daysSince1970 * 86_400)
        let date = CivilDate(daysSince1970: daysSince1970)
        year = date.year
        month = date.month
        day = date.day
        hour = ofDay / 3_600
        minute = ofDay / 60 % 60
        second = ofDay % 60
        // 1970-01-01 was a Thursday (4).
        weekday = Int((daysSince1970 % 7 + 7 + 4) % 7)
    }

    /// The midnight starting `year`-`month`-`day` (given, not checked).
    init(year: Int64, month: Int, day: Int) {
        self.init(
            localSeconds: Saturating.multiply(
                CivilDate(year: year, month: month, day: day).daysSince1970, 86_400))
    }

    /// The fields as the C library's `struct tm`, for `strftime`; the year is clamped to what `tm_year` holds.
    var brokenDown: tm {
        var fields = tm()
        fields.tm_year = Int32(
            clamping: min(max(year, Int64(Int32.min) + 1_900), Int64(Int32.max)) - 1_900)
        fields.tm_mon = Int32(month - 1)
        fields.tm_mday = Int32(day)
        fields.tm_hour = Int32(hour)
        fields.tm_min = Int32(minute)
        fields.tm_sec = Int32(second)
        fields.tm_wday = Int32(weekday)
        let startOfYear = CivilDate(year: year, month: 1, day: 1).daysSince1970
        fields.tm_yday = Int32(clamping: daysSince1970 - startOfYear)
        fields.tm_isdst = -1
        return fields
    }
}
