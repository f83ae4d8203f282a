import CGtk

/// A bubble that opens from a button and holds any widget (a calendar, a form).
@MainActor
public final class Popover: Widget {
    private let content: Widget

    public init(child: Widget) {
        content = child
        super.init(gtk_popover_new())
        gtk_popover_set_child(popover, child.widget)
    }

    private var popover: UnsafeMutablePointer<GtkPopover> { cast(pointer) }

    /// Closes the bubble.
    public func popdown() { gtk_popover_popdown(popover) }

    /// Calls `handler` whenever the bubble closes (Escape, a click outside, `popdown()`).
    public func onClosed(_ handler: @escaping @MainActor () -> Void) { onSignal("closed", handler) }
}
