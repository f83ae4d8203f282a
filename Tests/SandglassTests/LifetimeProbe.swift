/// Counts what a closure handed to GTK did; a weak reference to one shows whether the closure was released.
final class LifetimeProbe {
    var count = 0
}
