import FoundationEssentials
import GtkKit
import TimerCore

/// Copies the laps to the clipboard, or writes them as CSV where the person chooses.
@MainActor
enum LapExport {
    /// Puts the laps on the clipboard as a plain-text table.
    static func copy(_ stopwatch: Stopwatch, from window: ApplicationWindow) {
        window.copyToClipboard(LapTable.plainText(
            stopwatch.laps, fastest: stopwatch.fastestLapIndex, slowest: stopwatch.slowestLapIndex))
    }

    /// Asks where to save the laps as CSV, then writes them there (a failure is said on stderr).
    static func export(_ stopwatch: Stopwatch, parent: ApplicationWindow?) {
        let csv = LapTable.csv(stopwatch.laps, fastest: stopwatch.fastestLapIndex, slowest: stopwatch.slowestLapIndex)
        SaveDialog.present(title: tr("Export Laps"), suggestedName: "laps.csv", parent: parent) { path in
            guard let path else { return }
            do {
                try Data(csv.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                StandardError.write("sandglass: " + tr("cannot write the laps to {path}: {reason}", ["path": path, "reason": StandardError.reason(error)]))
            }
        }
    }
}
