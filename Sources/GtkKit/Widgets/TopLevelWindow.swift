/// A widget that is a GTK window of its own (`GtkWindow`): what a dialog may be transient for.
@MainActor
public protocol TopLevelWindow: Widget {}

extension ApplicationWindow: TopLevelWindow {}
extension PreferencesWindow: TopLevelWindow {}
