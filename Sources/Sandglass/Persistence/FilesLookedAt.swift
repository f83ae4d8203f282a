import Synchronization
import SystemKit
import TimerCore

/// The state files this process has looked at, so none it could not read is written over.
///
/// A load marks its file once it knows what is there (nothing, a value, a damaged file kept
/// aside). One it could not even look at (a state folder it could not read at start-up) is not
/// marked: before the first write there, whatever is there is kept aside under a name of its own,
/// or, when even that cannot be done, the write fails (and is tried again later).
enum FilesLookedAt {
    private static let paths = Mutex<Set<String>>([])

    static func mark(_ path: String) {
        _ = paths.withLock { $0.insert(path) }
    }

    static func contains(_ path: String) -> Bool {
        paths.withLock { $0.contains(path) }
    }

    /// Makes way for writing `path`; nil when it may be replaced now, else why not.
    static func makeWay(for path: String) -> String? {
        guard !contains(path) else { return nil }
        switch PathStatus.lookUp(path) {
        case .failure(let failure): return failure.text
        case .success(false):
            mark(path)
            return nil
        case .success(true): break
        }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        switch DurableIO.keepAside(path) {
        case .success(let name):
            mark(path)
            let values: KeyValuePairs = ["path": path, "file": file, "name": name]
            SaveProblems.report(
                path: path,
                message: "warning: "
                    + tr(
                        "{path} could not be read when Sandglass started; kept it as {name}", values
                    ),
                windowText: tr(
                    "{file} could not be read when Sandglass started; it was kept as {name}", values
                ))
            return nil
        case .failure(let failure):
            return failure.reason
        }
    }
}
