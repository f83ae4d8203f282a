import Foundation
import PackagePlugin

/// Compiles `data/*.gschema.xml` into the build folder and tells the program where, so that
/// `swift run` and `meson-aux/run` find the settings schema without an install. An installed
/// schema (the system's or `$XDG_DATA_DIRS`') still comes first at run time.
@main
struct SettingsSchemaPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let data = context.package.directoryURL.appending(path: "data")
        let schema = data.appending(path: "io.github.sandglass.Sandglass.gschema.xml")
        let work = context.pluginWorkDirectoryURL
        let folder = work.appending(path: "schemas")
        let source = work.appending(path: "BuiltSchemaFolder.swift")
        // One shell step, so the compiled file and the Swift constant naming its folder come together.
        let script = """
            set -e
            mkdir -p "$2"
            glib-compile-schemas --strict --targetdir="$2" "$1"
            printf '/// Where the build compiled the settings schema (SettingsSchemaPlugin).\\n' > "$3"
            printf 'let builtSchemaFolder = "%s"\\n' "$2" >> "$3"
            """
        return [
            .buildCommand(
                displayName: "Compiling the settings schema",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", data.path, folder.path, source.path],
                inputFiles: [schema],
                // The compiled file is not named: SwiftPM would make it a resource bundle, and its
                // accessor would link all of Foundation. The source names it and is rebuilt with it.
                outputFiles: [source]),
        ]
    }
}
