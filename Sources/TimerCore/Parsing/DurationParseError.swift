/// Why a piece of text is not a timer duration, with a one-line message that shows the accepted forms.
public struct DurationParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as it was given, untrimmed.
    public let input: String
    /// What is wrong, e.g. "minutes must be 0–59", "must be more than zero", "not a duration".
    public let reason: String

    /// Creates an error for `input` failing because of `reason`.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// The forms the parser accepts, for help texts.
    public static var acceptedForms: String {
        tr("90, 90s, 25m, 1h30m, 1h 30m 15s, 1:30 (m:s) or 1:30:00 (h:m:s), up to 99:59:59")
    }

    /// One line: `invalid duration '1:99:00': minutes must be 0–59; use 90, 90s, 25m, 1h30m, 1h 30m 15s, 1:30 (m:s) or 1:30:00 (h:m:s), up to 99:59:59`
    public var description: String {
        tr(
            "invalid duration '{input}': {reason}; use {forms}",
            ["input": LabelText.shown(input), "reason": reason, "forms": Self.acceptedForms])
    }
}

extension DurationParseError {
    // The reasons the parser gives; named so the parser and its tests agree.
    static var empty: String { tr("empty") }
    static var notADuration: String { tr("not a duration") }
    static var notPositive: String { tr("must be more than zero") }
    static var tooLong: String { tr("longer than 99:59:59") }
    static var fraction: String { tr("use whole numbers") }
    static var minutesRange: String { tr("minutes must be 0–59") }
    static var secondsRange: String { tr("seconds must be 0–59") }
    static var unitOrder: String { tr("units must come in the order h, m, s") }
    static var missingUnit: String {
        tr("every number needs a unit (h, m or s) when there are several")
    }

    static func repeated(_ unit: DurationUnit) -> String {
        switch unit {
        case .hours: tr("hours given twice")
        case .minutes: tr("minutes given twice")
        case .seconds: tr("seconds given twice")
        }
    }
}
