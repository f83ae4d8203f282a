import CommandDoor
import SystemKit

/// The application's D-Bus id and names, in one place.
enum AppIdentity {
    /// The id on the session bus; `SANDGLASS_APP_ID` runs a second, separate instance (development).
    /// One variable read, not `ProcessInfo`'s whole environment made a dictionary (0.5 M
    /// instructions each time, and the start asks several times).
    static var id: String {
        CurrentProcess.environment(CommandDoor.idVariable).flatMap {
            $0.isEmpty ? nil : $0
        } ?? CommandDoor.defaultID
    }
    /// Where GApplication exports the instance's actions: the id as a path ('.' → '/', '-' → '_').
    static var objectPath: String { CommandDoor.applicationPath(id: id) }
    static let name = "Sandglass"
    static let iconName = "io.github.sandglass.Sandglass"
    /// The metainfo's `<url type="homepage">` and `<developer>`, shown in the About window.
    static let website = "https://github.com/sandglass/sandglass"
    static let developerName = "The Sandglass developers"

    /// The source tree's `data` folder (with `icons/hicolor` inside) when the program runs from
    /// a build folder, before any install; nil for an installed program. Looked for once: the
    /// executable does not move while it runs.
    static let sourceTreeData: String? = {
        // The executable itself, wherever it was started from (not argv[0], which PATH may have
        // found). Plain paths and lstat: this runs first thing at every start.
        guard var folder = CompanionProgram.executablePath().map(CompanionProgram.parent) else {
            return nil
        }
        for _ in 0..<5 {
            let data = folder + "/data"
            if PathStatus.exists(data + "/icons/hicolor") { return data }
            folder = CompanionProgram.parent(folder)
        }
        return nil
    }()

    /// Where the translations are: `<prefix>/share/locale` beside an installed program's `bin`,
    /// else the build folder's (TranslationsPlugin), for runs from the source tree.
    static var localeFolder: String {
        let prefix = CompanionProgram.executablePath().map {
            CompanionProgram.parent(CompanionProgram.parent($0))
        }
        let installed = prefix.map { $0 + "/share/locale" }
        if sourceTreeData == nil, let installed, PathStatus.exists(installed) { return installed }
        return builtLocaleFolder
    }
}
