/// Why a piece of text is not a date to count down to, with a one-line message that shows the accepted forms.
public struct DateTargetParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as it was given, untrimmed (for separate fields, "YYYY-MM-DD HH:MM:SS" made from them).
    public let input: String
    /// What is wrong, e.g. "February 2024 has 29 days", "hour must be 0–23", "not a date".
    public let reason: String

    /// Creates an error for `input` failing because of `reason`.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// The forms the parser accepts, for help texts.
    public static var acceptedForms: String {
        tr(
            "2027-01-01T00:00:00+01:00 or 2027-01-01T00:00Z (ISO 8601 with an offset), 2027-01-01 18:30[:00] (local time), 2027-01-01 (local midnight), 18:30[:00] (its next occurrence)"
        )
    }

    /// A few words for a form, under the field: "Not a date — try 2027-01-01 09:30", or what is
    /// wrong ("February 2024 has 29 days"); the accepted forms go in the field's tooltip.
    public var shortDescription: String {
        if reason == Self.notADate || reason == Self.empty {
            return tr("Not a date — try 2027-01-01 09:30")
        }
        return reason.prefix(1).uppercased() + reason.dropFirst()
    }

    /// One line: `invalid date '2024-02-30': February 2024 has 29 days; accepted: 2027-01-01T00:00:00+01:00 or …`, or `empty date; accepted: …`.
    public var description: String {
        if reason == Self.empty {
            return tr("empty date; accepted: {forms}", ["forms": Self.acceptedForms])
        }
        return tr(
            "invalid date '{input}': {reason}; accepted: {forms}",
            ["input": LabelText.shown(input), "reason": reason, "forms": Self.acceptedForms])
    }
}

extension DateTargetParseError {
    // The reasons the parser gives; named so the parser and its tests agree.
    static var empty: String { tr("empty") }
    static var notADate: String { tr("not a date") }
    static var yearRange: String { tr("year must be 1970–9999") }
    static var monthRange: String { tr("month must be 1–12") }
    static var dayZero: String { tr("day must be 1 or more") }
    static var hourRange: String { tr("hour must be 0–23") }
    static var minuteRange: String { tr("minute must be 0–59") }
    static var secondRange: String { tr("second must be 0–59") }
    static var offsetRange: String { tr("offset must be within ±18:00") }
    static var offsetMinutesRange: String { tr("offset minutes must be 0–59") }

    /// "February 2024 has 29 days".
    static func daysInMonth(_ date: CivilDate) -> String {
        let name = CivilDate.monthNames[date.month - 1]
        return tr(
            "{month} {year} has {days} days",
            [
                "month": name, "year": String(date.year),
                "days": String(CivilDate.daysInMonth(date.month, year: date.year)),
            ])
    }

    /// "this local time does not exist in Europe/Berlin (the clocks go forward from 02:00 to 03:00)".
    static func skipped(zone: String, from gapStart: String, to gapEnd: String) -> String {
        tr(
            "this local time does not exist in {zone} (the clocks go forward from {start} to {end})",
            ["zone": zone, "start": gapStart, "end": gapEnd])
    }
}
