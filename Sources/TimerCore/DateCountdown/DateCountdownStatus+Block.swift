import FoundationEssentials

/// The "countdown" block of `sandglass status`.
extension DateCountdownStatus: StatusBlock {
    public static let key = "countdown"
    public static let position = 3
    public static let fieldsHelp = #"{"state", "label", "target", "remaining_ms", "ringing"}"#

    /// "Countdown “Launch”: 03:14:07:55 left, until Friday, 1 January 2027 at 00:00 CET" / "Countdown: idle".
    public func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        let name =
            label.isEmpty
            ? tr("Countdown")
            : tr("Countdown “{label}”", ["label": LabelText.printable(label)])
        guard state != .idle, let target = target.flatMap(ISO8601Milliseconds.date(from:)) else {
            return [tr("{name}: idle", ["name": name])]
        }
        let when = CountdownFormat.targetText(target, zone: zone, format: timeFormat)
        guard state == .running else {
            return [tr("{name}: ended ({when})", ["name": name, "when": when])]
        }
        let left = CountdownFormat.text(
            totalSeconds: Duration.milliseconds(remainingMs).totalSecondsRoundedUp)
        return [
            tr("{name}: {left} left, until {when}", ["name": name, "left": left, "when": when])
        ]
    }

    /// Days and time to the date ("3d 14:07:55"), or its alarm while it rings.
    public func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] {
        guard state != .idle else { return [] }
        let running = state == .running
        let remaining =
            running
            ? max(0, Saturating.subtract(endMs(atMs: atMs), nowMs)) : 0
        let seconds = Duration.milliseconds(remaining).totalSecondsRoundedUp
        let days = seconds / 86_400
        let time =
            days > 0
            ? "\(days)d \(ClockFormat.hms(totalSeconds: seconds % 86_400))"
            : BarItems.countdownTime(remainingMs: remaining)
        let item = BarItem(
            mode: "countdown", label: label,
            state: ringing ? "ringing" : state.rawValue,
            phase: nil, time: time, elapsedFraction: nil,
            nextChangeMs: running && remaining > 0 ? BarItems.untilRoundedUpChanges(remaining) : nil
        )
        return [RankedBarItem(rank: ringing ? 0 : running ? 4 : 8, item: item)]
    }

    public func runningEndsMs(atMs: Int64) -> [Int64] {
        state == .running ? [endMs(atMs: atMs)] : []
    }

    /// The date in milliseconds since 1970 (from its time left when the target cannot be read).
    private func endMs(atMs: Int64) -> Int64 {
        target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
            ?? Saturating.add(atMs, remainingMs)
    }
}
