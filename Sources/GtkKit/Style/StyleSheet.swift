import CGtk

/// Application-wide CSS, and the desktop's animation setting.
@MainActor
public enum StyleSheet {
    /// Adds `css` for the whole display, above the theme.
    public static func install(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, opaque(UnsafeMutableRawPointer(provider!)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Whether there is a display to install CSS for.
    public static var hasDisplay: Bool { gdk_display_get_default() != nil }

    /// The desktop's `gtk-enable-animations`: when off, nothing fades.
    public static var animationsEnabled: Bool {
        get { sg_animations_enabled() != 0 }
        set { sg_set_animations_enabled(newValue ? 1 : 0) }
    }

    /// Calls `handler` when the desktop turns animations on or off, until the returned connection
    /// goes (GTK's settings outlive any window, so nothing else would end it); nil without a display.
    public static func onAnimationsChanged(_ handler: @escaping @MainActor () -> Void)
        -> SignalConnection?
    {
        guard let settings = gtk_settings_get_default() else { return nil }
        return connectSignal(
            UnsafeMutableRawPointer(settings), "notify::gtk-enable-animations",
            trampoline: notifyTrampoline, body: handler as VoidHandler)
    }
}
