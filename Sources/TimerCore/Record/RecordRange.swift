/// The spans the History view shows: today, this week (Monday to Sunday) and this month.
public enum RecordRange: String, CaseIterable, Sendable {
    case today
    case week
    case month

    /// The local days of the span that holds `today`, in order.
    public func days(around today: RecordDay) -> [RecordDay] {
        switch self {
        case .today:
            return [today]
        case .week:
            let monday = today.adding(-Int64(today.weekdayFromMonday))
            return (0..<7).map { monday.adding($0) }
        case .month:
            let date = CivilDate(daysSince1970: today.number)
            let first = today.adding(-Int64(date.day - 1))
            let count = CivilDate.daysInMonth(date.month, year: date.year)
            return (0..<Int64(count)).map { first.adding($0) }
        }
    }
}
