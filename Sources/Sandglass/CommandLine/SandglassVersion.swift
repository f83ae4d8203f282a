/// The version printed by `sandglass --version` and shown in the About window: the metainfo's
/// newest `<release>`, where the version is written (ReleaseVersionPlugin).
enum SandglassVersion {
    static let string = releaseVersion
}
