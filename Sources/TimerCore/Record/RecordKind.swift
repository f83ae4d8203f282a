/// What a stretch of time in the record of focus was.
public enum RecordKind: String, CaseIterable, Codable, Sendable {
    /// A Pomodoro focus phase, or the part of one that ran (to a pause, a skip, a stop).
    case focus
    /// A Pomodoro break.
    case `break`
    /// The person was away during focus and did not count it.
    case away
    /// The computer slept.
    case asleep
    /// The screen was locked.
    case locked
    /// A Pomodoro phase held paused by the person.
    case pause
    /// A Pomodoro phase skipped (an instant: start and end are the same).
    case skip
    /// A timer that ended (rang), with its label.
    case timer
    /// A stopwatch's session, from its start to its reset, with its elapsed time.
    case stopwatch

    /// The kinds an entry may be changed between (in the History view, `history`): what a
    /// stretch of a Pomodoro cycle counts as.
    public static let changeable: [RecordKind] = [.focus, .break, .away]
}
