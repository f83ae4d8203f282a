import FoundationEssentials

/// Reads a timer duration typed by a person or given on the command line.
public enum DurationParser {
    private typealias Reason = DurationParseError

    /// Accepts `90` (seconds), `90s`, `25m`, `2h`, `1h30m`, `1h 30m 15s` (units h/m/s, any subset in that order, optional spaces, case-insensitive; also `min`, `sec`, `hr` spellings optional), `1:30` (m:s), `1:30:00` (h:m:s). In colon forms the non-leading fields must be 0–59 (two digits or one). Surrounding whitespace trimmed.
    /// Rejects: empty, zero total, negative, non-numeric, fractions, out-of-range fields (`1:99:00`, `0:75`), units out of order or repeated, overflow (huge digit strings must not trap), anything over 99:59:59.
    public static func parse(_ text: String) throws(DurationParseError) -> Duration {
        do {
            return .seconds(try seconds(in: text))
        } catch {
            // Report the text as given, not the part a recursive call looked at.
            throw DurationParseError(input: text, reason: error.reason)
        }
    }

    /// The whole seconds `text` stands for.
    private static func seconds(in text: String) throws(DurationParseError) -> Int64 {
        let trimmed = text.trimmingWhitespace
        func failure(_ reason: String) -> DurationParseError {
            DurationParseError(input: text, reason: reason)
        }
        guard !trimmed.isEmpty else { throw failure(Reason.empty) }

        if trimmed.hasPrefix("-") {
            // "-5m" is a duration below zero; "-abc" is simply not a duration.
            do {
                _ = try seconds(in: String(trimmed.dropFirst()))
            } catch {
                switch error.reason {
                case Reason.notPositive, Reason.tooLong: break
                case Reason.empty: throw failure(Reason.notADuration)
                default: throw failure(error.reason)
                }
            }
            throw failure(Reason.notPositive)
        }
        if hasFraction(trimmed) { throw failure(Reason.fraction) }

        let total =
            try trimmed.contains(":")
            ? colonSeconds(trimmed, failure: failure) : unitSeconds(trimmed, failure: failure)
        guard total > 0 else { throw failure(Reason.notPositive) }
        guard total <= CountdownTimer.maximumDuration.totalSecondsRoundedDown else {
            throw failure(Reason.tooLong)
        }
        return total
    }

    /// Whether `text` holds a decimal point or comma next to a digit, as in `1.5m` or `,5`.
    private static func hasFraction(_ text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "." || character == ","
        {
            let before = index > 0 && isDigit(characters[index - 1])
            let after = index + 1 < characters.count && isDigit(characters[index + 1])
            if before || after { return true }
        }
        return false
    }

    /// Whether `character` is one of the ASCII digits 0–9 (other scripts' digits are not accepted).
    private static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    /// The value of an all-digit string; nil when it is empty or has other characters.
    ///
    /// Saturates at `Int64.max`, which is then "too long" rather than a trap.
    private static func number<S: Sequence<Character>>(_ digits: S) -> Int64? {
        var value: Int64 = 0
        var count = 0
        for character in digits {
            guard isDigit(character), let ascii = character.asciiValue else { return nil }
            value = Saturating.add(Saturating.multiply(value, 10), Int64(ascii - 48))
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// `m:s` or `h:m:s`; the leading field is unbounded, the others 0–59 with one or two digits.
    private static func colonSeconds(
        _ text: String, failure: (String) -> DurationParseError
    ) throws(DurationParseError) -> Int64 {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3 else { throw failure(Reason.notADuration) }
        let units: [DurationUnit] =
            fields.count == 2 ? [.minutes, .seconds] : [.hours, .minutes, .seconds]
        var total: Int64 = 0
        for (index, (field, unit)) in zip(fields, units).enumerated() {
            guard let value = number(field) else { throw failure(Reason.notADuration) }
            if index > 0, field.count > 2 || value > 59 {
                throw failure(unit == .minutes ? Reason.minutesRange : Reason.secondsRange)
            }
            total = Saturating.add(total, Saturating.multiply(value, unit.seconds))
        }
        return total
    }

    /// `90`, or numbers each followed by a unit, units in the order h, m, s and each at most once.
    private static func unitSeconds(
        _ text: String, failure: (String) -> DurationParseError
    ) throws(DurationParseError) -> Int64 {
        let characters = Array(text.lowercased())
        var index = 0
        var parts: [(value: Int64, unit: DurationUnit?)] = []

        while index < characters.count {
            let digitsStart = index
            while index < characters.count, isDigit(characters[index]) { index += 1 }
            guard let value = number(characters[digitsStart..<index]) else {
                throw failure(Reason.notADuration)
            }
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            let letterStart = index
            while index < characters.count, characters[index].isLetter { index += 1 }
            let spelling = String(characters[letterStart..<index])
            if spelling.isEmpty {
                parts.append((value, nil))
            } else if let unit = DurationUnit(spelling: spelling) {
                parts.append((value, unit))
            } else {
                throw failure(Reason.notADuration)
            }
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        // A lone number is seconds; in a list every number needs its unit.
        if parts.count == 1, parts[0].unit == nil { return parts[0].value }
        var total: Int64 = 0
        var previous: DurationUnit?
        for part in parts {
            guard let unit = part.unit else { throw failure(Reason.missingUnit) }
            if let previous {
                if unit == previous { throw failure(Reason.repeated(unit)) }
                if unit < previous { throw failure(Reason.unitOrder) }
            }
            previous = unit
            total = Saturating.add(total, Saturating.multiply(part.value, unit.seconds))
        }
        return total
    }
}
