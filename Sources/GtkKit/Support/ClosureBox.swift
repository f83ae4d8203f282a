/// Holds a Swift closure for GLib: retained once when handed over, released by GLib's destroy notify.
final class ClosureBox<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }

    /// A retained pointer to hand to GLib as user data.
    func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind user data that GLib hands back, without changing its retain count.
    static func from(_ pointer: UnsafeRawPointer) -> ClosureBox<Body> {
        Unmanaged<ClosureBox<Body>>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Balances `retainedPointer()` for any box; GLib calls it when the handler or source goes away.
    static func release(_ pointer: UnsafeRawPointer) {
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
}
