import CGtk

/// A themed icon.
@MainActor
public final class Image: Widget {
    /// A decoration: out of the accessibility tree (what it is in, a button, has the name).
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
        setAccessibleHidden(true)
    }

    /// Shows the icon named `name`; the same icon again does nothing (GTK would clear the image
    /// and measure the window again, at every frame of a running stopwatch).
    public func setIcon(_ name: String) { Image.setIcon(name, of: pointer) }

    /// Sets the icon of the GtkImage at `image` unless it shows that icon already.
    static func setIcon(_ name: String, of image: UnsafeMutableRawPointer) {
        let shown = gtk_image_get_icon_name(opaque(image)).map { String(cString: $0) }
        if shown != name { gtk_image_set_from_icon_name(opaque(image), name) }
    }
}
