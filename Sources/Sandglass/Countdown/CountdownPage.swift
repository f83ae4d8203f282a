import FoundationEssentials
import GtkKit
import TimerCore

/// The Countdown mode's page: the date picker while idle, the countdown once started, and a
/// status page once its date has come.
@MainActor
final class CountdownPage {
    let views = Stack(fadeMilliseconds: 200)
    let picker = CountdownPicker()
    let running = CountdownRunningView()
    private var endedView: CountdownEndedView?
    /// The view names in the stack.
    private static let idle = "idle", counting = "running", ended = "ended"

    init() {
        views.addChild(picker.root, name: Self.idle, title: tr("Pick a date"))
        views.addChild(running.root, name: Self.counting, title: tr("Counting down"))
        views.setHomogeneous(false)
        views.setExpand(horizontal: true, vertical: true)
    }

    var root: Widget { views }

    /// The ended countdown's view, built the first time a countdown ends on screen.
    var ended: CountdownEndedView {
        if let endedView { return endedView }
        let made = CountdownEndedView()
        views.addChild(made.root, name: Self.ended, title: tr("Ended"))
        endedView = made
        return made
    }

    /// Draws the countdown (nil: the picker) as of `wallNow`.
    func render(_ countdown: DateCountdown?, wallNow: Date, zone: LocalZone = .system) {
        guard let countdown else {
            views.visibleChildName = Self.idle
            return
        }
        if countdown.isEnded(at: wallNow) {
            ended.render(countdown, zone: zone)
            views.visibleChildName = Self.ended
        } else {
            running.render(countdown, wallNow: wallNow, zone: zone)
            views.visibleChildName = Self.counting
        }
    }

    /// Puts the keyboard focus where the view's first action is.
    func focusPrimaryControl(running isRunning: Bool) {
        guard isRunning else {
            picker.title.grabFocus()
            return
        }
        if views.visibleChildName == Self.ended {
            ended.dismissButton.grabFocus()
        } else {
            running.stopButton.grabFocus()
        }
    }
}
