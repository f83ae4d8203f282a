/// Why a timer list refused a command; each says what was asked and what there is.
public enum TimerListError: Error, Sendable, Equatable {
    /// A timer that has not finished already has this label.
    case labelInUse(String)
    /// No timer has this label; `existing` are the labels there are.
    case unknownLabel(String, existing: [String])
    /// No timer has this id; `existing` are the ids there are.
    case unknownID(Int, existing: [Int])
    /// A timer with this id is in the list already (a timer put back twice).
    case idInUse(Int)
    /// There is no timer at all.
    case noTimers
    /// A timer cannot last this long (or this little).
    case badDuration(Duration)

    /// One line for a person: "no timer is labelled “Pasta”; the timers are “Tea”, “Bread”".
    public var message: String {
        switch self {
        case .labelInUse(let label):
            tr(
                "a timer labelled “{label}” is already running or paused; give another label",
                ["label": LabelText.shown(label)])
        case .unknownLabel(let label, let existing):
            existing.isEmpty
                ? tr(
                    "no timer is labelled “{label}”; no timer has a label",
                    ["label": LabelText.shown(label)])
                : tr(
                    "no timer is labelled “{label}”; the labels are {labels}",
                    [
                        "label": LabelText.shown(label),
                        "labels": existing.map { "“\(LabelText.shown($0))”" }.joined(
                            separator: ", "),
                    ])
        case .unknownID(let id, let existing):
            existing.isEmpty
                ? tr("no timer has id {id}; there are no timers", ["id": String(id)])
                : tr(
                    "no timer has id {id}; the ids are {ids}",
                    ["id": String(id), "ids": existing.map(String.init).joined(separator: ", ")])
        case .idInUse(let id):
            tr("timer {id} is there already", ["id": String(id)])
        case .noTimers:
            tr("there is no timer")
        case .badDuration(let duration):
            tr(
                "a timer cannot last {duration}; it lasts from 00:00:01 to 99:59:59",
                ["duration": ClockFormat.hms(totalSeconds: duration.totalSecondsRoundedUp)])
        }
    }
}
