/// Any number of countdown timers at once (pasta, sauce and bread), each with a stable id and
/// an optional label: the model behind the Timer page's rows and `sandglass timer --label`.
///
/// A timer is in the list from its start until it is cancelled or its end dismissed; the
/// picker's duration is not a timer. However many there are, the main loop needs one wake-up:
/// the earliest end among running timers (`nextEnd`), or, while the rows are on screen, the next
/// second of the soonest-ending one as well (`nextWakeUp`): every row is redrawn at that one
/// frame, so a hundred running timers cost one frame a second, not a hundred. Paused, finished
/// and idle timers arm nothing.
public struct TimerList: Sendable, Equatable, Codable {
    /// The timers, in the order they were added.
    public private(set) var entries: [TimerEntry]
    /// The id the next timer gets (saved, so an id is not given again after a restart).
    public private(set) var nextID: Int
    /// The start order the next start gets.
    private var nextStartOrder: Int

    /// A list of `entries`; the next id is `nextID` when given and larger than every entry's.
    public init(entries: [TimerEntry] = [], nextID: Int? = nil) {
        self.entries = entries
        // Wrapping, never trapping: ids and start orders out of `ValueRules.counts` are dealt with here and at a start.
        self.nextID = max(
            nextID ?? 0, (entries.map(\.id).max() ?? 0).addingReportingOverflow(1).partialValue)
        nextStartOrder =
            (entries.map(\.startOrder).max() ?? 0).addingReportingOverflow(1).partialValue
        if !ValueRules.counts.contains(nextStartOrder) { renumberStartOrders() }
    }

    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    /// The timer with `id`, if it is in the list.
    public func entry(id: Int) -> TimerEntry? { entries.first { $0.id == id } }

    // MARK: Adding and finding

    /// Starts a new timer of `duration` labelled `label` (trimmed; "" for none) and returns its id.
    ///
    /// Refused when a running or paused timer already has that label, or the duration is not one a timer can have.
    public mutating func start(duration: Duration, label: String = "", at now: Instant)
        throws(TimerListError) -> Int
    {
        let label = label.trimmingWhitespace
        if isLabelInUse(label) { throw .labelInUse(label) }
        var timer = CountdownTimer(duration: duration, label: label)
        guard timer.start(duration: duration, label: label, at: now) else {
            throw .badDuration(duration)
        }
        if !ValueRules.counts.contains(nextID) { nextID = freeID }
        let id = nextID
        nextID += 1
        entries.append(TimerEntry(id: id, timer: timer, startOrder: takeStartOrder()))
        return id
    }

    /// Whether a running or paused timer has `label` (trimmed); "" is never in use.
    public func isLabelInUse(_ label: String) -> Bool {
        let label = label.trimmingWhitespace
        return !label.isEmpty && entries.contains { $0.timer.label == label && $0.timer.isActive }
    }

    /// The id of the timer `selector` means.
    public func resolve(_ selector: TimerSelector) throws(TimerListError) -> Int {
        switch selector {
        case .id(let id):
            guard entry(id: id) != nil else { throw .unknownID(id, existing: entries.map(\.id)) }
            return id
        case .label(let wanted):
            let label = wanted.trimmingWhitespace
            let named = entries.filter { $0.timer.label == label }
            if let active = named.first(where: { $0.timer.isActive }) { return active.id }
            guard let latest = named.max(by: { $0.startOrder < $1.startOrder }) else {
                throw .unknownLabel(label, existing: labels)
            }
            return latest.id
        case .latest:
            guard let latest = entries.max(by: { $0.startOrder < $1.startOrder }) else {
                throw .noTimers
            }
            return latest.id
        }
    }

    /// The finished timer whose end came last: what Escape and `timer dismiss` without a label
    /// answer, however many others run. Nil when none has finished.
    public var latestFinished: Int? {
        entries.filter { $0.timer.phase == .finished }.max { a, b in
            if let endA = a.timer.endsAt, let endB = b.timer.endsAt, endA != endB {
                return endA < endB
            }
            return a.startOrder < b.startOrder
        }?.id
    }

    /// The labels of the timers that have one, each once, in the list's order.
    public var labels: [String] {
        var seen: Set<String> = []
        return entries.map(\.timer.label).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    // MARK: Changing one timer

    /// Applies `change` to the timer `id`; false (and nothing changed) when there is no such timer
    /// or `change` refuses. A restart counts as the latest start.
    @discardableResult
    public mutating func update(id: Int, _ change: (inout CountdownTimer) -> Bool) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        let before = entries[index].timer.phase
        guard change(&entries[index].timer) else { return false }
        // A restart is a start; a resume is not.
        if before == .finished || before == .idle, entries[index].timer.phase == .running {
            entries[index].startOrder = takeStartOrder()
        }
        return true
    }

    /// Takes timer `id` out of the list (cancelled, or its end dismissed); false when there is none.
    @discardableResult
    public mutating func remove(id: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Puts back `entry`, taken out by `remove(id:)`: the same id, start order, label and
    /// instants, so a cancelled timer comes back ending when it would have (Undo).
    ///
    /// Refused when a timer with its id is in the list, or its label is now in use by another.
    public mutating func restore(_ entry: TimerEntry) throws(TimerListError) {
        if self.entry(id: entry.id) != nil { throw .idInUse(entry.id) }
        if entry.timer.isActive, isLabelInUse(entry.timer.label) {
            throw .labelInUse(entry.timer.label)
        }
        // Where it was: entries are in the order they were added, which is the ids' order.
        entries.insert(entry, at: entries.firstIndex { $0.id > entry.id } ?? entries.endIndex)
        nextID = max(nextID, entry.id.addingReportingOverflow(1).partialValue)
        nextStartOrder = max(
            nextStartOrder, entry.startOrder.addingReportingOverflow(1).partialValue)
    }

    // MARK: Time

    /// Marks every running timer whose end has come as finished; returns their ids, earliest end first.
    public mutating func finishDue(at now: Instant, launchedAt: Instant? = nil) -> [Int] {
        var finished: [(id: Int, end: Instant)] = []
        for index in entries.indices {
            guard let end = entries[index].timer.endsAt, entries[index].timer.phase == .running
            else { continue }
            if entries[index].timer.finishIfDue(at: now, launchedAt: launchedAt) {
                finished.append((entries[index].id, end))
            }
        }
        return finished.sorted { $0.end < $1.end }.map(\.id)
    }

    /// The earliest end among running timers: the one wake-up needed while nobody looks. Nil when none runs.
    public var nextEnd: Instant? {
        entries.lazy.filter { $0.timer.phase == .running }.compactMap(\.timer.endsAt).min()
    }

    /// The next instant the main loop must wake after `now`: the earliest end, and while the
    /// timers are on screen also the soonest-ending timer's next displayed second (one frame for
    /// every row). Nil when nothing runs.
    public func nextWakeUp(after now: Instant, onScreen: Bool) -> Instant? {
        guard let end = nextEnd else { return nil }
        guard onScreen,
            let soonest = entries.first(where: {
                $0.timer.phase == .running && $0.timer.endsAt == end
            }),
            let tick = soonest.timer.nextDisplayChange(after: now)
        else { return end }
        return min(tick, end)
    }

    // MARK: Order

    /// The timers as the page lists them: running and ringing first (soonest end first), then
    /// paused (latest started first), then finished (latest end first). `ringing` are the ids of
    /// finished timers still sounding.
    public func ordered(ringing: Set<Int> = []) -> [TimerEntry] {
        func rank(_ entry: TimerEntry) -> Int {
            switch entry.timer.phase {
            case .running: 0
            case .finished where ringing.contains(entry.id): 0
            case .paused, .idle: 1
            case .finished: 2
            }
        }
        return entries.sorted { a, b in
            let (rankA, rankB) = (rank(a), rank(b))
            if rankA != rankB { return rankA < rankB }
            switch (a.timer.endsAt, b.timer.endsAt) {
            case (let endA?, let endB?) where endA != endB:
                return rankA == 2 ? endA > endB : endA < endB
            default: return a.startOrder != b.startOrder ? a.startOrder > b.startOrder : a.id < b.id
            }
        }
    }

    // MARK: Internals

    private mutating func takeStartOrder() -> Int {
        if !ValueRules.counts.contains(nextStartOrder) { renumberStartOrders() }
        defer { nextStartOrder += 1 }
        return nextStartOrder
    }

    /// An id for the next timer once `nextID` has passed `ValueRules.maximumCount` (a file edited
    /// by hand; starts alone never get there): after the largest there is, or else the smallest
    /// no timer has. The only case where an id is given again.
    private var freeID: Int {
        let largest = entries.map(\.id).max() ?? 0
        if largest < ValueRules.maximumCount { return max(largest, 0) + 1 }
        let taken = Set(entries.map(\.id))
        return ValueRules.counts.first { !taken.contains($0) } ?? 1
    }

    /// Numbers the start orders 1...n again, in the same order: they only ever compare, so
    /// nothing changes but the room left above them.
    private mutating func renumberStartOrders() {
        let order = entries.indices.sorted { entries[$0].startOrder < entries[$1].startOrder }
        for (rank, index) in order.enumerated() { entries[index].startOrder = rank + 1 }
        nextStartOrder = entries.count + 1
    }
}
