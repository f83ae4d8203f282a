import CGtk

/// A themed icon.
@MainActor
public final class Image: Widget {
    public init(iconName: String) { super.init(gtk_image_new_from_icon_name(iconName)) }

    public func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque(pointer), name) }
}
