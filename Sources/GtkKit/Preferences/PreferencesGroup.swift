import CAdw
import CGtk

/// A titled, boxed list of setting rows on a preferences page.
@MainActor
public final class PreferencesGroup: Widget {
    private var rows: [Widget] = []

    public init(title: String, description: String? = nil) {
        super.init(adw_preferences_group_new())
        adw_preferences_group_set_title(group, title)
        if let description { adw_preferences_group_set_description(group, description) }
    }

    private var group: UnsafeMutablePointer<AdwPreferencesGroup> { cast(pointer) }

    public var groupDescription: String? {
        get { adw_preferences_group_get_description(group).map { String(cString: $0) } }
        set { adw_preferences_group_set_description(group, newValue) }
    }

    /// The group's title, over its rows.
    public var title: String {
        get { adw_preferences_group_get_title(group).map { String(cString: $0) } ?? "" }
        set { adw_preferences_group_set_title(group, newValue) }
    }

    /// Puts `widget` at the end of the group's title line (a button that acts on the group).
    public func setHeaderSuffix(_ widget: Widget) {
        adw_preferences_group_set_header_suffix(group, widget.widget)
        rows.append(widget)
    }

    public func add(_ row: Widget) {
        adw_preferences_group_add(group, row.widget)
        rows.append(row)
    }

    public func remove(_ row: Widget) {
        adw_preferences_group_remove(group, row.widget)
        rows.removeAll { $0 === row }
    }
}
