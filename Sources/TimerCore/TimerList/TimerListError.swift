/// Why a timer list refused a command; each says what was asked and what there is.
public enum TimerListError: Error, Sendable, Equatable {
    /// A timer that has not finished already has this label.
    case labelInUse(String)
    /// No timer has this label; `existing` are the labels there are.
    case unknownLabel(String, existing: [String])
    /// No timer has this id; `existing` are the ids there are.
    case unknownID(Int, existing: [Int])
    /// There is no timer at all.
    case noTimers
    /// A timer cannot last this long (or this little).
    case badDuration(Duration)

    /// One line for a person: "no timer is labelled “Pasta”; the timers are “Tea”, “Bread”".
    public var message: String {
        switch self {
        case .labelInUse(let label):
            "a timer labelled “\(LabelText.printable(label))” is already running or paused; give another label"
        case .unknownLabel(let label, let existing):
            "no timer is labelled “\(LabelText.printable(label))”; "
                + (existing.isEmpty ? "no timer has a label" : "the labels are " + existing.map { "“\(LabelText.printable($0))”" }.joined(separator: ", "))
        case .unknownID(let id, let existing):
            "no timer has id \(id); " + (existing.isEmpty ? "there are no timers" : "the ids are " + existing.map(String.init).joined(separator: ", "))
        case .noTimers:
            "there is no timer"
        case .badDuration(let duration):
            "a timer cannot last \(ClockFormat.hms(totalSeconds: duration.totalSecondsRoundedUp)); it lasts from 00:00:01 to 99:59:59"
        }
    }
}
