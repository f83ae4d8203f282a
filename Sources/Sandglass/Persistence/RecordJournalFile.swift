import FoundationEssentials
import SystemKit
import TimerCore

/// The record of focus on disk: `record.journal` (0600) in the state folder, a header line and
/// then one line per entry or change (`RecordLine`), only ever appended to, each line synced
/// before the change counts (the lap journal's rules). Damaged lines are skipped as it is read
/// (`FocusRecord`); the file is never rewritten, so nothing in it is lost to a bad line.
struct RecordJournalFile: Sendable {
    let fileURL: URL
    /// Reads only: nothing is created or written (`sandglass history`).
    var readOnly = false

    var path: String { fileURL.path }
    private var folder: String { fileURL.deletingLastPathComponent().path }

    /// The record as the file holds it: empty when there is none; nil, and why, when it cannot
    /// be read.
    func read() -> Result<FocusRecord, FileProblemText> {
        switch RegularFile.read(path) {
        case .missing:
            FilesLookedAt.mark(path)
            return .success(FocusRecord())
        case .unusable(let problem):
            return .failure(FileProblemText(problem.reason))
        case .bytes(let data):
            FilesLookedAt.mark(path)
            return .success(FocusRecord(bytes: [UInt8](data)))
        }
    }

    /// The journal opened for appending, made (with its header) when there is none yet; nil,
    /// and why, when it cannot be.
    func openForAppending() -> Result<AppendOnlyFile, FileProblemText> {
        guard !readOnly else { return .failure(FileProblemText(tr("read only"))) }
        if let file = AppendOnlyFile(appendingTo: path) { return .success(file) }
        if PathStatus.exists(path) {
            return .failure(FileProblemText(tr("it is not a regular file that can be written")))
        }
        if let problem = DurableIO.makePrivateFolder(folder) {
            return .failure(FileProblemText(problem.reason))
        }
        switch DurableIO.replace(
            path, appending: true,
            write: { file in file.writeAll(FocusRecord.header) ?? file.syncData() })
        {
        case .success(let descriptor): return .success(AppendOnlyFile(descriptor: descriptor))
        case .failure(let failure): return .failure(FileProblemText(failure.text))
        }
    }
}
