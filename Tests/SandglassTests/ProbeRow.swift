import GtkKit

/// A list row with one label, for tests of ScrollingList.
@MainActor
final class ProbeRow: ListRow {
    let label = Label()
    var root: Widget { label }
}
