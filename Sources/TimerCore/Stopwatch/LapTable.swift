/// The laps as a table, for copying to the clipboard and exporting to a file.
public enum LapTable {
    /// Plain text for the clipboard: a header line "Lap\tLap time\tTotal" then one line per lap, newest first as on screen, using StopwatchFormat; fastest/slowest marked with " (fastest)"/" (slowest)" after the lap time.
    ///
    /// Each lap line reads "Lap 3\t00:04.00 (fastest)\t00:12.00"; lines are joined by "\n" with
    /// no newline after the last, so pasting into a text field adds no empty line.
    public static func plainText(_ laps: [Lap], fastest: Int?, slowest: Int?) -> String {
        // TRANSLATORS: the clipboard table's header; keep the two tabs (\t) between the columns.
        var lines = [tr("Lap\tLap time\tTotal")]
        lines.reserveCapacity(laps.count + 1)
        for (index, lap) in laps.enumerated().reversed() {
            let split = StopwatchFormat.text(lap.split)
            let time =
                switch mark(index, fastest: fastest, slowest: slowest) {
                case "fastest": tr("{time} (fastest)", ["time": split])
                case "slowest": tr("{time} (slowest)", ["time": split])
                default: split
                }
            lines.append(
                tr("Lap {number}", ["number": String(lap.number)])
                    + "\t\(time)\t\(StopwatchFormat.text(lap.total))")
        }
        return lines.joined(separator: "\n")
    }

    /// CSV (RFC 4180, "\r\n" line ends): header `lap,lap_time,total,lap_ms,total_ms,mark`, laps ascending, mark = fastest|slowest|empty.
    ///
    /// Every line, the last included, ends with "\r\n". No field can hold a comma, a quote or a
    /// line break, so none is quoted. The `_ms` columns are whole milliseconds for spreadsheets,
    /// which misread "01:02.03"; `total_ms` is rounded down and `lap_ms` is the difference of
    /// consecutive `total_ms`, so the column adds up exactly.
    public static func csv(_ laps: [Lap], fastest: Int?, slowest: Int?) -> String {
        var text = "lap,lap_time,total,lap_ms,total_ms,mark\r\n"
        for (index, (lap, row)) in zip(laps, LapMilliseconds.rows(laps)).enumerated() {
            let fields = [
                String(lap.number),
                StopwatchFormat.text(lap.split),
                StopwatchFormat.text(lap.total),
                String(row.splitMs),
                String(row.totalMs),
                mark(index, fastest: fastest, slowest: slowest) ?? "",
            ]
            text += fields.joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// "fastest", "slowest" or nil for the lap at `index`.
    private static func mark(_ index: Int, fastest: Int?, slowest: Int?) -> String? {
        if index == fastest { return "fastest" }
        if index == slowest { return "slowest" }
        return nil
    }
}
