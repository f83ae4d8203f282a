import FoundationEssentials

/// The application's D-Bus id and names, in one place.
enum AppIdentity {
    /// The id on the session bus; `SANDGLASS_APP_ID` runs a second, separate instance (development).
    static var id: String {
        ProcessInfo.processInfo.environment["SANDGLASS_APP_ID"].flatMap { $0.isEmpty ? nil : $0 } ?? "io.github.sandglass.Sandglass"
    }
    static let name = "Sandglass"
    static let iconName = "io.github.sandglass.Sandglass"

    /// `data/icons` of the source tree when running from a build folder (before any install).
    static var sourceTreeIcons: String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let icons = folder.appendingPathComponent("data/icons")
            if FileManager.default.fileExists(atPath: icons.appendingPathComponent("hicolor").path) { return icons.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
