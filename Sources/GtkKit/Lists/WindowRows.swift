import CGtk

/// How many rows of a list fill its window: what the first frame of a list needs built, and no
/// more (each row GTK builds is styled, measured and drawn before the window first shows).
///
/// Counted from the window's height, less what any page puts around a list (the header bar, a
/// margin, a button under it), in rows of the least height a row has, and one more for a row cut
/// at the bottom: never fewer than fill the list, so the first frame shows no empty space.
public struct WindowRows: Sendable {
    /// The least height of a row, in pixels.
    public let rowHeight: Int32
    /// What a window holds besides the list, at least: its header bar (46 px) and a page's margin.
    public static let chrome: Int32 = 80

    public init(rowHeight: Int32) {
        self.rowHeight = max(1, rowHeight)
    }

    /// The rows that fill a window `height` pixels tall.
    public func count(height: Int32) -> Int {
        let room = max(0, height - Self.chrome)
        return Int((room + rowHeight - 1) / rowHeight) + 1
    }

    /// The rows that fill the window `widget` is in, as tall as it is or is to open; nil when it
    /// is in none yet, or when it is (to be) maximized or full screen: the screen decides then.
    @MainActor
    public func count(inWindowOf widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        guard let root = gtk_widget_get_root(widget),
            g_type_check_instance_is_a(cast(UnsafeMutableRawPointer(root)), gtk_window_get_type())
                != 0
        else { return nil }
        let window: UnsafeMutablePointer<GtkWidget> = cast(UnsafeMutableRawPointer(root))
        // Asked for before the window shows, as at a launch, this is the state asked for.
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = cast(UnsafeMutableRawPointer(root))
        guard gtk_window_is_maximized(gtkWindow) == 0, gtk_window_is_fullscreen(gtkWindow) == 0
        else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        // A window already shown is as tall as it is (maximized, tiled, resized since).
        let shown = gtk_widget_get_height(window)
        let tallest = max(height, shown)
        guard tallest > 0 else { return nil }
        return count(height: tallest)
    }
}
