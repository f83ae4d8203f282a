import FoundationEssentials
import GtkKit
import TimerCore

/// The finished timer: "Time's up", how long ago it ended (or when, if Sandglass was not running then), Restart and Dismiss.
@MainActor
final class TimerFinishedView {
    let root = Box(.vertical, spacing: 12)
    let heading = Label("Time’s up")
    let titleLabel = Label()
    let endedAgo = Label()
    let restartButton = TimerOperation.restart.button()
    let dismissButton = TimerOperation.dismiss.button()

    init() {
        root.setAlign(horizontal: .center, vertical: .center)
        root.addCSSClass("timer-finished")
        let icon = Image(iconName: "alarm-symbolic", pixelSize: 64)
        icon.addCSSClass("finished-icon")
        root.append(icon)
        heading.addCSSClass("finished-heading")
        root.append(heading)
        titleLabel.addCSSClass("timer-title")
        root.append(titleLabel)
        endedAgo.addCSSClass("dim-label")
        root.append(endedAgo)

        restartButton.addCSSClass("suggested-action")
        root.append(ActionRow.make([dismissButton, restartButton]))
    }

    func render(_ timer: CountdownTimer, now: Instant, clock: TimeSource) {
        titleLabel.text = timer.label.isEmpty ? ClockFormat.short(totalSeconds: timer.duration.totalSecondsRoundedDown) + " timer" : timer.label
        guard case .finished(let end, _, let beforeLaunch) = timer.state else { return }
        if beforeLaunch {
            // "Ended 3 hours ago" would read as if Sandglass had rung then: say when, and that nothing was there to ring.
            let reading = clock.reading()
            let ended = EndTimeText.endedText(ended: reading.wallDate(of: end), now: reading.wallNow, zone: clock.localZone)
            endedAgo.text = "\(ended) while Sandglass was not running"
        } else {
            endedAgo.text = EndedAgoText.text(elapsed: now - end)
        }
    }
}
