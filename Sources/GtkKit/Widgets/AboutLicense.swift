import CGtk

/// The licence an About window names and links to (GTK's `GtkLicense`, the ones in use).
public enum AboutLicense: Sendable {
    /// The GNU General Public License, version 3 or later (SPDX `GPL-3.0-or-later`).
    case gpl3OrLater

    var gtk: GtkLicense {
        switch self {
        // GTK's GPL_3_0 means "or later"; GPL_3_0_ONLY is the other
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        }
    }
}
