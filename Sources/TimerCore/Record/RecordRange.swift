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
            // 1970-01-01 was a Thursday: Monday is 3 days before it in the week's count.
            let shifted = today.number + 3
            let monday = today.adding(-(shifted - Saturating.floorDivide(shifted, 7) * 7))
            return (0..<7).map { monday.adding($0) }
        case .month:
            let date = CivilDate(daysSince1970: today.number)
            let first = today.adding(-Int64(date.day - 1))
            let count = CivilDate.daysInMonth(date.month, year: date.year)
            return (0..<Int64(count)).map { first.adding($0) }
        }
    }
}
