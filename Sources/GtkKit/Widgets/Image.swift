import CGtk

/// A themed icon.
@MainActor
public final class Image: Widget {
    /// A decoration: out of the accessibility tree (what it is in, a button, has the name).
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
        setAccessibleHidden(true)
    }

    public func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque(pointer), name) }
}
