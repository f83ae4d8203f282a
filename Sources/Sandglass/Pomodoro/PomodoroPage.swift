import GtkKit
import TimerCore

/// The Pomodoro mode's page: the phase, its time and progress, the round and the buttons. The
/// lengths and options wait in a popover behind its settings button, so the page has one task.
@MainActor
final class PomodoroPage {
    let root: Widget
    let phaseLabel = Label()
    /// New text each second redraws it without measuring the window again (an inscription).
    let digits = Inscription("00:25:00", characters: 8)
    let progress = ProgressBar()
    let roundLabel = Label()
    let todayLabel = Label()
    let toggle = PauseResumeButton(
        toggle: PomodoroOperation.toggle, faces: [PomodoroOperation.start, .pause, .resume],
        pausing: .pause)
    /// Round icons beside the main button (Alt+K or Ctrl+→ skips, Alt+T stops): three labelled pills are
    /// wider than GNOME's smallest window in some languages.
    let skipButton = PomodoroOperation.skip.iconButton()
    let stopButton = PomodoroOperation.stop.iconButton()
    let settings = PomodoroSettingsView()
    /// "Away 14 min during focus" and its answers, above the page while it waits.
    let awayBanner = AwayBanner()
    let settingsPopover: Popover
    /// Opens the lengths and options (Tab from the main button, then Enter or Space).
    let settingsButton: MenuButton

    init() {
        settingsPopover = Popover(child: settings.root)
        settingsButton = MenuButton(
            icon: "emblem-system-symbolic", accessibleName: tr("Pomodoro Settings"),
            popover: settingsPopover)
        settingsButton.addCSSClass("flat")
        settingsButton.addCSSClass("circular")
        settingsButton.setAlign(horizontal: .end, vertical: .center)

        phaseLabel.addCSSClass("timer-title")
        digits.addCSSClass("time-display")
        progress.setAccessibleLabel(tr("Phase elapsed"))
        roundLabel.addCSSClass("pomodoro-round")
        todayLabel.addCSSClass("dim-label")
        todayLabel.setWrap(true)
        todayLabel.setCentered()
        let counts = Box(.vertical, spacing: 4)
        counts.append(roundLabel)
        counts.append(todayLabel)
        // The settings at the end of the phase's line, as wide as the digits: the page keeps one
        // row of buttons, and a short window its height.
        let spacer = Box(.horizontal)
        let titleLine = CenterBox(start: spacer, center: phaseLabel, end: settingsButton)
        self.titleLine = PageLayout.line(titleLine)
        let layout = PageLayout.make(
            above: self.titleLine, digits: digits,
            below: PageLayout.column([
                PageLayout.progress(progress), counts,
                ActionRow.make(main: toggle.button, before: [stopButton], after: [skipButton]),
            ]))
        layout.addCSSClass("pomodoro-page")
        // The question takes room of its own above the page: nothing moves under it but down.
        let column = Box(.vertical)
        column.append(awayBanner.root)
        column.append(layout)
        root = column

        // Opened, GTK puts the keyboard in its first field (Focus). Closed, what was typed counts,
        // as leaving a field on the page did, whether by Escape or a click outside.
        settingsPopover.onClosed { [unowned self] in self.settings.commitTyping() }
    }

    /// The phase's name and the settings button, over the digits.
    private let titleLine: Widget
    private var isShort = false

    /// In a short window the day's count steps aside (the round stays), so the buttons stay on
    /// screen; while the question on time away shows there, the phase's line too.
    func fit(short: Bool) {
        isShort = short
        todayLabel.isVisible = !short
        titleLine.isVisible = !(short && awayBanner.isShown)
    }

    /// Asks the question on time away (nil: hides it), making room for it in a short window.
    func showAway(_ question: AwayQuestion?, canKeep: Bool) {
        awayBanner.show(question, canKeep: canKeep)
        fit(short: isShort)
    }

    /// Whether the settings popover is open (the keyboard is in it, and stays there).
    var isEditingSettings: Bool { settingsPopover.isVisible }

    /// Draws the cycle as of `now`; `completedToday` counts the focus phases completed since midnight.
    func render(_ reading: PomodoroReading, settings shown: PomodoroSettings, completedToday: Int) {
        phaseLabel.text = reading.state == .idle ? tr("Ready to focus") : reading.phase.title
        digits.text = ClockFormat.hms(totalSeconds: reading.displayedSeconds)
        digits.setCSSClass("paused", reading.state == .paused)
        progress.fraction = reading.elapsedFraction
        roundLabel.text = tr(
            "Round {round} of {rounds}",
            ["round": String(reading.round), "rounds": String(reading.rounds)])
        todayLabel.text = Self.countsText(
            today: completedToday,
            cycle: reading.state == .idle ? nil : reading.completedFocusInCycle)
        toggle.show(PomodoroOperation.toggleFace(for: reading))
        settings.show(shown)
        let left = ClockFormat.spoken(totalSeconds: reading.displayedSeconds)
        let description =
            reading.state == .running
            ? tr("{duration} left", ["duration": left])
            : reading.isWaiting
                ? tr("Waiting to start, {duration} left", ["duration": left])
                : reading.state == .paused
                    ? tr("Paused, {duration} left", ["duration": left])
                    : tr("{duration} left", ["duration": left])
        digits.setAccessibleDescription(description)
        progress.setAccessibleValueText(
            tr(
                "{percent} percent of the {phase} elapsed, {duration} left",
                [
                    "percent": String(Int(reading.elapsedFraction * 100)),
                    "phase": reading.phase.title.lowercased(), "duration": left,
                ]))
    }

    /// "3 focus sessions completed today, 1 in this cycle" (the cycle's part only while one is under way).
    static func countsText(today: Int, cycle: Int?) -> String {
        let sessions = trn(
            "{count} focus session completed today", "{count} focus sessions completed today", today
        )
        guard let cycle, cycle != today else { return sessions }
        return tr(
            "{sessions}, {count} in this cycle", ["sessions": sessions, "count": String(cycle)])
    }

    /// Puts the keyboard focus on the button that starts or pauses.
    func focusPrimaryControl() { toggle.button.grabFocus() }
}
