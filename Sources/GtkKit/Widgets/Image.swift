import CGtk

/// A themed icon.
@MainActor
public final class Image: Widget {
    public init(iconName: String, pixelSize: Int32? = nil) {
        super.init(gtk_image_new_from_icon_name(iconName))
        if let pixelSize { gtk_image_set_pixel_size(opaque(pointer), pixelSize) }
    }

    public func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque(pointer), name) }
}
