/// What the person says their time away during focus was (`sandglass away keep|break|discard`,
/// the window's banner, the notification's buttons).
public enum AwayAnswer: String, CaseIterable, Sendable {
    /// It was focus after all (reading on paper, a call about the work): the phase counts it.
    case keep
    /// It was a break: the record shows it as one; the phase does not count it.
    case `break`
    /// It was neither: the record shows it as away; the phase does not count it (what no answer
    /// means).
    case discard

    /// The word as typed; nil for anything else.
    public init?(word: String) { self.init(rawValue: word) }

    /// What the record calls the time away once answered (nil: keep, the phase records it).
    public var recordKind: RecordKind? {
        switch self {
        case .keep: nil
        case .break: .break
        case .discard: .away
        }
    }
}
