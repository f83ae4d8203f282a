import CGtk

/// Reinterprets a GObject pointer as another C type: the one place GtkKit casts between GTK's types.
///
/// GTK's class hierarchy is C structs embedding their parent, so a `GtkWidget *` is a valid
/// `GtkButton *` when the object is a button. Swift imports some of these structs as complete
/// types (`UnsafeMutablePointer<GtkWindow>`) and others as `OpaquePointer`, hence two forms.
@inline(__always)
func cast<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

@inline(__always)
func opaque(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer {
    OpaquePointer(pointer)
}
