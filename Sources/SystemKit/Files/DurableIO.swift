import FoundationEssentials
import Glibc

/// The POSIX steps every saved file shares: a private folder, durable replacement, and keeping a
/// file that cannot be used under a name of its own.
public enum DurableIO {
    /// Why the state folder could not be made ready.
    public enum FolderProblem: Error, Equatable, Sendable {
        /// `path` (the folder or one of its parents) could not be created.
        case cannotCreate(path: String, SystemError)
        case notAFolder(path: String)
        case cannotMakePrivate(path: String, SystemError)
    }

    /// Creates `folder` (and its parents) 0700; an existing one loses what group and others may
    /// do (its owner's own bits are left as they are: a folder made read-only stays so). Nil, or why not.
    public static func makePrivateFolder(_ folder: String) -> FolderProblem? {
        var built = ""
        for part in folder.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                return .cannotCreate(path: built, .current)
            }
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .notAFolder(path: folder)
        }
        if status.st_mode & 0o077 != 0, chmod(folder, status.st_mode & 0o700) != 0 {
            return .cannotMakePrivate(path: folder, .current)
        }
        return nil
    }

    /// Replaces the file at `path` whole, atomically and durably: `write` fills a temporary file
    /// of its folder (made anew, 0600: a link planted under that name is removed, never followed)
    /// and makes it durable (fsync or fdatasync), then it is renamed over `path` and the folder
    /// synced, so a crash leaves the old file or the new one, never half of one. Returns the new
    /// file still open (the caller keeps or closes it), or why not (the temporary file is gone).
    public static func replace(
        _ path: String, appending: Bool = false, write: (FileDescriptor) -> SystemError?
    ) -> Result<FileDescriptor, SystemError> {
        let folder = folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(folder)/.\(name).tmp-\(getpid())"
        let descriptor: FileDescriptor
        switch RegularFile.createFresh(temporary, appending: appending) {
        case .success(let created): descriptor = created
        case .failure(let failure): return .failure(failure)
        }
        // On the disk before the rename, always: the rename must never name a file not yet written.
        var problem = write(descriptor)
        if problem == nil, rename(temporary, path) != 0 { problem = .current }
        if let problem {
            descriptor.close()
            unlink(temporary)
            return .failure(problem)
        }
        syncFolder(folder)
        return .success(descriptor)
    }

    /// Removes the file at `path`, durably; nil when it is gone (or was never there), else why not.
    public static func remove(_ path: String) -> SystemError? {
        guard unlink(path) == 0 || errno == ENOENT else { return .current }
        syncFolder(folder(of: path))
        return nil
    }

    /// Makes a rename or removal in `folder` durable.
    public static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Why a file could not be kept aside.
    public enum KeepAsideFailure: Error, Equatable, Sendable {
        case system(SystemError)
        /// A hundred names tried, each already taken.
        case everyNameTaken
    }

    /// Keeps the file at `path` under `NAME.broken-YYYYMMDDTHHMMSS[-N]`, a name nothing else has:
    /// moved there, or with `copy` linked there (the file stays too, for its next writer to
    /// replace whole). Returns the name kept, or why it could not be.
    public static func keepAside(_ path: String, copy: Bool = false) -> Result<
        String, KeepAsideFailure
    > {
        var stamp = [CChar](repeating: 0, count: 32)
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        strftime(&stamp, stamp.count, "%Y%m%dT%H%M%S", &parts)
        let base =
            "\(path).broken-\(String(decoding: stamp.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
        let folder = folder(of: path)
        // Never replace another kept copy (or anything else of that name).
        for attempt in 1...100 {
            let aside = attempt == 1 ? base : "\(base)-\(attempt)"
            if copy {
                // link() fails rather than replace an existing name.
                if link(path, aside) == 0 { return kept(aside, in: folder) }
                if errno == EEXIST { continue }
            } else {
                var status = stat()
                // taken, even by a dangling link
                guard lstat(aside, &status) != 0 else { continue }
                if rename(path, aside) == 0 { return kept(aside, in: folder) }
            }
            return .failure(.system(.current))
        }
        return .failure(.everyNameTaken)
    }

    private static func kept(_ aside: String, in folder: String) -> Result<String, KeepAsideFailure>
    {
        syncFolder(folder)
        return .success(aside.split(separator: "/").last.map(String.init) ?? aside)
    }

    /// The folder a path is in ("" for a name at the root).
    static func folder(of path: String) -> String {
        String(path.prefix(upTo: path.lastIndex(of: "/") ?? path.startIndex))
    }
}
