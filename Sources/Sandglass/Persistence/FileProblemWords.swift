import SystemKit
import TimerCore

// The words for what the system layer reports: said on stderr and in the window's bar.

extension FileProblem {
    /// Why the file cannot be used, as a person reads it ("it is a symbolic link").
    var reason: String {
        switch self {
        case .symbolicLink: tr("it is a symbolic link")
        case .notRegularFile: tr("it is not a regular file")
        case .system(let failure): failure.text
        }
    }
}

extension DurableIO.FolderProblem {
    /// Why the state folder is not ready, naming the path.
    var reason: String {
        switch self {
        case .cannotCreate(let path, let failure):
            tr("cannot create {path}: {reason}", ["path": path, "reason": failure.text])
        case .notAFolder(let path): tr("{path} is not a folder", ["path": path])
        case .cannotMakePrivate(let path, let failure):
            tr("cannot make {path} private: {reason}", ["path": path, "reason": failure.text])
        }
    }
}

extension DurableIO.KeepAsideFailure {
    /// Why a file could not be kept aside.
    var reason: String {
        switch self {
        case .system(let failure): failure.text
        case .everyNameTaken: tr("every name for it is taken")
        }
    }
}
