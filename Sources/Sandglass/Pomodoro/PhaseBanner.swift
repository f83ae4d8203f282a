import GtkKit
import TimerCore

/// The in-window banner at a phase end: what just ended and what comes now, until dismissed.
@MainActor
final class PhaseBanner {
    let message = Label()
    let closeButton = Button(icon: "window-close-symbolic", accessibleName: "Dismiss")
    let root: Revealer
    /// The person closed it.
    var onDismiss: (() -> Void)?

    init() {
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("phase-banner")
        message.setExpand(horizontal: true)
        message.setXAlign(0)
        message.setWrap(true)
        bar.append(Image(iconName: "alarm-symbolic"))
        bar.append(message)
        closeButton.addCSSClass("flat")
        closeButton.addCSSClass("circular")
        bar.append(closeButton)
        root = Revealer(child: bar)
        closeButton.onClicked { [unowned self] in
            self.hide()
            self.onDismiss?()
        }
    }

    var isShown: Bool { root.isRevealed }

    /// Announces that a phase ran out; `reading` is the phase now under way (or waiting to start).
    func announce(_ reading: PomodoroReading) {
        message.text = Self.text(for: reading)
        root.isRevealed = true
    }

    func hide() { root.isRevealed = false }

    /// "Focus done — take a short break." / "Break over — time to focus (round 3 of 4)." …
    static func text(for reading: PomodoroReading) -> String {
        let what: String
        switch reading.phase {
        case .focus: what = "Break over — time to focus (round \(reading.round) of \(reading.rounds))."
        case .shortBreak: what = "Focus done — take a short break."
        case .longBreak: what = "\(reading.rounds) rounds done — take a long break."
        }
        return reading.isWaiting ? "\(what) Press Start when you are ready." : what
    }
}
