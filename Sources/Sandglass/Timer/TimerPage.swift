import GtkKit
import TimerCore

/// The Timer mode's page: the picker; one timer's running or finished view, as large as the
/// other pages' (one timer looks as it always did); or the list of several. Cross-faded.
@MainActor
final class TimerPage {
    /// Which of its views the page shows.
    enum View: String {
        case picker, running, finished, list

        /// What a screen reader calls the view.
        var title: String {
            switch self {
            case .picker: tr("New timer")
            case .running: tr("Running timer")
            case .finished: tr("Time’s up")
            case .list: tr("Timers")
            }
        }
    }

    let views = Stack(fadeMilliseconds: 200)
    let picker = TimerPicker()
    private let clock: TimeSource
    private var runningView: TimerRunningView?
    private var finishedView: TimerFinishedView?
    private var listView: TimerListView?
    /// The model's duration as the picker was last filled with it: the picker is filled again
    /// only when the model's changes, never at a tick, so what is being typed stays.
    private var filledDuration: Duration?

    init(clock: TimeSource) {
        self.clock = clock
        views.addChild(picker.root, name: View.picker.rawValue, title: View.picker.title)
        views.setHomogeneous(false)
        views.setExpand(horizontal: true, vertical: true)
    }

    /// The one running or paused timer's view, built the first time a timer runs (not at launch).
    var running: TimerRunningView {
        built(&runningView, .running, TimerRunningView.init) { $0.root }
    }

    /// The one finished timer's view, built the first time a timer ends.
    var finished: TimerFinishedView {
        built(&finishedView, .finished, TimerFinishedView.init) { $0.root }
    }

    /// The list of several timers, built the first time there are two.
    var list: TimerListView {
        built(&listView, .list, { TimerListView(clock: clock) }, root: { $0.root })
    }

    /// The view kept in `stored`, made and added to the stack on first use.
    private func built<Content>(
        _ stored: inout Content?, _ view: View, _ make: () -> Content, root: (Content) -> Widget
    ) -> Content {
        if let stored { return stored }
        let content = make()
        views.addChild(root(content), name: view.rawValue, title: view.title)
        stored = content
        return content
    }

    var root: Widget { views }

    /// The view shown now.
    var shownView: View? { views.visibleChildName.flatMap(View.init(rawValue:)) }

    /// Which view shows `timers`: the picker when there is none or it was asked for, else one
    /// timer's own view, else the list.
    static func view(for timers: TimerList, pickerOpen: Bool) -> View {
        if timers.isEmpty || pickerOpen { return .picker }
        guard timers.count == 1, let only = timers.entries.first else { return .list }
        return only.timer.phase == .finished ? .finished : .running
    }

    /// Draws `timers` as of `now`; only what changed is touched, so an unchanged label costs nothing.
    /// `duration` is the picker's; `ringing` the finished timers whose alarm sounds.
    func render(
        _ timers: TimerList, duration: Duration, pickerOpen: Bool, ringing: Set<Int>, now: Instant
    ) {
        let view = Self.view(for: timers, pickerOpen: pickerOpen)
        switch view {
        case .picker:
            // The picker holds the model's duration, filled when that changes (a preset, a command,
            // the picker's own committed value coming back). A render for a running timer's second
            // must neither commit nor overwrite text being typed: reading `totalSeconds` here once
            // committed a half-typed "2" and then wrote the old duration over it. A 00:00:00 the
            // person typed stays until they pick again.
            if duration != filledDuration { fillPicker(duration) }
            picker.showBack(!timers.isEmpty)
        case .running:
            if let only = timers.entries.first {
                running.render(only.timer, now: now, clock: clock)
            }
        case .finished:
            if let only = timers.entries.first {
                finished.render(only.timer, now: now, clock: clock)
            }
        case .list:
            list.render(timers, now: now, ringing: ringing)
        }
        // After the render above, which builds the view on its first use.
        views.visibleChildName = view.rawValue
    }

    /// Fills the picker's fields with `duration` (a preset, a command, a setting), unless they
    /// hold it already: also when the model had it (a preset picked over a 00:00:00 typed).
    func fillPicker(_ duration: Duration) {
        filledDuration = duration
        let seconds = duration.totalSecondsRoundedDown
        if picker.committedSeconds != seconds { picker.show(totalSeconds: seconds) }
    }

    /// The view the focus was last put in, so a change within the list leaves it where it is.
    private var focusedView: View?

    /// Puts the keyboard focus where the view's first action is.
    func focusPrimaryControl() {
        defer { focusedView = shownView }
        switch shownView {
        // Opened over timers (New Timer): straight into the name, Enter starts.
        case .picker where picker.backButton.isVisible && picker.labelEntry.isVisible:
            picker.labelEntry.grabFocus()
        case .picker, nil: picker.startButton.grabFocus()
        case .running: running.pauseResume.button.grabFocus()
        case .finished: finished.dismissButton.grabFocus()
        // Within the list, a row's button keeps the focus it has (Pause becomes Resume under
        // it, and the rows hold while it is there): moving it to New Timer re-sorted the rows
        // under a keyboard user. A list just shown starts at New Timer.
        case .list:
            if focusedView != .list || !list.list.containsFocus { list.newButton.grabFocus() }
        }
    }
}
