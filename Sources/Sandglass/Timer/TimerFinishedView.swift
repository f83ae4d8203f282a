import FoundationEssentials
import GtkKit
import TimerCore

/// The finished timer, as a status page: "Time’s up", which timer, how long ago it ended (or
/// when, if Sandglass was not running then), Restart and Dismiss.
@MainActor
final class TimerFinishedView {
    let endedAgo = Label()
    let restartButton = TimerOperation.restart.button()
    let dismissButton = TimerOperation.dismiss.button()
    let root: StatusPage

    init() {
        // The default answer to an end is to dismiss it: Enter after an alarm starts nothing again.
        dismissButton.addCSSClass("suggested-action")
        root = EndedPage.make(
            title: tr("Time’s up"), line: endedAgo, buttons: [dismissButton, restartButton])
    }

    func render(_ timer: CountdownTimer, now: Instant, clock: TimeSource) {
        // Which timer ended: its label, or its length ("5 min timer").
        root.text =
            timer.label.isEmpty
            ? tr(
                "{duration} timer",
                [
                    "duration": ClockFormat.short(
                        totalSeconds: timer.duration.totalSecondsRoundedDown)
                ]) : timer.label
        guard case .finished(let end, _, let beforeLaunch) = timer.state else { return }
        if beforeLaunch {
            // "Ended 3 hours ago" would read as if Sandglass had rung then: say when, and that nothing was there to ring.
            let reading = clock.reading()
            let ended = EndTimeText.endedText(
                ended: reading.wallDate(of: end), now: reading.wallNow, zone: clock.localZone)
            endedAgo.text = tr("{ended} while Sandglass was not running", ["ended": ended])
        } else {
            endedAgo.text = EndedAgoText.text(elapsed: now - end)
        }
    }
}
