import Foundation
import GtkKit
import TimerCore

/// What the application does around the Pomodoro cycle: saving, drawing, the phase-end alerts.
extension SandglassApplication {
    func setUpPomodoro() {
        pomodoroActions.register(in: application)
        pomodoro.onChange = { [unowned self] cycle in
            self.saved.save(cycle, self.pomodoro.clock.reading())
            self.pomodoroActions.updateEnabled()
            // The banner answered a phase end; anything the person does next makes it old news.
            self.window?.pomodoroPage.banner.hide()
            self.window?.pomodoroPage.focusPrimaryControl()
            if cycle.state == .idle { self.releaseHiddenWindowIfIdle() }
        }
        pomodoro.onDisplay = { [unowned self] cycle, now in self.renderPomodoro(cycle, now: now) }
        pomodoro.onPhaseEnd = { [unowned self] reading in self.pomodoroPhaseEnded(reading) }
    }

    func connectPomodoroPage(_ page: PomodoroPage) {
        page.settings.onChange = { [unowned self] settings in
            self.application.activateAction("pomodoro-settings", parameter: PomodoroActions.parameter(settings))
        }
        page.settings.onFlashChange = { [unowned self] on in
            self.preferences.flashWindow = on
            self.saved.save(self.preferences)
        }
        renderPomodoro(pomodoro.pomodoro, now: pomodoro.clock.now)
    }

    /// Draws the page (it is only called while the page can be seen).
    func renderPomodoro(_ cycle: Pomodoro, now: Instant) {
        guard let page = window?.pomodoroPage else { return }
        let reading = cycle.reading(at: now)
        page.render(reading, settings: cycle.settings, flash: preferences.flashWindow, completedToday: completedFocusToday(cycle, now: now))
    }

    /// Focus phases completed since local midnight (redrawn with the cycle's changes and seconds;
    /// an idle page left open over midnight shows yesterday's count until something changes).
    func completedFocusToday(_ cycle: Pomodoro, now: Instant) -> Int {
        cycle.completedFocusToday(at: now, startOfToday: LocalDay.startOfToday(reading: pomodoro.clock.reading()))
    }

    /// A phase ran out: the banner, the urgency hint, and the flash if the person asked for it.
    private func pomodoroPhaseEnded(_ reading: PomodoroReading) {
        pomodoroActions.updateEnabled()
        guard let window else { return }
        window.pomodoroPage.banner.announce(reading)
        window.selectedMode = .pomodoro
        if !window.window.isVisible { window.window.present() }
        if !window.window.isActive { window.window.setUrgent(true) }
        if preferences.flashWindow { window.pomodoroPage.flash() }
    }
}
