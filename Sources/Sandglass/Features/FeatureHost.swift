import GtkKit
import TimerCore

/// What the application offers its modes: the window, alerts and the person's preferences.
@MainActor
protocol FeatureHost: AnyObject {
    var application: Application { get }
    /// The window, when one exists (it may be hidden).
    var window: MainWindow? { get }
    var preferences: PreferencesStore { get }
    /// Each mode's save, tried again while it fails.
    var saves: PendingSaves { get }
    /// Opens the window when none exists yet (a command that sets something going), on `mode`'s page.
    func showWindowIfNone(_ mode: Mode)
    /// Something ended: the notification, the window's request for attention, another page's
    /// note and the flash the person chose; nothing moves (page, window and focus stay where they are).
    func announceEnd(_ end: EndAnnouncement)
    /// What ended in `mode` (from `source`, the mode's own by default) has been answered, here
    /// or anywhere else: its notification is withdrawn, its note goes, the urgency hint is cleared.
    func endAnswered(_ mode: Mode, source: String?)
    /// Shows `text` in a toast (replacing the one shown before) until the person closes it, then
    /// `onDismissed` runs; or until `withdrawToast` with the handle returned, which tells no one.
    /// The toast sits in a strip under the pages, which the window makes room for (it covers no
    /// button). Without a window: nothing, and no handle.
    func showToast(
        _ text: String, button: (label: String, action: String)?,
        onDismissed: @escaping @MainActor () -> Void
    ) -> ToastOverlay.Handle?
    /// Takes back the toast `handle` names, without running its `onDismissed`, if it still shows
    /// or waits to; a toast shown since (another mode's Undo, a notice) stays.
    func withdrawToast(_ handle: ToastOverlay.Handle)
    /// A destructive change was made (by the window or a command): the window says `text` in a
    /// toast whose Undo runs `restore`. Without a window: nothing to offer.
    func offerUndo(_ text: String, restore: @escaping @MainActor () -> Void)
    /// A mode's state may have changed (started, paused, a lap, an end…): `status --follow` hears of it.
    func stateChanged()
    /// Something under way may have stopped: a hidden window with nothing under way goes.
    func underWayChanged()
    /// The compact view while the window shows it: the shown mode draws there, not on its page.
    var compactView: CompactView? { get }
    /// Whether the person is at the computer, and when it last slept.
    var presence: Presence { get }
    /// The record of focus, appended to as things happen.
    var recorder: FocusRecorder { get }
}

extension FeatureHost {
    func endAnswered(_ mode: Mode) { endAnswered(mode, source: nil) }

    /// Whether `mode`'s page is what the person sees (not another page, nor the compact view):
    /// only then may its own changes move the keyboard focus on it.
    func pageShows(_ mode: Mode) -> Bool { window?.visibleMode == mode && compactView == nil }

    /// Draws `feature` as of `now` where it shows: in the compact view, or on its page (`drawPage`).
    func draw(_ feature: ModeFeature, at now: Instant, page drawPage: () -> Void) {
        if let compactView { compactView.show(feature.compactFace(at: now)) } else { drawPage() }
    }
}
