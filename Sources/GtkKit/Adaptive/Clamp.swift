import CAdw
import CGtk

/// Lets its child grow up to a maximum width and shrink below it on a narrow window (AdwClamp):
/// a progress bar 320 px wide where there is room, narrower where there is not.
@MainActor
public final class Clamp: Widget {
    private let content: Widget

    public init(child: Widget, maximumWidth: Int32) {
        content = child
        super.init(adw_clamp_new())
        adw_clamp_set_child(clamp, child.widget)
        adw_clamp_set_maximum_size(clamp, maximumWidth)
        adw_clamp_set_tightening_threshold(clamp, maximumWidth)
    }

    private var clamp: OpaquePointer { opaque(pointer) }
}
