import FoundationEssentials
import GtkKit
import TimerCore

/// The status a running Sandglass publishes (`StatusBroadcast`), heard from another process:
/// what `status --follow` and `--wait` listen to.
@MainActor
enum PublishedStatus {
    enum Heard {
        /// A status: its JSON as published, and decoded.
        case report(json: String, StatusReport)
        /// No Sandglass on the bus (any more).
        case gone
        /// The session bus went away: no Sandglass can come on it any more.
        case busClosed
    }

    /// Reads a published status with every block of this process's modes, and today's totals.
    static func decode(_ text: String) throws -> StatusReport {
        let decoder = JSONDecoder()
        if let key = StatusBlockTypes.userInfoKey {
            decoder.userInfo[key] = StatusBlockTypes(
                ModeList.active.map(\.statusBlock) + [RecordTodayStatus.self])
        }
        return try decoder.decode(StatusReport.self, from: Data(text.utf8))
    }

    /// Listens on the session bus until the returned watcher goes; nil without a session bus.
    static func listen(_ handler: @escaping @MainActor (Heard) -> Void) -> RemoteActionState? {
        RemoteActionState(
            busName: AppIdentity.id, objectPath: AppIdentity.objectPath,
            action: StatusBroadcast.actionName
        ) { event in
            switch event {
            case .state(let text):
                // Empty: published before its first report.
                guard !text.isEmpty,
                    let report = try? decode(text)
                else { return }
                handler(.report(json: text, report))
            case .gone:
                handler(.gone)
            case .busClosed:
                handler(.busClosed)
            }
        }
    }
}
