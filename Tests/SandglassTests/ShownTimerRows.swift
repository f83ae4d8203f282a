import CGtk
import TimerCore

@testable import GtkKit
@testable import Sandglass

/// What the Timer page's list shows, read from GTK (its list model, the rows it built, where it
/// laid them out and what each row says), compared with the timers it should show.
@MainActor
struct ShownTimerRows {
    let list: TimerListView
    let now: Instant

    /// Every way the rows differ from `order` (the timers top first); none when they show it.
    func problems(against order: [TimerEntry]) -> [String] {
        guard let rows = list.list else { return ["no list"] }
        var found: [String] = []
        let wanted = order.map(\.id)
        // GTK's model holds the first of them, in that order.
        let model = rows.keys
        if model.isEmpty != wanted.isEmpty || Array(wanted.prefix(model.count)) != model {
            found.append(
                "GTK's model holds \(names(model, order)), not the first of \(names(wanted, order))"
            )
        }
        // The rows it built, each bound to its item's timer; those it shows (GTK lays out the
        // rows near the view only) laid out in the items' order.
        let built = rows.builtRowsByPosition
        var lastY = -Float.infinity
        for (position, row) in built {
            let expected = position < wanted.count ? wanted[position] : nil
            if row.id != expected {
                found.append(
                    "the row at \(position) is bound to \(names(row.id, order)), not \(names(expected, order))"
                )
            }
            guard row.root.isMapped, let y = top(of: row, in: rows) else { continue }
            if y <= lastY {
                found.append("the row at \(position) is laid out above the one before it")
            }
            lastY = y
        }
        if Set(built.map(\.position)).count != built.count {
            found.append("two rows at one position")
        }
        // Those in view: one run of positions, each saying what its timer holds now.
        let shown = built.filter { $0.row.root.isMapped && $0.row.root.overlaps(rows) }
        if shown.isEmpty, !wanted.isEmpty { found.append("no row in view") }
        if let first = shown.first,
            shown.map(\.position) != Array(first.position..<(first.position + shown.count))
        {
            found.append("the rows in view are at positions \(shown.map(\.position))")
        }
        for (position, row) in shown where position < order.count {
            let said = Self.said(by: row)
            let truth = Self.truth(order[position], at: now)
            if said != truth {
                found.append("the row at \(position) says \(said), the model \(truth)")
            }
        }
        return found
    }

    /// What a row says: its name, digits, detail line (what kind: its clock time aside), the
    /// Pause or Resume button's spoken name and which buttons show, and what a screen reader calls it.
    static func said(by row: TimerRow) -> [String] {
        let detail = ["Ends ", "Ended "].first { row.detail.text.hasPrefix($0) } ?? row.detail.text
        // A running row's name says when it ends ("Tea, running. Ends at 14:05:30"): the clock time aside too.
        let itemName =
            row.itemName.range(of: ". Ends ").map { String(row.itemName[..<$0.upperBound]) }
            ?? row.itemName
        return [
            row.name.text, row.digits.text, detail, row.spokenName(of: row.pauseResume) ?? "",
            row.pauseResume.isVisible ? "pause-resume" : "restart-dismiss", itemName,
        ]
    }

    /// What the row of `entry` must say (English, as the tests run).
    static func truth(_ entry: TimerEntry, at now: Instant) -> [String] {
        let phase = entry.timer.phase
        let digits = ClockFormat.hms(totalSeconds: entry.timer.displayedSeconds(at: now))
        let detail = phase == .paused ? "Paused" : phase == .finished ? "Ended " : "Ends "
        return [
            entry.name, digits, detail, (phase == .paused ? "Resume " : "Pause ") + entry.name,
            phase == .finished ? "restart-dismiss" : "pause-resume",
            phase == .finished
                ? "\(entry.name), finished"
                : phase == .running
                    ? "\(entry.name), running. Ends "
                    : "\(entry.name), \(digits) left, \(phase.rawValue)",
        ]
    }

    private func top(of row: TimerRow, in list: Widget) -> Float? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row.root.widget, list.widget, &bounds) != 0 else {
            return nil
        }
        return bounds.origin.y
    }

    private func names(_ ids: [Int], _ order: [TimerEntry]) -> String {
        "[" + ids.map { names($0, order) }.joined(separator: ", ") + "]"
    }

    private func names(_ id: Int?, _ order: [TimerEntry]) -> String {
        guard let id else { return "nothing" }
        return order.first { $0.id == id }?.name ?? "#\(id)"
    }
}
