import FoundationEssentials
import GtkKit
import TimerCore

/// The running or paused timer: large digits, progress, "Ends at …", Pause/Resume and Cancel.
@MainActor
final class TimerRunningView {
    private(set) var root: Widget!
    let titleLabel = Label()
    // An inscription, not a label: its new text each second redraws it without measuring the window again.
    let digits = Inscription("00:00:00", characters: 8)
    let progress = ProgressBar()
    let endsAt = Label()
    let pauseResume = PauseResumeButton(
        toggle: TimerOperation.toggle, faces: [TimerOperation.pause, .resume], pausing: .pause)
    let cancelButton = TimerOperation.cancel.button()
    /// Another timer beside this one (Ctrl+N): an icon beside the pills, so the page looks as it did.
    let newButton = Button(
        icon: TimerOperation.new.definition.icon ?? "",
        accessibleName: TimerOperation.new.buttonTitle, action: TimerOperation.new.detailedName)
    /// Rewrites "Ends at …" only when its text must change (the end moved, a minute or a day passed).
    private var endsAtLine = EndTimeLine()

    init() {
        titleLabel.addCSSClass("timer-title")
        titleLabel.setEllipsize(true)
        // A long title is shortened to the digits' width instead of widening the page (and its bar).
        titleLabel.setMaxWidthChars(20)
        digits.addCSSClass("time-display")
        progress.setAccessibleLabel(tr("Elapsed"))
        endsAt.addCSSClass("ends-at")
        endsAt.addCSSClass("dim-label")
        root = PageLayout.make(
            above: titleLabel, digits: digits,
            below: PageLayout.column([
                PageLayout.progress(progress), endsAt, buttons(),
            ]))
        root.addCSSClass("timer-running")
    }

    /// Cancel and Pause as the page's pills, New Timer as a round icon after them.
    private func buttons() -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.setAlign(horizontal: .center)
        row.addCSSClass("action-row")
        row.append(ActionRow.make([cancelButton, pauseResume.button]))
        newButton.addCSSClass("circular")
        newButton.addCSSClass("secondary-action")
        newButton.setAlign(vertical: .center)
        row.append(newButton)
        return row
    }

    /// Draws the running or paused timer as of `now`.
    func render(_ timer: CountdownTimer, now: Instant, clock: TimeSource) {
        titleLabel.text = timer.label
        titleLabel.isVisible = !timer.label.isEmpty
        let seconds = timer.displayedSeconds(at: now)
        digits.text = ClockFormat.hms(totalSeconds: seconds)
        progress.fraction = timer.elapsedFraction(at: now)
        let paused = timer.phase == .paused
        digits.setCSSClass("paused", paused)
        pauseResume.show(paused ? TimerOperation.resume : .pause)
        if let end = timer.endsAt {
            if let text = endsAtLine.text(ending: end, at: clock.reading(), zone: clock.localZone) {
                endsAt.text = text
            }
        } else {
            endsAtLine.reset()
            endsAt.text = tr("Paused")
        }
        let left = ClockFormat.spoken(totalSeconds: seconds)
        digits.setAccessibleDescription(
            paused
                ? tr("Paused, {duration} left", ["duration": left])
                : tr("{duration} left", ["duration": left]))
        progress.setAccessibleValueText(
            tr(
                "{percent} percent elapsed, {duration} left",
                ["percent": String(Int(progress.fraction * 100)), "duration": left]))
    }
}
