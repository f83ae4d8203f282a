/// The version printed by `sandglass --version` and shown in the About dialog.
enum SandglassVersion {
    static let string = "0.1.0"
}
