import GtkKit
import TimerCore

/// Several timers at once: New Timer over a list of rows, running and ringing first, then
/// paused, then finished.
///
/// A GtkListView under it builds rows only near what is on screen, and its model holds only the
/// first few dozen timers until the list is scrolled towards them, so a thousand timers cost a
/// thousand keys; each displayed second redraws the rows in view, in one frame.
@MainActor
final class TimerListView {
    let root: Box
    let newButton = TimerOperation.new.button()
    private(set) var list: ScrollingList<TimerRow>!
    /// The timers as last drawn, and what the rows need to draw them.
    private var timers = TimerList()
    private var ringing: Set<Int> = []
    private var now = Instant(nanoseconds: 0)
    private let clock: TimeSource
    /// The clocks and zone of the last render, read once for every row ("Ends at …").
    private var reading: ClockReading
    private var zone: LocalZone
    /// The pointer is over the list or the focus in it: rows keep their places (a second click
    /// lands on the row the first did) until it leaves, then take the list's order.
    private(set) var held = false

    init(clock: TimeSource) {
        self.clock = clock
        reading = clock.reading()
        zone = clock.localZone
        root = Box(.vertical, spacing: 12)
        root.addCSSClass("timer-list")
        newButton.setAlign(horizontal: .center)
        newButton.addCSSClass("pill")
        list = ScrollingList(
            makeRow: { TimerRow() }, bind: { [unowned self] row, id in self.bind(row, id) })
        list.setListAccessibleLabel(tr("Timers"))
        // Rows scrolled into view are drawn at once, not at the next second.
        list.onScroll { [unowned self] in
            self.list.visibleRows.forEach { row in row.id.map { self.bind(row, $0) } }
        }
        // The card as tall as its rows (it filled the page behind two timers); it scrolls only
        // when they are more than the page holds. The card and New Timer sit at the middle.
        list.setExpand(horizontal: true)
        list.setFitsRows(true)
        root.setAlign(vertical: .center)
        list.setShowsSeparators(true)
        list.addCSSClass("card")
        list.addCSSClass("timer-list-card")
        let clamp = Clamp(child: list, maximumWidth: 560)
        clamp.setExpand(horizontal: true)
        root.append(clamp)
        root.append(newButton)
        list.onEngagementChange { [unowned self] engaged in
            self.held = engaged
            guard !engaged else { return }
            // Not here: GTK calls this while it walks from the widget the focus or pointer left
            // up to the window, and the reorder may take that widget's row away under the walk
            // (GTK 4.8 then loops for ever on "gtk_widget_get_parent: assertion failed").
            MainLoop.idle { [weak self] in
                guard let self, !self.held else { return }
                self.render(self.timers, now: self.now, ringing: self.ringing, reorder: true)
            }
        }
    }

    /// Draws `timers` as of `now`: the rows in their order, each one's digits and buttons.
    func render(_ timers: TimerList, now: Instant, ringing: Set<Int>) {
        render(timers, now: now, ringing: ringing, reorder: false)
    }

    /// `reorder`: the hold ended, so the order may change though the timers did not.
    private func render(_ timers: TimerList, now: Instant, ringing: Set<Int>, reorder: Bool) {
        // A change (not just a second gone by) reaches every row GTK keeps, seen or not.
        let changed = reorder || timers != self.timers || ringing != self.ringing
        self.timers = timers
        self.ringing = ringing
        self.now = now
        reading = clock.reading()
        zone = clock.localZone
        if changed {
            let wanted = timers.ordered(ringing: ringing).map(\.id)
            let keys = held ? HeldOrder.merge(shown: list.shownKeys, wanted: wanted) : wanted
            if keys != list.shownKeys { list.show(keys: keys) }  // binds the rows it moves
        }
        // Each second only what a person can see: GTK builds rows well beyond the view, which
        // are left alone then (drawn again when they scroll in).
        for row in changed ? list.builtRows : list.visibleRows {
            if let id = row.id { bind(row, id) }
        }
    }

    /// The ids in the list's order (the list model may hold only the first of them).
    var shownIDs: [Int] { list.shownKeys }

    /// The row GTK built for timer `id`, if it is on screen.
    func row(for id: Int) -> TimerRow? { list.builtRows.first { $0.id == id } }

    private func bind(_ row: TimerRow, _ id: Int) {
        guard let entry = timers.entry(id: id) else { return }
        row.render(entry, now: now, ringing: ringing.contains(id), reading: reading, zone: zone)
    }
}
