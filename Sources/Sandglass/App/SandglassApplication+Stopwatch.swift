import Foundation
import GtkKit
import TimerCore

/// What the application does around the stopwatch: saving, drawing, frames, copying and exporting laps.
extension SandglassApplication {
    func setUpStopwatch() {
        stopwatchActions.register(in: application)
        let saver = StopwatchSaver(saved: saved, clock: stopwatch.clock) { [weak self] in self?.stopwatch.stopwatch }
        application.onShutdown { saver.flush() }
        stopwatch.onChange = { [unowned self] stopwatch in
            saver.changed(stopwatch)
            self.stopwatchActions.updateEnabled()
        }
        stopwatch.onDisplay = { [unowned self] stopwatch, now in
            self.window?.stopwatchPage.render(stopwatch, now: now)
        }
        stopwatch.onLap = { [unowned self] _, stopwatch in self.window?.stopwatchPage.lapAdded(to: stopwatch) }
        stopwatch.onReset = { [unowned self] in self.window?.stopwatchPage.showLaps(of: self.stopwatch.stopwatch) }
        stopwatch.onAnimatingChange = { [unowned self] animating in
            var pacer = FramePacer(interval: .milliseconds(40))
            self.window?.stopwatchPage.setAnimating(animating) { [unowned self] in
                if pacer.shouldDraw(at: self.stopwatch.clock.now) { self.stopwatch.display() }
            }
        }
        stopwatchActions.copyLaps = { [unowned self] in
            guard let window = self.window else { return }
            let watch = self.stopwatch.stopwatch
            window.window.copyToClipboard(LapTable.plainText(watch.laps, fastest: watch.fastestLapIndex, slowest: watch.slowestLapIndex))
        }
        stopwatchActions.exportLaps = { [unowned self] in self.exportLaps() }
    }

    /// Asks where to save the laps as CSV, then writes them there.
    private func exportLaps() {
        let watch = stopwatch.stopwatch
        let csv = LapTable.csv(watch.laps, fastest: watch.fastestLapIndex, slowest: watch.slowestLapIndex)
        SaveDialog.present(title: "Export Laps", suggestedName: "laps.csv", parent: window?.window) { path in
            guard let path else { return }
            do {
                try Data(csv.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("sandglass: cannot write the laps to \(path): \(error.localizedDescription)\n".utf8))
            }
        }
    }
}
