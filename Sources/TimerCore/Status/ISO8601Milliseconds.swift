import FoundationEssentials

/// ISO 8601 timestamps with milliseconds and a numeric offset, for the status JSON.
///
/// Written by hand from integer milliseconds: the output is exact and does not depend on the
/// Foundation version's formatter options.
public enum ISO8601Milliseconds {
    /// "2026-11-22T14:05:30.123+01:00" — always milliseconds and a ±HH:MM offset (never "Z"), in the given zone.
    public static func string(from date: Date, zone: LocalZone = .system) -> String {
        string(millisecondsSince1970: millisecondsSince1970(date), zone: zone)
    }

    /// The same form for a time given in whole milliseconds since 1970-01-01T00:00:00Z.
    public static func string(millisecondsSince1970 milliseconds: Int64, zone: LocalZone = .system)
        -> String
    {
        // Whole minutes only: the offset written and the one applied must agree.
        let offsetMinutes =
            zone.offset(atSecondsSince1970: Saturating.floorDivide(milliseconds, 1_000)) / 60
        let local = Saturating.add(milliseconds, offsetMinutes * 60_000)
        let days = Saturating.floorDivide(local, 86_400_000)
        let ofDay = local - days * 86_400_000
        let (year, month, day) = civilDate(daysSince1970: days)

        let hour = Int(ofDay / 3_600_000)
        let minute = Int(ofDay / 60_000 % 60)
        let second = Int(ofDay / 1_000 % 60)
        let millisecond = Int(ofDay % 1_000)
        let sign = offsetMinutes < 0 ? "-" : "+"
        let offset = abs(offsetMinutes)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
            + "T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(millisecond, 3))"
            + "\(sign)\(pad(offset / 60, 2)):\(pad(offset % 60, 2))"
    }

    /// Reads a timestamp in the form `string(from:)` writes (a "Z" offset is accepted too); nil if malformed.
    public static func date(from text: String) -> Date? {
        guard let milliseconds = millisecondsSince1970(from: text) else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }

    /// Reads a timestamp in the form `string(from:)` writes into whole milliseconds since 1970; nil if malformed.
    public static func millisecondsSince1970(from text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 24 || bytes.count == 29 else { return nil }
        func field(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool {
            bytes[index] == character.asciiValue
        }
        guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"),
            byte(16, is: ":"), byte(19, is: "."),
            let year = field(0, 4), let month = field(5, 2), let day = field(8, 2),
            let hour = field(11, 2), let minute = field(14, 2), let second = field(17, 2),
            let millisecond = field(20, 3),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }

        var offsetMinutes = 0
        if bytes.count == 24 {
            guard byte(23, is: "Z") else { return nil }
        } else {
            guard byte(23, is: "+") || byte(23, is: "-"), byte(26, is: ":"),
                let offsetHours = field(24, 2), let offsetRest = field(27, 2), offsetRest < 60
            else { return nil }
            offsetMinutes = (offsetHours * 60 + offsetRest) * (byte(23, is: "-") ? -1 : 1)
        }
        let days = daysSince1970(year: Int64(year), month: month, day: day)
        let secondsOfDay = Int64(hour * 3600 + minute * 60 + second - offsetMinutes * 60)
        return (days * 86_400 + secondsOfDay) * 1_000 + Int64(millisecond)
    }

    /// Whole milliseconds since 1970 of `date`, rounded down (after removing the binary fraction's noise).
    public static func millisecondsSince1970(_ date: Date) -> Int64 {
        Saturating.floorDivide(microsecondsSince1970(date), 1_000)
    }

    /// Microseconds since 1970, rounded to the nearest: removes the binary fraction's noise
    /// (1_800_000_000.123 is stored as …122999…), which would otherwise lose a millisecond.
    static func microsecondsSince1970(_ date: Date) -> Int64 {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        guard microseconds.isFinite else { return microseconds < 0 ? .min : .max }
        // Past ±9.2e18 µs (±292,000 years) the conversion would trap.
        guard abs(microseconds) < 9.2e18 else { return microseconds < 0 ? .min : .max }
        return Int64(microseconds)
    }

    /// Proleptic Gregorian year, month, day of a day count since 1970-01-01 (H. Hinnant's algorithm).
    private static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = daysSince1970 + 719_468
        let era = Saturating.floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (inverse of `civilDate`).
    private static func daysSince1970(year: Int64, month: Int, day: Int) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = Saturating.floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `value` zero padded to `width` digits, with a leading "-" when negative.
    private static func pad<T: BinaryInteger>(_ value: T, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }
}
