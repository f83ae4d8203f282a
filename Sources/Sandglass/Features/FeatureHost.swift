import GtkKit

/// What the application offers its modes: the window, alerts and the person's preferences.
@MainActor
protocol FeatureHost: AnyObject {
    var application: Application { get }
    /// The window, when one exists (it may be hidden).
    var window: MainWindow? { get }
    var preferences: PreferencesStore { get }
    /// Opens the window when none exists yet (a command that sets something going), on `mode`'s page.
    func showWindowIfNone(_ mode: Mode)
    /// Something of `mode` ended (`what`, in words): the window asks for attention and another
    /// page shows a note; nothing moves (page, window and focus stay where they are).
    func announceEnd(of mode: Mode, _ what: String)
    /// Clears the window's urgency hint (what ended has been answered).
    func clearUrgency()
    /// Something under way may have stopped: a hidden window with nothing under way goes.
    func underWayChanged()
}
