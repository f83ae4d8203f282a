import GtkKit
import TimerCore

/// What the About window says of Sandglass; GtkKit's `AboutWindow` knows nothing of it.
enum AboutSandglass {
    static let info = AboutInfo(
        applicationName: AppIdentity.name, iconName: AppIdentity.iconName,
        version: SandglassVersion.string,
        comments: tr("Countdowns exact to the second, at next to no cost."),
        developerName: AppIdentity.developerName,
        // No issue URL: the metainfo declares none, and the About window should not invent one.
        website: AppIdentity.website, license: .gpl3OrLater,
        copyright: "© 2026 \(AppIdentity.developerName)",
        developers: [AppIdentity.developerName], releaseNotes: ReleaseNotes.markup,
        releaseNotesVersion: ReleaseNotes.version)
}
