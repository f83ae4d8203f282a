// CAdw too: with both C modules in GtkKit, Swift finds some GLib/GTK constants only through both.
import CAdw
import CGtk
import Glibc

/// libadwaita's About window: name, icon, version, website, licence, credits and release notes.
///
/// GTK owns a presented window until it is closed, so the wrapper may be dropped at once.
@MainActor
public final class AboutWindow: Widget {
    public init(_ info: AboutInfo) {
        super.init(adw_about_window_new())
        adw_about_window_set_application_name(about, info.applicationName)
        adw_about_window_set_application_icon(about, info.iconName)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_comments(about, info.comments)
        adw_about_window_set_developer_name(about, info.developerName)
        if let website = info.website { adw_about_window_set_website(about, website) }
        if let issueURL = info.issueURL { adw_about_window_set_issue_url(about, issueURL) }
        adw_about_window_set_license_type(about, info.license.gtk)
        adw_about_window_set_copyright(about, info.copyright)
        // An empty list would still draw an empty section heading.
        if !info.developers.isEmpty {
            withNullTerminated(info.developers) { adw_about_window_set_developers(about, $0) }
        }
        if !info.designers.isEmpty {
            withNullTerminated(info.designers) { adw_about_window_set_designers(about, $0) }
        }
        if let notes = info.releaseNotes { adw_about_window_set_release_notes(about, notes) }
        if let version = info.releaseNotesVersion {
            adw_about_window_set_release_notes_version(about, version)
        }
    }

    private var about: OpaquePointer { opaque(pointer) }
    private var window: UnsafeMutablePointer<GtkWindow> { cast(pointer) }

    /// Shows the window, modal over `parent` when there is one (centred on it, blocking it until closed).
    public func present(transientFor parent: ApplicationWindow?) {
        if let parent {
            gtk_window_set_transient_for(window, cast(parent.pointer))
            gtk_window_set_modal(window, 1)
        }
        gtk_window_present(window)
    }

    /// The version the window shows.
    public var version: String {
        adw_about_window_get_version(about).map { String(cString: $0) } ?? ""
    }

    /// The version the release notes are headed with.
    public var releaseNotesVersion: String {
        adw_about_window_get_release_notes_version(about).map { String(cString: $0) } ?? ""
    }

    public var isModal: Bool { gtk_window_get_modal(window) != 0 }

    public func isTransient(for parent: ApplicationWindow) -> Bool {
        gtk_window_get_transient_for(window) == cast(parent.pointer)
    }

    /// Closes the window as its close button would.
    public func close() { gtk_window_close(window) }
}

/// Calls `body` with `strings` as a C array of C strings ending in NULL, valid only during the call.
private func withNullTerminated(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void
) {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    // Never empty (it ends in nil), so it has a base address.
    array.withUnsafeMutableBufferPointer { if let base = $0.baseAddress { body(base) } }
}
