import CGtk

/// Shows or hides its child with a slide (GTK skips the animation when animations are off).
@MainActor
public final class Revealer: Widget {
    private let content: Widget

    /// Which way the child slides in.
    public enum Transition: Sendable {
        /// From the top edge (a bar across the top).
        case slideDown
        /// From the bottom edge (a note at the bottom).
        case slideUp
    }

    public init(child: Widget, milliseconds: UInt32 = 200, transition: Transition = .slideDown) {
        content = child
        super.init(gtk_revealer_new())
        gtk_revealer_set_child(revealer, child.widget)
        gtk_revealer_set_transition_type(
            revealer,
            transition == .slideDown
                ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN : GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        gtk_revealer_set_transition_duration(revealer, milliseconds)
    }

    private var revealer: OpaquePointer { opaque(pointer) }

    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(revealer) != 0 }
        set {
            if newValue != isRevealed { gtk_revealer_set_reveal_child(revealer, newValue ? 1 : 0) }
        }
    }
}
