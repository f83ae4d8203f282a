import CGtk

/// A row or column of widgets.
@MainActor
public final class Box: Widget {
    private var children: [Widget] = []

    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(gtk_box_new(orientation.gtk, spacing))
    }

    /// Appends `child`; the box keeps its Swift wrapper alive with it.
    public func append(_ child: Widget) {
        gtk_box_append(cast(pointer), child.widget)
        children.append(child)
    }

    /// Puts `child` first; the box keeps its Swift wrapper alive with it.
    public func prepend(_ child: Widget) {
        gtk_box_prepend(cast(pointer), child.widget)
        children.insert(child, at: 0)
    }

    /// Takes `child` out (to put it elsewhere: its wrapper keeps it alive).
    public func remove(_ child: Widget) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        gtk_box_remove(cast(pointer), child.widget)
        children.remove(at: index)
    }

    /// Takes every child out (a list rebuilt from new data).
    public func removeAll() {
        for child in children { gtk_box_remove(cast(pointer), child.widget) }
        children = []
    }

    public func setHomogeneous(_ on: Bool) { gtk_box_set_homogeneous(cast(pointer), on ? 1 : 0) }
}
