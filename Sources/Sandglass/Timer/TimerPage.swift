import GtkKit
import TimerCore

/// The Timer mode's page: the picker, the running view or the finished view, cross-faded by state.
@MainActor
final class TimerPage {
    let views = Stack(fadeMilliseconds: 200)
    let picker = TimerPicker()
    private var runningView: TimerRunningView?
    private var finishedView: TimerFinishedView?

    init() {
        views.addChild(picker.root, name: TimerPhase.idle.rawValue)
        views.setHomogeneous(false)
        views.setExpand(horizontal: true, vertical: true)
    }

    /// The running or paused timer's view, built the first time a timer runs (not at launch).
    var running: TimerRunningView { built(&runningView, .running, TimerRunningView.init) { $0.root } }

    /// The finished timer's view, built the first time a timer ends.
    var finished: TimerFinishedView { built(&finishedView, .finished, TimerFinishedView.init) { $0.root } }

    /// The view kept in `stored`, made and added to the stack (named for `phase`) on first use.
    private func built<View>(_ stored: inout View?, _ phase: TimerPhase, _ make: () -> View, root: (View) -> Widget) -> View {
        if let stored { return stored }
        let view = make()
        views.addChild(root(view), name: phase.rawValue)
        stored = view
        return view
    }

    var root: Widget { views }

    /// The view that matches the timer's phase (paused shares the running view).
    static func viewName(for phase: TimerPhase) -> String {
        phase == .paused ? TimerPhase.running.rawValue : phase.rawValue
    }

    /// Draws `timer` as of `now`; only what changed is touched, so an unchanged label costs nothing.
    func render(_ timer: CountdownTimer, now: Instant, clock: TimeSource) {
        switch timer.phase {
        case .idle:
            // The picker holds the model's duration; a 00:00:00 the person typed stays until they pick again.
            let seconds = timer.duration.totalSecondsRoundedDown
            if picker.totalSeconds != seconds { picker.show(totalSeconds: seconds) }
        case .running, .paused:
            running.render(timer, now: now, clock: clock)
        case .finished:
            finished.render(timer, now: now, clock: clock)
        }
        // After the render above, which builds the view on its first use.
        views.visibleChildName = Self.viewName(for: timer.phase)
    }

    /// Puts the keyboard focus where the new view's first action is.
    func focusPrimaryControl(for phase: TimerPhase) {
        switch phase {
        case .idle: picker.startButton.grabFocus()
        case .running, .paused: running.pauseResume.button.grabFocus()
        case .finished: finished.restartButton.grabFocus()
        }
    }
}
