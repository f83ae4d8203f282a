/// The version printed by `sandglass --version` and shown in the About window.
enum SandglassVersion {
    static let string = "0.1.0"
}
