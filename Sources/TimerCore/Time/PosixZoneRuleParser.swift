/// Reads a POSIX `TZ` rule as glibc's `__tzset_parse_tz` does (`std offset [dst [offset] [,start[/time],end[/time]]]`).
///
/// Where glibc reads a malformed rule into something odd (a summer name it cannot read, a date
/// out of range), this reads no rule at all, and the caller falls back on the standard offset.
enum PosixZoneRuleParser {
    static func parse(_ text: String) -> PosixZoneRule? {
        var scanner = Scanner(Array(text.utf8))
        guard let standardName = scanner.name(), let west = scanner.offset() else { return nil }
        var rule = PosixZoneRule(
            text: text, standardName: standardName, standardOffset: -west, summer: nil)
        guard !scanner.atEnd else { return rule }
        guard let summerName = scanner.name() else { return nil }
        let summerOffset = scanner.offset().map { -$0 } ?? rule.standardOffset + 3_600
        // No dates: glibc takes them from `posixrules` (America/New_York), the US rules since 2007.
        let start: PosixZoneRule.Change
        let end: PosixZoneRule.Change
        if scanner.atEnd || scanner.rest == [UInt8(ascii: ",")] {
            start = .init(day: .month(3, week: 2, weekday: 0))
            end = .init(day: .month(11, week: 1, weekday: 0))
        } else {
            guard let first = scanner.change(defaultDay: .month(3, week: 2, weekday: 0)),
                let second = scanner.change(defaultDay: .month(11, week: 1, weekday: 0))
            else { return nil }
            (start, end) = (first, second)
        }
        rule.summer = .init(name: summerName, offset: summerOffset, start: start, end: end)
        return rule
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }
        var rest: ArraySlice<UInt8> { bytes[min(index, bytes.count)...] }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue, current == ascii else { return false }
            index += 1
            return true
        }

        /// Three or more letters, or three or more of letters, digits, `+` and `-` inside `<…>`.
        mutating func name() -> String? {
            let start = index
            while let byte = current, isLetter(byte) { index += 1 }
            if index - start >= 3 { return String(decoding: bytes[start..<index], as: UTF8.self) }
            index = start
            guard take("<") else { return nil }
            let inner = index
            while let byte = current,
                isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-")
            { index += 1 }
            let name = String(decoding: bytes[inner..<index], as: UTF8.self)
            guard index - inner >= 3, take(">") else {
                index = start
                return nil
            }
            return name
        }

        /// `[+|-]hh[:mm[:ss]]`, seconds west of UTC; hours clamped to 24 and the rest to 59, as glibc does.
        mutating func offset() -> Int64? {
            let start = index
            var sign: Int64 = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let clock = clock() else {
                index = start
                return nil
            }
            return sign * (min(clock.0, 24) * 3_600 + min(clock.1, 59) * 60 + min(clock.2, 59))
        }

        /// `hh[:mm[:ss]]`; nil without the hours.
        mutating func clock() -> (Int64, Int64, Int64)? {
            guard let hours = number() else { return nil }
            var parts: [Int64] = []
            while parts.count < 2 {
                let before = index
                guard take(":"), let part = number() else {
                    index = before
                    break
                }
                parts.append(part)
            }
            return (hours, parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
        }

        /// Up to five digits (glibc reads them into an unsigned short).
        mutating func number() -> Int64? {
            let start = index
            while let byte = current, isDigit(byte), index - start < 5 { index += 1 }
            guard index > start,
                let value = Int64(String(decoding: bytes[start..<index], as: UTF8.self)),
                value <= 65_535
            else {
                index = start
                return nil
            }
            return value
        }

        /// `,Jn[/time]`, `,n[/time]` or `,Mm.w.d[/time]`; `defaultDay` when the text ends first.
        mutating func change(defaultDay: PosixZoneRule.Change.Day) -> PosixZoneRule.Change? {
            _ = take(",")
            var change = PosixZoneRule.Change(day: defaultDay)
            if take("J") {
                guard let day = number(), (1...365).contains(day) else { return nil }
                change.day = .julian(Int(day))
            } else if let byte = current, isDigit(byte) {
                guard let day = number(), day <= 365 else { return nil }
                change.day = .dayOfYear(Int(day))
            } else if take("M") {
                guard let month = number(), take("."), let week = number(), take("."),
                    let weekday = number(),
                    (1...12).contains(month), (1...5).contains(week), weekday <= 6
                else { return nil }
                change.day = .month(Int(month), week: Int(week), weekday: Int(weekday))
            } else if !atEnd {
                return nil
            }
            guard atEnd || current == UInt8(ascii: "/") || current == UInt8(ascii: ",") else {
                return nil
            }
            if take("/") {
                guard !atEnd else { return nil }
                let negative = take("-")
                let clock = clock() ?? (2, 0, 0)
                change.time = (negative ? -1 : 1) * (clock.0 * 3_600 + clock.1 * 60 + clock.2)
            }
            return change
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
