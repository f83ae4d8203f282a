import GtkKit

extension FeatureHost {
    /// Tells in a short toast over the pages that something the person asked for is done ("15
    /// laps copied"), replacing the toast shown before; it goes by itself after a few seconds.
    /// Without a window: nothing (the command line says it in its own words).
    func showNotice(_ text: String) {
        window?.toasts.show(text, seconds: Self.noticeSeconds)
    }

    /// How long a notice stays: long enough to read a short sentence twice.
    static var noticeSeconds: UInt32 { 4 }
}
