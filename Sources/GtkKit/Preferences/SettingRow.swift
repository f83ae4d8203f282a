import CAdw
import CGtk

/// A row of a preferences group (AdwActionRow): a title, an optional subtitle, and the control
/// that changes the setting at its end, which a click anywhere on the row reaches.
@MainActor
public final class SettingRow: Widget {
    private var suffixes: [Widget] = []

    public init(title: String, subtitle: String? = nil) {
        super.init(adw_action_row_new())
        self.title = title
        if let subtitle { adw_action_row_set_subtitle(row, subtitle) }
    }

    private var row: UnsafeMutablePointer<AdwActionRow> { cast(pointer) }
    private var preferencesRow: UnsafeMutablePointer<AdwPreferencesRow> { cast(pointer) }

    public var title: String {
        get { adw_preferences_row_get_title(preferencesRow).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(preferencesRow, newValue) }
    }

    public var subtitle: String {
        get { adw_action_row_get_subtitle(row).map { String(cString: $0) } ?? "" }
        set { adw_action_row_set_subtitle(row, newValue) }
    }

    /// Puts `control` at the row's end; `activatedByRow`: a click on the row works it (a switch).
    public func addSuffix(_ control: Widget, activatedByRow: Bool = false) {
        control.setAlign(vertical: .center)
        adw_action_row_add_suffix(row, control.widget)
        if activatedByRow { adw_action_row_set_activatable_widget(row, control.widget) }
        suffixes.append(control)
    }
}
