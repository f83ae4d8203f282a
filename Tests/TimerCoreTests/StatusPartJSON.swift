import TimerCore

/// One part of the status (a mode's block) as the report writes it, for tests that check a
/// block alone: the same encoder and keys, with the report's `at_ms` when given.
func statusPartJSON<Part: Encodable>(_ part: Part, atMs: Int64? = nil) -> String {
    var userInfo: [CodingUserInfoKey: Any] = [:]
    if let key = StatusReport.atMsKey, let atMs { userInfo[key] = atMs }
    return (try? OrderedJSONEncoder(userInfo: userInfo).text(part)) ?? "(not encodable)"
}

extension PomodoroStatus {
    func json(atMs: Int64? = nil) -> String { statusPartJSON(self, atMs: atMs) }
}

extension DateCountdownStatus {
    func json() -> String { statusPartJSON(self) }
}
