import FoundationEssentials
#if canImport(Glibc)
import Glibc
import TimerCore
#endif

/// The POSIX steps every saved file shares: a private folder, whole writes, durable renames, and
/// keeping a file that cannot be used under a name of its own.
enum DurableIO {
    /// Creates `folder` (and its parents) 0700; an existing one loses what group and others may
    /// do (its owner's own bits are left as they are: a folder made read-only stays so). Nil, or why not.
    static func makePrivateFolder(_ folder: String) -> String? {
        var built = ""
        for part in folder.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0, errno != EEXIST { return tr("cannot create {path}: {reason}", ["path": built, "reason": lastError()]) }
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return tr("{path} is not a folder", ["path": folder]) }
        if status.st_mode & 0o077 != 0, chmod(folder, status.st_mode & 0o700) != 0 {
            return tr("cannot make {path} private: {reason}", ["path": folder, "reason": lastError()])
        }
        return nil
    }

    /// Writes all of `bytes`, going on after a signal (EINTR) or a short write; nil, or why not.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            offset += written
        }
        return nil
    }

    /// Makes a rename or removal in `folder` durable.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Keeps the file at `path` under `NAME.broken-YYYYMMDDTHHMMSS[-N]`, a name nothing else has:
    /// moved there, or with `copy` linked there (the file stays too, for its next writer to
    /// replace whole). Returns the name kept, or why it could not be.
    static func keepAside(_ path: String, copy: Bool = false) -> Result<String, KeepAsideFailure> {
        var stamp = [CChar](repeating: 0, count: 32)
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        strftime(&stamp, stamp.count, "%Y%m%dT%H%M%S", &parts)
        let base = "\(path).broken-\(String(decoding: stamp.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
        let folder = String(path.prefix(upTo: path.lastIndex(of: "/") ?? path.startIndex))
        // Never replace another kept copy (or anything else of that name).
        for attempt in 1...100 {
            let aside = attempt == 1 ? base : "\(base)-\(attempt)"
            if copy {
                // link() fails rather than replace an existing name.
                if link(path, aside) == 0 { return kept(aside, in: folder) }
                if errno == EEXIST { continue }
            } else {
                var status = stat()
                guard lstat(aside, &status) != 0 else { continue }  // taken, even by a dangling link
                if rename(path, aside) == 0 { return kept(aside, in: folder) }
            }
            return .failure(KeepAsideFailure(reason: lastError()))
        }
        return .failure(KeepAsideFailure(reason: tr("every name for it is taken")))
    }

    /// Why a file could not be kept aside.
    struct KeepAsideFailure: Error {
        let reason: String
    }

    private static func kept(_ aside: String, in folder: String) -> Result<String, KeepAsideFailure> {
        syncFolder(folder.isEmpty ? "/" : folder)
        return .success(aside.split(separator: "/").last.map(String.init) ?? aside)
    }

    /// The text of the current `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }
}
