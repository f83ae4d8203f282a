import GtkKit
import TimerCore

/// One of the History window's pages (Today, Week, Month): the bars of focus per day, the
/// totals and streak, the entries with their menus, and Export. In the week and the month a day
/// can be chosen on the bars (a click, or the arrow keys): the totals and entries are then
/// that day's, until the bars' Whole Week (Whole Month) button, Escape or a second click on it.
@MainActor
final class HistoryPage {
    let range: RecordRange
    let page: PreferencesPage
    private(set) var summary: RecordSummary?
    /// The day chosen on the bars; nil: the whole range.
    private(set) var chosen: RecordDay?
    /// Called when a day is chosen or let go (the window shows the page's summary again).
    var onChoose: (@MainActor () -> Void)?
    let chart = BarChart(height: 96)
    /// Back to the whole range: sensitive while a day is chosen.
    let whole: Button
    let totals = PreferencesGroup(title: tr("Totals"))
    private let focus = SettingRow(title: tr("Focus"))
    private let breaks = SettingRow(title: tr("Break"))
    private let away = SettingRow(title: tr("Away"))
    private let streak = SettingRow(title: tr("Streak"))
    let entries = PreferencesGroup(title: tr("Entries"))
    private var shown: [Widget] = []
    private let edit: (RecordEdit, String) -> Void

    init(
        range: RecordRange, edit: @escaping (RecordEdit, String) -> Void,
        export: @escaping (RecordRange) -> Void
    ) {
        self.range = range
        self.edit = edit
        page = PreferencesPage(title: Self.title(range), iconName: Self.icon(range))
        whole = Button(label: range == .month ? tr("Whole _Month") : tr("Whole _Week"))
        if range != .today {
            let bars = PreferencesGroup(title: tr("Focus per day"))
            chart.setMargins(top: 6, bottom: 6)
            chart.onChoose = { [unowned self] index in
                let days = self.summary?.days ?? []
                self.choose(index.flatMap { days.indices.contains($0) ? days[$0] : nil })
            }
            whole.setAlign(vertical: .center)
            whole.isSensitive = false
            whole.onClicked { [unowned self] in
                // The focus stays on the bars, not on a button about to be greyed out.
                self.chart.grabFocus()
                self.choose(nil)
            }
            bars.setHeaderSuffix(whole)
            bars.add(chart)
            page.add(bars)
        }
        for row in [focus, breaks, away, streak] { totals.add(row) }
        let exportRow = SettingRow(
            title: tr("Export as CSV"), subtitle: tr("What sandglass history --csv prints"))
        let exportButton = Button(label: tr("_Export…"))
        exportButton.setAlign(vertical: .center)
        exportButton.onClicked { [range] in export(range) }
        exportRow.addSuffix(exportButton, activatedByRow: true)
        totals.add(exportRow)
        page.add(totals)
        page.add(entries)
    }

    static func title(_ range: RecordRange) -> String {
        switch range {
        case .today: tr("Today")
        case .week: tr("This Week")
        case .month: tr("This Month")
        }
    }

    private static func icon(_ range: RecordRange) -> String {
        switch range {
        case .today: "x-office-calendar-symbolic"
        case .week: "view-list-symbolic"
        case .month: "view-grid-symbolic"
        }
    }

    static func kindName(_ kind: RecordKind) -> String {
        switch kind {
        case .focus: tr("Focus")
        case .break: tr("Break")
        case .away: tr("Away")
        case .asleep: tr("Asleep")
        case .locked: tr("Locked")
        case .pause: tr("Paused")
        case .skip: tr("Skipped")
        case .timer: tr("Timer")
        case .stopwatch: tr("Stopwatch")
        }
    }

    /// Narrows the page to `day` (nil: the whole range), as a click on its bar does.
    func choose(_ day: RecordDay?) {
        guard day != chosen else { return }
        chosen = day
        onChoose?()
    }

    func show(_ summary: RecordSummary, zone: LocalZone) {
        guard summary != self.summary else { return }
        self.summary = summary
        // A day no longer in the range (the week or month rolled over) is let go.
        chosen = summary.chosen
        chart.chosen = summary.chosen.flatMap { summary.days.firstIndex(of: $0) }
        whole.isSensitive = summary.chosen != nil
        let day = summary.chosen.map { Self.dayName($0, zone: zone) }
        totals.title = day.map { tr("Totals for {day}", ["day": $0]) } ?? tr("Totals")
        entries.title = day.map { tr("Entries for {day}", ["day": $0]) } ?? tr("Entries")
        focus.subtitle = Self.length(summary.focusMs)
        breaks.subtitle = Self.length(summary.breakMs)
        away.subtitle = Self.length(summary.awayMs)
        streak.subtitle = trn("{count} day", "{count} days", summary.streak)
        let most = max(summary.focusPerDay.max() ?? 0, 1)
        chart.values = summary.focusPerDay.map { Double($0) / Double(most) }
        chart.labels = summary.days.map { day in
            range == .week ? Self.weekdays[day.weekdayFromMonday] : String(day.dayOfMonth)
        }
        let perDay = zip(summary.days, summary.focusPerDay).map { day, ms in
            "\(Self.date(day, zone: zone)): \(Self.length(ms))"
        }
        chart.setAccessibleLabel(tr("Focus per day"))
        let chosenText = day.map { [tr("Chosen: {day}", ["day": $0])] } ?? []
        chart.setAccessibleDescription(
            (chosenText + perDay + [tr("Choose a day with the arrow keys")]).joined(
                separator: "; "))
        for widget in shown { entries.remove(widget) }
        shown = []
        if summary.isEmpty {
            let empty = StatusPage(
                icon: "document-open-recent-symbolic", title: tr("Nothing Recorded"))
            empty.text = tr(
                "Focus and breaks appear here as Pomodoro phases end, with time away and each labelled timer and stopwatch session."
            )
            shown.append(empty)
        } else {
            shown = summary.entries.reversed().map { row($0, zone: zone) }
        }
        for widget in shown { entries.add(widget) }
    }

    private func row(_ entry: RecordEntry, zone: LocalZone) -> Widget {
        let line = HistoryRunner.line(entry, zone: zone)
        // "2026-11-26 09:00–09:25  focus  25 min  Report" → when, and the label.
        let when = line.components(separatedBy: "  ").first ?? ""
        let kind = Self.kindName(entry.kind)
        let title = "\(kind) · \(Self.length(entry.durationMs))"
        let row = SettingRow(
            title: title, subtitle: entry.label.isEmpty ? when : "\(when) · \(entry.label)")
        let menu = Box(.vertical, spacing: 2)
        var buttons: [Button] = []
        if RecordKind.changeable.contains(entry.kind) {
            for other in RecordKind.changeable where other != entry.kind {
                let button = Button(label: Self.countAs(other))
                button.setFlat(true)
                button.onClicked { [edit] in
                    edit(
                        .change(id: entry.id, kind: other),
                        tr("Counted as {kind}", ["kind": Self.kindName(other)]))
                }
                buttons.append(button)
            }
        }
        let delete = Button(label: tr("_Delete"))
        delete.setFlat(true)
        delete.addCSSClass("destructive-action")
        delete.onClicked { [edit] in edit(.delete(id: entry.id), tr("Entry deleted")) }
        buttons.append(delete)
        buttons.forEach(menu.append)
        let popover = Popover(child: menu)
        let more = MenuButton(
            icon: "view-more-symbolic",
            accessibleName: tr("Change or delete {entry}", ["entry": "\(title), \(when)"]),
            popover: popover)
        more.setAlign(vertical: .center)
        more.addCSSClass("flat")
        for button in buttons { button.onClicked { popover.popdown() } }
        row.addSuffix(more)
        return row
    }

    private static func countAs(_ kind: RecordKind) -> String {
        switch kind {
        case .break: tr("Count as _Break")
        case .away: tr("Count as _Away")
        default: tr("Count as _Focus")
        }
    }

    /// The days of the week, short, Monday first.
    private static var weekdays: [String] {
        [tr("Mon"), tr("Tue"), tr("Wed"), tr("Thu"), tr("Fri"), tr("Sat"), tr("Sun")]
    }

    /// "1 h 25 min", "0 min".
    static func length(_ ms: Int64) -> String {
        ClockFormat.short(totalSeconds: ms / 1000)
    }

    /// "Thu 2026-11-26": a chosen day, in the titles over its totals and entries.
    private static func dayName(_ day: RecordDay, zone: LocalZone) -> String {
        "\(weekdays[day.weekdayFromMonday]) \(date(day, zone: zone))"
    }

    /// "2026-11-26".
    private static func date(_ day: RecordDay, zone: LocalZone) -> String {
        String(
            ISO8601Milliseconds.string(millisecondsSince1970: day.startMs(zone: zone), zone: zone)
                .prefix(10))
    }
}
