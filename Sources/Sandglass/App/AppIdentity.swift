import Foundation

/// The application's D-Bus id and names, in one place.
enum AppIdentity {
    /// The id on the session bus; `SANDGLASS_APP_ID` runs a second, separate instance (development).
    static var id: String {
        ProcessInfo.processInfo.environment["SANDGLASS_APP_ID"].flatMap { $0.isEmpty ? nil : $0 } ?? "io.github.sandglass.Sandglass"
    }
    static let name = "Sandglass"
    static let iconName = "io.github.sandglass.Sandglass"
}
