import Foundation
import PackagePlugin

/// Writes the version of this release, read from the metainfo's newest `<release>` by
/// `meson-aux/release-version`, as a Swift constant: the version is written in one place, the
/// metainfo, and `sandglass --version`, the About window and the Debian package all say it.
@main
struct ReleaseVersionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let reader = root.appending(path: "meson-aux/release-version")
        let metainfo = root.appending(path: "data/io.github.sandglass.Sandglass.metainfo.xml.in")
        let source = context.pluginWorkDirectoryURL.appending(path: "ReleaseVersion.swift")
        let script = """
            set -e
            version=$(/bin/sh "$1" "$2")
            printf '/// The newest <release> of the metainfo (ReleaseVersionPlugin).\\n' > "$3"
            printf 'let releaseVersion = "%s"\\n' "$version" >> "$3"
            """
        return [
            .buildCommand(
                displayName: "Reading the release's version from the metainfo",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", reader.path, metainfo.path, source.path],
                inputFiles: [reader, metainfo],
                outputFiles: [source])
        ]
    }
}
