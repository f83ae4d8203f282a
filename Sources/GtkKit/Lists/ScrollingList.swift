import CGtk

/// A row of a ScrollingList: one reusable widget tree that `bind` fills for whichever item it shows.
@MainActor
public protocol ListRow: AnyObject {
    var root: Widget { get }
}

extension ListRow {
    /// Names the list's item that holds this row for a screen reader ("Tea, 4:12 left, running"):
    /// GTK makes the item, not the row, focusable. Cheap enough to call every second (one property).
    public func setItemAccessibleLabel(_ text: String) {
        guard let item = gtk_widget_get_parent(root.widget) else { return }
        sg_accessible_set_label(item, text)
    }
}

/// A scrolling GtkListView over items identified by integers: GTK builds widgets only for the
/// rows on screen and reuses them while scrolling, so ten thousand items cost ten thousand keys.
///
/// The model is a GtkStringList of decimal keys; `bind` receives the key and fills a row from
/// the caller's own data. Re-setting an item's key makes GTK bind that row again.
///
/// Either the caller edits the model (`setKeys`, `insert`, `refresh`), or `show(keys:)` keeps
/// it: then it holds a prefix of the keys, grown as the person scrolls (`LoadedKeys`).
@MainActor
public final class ScrollingList<Row: ListRow>: Widget {
    private let strings: OpaquePointer
    /// The GtkListView inside the scrolled window (which owns it).
    private let list: UnsafeMutablePointer<GtkWidget>
    private let scrolled: OpaquePointer
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private let makeRow: () -> Row
    private let bind: (Row, Int) -> Void
    /// The keys `show(keys:)` was given, and how many of them the model holds.
    private var loadedKeys: LoadedKeys
    private var loadCheckPending = false
    /// The rows on screen, as last worked out; nil once something may have moved them.
    private var visibleCache: [Row]?

    /// `firstLoaded`: how many keys `show(keys:)` puts in the model at first (a tall screen's
    /// worth); `loadingBatch`: how many it adds at a time, as the list is scrolled.
    public init(
        firstLoaded: Int = 16, loadingBatch: Int = 30,
        makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void
    ) {
        self.makeRow = makeRow
        self.bind = bind
        loadedKeys = LoadedKeys(first: firstLoaded, batch: loadingBatch)
        strings = gtk_string_list_new(nil)
        let factory = gtk_signal_list_item_factory_new()!
        // Both constructors take ownership: the selection gets its own reference to the strings.
        g_object_ref(UnsafeMutableRawPointer(strings))
        let selection = gtk_no_selection_new(strings)
        list = gtk_list_view_new(selection, factory)!
        let scrolledWidget = gtk_scrolled_window_new()!
        scrolled = opaque(UnsafeMutableRawPointer(scrolledWidget))
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled, list)
        super.init(scrolledWidget)
        // Its scroll bars are decorations to a screen reader, which scrolls by the focus.
        for bar in [
            gtk_scrolled_window_get_vscrollbar(scrolled),
            gtk_scrolled_window_get_hscrollbar(scrolled),
        ] {
            if let bar { sg_accessible_set_hidden(bar, 1) }
        }

        // The factory belongs to the list view, which may outlive this wrapper in a widget tree:
        // the handlers are this wrapper's, disconnected when it goes.
        let setup: @MainActor (UnsafeMutableRawPointer?) -> Void = { [weak self] item in
            guard let self, let item else { return }
            let row = self.makeRow()
            gtk_list_item_set_child(opaque(item), row.root.widget)
            self.rows[item] = row
            self.visibleCache = nil
        }
        let bindItem: @MainActor (UnsafeMutableRawPointer?) -> Void = { [weak self] item in
            guard let self, let item, let row = self.rows[item],
                let object = gtk_list_item_get_item(opaque(item)),
                let text = gtk_string_object_get_string(opaque(object)),
                let key = Int(String(cString: text))
            else { return }
            self.visibleCache = nil
            self.bind(row, key)
        }
        let teardown: @MainActor (UnsafeMutableRawPointer?) -> Void = { [weak self] item in
            guard let self, let item else { return }
            self.rows[item] = nil
            self.visibleCache = nil
        }
        let factoryPointer = UnsafeMutableRawPointer(factory)
        connect("setup", on: factoryPointer, trampoline: listItemTrampoline, body: setup)
        connect("bind", on: factoryPointer, trampoline: listItemTrampoline, body: bindItem)
        connect("teardown", on: factoryPointer, trampoline: listItemTrampoline, body: teardown)
        // Scrolled, resized or grown: the rows on screen may be others, and the end may be near.
        let moved: VoidHandler = { [weak self] in
            self?.visibleCache = nil
            self?.loadMoreWhenNearEnd()
        }
        let adjustment = UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(scrolled))
        connect("value-changed", on: adjustment, trampoline: voidTrampoline, body: moved)
        connect("changed", on: adjustment, trampoline: voidTrampoline, body: moved)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(strings)) }

    public var count: Int { Int(g_list_model_get_n_items(listModel)) }

    private var listModel: OpaquePointer { strings }

    /// The keys of all items, top first.
    public var keys: [Int] {
        (0..<count).compactMap { key(at: $0) }
    }

    /// The key of the item at `position`, reading that item only.
    public func key(at position: Int) -> Int? {
        guard position >= 0, let object = g_list_model_get_item(listModel, guint(position)) else {
            return nil
        }
        defer { g_object_unref(object) }
        return gtk_string_object_get_string(opaque(object)).flatMap { Int(String(cString: $0)) }
    }

    /// Names the list for a screen reader ("Timers", "Laps").
    public func setListAccessibleLabel(_ text: String) {
        sg_accessible_set_label(list, text)
        setAccessibleLabel(text)  // the scrolled window around it, which takes the focus too
    }

    /// Draws a line between rows (GNOME's lists of items with their own buttons).
    public func setShowsSeparators(_ shown: Bool) {
        gtk_list_view_set_show_separators(opaque(UnsafeMutableRawPointer(list)), shown ? 1 : 0)
    }

    /// Asks to be as tall as its rows (the window permitting; it scrolls beyond): a card that
    /// ends with its last row, or a list that pushes what is above it up to make room.
    public func setFitsRows(_ fits: Bool) {
        gtk_scrolled_window_set_propagate_natural_height(scrolled, fits ? 1 : 0)
    }

    /// Adds a CSS class to the inner list view (the wrapper's own classes go on its scrolled window).
    public func addListCSSClass(_ name: String) { gtk_widget_add_css_class(list, name) }

    /// The rows GTK has built (those near the visible part of the list: up to about 200 in GTK 4.8).
    public var builtRows: [Row] { Array(rows.values) }

    /// The rows GTK has built, each with the position of the item it shows, top first.
    public var builtRowsByPosition: [(position: Int, row: Row)] {
        // An item not bound to any position says GTK_INVALID_LIST_POSITION (the largest guint).
        rows.compactMap { item, row in
            let position = gtk_list_item_get_position(opaque(item))
            return position == guint.max ? nil : (Int(position), row)
        }.sorted { $0.position < $1.position }
    }

    /// The rows a person can see now, wholly or in part (what a redraw needs to touch). Worked out
    /// again only after a scroll, a resize or a change of rows (not every second).
    public var visibleRows: [Row] {
        if let visibleCache { return visibleCache }
        let visible = rows.values.filter { $0.root.overlaps(self) }
        visibleCache = visible
        return visible
    }

    /// Called when the list is scrolled (rows that come into view may need drawing).
    public func onScroll(_ handler: @escaping @MainActor () -> Void) {
        let adjustment = UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(scrolled))
        connect(
            "value-changed", on: adjustment, trampoline: voidTrampoline,
            body: handler as VoidHandler)
    }

    /// Shows `keys`, top first: the model holds the first few dozen, and more as the list is
    /// scrolled near the end of those. Only what changed is spliced (see `KeySplice`).
    public func show(keys: [Int]) {
        let (old, new) = loadedKeys.replace(with: keys)
        update(keys: new, from: old)
    }

    /// The keys `show(keys:)` was last given, top first (the model may hold fewer).
    public var shownKeys: [Int] { loadedKeys.all }

    /// Loads the next batch of `show(keys:)`'s keys when less than a page of loaded rows is left
    /// below the view; checked when the main loop is idle (not while GTK lays the list out).
    private func loadMoreWhenNearEnd() {
        guard loadedKeys.hasMore, !loadCheckPending else { return }
        loadCheckPending = true
        MainLoop.idle { [weak self] in
            guard let self else { return }
            self.loadCheckPending = false
            let adjustment = gtk_scrolled_window_get_vadjustment(self.scrolled)
            let page = gtk_adjustment_get_page_size(adjustment)
            let below =
                gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_value(adjustment) - page
            guard page > 0, below < page, self.loadedKeys.hasMore else { return }
            let start = self.count
            self.splice(at: start, removing: 0, keys: self.loadedKeys.loadMore())
        }
    }

    /// Makes the list `keys`, top first, changing only what `KeySplice` finds changed: rows
    /// outside it stay as they are (GTK would build every row of a whole replacement again).
    private func update(keys newKeys: [Int], from oldKeys: [Int]) {
        for change in KeySplice.changes(from: oldKeys, to: newKeys) {
            splice(at: change.position, removing: change.removing, keys: change.keys)
        }
    }

    /// Inserts the item `key` at `position` (0 is the top). An item put on top of a list scrolled
    /// to its top stays in view (GTK would keep the rows shown before and push it out of sight);
    /// a list the person scrolled down stays where they left it.
    public func insert(key: Int, at position: Int) {
        let keepTopInView = position == 0 && scrollOffset < 1
        splice(at: position, removing: 0, keys: [key])
        if keepTopInView { scrollToTop() }
    }

    /// How far down the list is scrolled, in pixels (0: at the top).
    public var scrollOffset: Double {
        get {
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
            return gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
        }
        set {
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment) + newValue)
        }
    }

    /// Brings the first item into view, at the top.
    public func scrollToTop() {
        guard count > 0 else { return }
        // GTK 4.8's list view has no scroll_to call yet (4.12); its own action does the same.
        // The action does not sink the floating parameter: own it for the call.
        let position = g_variant_ref_sink(g_variant_new_uint32(0))
        defer { g_variant_unref(position) }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", position)
    }

    /// Binds the row at `position` again (its data changed, e.g. it is now the fastest lap).
    public func refresh(at position: Int) {
        guard let key = key(at: position) else { return }
        splice(at: position, removing: 1, keys: [key])
    }

    public func removeAll() { splice(at: 0, removing: count, keys: []) }

    /// Replaces everything with `keys`, top first.
    public func setKeys(_ keys: [Int]) { splice(at: 0, removing: count, keys: keys) }

    private func splice(at position: Int, removing: Int, keys: [Int]) {
        visibleCache = nil
        var cStrings: [UnsafeMutablePointer<CChar>?] = keys.map { strdup(String($0)) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(
                to: UnsafePointer<CChar>?.self, capacity: buffer.count
            ) {
                gtk_string_list_splice(strings, guint(position), guint(removing), $0)
            }
        }
    }
}
