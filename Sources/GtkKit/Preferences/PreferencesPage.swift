import CAdw
import CGtk

/// One page of a preferences window: groups, one under another.
@MainActor
public final class PreferencesPage: Widget {
    private var groups: [PreferencesGroup] = []

    public init(title: String, iconName: String) {
        super.init(adw_preferences_page_new())
        adw_preferences_page_set_title(page, title)
        adw_preferences_page_set_icon_name(page, iconName)
    }

    private var page: UnsafeMutablePointer<AdwPreferencesPage> { cast(pointer) }

    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(page, cast(group.pointer))
        groups.append(group)
    }
}
