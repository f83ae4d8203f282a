import GtkKit
import TimerCore

/// What the application does around the timer's changes: actions, focus, the end's alerts.
extension SandglassApplication {
    func timerPhaseChanged(to phase: TimerPhase) {
        timerActions.updateEnabled()
        window?.timerPage.focusPrimaryControl(for: phase)
        if phase != .finished {
            window?.window.setUrgent(false)
            application.withdrawNotification(id: "timer")
        }
        if phase == .idle { releaseHiddenWindowIfIdle() }
    }

    func timerFinished(_ timer: CountdownTimer) {
        let title = timer.label.isEmpty ? "Time’s up" : "Time’s up: \(timer.label)"
        application.sendNotification(
            id: "timer", title: title,
            body: "The \(ClockFormat.short(totalSeconds: timer.duration.totalSecondsRoundedDown)) timer has ended.",
            defaultAction: "app.timer-dismiss",
            buttons: [("Restart", "app.timer-restart"), ("Dismiss", "app.timer-dismiss")])
        guard let window else { return }
        window.selectedMode = .timer
        if !window.window.isVisible { window.window.present() }
        if !window.window.isActive { window.window.setUrgent(true) }
    }
}
