/// What this release brings, for the About window. The metainfo's `<release>` of the same version
/// says the same in the same AppStream markup (a test compares the two).
enum ReleaseNotes {
    static let version = SandglassVersion.string
    static let markup = """
        <p>The first release of Sandglass.</p>\
        <ul>\
        <li>A timer with presets, pause and resume, a progress bar and the clock time it ends at</li>\
        <li>A stopwatch with laps, the fastest and slowest marked</li>\
        <li>Pomodoro cycles of focus and breaks that advance by themselves</li>\
        <li>A countdown to a date and time, in days, hours, minutes and seconds</li>\
        <li>Alerts at an end: a notification, and a sound that repeats until dismissed</li>\
        <li>A command line and keyboard shortcuts for everything the window does</li>\
        <li>A window that can be pinned on top of others, and a compact view</li>\
        </ul>
        """
}
