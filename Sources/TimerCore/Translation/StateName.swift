/// A state's word (`idle`, `running`, `paused`, `finished`) in the user's language, for
/// sentences; the JSON and `timer list` keep the English word, which scripts read.
public enum StateName {
    public static func text(_ state: String) -> String {
        switch state {
        case "idle": trc("a state", "idle")
        case "running": trc("a state", "running")
        case "paused": trc("a state", "paused")
        case "finished": trc("a state", "finished")
        default: state
        }
    }
}
