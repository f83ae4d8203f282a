import Foundation
import PackagePlugin

/// Compiles `po/*.po` into `.mo` files in the build folder and tells the program where, so that
/// `swift run` and `meson-aux/run` speak the user's language without an install. An installed
/// program finds them in `<prefix>/share/locale`, where meson puts them.
@main
struct TranslationsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let po = context.package.directoryURL.appending(path: "po")
        // No po/ folder (or no .po in it) is no translation: the program speaks English.
        let translations = ((try? FileManager.default.contentsOfDirectory(atPath: po.path)) ?? [])
            .filter { $0.hasSuffix(".po") }.sorted().map { po.appending(path: $0) }
        let work = context.pluginWorkDirectoryURL
        let folder = work.appending(path: "locale")
        let source = work.appending(path: "BuiltLocaleFolder.swift")
        // One shell step, so the compiled files and the Swift constant naming their folder come together.
        let script = """
            set -e
            folder="$1"; source="$2"; shift 2
            for po in "$@"; do
              language=$(basename "$po" .po)
              mkdir -p "$folder/$language/LC_MESSAGES"
              msgfmt --check -o "$folder/$language/LC_MESSAGES/sandglass.mo" "$po"
            done
            mkdir -p "$folder"
            printf '/// Where the build compiled the translations (TranslationsPlugin).\\n' > "$source"
            printf 'let builtLocaleFolder = "%s"\\n' "$folder" >> "$source"
            """
        return [
            .buildCommand(
                displayName: "Compiling the translations",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", folder.path, source.path] + translations.map(\.path),
                inputFiles: translations,
                // The .mo files are not named: SwiftPM would make them a resource bundle, and its
                // accessor would link all of Foundation. The source names them and is rebuilt with them.
                outputFiles: [source]),
        ]
    }
}
