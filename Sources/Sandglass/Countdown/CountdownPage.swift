import FoundationEssentials
import GtkKit
import TimerCore

/// The Countdown mode's page: the date picker while idle, the countdown once started (also when ended).
@MainActor
final class CountdownPage {
    let views = Stack(fadeMilliseconds: 200)
    let picker = CountdownPicker()
    let running = CountdownRunningView()

    init() {
        views.addChild(picker.root, name: DateCountdownState.idle.rawValue)
        views.addChild(running.root, name: DateCountdownState.running.rawValue)
        views.setHomogeneous(false)
        views.setExpand(horizontal: true, vertical: true)
    }

    var root: Widget { views }

    /// Draws the countdown (nil: the picker) as of `wallNow`.
    func render(_ countdown: DateCountdown?, wallNow: Date, timeZone: TimeZone = .current) {
        guard let countdown else {
            views.visibleChildName = DateCountdownState.idle.rawValue
            return
        }
        views.visibleChildName = DateCountdownState.running.rawValue
        running.render(countdown, wallNow: wallNow, timeZone: timeZone)
    }

    /// Puts the keyboard focus where the view's first action is.
    func focusPrimaryControl(running isRunning: Bool) {
        if isRunning { running.stopButton.grabFocus() } else { picker.title.grabFocus() }
    }
}
