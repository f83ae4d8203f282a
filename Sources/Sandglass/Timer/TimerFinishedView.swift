import GtkKit
import TimerCore

/// The finished timer: "Time's up", how long ago it ended, Restart and Dismiss.
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

    func render(_ timer: CountdownTimer, now: Instant) {
        titleLabel.text = timer.label.isEmpty ? ClockFormat.short(totalSeconds: timer.duration.totalSecondsRoundedDown) + " timer" : timer.label
        if case .finished(let end, _) = timer.state {
            endedAgo.text = EndedAgoText.text(elapsed: now - end)
        }
    }
}
