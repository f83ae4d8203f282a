import TimerCore

/// `sandglass timer list`: one line per timer, its fields separated by tabs for `cut` and `awk`:
/// id, state, time left (as the window shows it), label. "No timers" when there is none.
enum TimerListText {
    static func lines(_ statuses: [TimerStatus]) -> String {
        let lines = statuses.compactMap { status -> String? in
            guard let id = status.id else { return nil }
            let left = ClockFormat.hms(
                totalSeconds: Duration.milliseconds(status.remainingMs).totalSecondsRoundedUp)
            return "\(id)\t\(status.state.rawValue)\t\(left)\t\(LabelText.printable(status.label))"
        }
        return lines.isEmpty ? tr("No timers") : lines.joined(separator: "\n")
    }
}
