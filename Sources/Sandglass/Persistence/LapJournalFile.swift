import FoundationEssentials
import SystemKit
import TimerCore

/// The stopwatch's lap journal on disk (`stopwatch.laps`, 0600, beside `stopwatch.json`).
///
/// Read whole at launch; replaced whole (temporary file, fdatasync, rename, fsync of the folder)
/// when a reset starts a new generation or a crash left it to be mended; otherwise only ever
/// appended to, one line per lap (`AppendOnlyFile`). A journal whose header cannot be used is
/// moved to a unique `NAME.broken-YYYYMMDDTHHMMSS[-N]`, as `StateFile` does, unless `readOnly`.
struct LapJournalFile: Sendable {
    let fileURL: URL
    /// Reads only: nothing is moved or written (`status`, the launcher's checks).
    var readOnly = false
    /// fdatasync after each lap; off only to measure what it costs.
    var synchronous = true

    var path: String { fileURL.path }
    private var folder: String { fileURL.deletingLastPathComponent().path }

    /// The journal, or nil when there is none or it cannot be used (then said so, and kept
    /// aside unless read only).
    func read() -> LapJournal? {
        let bytes: [UInt8]
        switch RegularFile.read(path) {
        case .missing:
            FilesLookedAt.mark(path)
            return nil
        case .unusable(let problem):
            // Not there to be looked at (a folder that cannot be read): left alone, not written over.
            guard PathStatus.exists(path) else { return nil }
            setAside(because: problem.reason)
            return nil
        case .bytes(let data):
            FilesLookedAt.mark(path)
            bytes = [UInt8](data)
        }
        do {
            return try LapJournal.parse(bytes)
        } catch {
            setAside(because: error.reason)
            return nil
        }
    }

    /// Replaces the journal by one of `generation` holding `laps`; returns it open for appending,
    /// or nil (reported).
    func replace(generation: Int64, laps: [LapMilliseconds]) -> AppendOnlyFile? {
        guard !readOnly else { return nil }
        if let problem = DurableIO.makePrivateFolder(folder) { return fail(problem.reason) }
        if let problem = FilesLookedAt.makeWay(for: path) { return fail(problem) }
        let text = LapJournal.text(generation: generation, laps: laps)
        switch DurableIO.replace(
            path, appending: true, write: { file in file.writeAll(text) ?? file.syncData() })
        {
        case .success(let descriptor):
            SaveProblems.saved(path: path)
            // The descriptor now names the journal itself: the next lap is appended through it.
            return AppendOnlyFile(descriptor: descriptor)
        case .failure(let failure):
            return fail(failure.text)
        }
    }

    /// Appends lines to the journal through `file` (fdatasync'd when `synchronous`); nil, or why
    /// not (reported).
    func append(_ lines: String, to file: AppendOnlyFile) -> String? {
        guard let problem = file.append(lines, synchronously: synchronous) else {
            SaveProblems.saved(path: path)
            return nil
        }
        reportFailure(problem.text)
        return problem.text
    }

    /// The journal opened for appending; nil when it cannot be (the caller replaces it then).
    func openForAppending() -> AppendOnlyFile? {
        readOnly ? nil : AppendOnlyFile(appendingTo: path)
    }

    /// Keeps the journal as it is under a name of its own and says why; with `copy` the journal
    /// stays too (it is about to be replaced whole by what could be read of it).
    func setAside(because reason: String, copy: Bool = false) {
        guard !readOnly else {
            return StandardError.write(
                "sandglass: warning: "
                    + tr(
                        "cannot use {path} ({reason}); left as it is",
                        ["path": path, "reason": reason]))
        }
        switch DurableIO.keepAside(path, copy: copy) {
        case .success(let name):
            let values: KeyValuePairs = ["path": path, "reason": reason, "name": name]
            SaveProblems.report(
                path: path,
                message: "warning: "
                    + (copy
                        ? tr("ignored {path} ({reason}); kept a copy as {name}", values)
                        : tr("ignored {path} ({reason}); kept it as {name}", values)))
        case .failure(let failure):
            SaveProblems.report(
                path: path,
                message: "warning: "
                    + tr(
                        "cannot keep {path} aside ({reason}); left as it is",
                        ["path": path, "reason": failure.reason]))
        }
    }

    /// Says that laps could not be saved (they stay in memory).
    func reportFailure(_ reason: String) {
        SaveProblems.report(
            path: path,
            message: "warning: "
                + tr(
                    "stopwatch laps could not be saved to {path}: {reason}",
                    ["path": path, "reason": reason]))
    }

    private func fail(_ reason: String) -> AppendOnlyFile? {
        reportFailure(reason)
        return nil
    }
}
