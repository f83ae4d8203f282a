import CGtk

/// A month calendar to pick a day from (named so as not to clash with Foundation's `Calendar`).
///
/// The keyboard moves the selected day itself, and Space or Enter picks it. GtkCalendar 4.8 keeps
/// a keyboard cursor of its own that `gtk_calendar_select_day` does not move: it starts in the
/// grid's first cell, so → then Space picked a day of the month before. Here the selection is
/// the cursor: what is highlighted is what Space picks.
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

    /// Picked: clicked, or chosen with Space or Enter.
    private var onPicked: (@MainActor () -> Void)?
    /// The selection is being moved from here (a key, or `selectedDay`): not a pick.
    private var isMoving = false

    public init() {
        super.init(gtk_calendar_new())
        onSignal("day-selected") { [unowned self] in
            if !self.isMoving { self.onPicked?() }
        }
        if let keys = gtk_event_controller_key_new() {
            // Before the calendar's own key handling (bubble phase), which would move its hidden cursor.
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(widget, keys)
            connect(
                "key-pressed", on: UnsafeMutableRawPointer(keys), trampoline: keyPressedTrampoline,
                body: { [unowned self] (key: UInt32, state: UInt32) -> Bool in
                    self.handleKey(key, state: state)
                })
        }
    }

    private var calendar: OpaquePointer { opaque(pointer) }

    /// The selected day; setting it also shows its month (and picks nothing).
    public var selectedDay: Day {
        get {
            guard let date = gtk_calendar_get_date(calendar) else {
                return Day(year: 1970, month: 1, day: 1)
            }
            defer { g_date_time_unref(date) }
            return Day(
                year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                day: Int(g_date_time_get_day_of_month(date)))
        }
        set {
            // Noon, so no time zone's midnight gap can make the day invalid.
            guard
                let date = g_date_time_new_local(
                    Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 12, 0, 0)
            else { return }
            defer { g_date_time_unref(date) }
            select(date)
        }
    }

    /// Selects `day` and picks it, as a click on it does.
    public func pick(_ day: Day) {
        selectedDay = day
        onPicked?()
    }

    /// A day was picked: clicked, or chosen with Space or Enter (moving the selection with keys picks nothing).
    public func onDaySelected(_ handler: @escaping @MainActor () -> Void) { onPicked = handler }

    private func select(_ date: OpaquePointer) {
        isMoving = true
        defer { isMoving = false }
        gtk_calendar_select_day(calendar, date)
    }

    /// ←/→ a day, ↑/↓ a week, Page Up/Down (or Ctrl+←/→) a month, Shift+Page Up/Down (or Ctrl+↑/↓)
    /// a year, Home/End the month's first and last day; Space and Enter pick. Other keys go on.
    private func handleKey(_ key: UInt32, state: UInt32) -> Bool {
        let control = state & GDK_CONTROL_MASK.rawValue != 0
        let shift = state & GDK_SHIFT_MASK.rawValue != 0
        let move: CalendarMove?
        switch Int32(key) {
        case GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            onPicked?()
            return true
        case GDK_KEY_Left, GDK_KEY_KP_Left: move = control ? .months(-1) : .days(-1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: move = control ? .months(1) : .days(1)
        case GDK_KEY_Up, GDK_KEY_KP_Up: move = control ? .months(-12) : .days(-7)
        case GDK_KEY_Down, GDK_KEY_KP_Down: move = control ? .months(12) : .days(7)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: move = .months(shift ? -12 : -1)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: move = .months(shift ? 12 : 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: move = .days(1 - selectedDay.day)
        case GDK_KEY_End, GDK_KEY_KP_End: move = .monthEnd
        default: move = nil
        }
        guard let move, let now = gtk_calendar_get_date(calendar) else { return false }
        defer { g_date_time_unref(now) }
        let moved: OpaquePointer? =
            switch move {
            case .days(let count): g_date_time_add_days(now, Int32(count))
            // 31 Jan + 1 month: 28 or 29 Feb
            case .months(let count): g_date_time_add_months(now, Int32(count))
            case .monthEnd:
                g_date_time_add_months(now, 1).flatMap { next in
                    defer { g_date_time_unref(next) }
                    return g_date_time_add_days(next, -g_date_time_get_day_of_month(next))
                }
            }
        guard let moved else { return true }  // beyond year 9999: stay
        defer { g_date_time_unref(moved) }
        select(moved)
        return true
    }

    private enum CalendarMove {
        case days(Int)
        case months(Int)
        case monthEnd
    }
}
