import FoundationEssentials
import GtkKit
import TimerCore

/// Copies the laps to the clipboard, or writes them as CSV where the person chooses.
@MainActor
enum LapExport {
    /// Puts the laps on the clipboard as a plain-text table.
    static func copy(_ stopwatch: Stopwatch, from window: ApplicationWindow) {
        window.copyToClipboard(
            LapTable.plainText(
                stopwatch.laps, fastest: stopwatch.fastestLapIndex,
                slowest: stopwatch.slowestLapIndex))
    }

    /// What the window says once the laps are on the clipboard: "15 laps copied".
    static func copiedText(count: Int) -> String {
        trn("{count} lap copied", "{count} laps copied", count)
    }

    /// Asks where to save the laps as CSV, then writes them there; `tell` hears what became of it
    /// ("Saved laps.csv", or why not: a failure is also said on stderr).
    static func export(
        _ stopwatch: Stopwatch, parent: ApplicationWindow?,
        tell: @escaping @MainActor (String) -> Void
    ) {
        let csv = LapTable.csv(
            stopwatch.laps, fastest: stopwatch.fastestLapIndex, slowest: stopwatch.slowestLapIndex)
        SaveDialog.present(title: tr("Export Laps"), suggestedName: "laps.csv", parent: parent) {
            path in
            guard let path else { return }
            do {
                try Data(csv.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                tell(tr("Saved {file}", ["file": fileName(of: path)]))
            } catch {
                let reason = StandardError.reason(error)
                StandardError.write(
                    "sandglass: "
                        + tr(
                            "cannot write the laps to {path}: {reason}",
                            ["path": path, "reason": reason]))
                tell(
                    tr(
                        "Could not save {file}: {reason}",
                        ["file": fileName(of: path), "reason": reason]))
            }
        }
    }

    /// The last part of `path` ("laps.csv"), as the person named the file.
    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
