import CGtk

/// A bar showing how much of something is done: GTK's progress bar (its trough, CSS and
/// accessible role), whose fill is drawn rather than allocated (`SgStillProgressBar` in the C
/// shim), so a new fraction costs one redraw when the fill grows by a pixel and nothing when it
/// does not, where GTK's own would lay the whole window out again each time.
@MainActor
public final class ProgressBar: Widget {
    public init() { super.init(sg_still_progress_bar_new()) }

    /// 0...1; setting the same value again does nothing.
    public var fraction: Double {
        get { sg_still_progress_bar_get_fraction(widget) }
        set { sg_still_progress_bar_set_fraction(widget, min(max(newValue, 0), 1)) }
    }

    /// What a screen reader reads as the bar's value, e.g. "40 percent, 3 minutes left".
    public func setAccessibleValueText(_ text: String) {
        sg_accessible_set_value_text(widget, text)
    }
}
