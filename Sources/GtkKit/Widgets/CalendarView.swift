import CGtk

/// A month calendar to pick a day from (named so as not to clash with Foundation's `Calendar`).
@MainActor
public final class CalendarView: Widget {
    /// A day of the proleptic Gregorian calendar; month 1...12, day 1...31.
    public struct Day: Equatable, Sendable {
        public var year: Int, month: Int, day: Int
        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }

    public init() { super.init(gtk_calendar_new()) }

    private var calendar: OpaquePointer { opaque(pointer) }

    /// The selected day; setting it also shows its month.
    public var selectedDay: Day {
        get {
            guard let date = gtk_calendar_get_date(calendar) else { return Day(year: 1970, month: 1, day: 1) }
            defer { g_date_time_unref(date) }
            return Day(year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                       day: Int(g_date_time_get_day_of_month(date)))
        }
        set {
            // Noon, so no time zone's midnight gap can make the day invalid.
            guard let date = g_date_time_new_local(Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 12, 0, 0)
            else { return }
            defer { g_date_time_unref(date) }
            gtk_calendar_select_day(calendar, date)
        }
    }

    /// A day was picked (clicked or chosen with the keyboard).
    public func onDaySelected(_ handler: @escaping @MainActor () -> Void) { onSignal("day-selected", handler) }
}
