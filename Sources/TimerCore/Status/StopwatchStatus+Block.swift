import FoundationEssentials

/// The "stopwatch" block of `sandglass status`.
extension StopwatchStatus: StatusBlock {
    public static let key = "stopwatch"
    public static let position = 1
    public static let fieldsHelp =
        #"{"state", "elapsed_ms", "laps": [{"number", "split_ms", "total_ms"}]}"#

    /// "Stopwatch: paused, 00:12.34, 1 lap" (hundredths rounded down, as the window shows them).
    public func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        let elapsed = StopwatchFormat.text(.milliseconds(elapsedMs))
        let count = laps.count
        let values: KeyValuePairs = ["elapsed": elapsed]
        let line =
            switch state {
            case .idle:
                trn(
                    "Stopwatch: idle, {elapsed}, {count} lap",
                    "Stopwatch: idle, {elapsed}, {count} laps", count, values)
            case .running:
                trn(
                    "Stopwatch: running, {elapsed}, {count} lap",
                    "Stopwatch: running, {elapsed}, {count} laps", count, values)
            case .paused:
                trn(
                    "Stopwatch: paused, {elapsed}, {count} lap",
                    "Stopwatch: paused, {elapsed}, {count} laps", count, values)
            }
        return [line]
    }

    /// Counting on from the report while it runs: its digits change each whole second.
    public func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] {
        guard state != .idle else { return [] }
        let running = state == .running
        let sinceReport = max(0, Saturating.subtract(nowMs, atMs))
        let elapsed = running ? Saturating.add(elapsedMs, sinceReport) : elapsedMs
        let item = BarItem(
            mode: "stopwatch", label: "", state: state.rawValue, phase: nil,
            time: BarItems.clockTime(seconds: elapsed / 1000), elapsedFraction: nil,
            nextChangeMs: running ? 1000 - (elapsed % 1000 + 1000) % 1000 : nil)
        return [RankedBarItem(rank: running ? 3 : 7, item: item)]
    }
}
