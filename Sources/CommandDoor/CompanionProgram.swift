import Glibc

/// The other program of the pair, `sandglass` (the command) and `sandglass-app` (the window and
/// the instance): beside this one in a build folder, or in its own folder of the prefix when
/// installed (`bin`, `libexec`).
public enum CompanionProgram {
    /// The absolute path of the program `name`: in this program's folder, else in
    /// `../<installedFolder>` from it; nil when neither holds it.
    public static func path(_ name: String, installedIn installedFolder: String) -> String? {
        guard let own = executablePath() else { return nil }
        let folder = parent(own)
        let candidates = [folder + "/" + name, parent(folder) + "/" + installedFolder + "/" + name]
        return candidates.first { access($0, X_OK) == 0 }
    }

    /// This program's own file (not argv[0], which PATH may have found), links resolved.
    public static func executablePath() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding `path` ("/" for the root's names, "." for a bare name).
    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
