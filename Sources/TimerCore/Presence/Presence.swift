/// Whether the person is at the computer: away from the moment the first absence begins (the
/// computer sleeps, the screen locks) until the last one ends, whatever order they come in (a
/// computer locks, sleeps, wakes still locked, then is unlocked). It also keeps the last sleep,
/// so an end noticed at wake can say it fell while the computer was asleep.
public struct Presence: Equatable, Sendable {
    /// The absences under way, with when each began.
    public private(set) var absences: [Absence: Instant] = [:]
    /// The last sleep that ended: from when, to when.
    public private(set) var lastSleep: Range<Instant>?
    /// Every absence since the person last left (kept after they are back, until they leave again).
    public private(set) var lastAway: Set<Absence> = []
    /// When the computer first slept since the person last left (kept likewise): the time away
    /// before it is away, the sleep itself asleep.
    public private(set) var firstSleep: Instant?

    public init() {}

    /// Whether the person is away now.
    public var isAway: Bool { !absences.isEmpty }

    /// `absence` began at `now`; whether the person left with it (was present until now).
    @discardableResult
    public mutating func began(_ absence: Absence, at now: Instant) -> Bool {
        let wasAway = isAway
        if !wasAway {
            lastAway = []
            firstSleep = nil
        }
        lastAway.insert(absence)
        if absence == .asleep, firstSleep == nil { firstSleep = now }
        if absences[absence] == nil { absences[absence] = now }
        return !wasAway
    }

    /// `absence` ended at `now`; whether the person is back with it (no other absence remains).
    @discardableResult
    public mutating func ended(_ absence: Absence, at now: Instant) -> Bool {
        guard let since = absences.removeValue(forKey: absence) else { return false }
        if absence == .asleep, since <= now { lastSleep = since..<now }
        return !isAway
    }

    /// Whether `instant` fell while the computer slept: during the last sleep, or the sleep under
    /// way (a deadline seen at wake may be seen before the wake itself is told).
    public func wasAsleep(at instant: Instant) -> Bool {
        if let since = absences[.asleep], instant >= since { return true }
        guard let sleep = lastSleep else { return false }
        return sleep.contains(instant)
    }
}
