import FoundationEssentials
import SystemKit
import TimerCore

/// One JSON file of saved state, so nothing a user started is lost to a crash, a kill or a restart.
///
/// Written atomically and durably: a temporary file (0600, whatever the umask), fsync, rename
/// over the old one, fsync of the folder (0700), so a crash leaves the old file or the new one,
/// never half of one. A file that exists but cannot be read or decoded is never overwritten:
/// it is moved to a unique `NAME.broken-YYYYMMDDTHHMMSS` (replacing nothing), unless the file is
/// only being read (`readOnly`: `status`, the launcher's checks), which changes no file at all.
struct StateFile<Value: Codable & Sendable>: Sendable {
    let fileURL: URL
    /// Reads only: a damaged file is left where it is (and said so), nothing is moved or written.
    var readOnly = false
    /// What the file holds, as the window names it: "Could not save the timer: …".
    var subject = tr("the saved state")

    private var path: String { fileURL.path }
    private var folder: String { fileURL.deletingLastPathComponent().path }

    /// The saved value, or nil when there is none or it was unreadable (then `restore` is not called).
    /// `restore` turns the decoded value into what the caller needs, throwing when it makes no sense.
    func load<Result>(_ restore: (Value) throws -> Result) -> Result? {
        // Decoded while GTK started (`prefetch`), if that file is still there; otherwise read now.
        if let prefetched = StateFilePrefetch.take(Value.self, path: path),
            let result = try? restore(prefetched)
        {
            FilesLookedAt.mark(path)
            return result
        }
        let data: Data
        switch RegularFile.read(path) {
        case .missing:
            FilesLookedAt.mark(path)
            return nil  // nothing saved yet
        case .unusable(let problem):
            // Not there to be looked at (a folder that cannot be read): left alone, not written over.
            guard folderCanBeSearched else { return nil }
            // Unreadable (permissions, a link, a FIFO, a folder in its place): the next save must not replace it.
            setAside(because: problem.reason)
            return nil
        case .bytes(let bytes):
            FilesLookedAt.mark(path)
            data = bytes
        }
        do {
            return try restore(JSONDecoder().decode(Value.self, from: data))
        } catch {
            setAside(because: Self.reason(decoding: error))
            return nil
        }
    }

    /// Starts reading and decoding the file on another thread, for the next `load` to take.
    func prefetch() { StateFilePrefetch.start(Value.self, path: path) }

    /// Writes `value`; on failure says why on stderr and returns it (the state stays in memory).
    @discardableResult
    func save(_ value: Value) -> String? {
        guard !readOnly else { return tr("read only") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else {
            return fail(tr("it could not be encoded"))
        }
        if let problem = DurableIO.makePrivateFolder(folder) { return fail(problem.reason) }
        if let problem = FilesLookedAt.makeWay(for: path) { return fail(problem) }
        switch DurableIO.replace(path, write: { file in file.writeAll(data) ?? file.sync() }) {
        case .success(let file): file.close()
        case .failure(let failure): return fail(failure.text)
        }
        SaveProblems.saved(path: path)
        return nil
    }

    /// Whether the file is there (to be read, or moved elsewhere); a link counts, dangling or not.
    var exists: Bool { PathStatus.exists(path) }

    /// Whether names in the folder can be looked up (searched); false when it cannot be read.
    private var folderCanBeSearched: Bool {
        (try? PathStatus.lookUp(path).get()) != nil
    }

    /// Removes the file: there is nothing to keep (one never read is kept aside instead).
    /// Whether it is gone (false: reported, and tried again with the next save).
    @discardableResult
    func remove() -> Bool {
        guard !readOnly else { return false }
        if let problem = FilesLookedAt.makeWay(for: path) {
            fail(problem)
            return false
        }
        if let failure = DurableIO.remove(path) {
            fail(failure.text)
            return false
        }
        SaveProblems.saved(path: path)
        return true
    }

    /// Keeps a file that cannot be used for inspection, under a name no other file has.
    private func setAside(because reason: String) {
        guard !readOnly else {
            return StandardError.write(
                "sandglass: warning: "
                    + tr(
                        "cannot use {path} ({reason}); left as it is",
                        ["path": path, "reason": reason]))
        }
        switch DurableIO.keepAside(path) {
        case .success(let name):
            SaveProblems.report(
                path: path,
                message: "warning: "
                    + tr(
                        "ignored {path} ({reason}); kept it as {name}",
                        ["path": path, "reason": reason, "name": name]),
                windowText: tr(
                    "{file} could not be read ({reason}); it was kept as {name}",
                    ["file": fileName, "reason": reason, "name": name]))
        case .failure(let failure):
            SaveProblems.report(
                path: path,
                message: "warning: "
                    + tr(
                        "cannot move {path} aside ({reason}); left as it is",
                        ["path": path, "reason": failure.reason]),
                windowText: tr(
                    "{file} could not be read ({reason}) nor moved aside ({failure}); it was left as it is",
                    [
                        "file": fileName, "reason": reason, "failure": failure.reason,
                    ]))
        }
    }

    private var fileName: String { fileURL.lastPathComponent }

    @discardableResult
    private func fail(_ reason: String) -> String {
        SaveProblems.report(
            path: path,
            message: "warning: "
                + tr(
                    "{file} could not be saved to {path}: {reason}",
                    ["file": fileName, "path": path, "reason": reason]),
            windowText: tr(
                "Could not save {what}: {path}: {reason}",
                ["what": subject, "path": path, "reason": reason]))
        return reason
    }

    /// Why a file could not be decoded, in a sentence rather than a DecodingError's dump.
    static func reason(decoding error: Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch decoding {
        case .keyNotFound(let key, let found):
            let path = (found.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            return tr("{field} is missing", ["field": path])
        case .dataCorrupted(let found), .typeMismatch(_, let found), .valueNotFound(_, let found):
            context = found
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        let detail =
            context.debugDescription.hasSuffix(".")
            ? String(context.debugDescription.dropLast()) : context.debugDescription
        return path.isEmpty ? detail.lowercasedFirst : "\(path): \(detail.lowercasedFirst)"
    }
}
