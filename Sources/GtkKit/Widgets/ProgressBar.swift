import CGtk

/// A bar showing how much of something is done.
@MainActor
public final class ProgressBar: Widget {
    public init() { super.init(gtk_progress_bar_new()) }

    private var bar: OpaquePointer { opaque(pointer) }

    /// 0...1; setting the same value again does nothing.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(bar) }
        set {
            let clamped = min(max(newValue, 0), 1)
            if clamped != fraction { gtk_progress_bar_set_fraction(bar, clamped) }
        }
    }

    /// What a screen reader reads as the bar's value, e.g. "40 percent, 3 minutes left".
    public func setAccessibleValueText(_ text: String) {
        sg_accessible_set_value_text(widget, text)
    }
}
