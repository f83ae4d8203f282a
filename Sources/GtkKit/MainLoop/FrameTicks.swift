/// A callback on a widget's frame clock at every frame while switched on, and none while off
/// (GTK calls it only while the widget is drawn).
@MainActor
public final class FrameTicks {
    private let widget: Widget
    private var id: UInt32?

    public init(on widget: Widget) { self.widget = widget }

    public var isTicking: Bool { id != nil }

    /// Starts calling `frame` at each frame (once), or stops.
    public func set(_ on: Bool, frame: @escaping @MainActor () -> Void) {
        if on, id == nil {
            id = widget.addTickCallback(frame)
        } else if !on, let id {
            widget.removeTickCallback(id)
            self.id = nil
        }
    }
}
