#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `strftime` patterns for the clock times and days Sandglass writes, as the C library's time locale implies them.
///
/// Names (`%a`, `%b`, `%p`) come from the C library's `LC_TIME` when the text is written, which
/// GTK sets from the environment (`setlocale(LC_ALL, "")`): no Foundation formatter and no ICU.
/// The C library has no "medium time" or "weekday, day and month" formats, so they are derived
/// from its time and date formats: a 12-hour locale gets "2:05:30 PM" (hour without a leading
/// zero, as ICU's medium style writes it), a 24-hour one "14:05:30"; the day and month are in the
/// order of the locale's date format ("Mon, Jan 18" where it starts with the month, else "Mon 18 Jan"),
/// or the locale's own year-first date with units where it has one ("2026년 11월 23일", "11월 23일 (월)").
public struct LocalTimeFormat: Equatable, Sendable {
    /// A time of day with seconds: "%H:%M:%S" → "14:05:30", "%-I:%M:%S %p" → "2:05:30 PM".
    public var time: String
    /// A weekday with its day and month: "%a %-d %b" → "Mon 18 Jan", "%a, %b %-d" → "Mon, Jan 18".
    public var weekdayAndDay: String
    /// A day with its month and year: "%-d %b %Y" → "23 Nov 2026", "%b %-d, %Y" → "Nov 23, 2026".
    public var day: String
    /// A day in full: "%A, %-d %B %Y" → "Friday, 1 January 2027", "%A, %B %-d, %Y" → "Friday, January 1, 2027".
    public var fullDay: String

    /// Creates a format from its `strftime` patterns; without `fullDay`, the full day is in `day`'s order.
    public init(time: String, weekdayAndDay: String, day: String, fullDay: String? = nil) {
        self.time = time
        self.weekdayAndDay = weekdayAndDay
        self.day = day
        self.fullDay = fullDay ?? (Self.startsWithMonth(day) ? "%A, %B %-d, %Y" : "%A, %-d %B %Y")
    }

    /// `time` without its seconds: "%H:%M", "%-I:%M %p", "%H시 %M분".
    public var timeWithoutSeconds: String {
        Self.removingSeconds(
            from: Self.replacingDirectives(in: time) { $0 == "T" ? "%H:%M:%S" : nil })
    }

    /// 24-hour time, day before month: "14:05:30", "Mon 18 Jan", "23 Nov 2026" (as en_GB writes them).
    public static let twentyFourHour = LocalTimeFormat(
        time: "%H:%M:%S", weekdayAndDay: "%a %-d %b", day: "%-d %b %Y")

    /// 12-hour time, month before day: "2:05:30 PM", "Mon, Jan 18", "Nov 23, 2026" (as en_US writes them).
    public static let twelveHour = LocalTimeFormat(
        time: "%-I:%M:%S %p", weekdayAndDay: "%a, %b %-d", day: "%b %-d, %Y")

    /// The format derived from a C locale's `T_FMT`, `T_FMT_AMPM` and `D_FMT` (en_US: "%r", "%I:%M:%S %p", "%m/%d/%Y").
    ///
    /// `%r` in the time format becomes the 12-hour format (or "%I:%M:%S %p" when that is empty),
    /// 12-hour fields lose their leading zero or space, and an empty time format is "%H:%M:%S".
    /// The day comes after the month only when the date format starts with the month.
    public init(cTimeFormat: String, cTwelveHourTimeFormat: String, cDateFormat: String) {
        let twelveHour = cTwelveHourTimeFormat.isEmpty ? "%I:%M:%S %p" : cTwelveHourTimeFormat
        let expanded = Self.replacingDirectives(in: cTimeFormat.isEmpty ? "%H:%M:%S" : cTimeFormat)
        {
            $0 == "r" ? twelveHour : nil
        }
        let time = Self.replacingDirectives(in: expanded) { ["I": "%-I", "l": "%-l"][$0] }
        if let units = Self.unitDateFormats(cDateFormat) {
            self.init(
                time: time, weekdayAndDay: units.weekdayAndDay, day: units.day,
                fullDay: units.day + " %A")
            return
        }
        // (A full stop after the day, as German writes "15. Januar", cannot be told from the C
        // library's formats: ru_RU, pl_PL and uk_UA write "%d.%m.%Y" too, and no full stop there.)
        let order = Self.startsWithMonth(cDateFormat) ? Self.twelveHour : Self.twentyFourHour
        self.init(time: time, weekdayAndDay: order.weekdayAndDay, day: order.day)
    }

    /// For a date format that starts with the year and writes a unit after each field (ko_KR
    /// "%Y년 %m월 %d일", ja_JP "%Y年%m月%d日"), the day as that format writes it without leading
    /// zeros ("2026년 11월 23일") and the day and month with the weekday after them ("11월 23일 (월)",
    /// as ko_KR's own date-and-time format puts it); nil for any other format, whose names of
    /// months read naturally around the day ("23 Nov 2026", "Nov 23, 2026").
    static func unitDateFormats(_ dateFormat: String) -> (day: String, weekdayAndDay: String)? {
        let trimmed = dateFormat.drop { $0 == " " }
        guard trimmed.hasPrefix("%Y") || trimmed.hasPrefix("%y"),
            dateFormat.unicodeScalars.contains(where: { !$0.isASCII })
        else { return nil }
        let day = replacingDirectives(in: String(trimmed)) {
            ["m": "%-m", "d": "%-d", "e": "%-d"][$0]
        }
        // Without the year: its directive, the unit after it and the spaces before the month.
        var rest = day.dropFirst(2).drop { $0 != "%" && $0 != " " }
        rest = rest.drop { $0 == " " }
        return (day, rest + " (%a)")
    }

    /// The format of the C library's current `LC_TIME` (read with `nl_langinfo` each time), with
    /// the patterns the user's translation gives in their place (`translated()`).
    public static var current: LocalTimeFormat {
        LocalTimeFormat(
            cTimeFormat: String(cString: nl_langinfo(nl_item(T_FMT))),
            cTwelveHourTimeFormat: String(cString: nl_langinfo(nl_item(T_FMT_AMPM))),
            cDateFormat: String(cString: nl_langinfo(nl_item(D_FMT)))
        ).translated()
    }

    /// `pattern` with each directive `%x` that `replacement` knows replaced by its text; "%%" and unknown directives are kept.
    static func replacingDirectives(in pattern: String, _ replacement: (Character) -> String?)
        -> String
    {
        var result = ""
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            guard let directive = characters.next() else {
                result.append(character)
                break
            }
            result += replacement(directive) ?? "%\(directive)"
        }
        return result
    }

    /// `pattern` without its seconds field (`%S`) and the text that belongs to it: the separator
    /// before it (":" in "%H:%M:%S"), or the unit after it ("초" in "%H시 %M분 %S초") and the space before.
    static func removingSeconds(from pattern: String) -> String {
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                index += 1
                continue
            }
            guard characters[index + 1] == "S" else {
                index += 2
                continue
            }
            var start = index
            var end = index + 2
            if start > 0, ":.,".contains(characters[start - 1]) {
                start -= 1
            } else {
                while end < characters.count, characters[end] != "%", characters[end] != " " {
                    end += 1
                }
                while start > 0, characters[start - 1] == " " { start -= 1 }
            }
            return String(characters[..<start] + characters[end...])
        }
        return pattern
    }

    /// Whether the first day, month or year field of a C date format is the month (`%m`, `%b`, `%B`, `%h`, or `%D`, which is `%m/%d/%y`).
    static func startsWithMonth(_ dateFormat: String) -> Bool {
        var characters = dateFormat.makeIterator()
        while let character = characters.next() {
            guard character == "%", var directive = characters.next() else { continue }
            // Skip a flag or a width ("%-m", "%_d", "%2d", "%Ey"): the field letter follows.
            while "-_0^#123456789EO".contains(directive), let next = characters.next() {
                directive = next
            }
            if "mbBhD".contains(directive) { return true }
            if "deyYCFGgjx".contains(directive) { return false }
        }
        return false
    }
}
