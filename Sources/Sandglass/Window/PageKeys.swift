import GtkKit

/// Binds the keys of the page shown (Space acts on the page you see) and unbinds the others'.
///
/// Keys of pages without free-text fields are application accelerators, which GTK hears before
/// the focused widget: Space acts even with a spin button focused. Pages with fields that take
/// any text ("1h 30m", a title) get the window's bubble-phase shortcuts instead, heard only
/// when the focused widget leaves the key alone.
@MainActor
final class PageKeys {
    private let application: Application
    private var bound: Mode?

    init(application: Application) { self.application = application }

    /// Binds `feature`'s keys (nil: none), in `window`'s shortcuts when they yield to fields.
    func bind(_ feature: ModeFeature?, allFeatures: [ModeFeature], window: MainWindow?) {
        guard bound != feature?.mode else { return }
        bound = feature?.mode
        for other in allFeatures where !other.keysYieldToFields {
            for (action, _) in other.keyBindings { application.setAccelerators([], for: action) }
        }
        guard let feature else { return window?.pageKeys?.set([]) ?? () }
        if feature.keysYieldToFields {
            window?.pageKeys?.set(feature.keyBindings)
        } else {
            window?.pageKeys?.set([])
            for (action, keys) in feature.keyBindings {
                application.setAccelerators(keys, for: action)
            }
        }
    }

    /// A new window has no page keys yet: bind again when its page shows.
    func forget() { bound = nil }
}
