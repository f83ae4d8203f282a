import GtkKit

/// The window's size, whether it was maximized, the header's switcher and the page it showed, kept in the preferences
/// (GSettings), so a new window opens as the last one was left, as GNOME apps do.
@MainActor
final class WindowPlacement {
    private let preferences: PreferencesStore
    /// Changes so far (of the size, or of the header's switcher): one is kept when no other came
    /// for half a second (a drag resizes many times a second).
    private var changes = 0

    init(preferences: PreferencesStore) {
        self.preferences = preferences
    }

    /// The page a window opened without one asked for shows.
    var lastPage: Mode { preferences.value.lastPage }

    /// Gives `window` the kept size before it shows, and keeps its changes from now on.
    func restore(_ window: MainWindow) {
        let saved = preferences.value
        window.window.setDefaultSize(
            width: Int32(clamping: saved.windowWidth), height: Int32(clamping: saved.windowHeight))
        if saved.windowMaximized { window.window.maximize() }
        // The header's switcher it showed last, at this size, is built before the first frame.
        window.switcherTitle.expect(wide: saved.windowWideSwitcher)
        let changed: @MainActor () -> Void = { [weak self, weak window] in
            guard let self, let window else { return }
            self.placementChanged(window)
        }
        window.window.onSizeChanged(changed)
        window.window.onMaximizedChanged(changed)
        window.switcherTitle.onStepChanged(changed)
    }

    /// `mode`'s page shows in the full view.
    func pageShown(_ mode: Mode) {
        if preferences.value.lastPage != mode { preferences.value.lastPage = mode }
    }

    private func placementChanged(_ window: MainWindow) {
        changes += 1
        let change = changes
        MainLoop.after(milliseconds: 500) { [weak self, weak window] in
            // The compact view's size is its own: the full view's is what comes back.
            guard let self, change == self.changes, let window, !window.isCompact else { return }
            var value = self.preferences.value
            value.windowMaximized = window.window.isMaximized
            value.windowWideSwitcher = window.switcherTitle.showsWideSwitcher
            let size = window.window.defaultSize
            // A maximized window keeps the size it goes back to.
            if !value.windowMaximized, size.width > 0, size.height > 0 {
                value.windowWidth = Int(size.width)
                value.windowHeight = Int(size.height)
            }
            self.preferences.value = value
        }
    }
}
