/// A day of the proleptic Gregorian calendar, with the day arithmetic the date parser needs.
struct CivilDate: Equatable, Sendable {
    /// The year; the parser accepts 1...9999.
    var year: Int64
    /// The month, 1...12.
    var month: Int
    /// The day of the month, 1...31.
    var day: Int

    /// Month names in the user's language, for error messages ("February 2024 has 29 days").
    static var monthNames: [String] {
        [
            tr("January"), tr("February"), tr("March"), tr("April"), tr("May"), tr("June"),
            tr("July"), tr("August"), tr("September"), tr("October"), tr("November"),
            tr("December"),
        ]
    }

    /// Creates a date from its fields as given, without checking them.
    init(year: Int64, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `daysSince1970` days after 1970-01-01 (H. Hinnant's algorithm).
    init(daysSince1970: Int64) {
        let z = daysSince1970 + 719_468
        let era = Saturating.floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before it); the inverse of `init(daysSince1970:)`.
    var daysSince1970: Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = Saturating.floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `year` has a 29 February.
    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1...12) of `year` has.
    static func daysInMonth(_ month: Int, year: Int64) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
