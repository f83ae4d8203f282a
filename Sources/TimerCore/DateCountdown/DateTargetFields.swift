/// A date target as written, split into its fields before their ranges are checked.
///
/// The grammar, ASCII only: `DATE`, `DATE SEP TIME [OFFSET]` or `TIME`, where DATE is
/// `YYYY-M-D` (a year of four or more digits, month and day of one or two), SEP is `T` or
/// spaces, TIME is `H:M[:S[.fraction]]` (one or two digits each, the fraction any number of
/// digits after `.` or `,`) and OFFSET is `Z` or `±HH[:MM]` / `±HHMM`.
struct DateTargetFields: Sendable {
    /// A time zone offset as written: `+05:45` is (negative: false, hours: 5, minutes: 45).
    struct Offset: Equatable, Sendable {
        var negative: Bool
        var hours: Int
        var minutes: Int

        /// The offset in seconds east of UTC.
        var seconds: Int64 {
            Int64(hours * 3_600 + minutes * 60) * (negative ? -1 : 1)
        }
    }

    /// The calendar day; nil for a bare time of day.
    var date: CivilDate?
    /// The hour; nil for a bare date.
    var hour: Int?
    /// The minute; 0 for a bare date.
    var minute = 0
    /// The second; 0 when not written.
    var second = 0
    /// The fraction of the second in whole milliseconds (further digits dropped).
    var millisecond = 0
    /// The offset from UTC; nil means a local time in the zone the parser is given.
    var offset: Offset?

    /// The fields of `text` (already trimmed); nil when it does not follow the grammar at all.
    init?(_ text: String) {
        var reader = Reader(Array(text.utf8))
        let first = reader.number()
        if reader.take("-") {
            guard first.count >= 4 else { return nil }
            let month = reader.number()
            guard (1...2).contains(month.count), reader.take("-") else { return nil }
            let day = reader.number()
            guard (1...2).contains(day.count) else { return nil }
            date = CivilDate(year: Int64(first.value), month: month.value, day: day.value)
            if reader.atEnd { return }
            if !(reader.take("T") || reader.take("t")) {
                guard reader.skipSpaces() else { return nil }
            }
            guard readTime(hour: reader.number(), from: &reader) else { return nil }
            if reader.take("Z") || reader.take("z") {
                offset = Offset(negative: false, hours: 0, minutes: 0)
            } else if let sign = reader.takeSign() {
                guard let offset = Self.offset(negative: sign, from: &reader) else { return nil }
                self.offset = offset
            }
        } else {
            guard readTime(hour: first, from: &reader) else { return nil }
        }
        guard reader.atEnd else { return nil }
    }

    /// Reads `:M[:S[.fraction]]` after the hour `hour`; false when it is malformed.
    private mutating func readTime(hour: (value: Int, count: Int), from reader: inout Reader)
        -> Bool
    {
        guard (1...2).contains(hour.count), reader.take(":") else { return false }
        let minute = reader.number()
        guard (1...2).contains(minute.count) else { return false }
        self.hour = hour.value
        self.minute = minute.value
        guard reader.take(":") else { return true }
        let second = reader.number()
        guard (1...2).contains(second.count) else { return false }
        self.second = second.value
        guard reader.take(".") || reader.take(",") else { return true }
        let fraction = reader.leadingDigits(3)
        guard fraction.count >= 1 else { return false }
        // "5" is 500 ms, "05" is 50 ms; digits past the third are dropped (rounded down).
        millisecond = fraction.value * [100, 10, 1][fraction.count - 1]
        _ = reader.number()
        return true
    }

    /// Reads `HH[:MM]` or `HHMM` after the sign of an offset; nil when it is malformed.
    private static func offset(negative: Bool, from reader: inout Reader) -> Offset? {
        let hours = reader.number()
        switch hours.count {
        case 2:
            guard reader.take(":") else {
                return Offset(negative: negative, hours: hours.value, minutes: 0)
            }
            let minutes = reader.number()
            guard minutes.count == 2 else { return nil }
            return Offset(negative: negative, hours: hours.value, minutes: minutes.value)
        case 4:
            return Offset(negative: negative, hours: hours.value / 100, minutes: hours.value % 100)
        default:
            return nil
        }
    }

    /// A cursor over the UTF-8 bytes of the text.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Whether all of the text has been read.
        var atEnd: Bool { index == bytes.count }

        /// Reads a run of ASCII digits: its value (capped at 10⁹, so it cannot overflow) and its length.
        mutating func number() -> (value: Int, count: Int) {
            leadingDigits(Int.max)
        }

        /// Reads up to `limit` ASCII digits: their value (capped at 10⁹) and how many there were.
        mutating func leadingDigits(_ limit: Int) -> (value: Int, count: Int) {
            var value = 0
            var count = 0
            while count < limit, index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = min(value * 10 + Int(bytes[index] - 48), 1_000_000_000)
                count += 1
                index += 1
            }
            return (value, count)
        }

        /// Reads `character` if it comes next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, UInt32(bytes[index]) == character.value else { return false }
            index += 1
            return true
        }

        /// Reads `+` (false) or `-` (true) if one comes next.
        mutating func takeSign() -> Bool? {
            if take("+") { return false }
            if take("-") { return true }
            return nil
        }

        /// Reads one or more spaces or tabs; false if none come next.
        mutating func skipSpaces() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
            return index > start
        }
    }
}
