import TimerCore

/// What a `sandglass MODE …` command asks of its mode, parsed in the process that ran it; the
/// mode's feature carries it out (`ModeFeature.carryOut`).
protocol ModeRequest: Equatable, Sendable {
    /// The mode that carries it out.
    var mode: Mode { get }
    /// Whether it only reads (`timer list`): see `CommandRequest.onlyReads`.
    var onlyReads: Bool { get }
    /// Why it cannot be carried out on the saved state when no Sandglass is running: the same
    /// rule its action follows, so a refused command starts nothing. Only its mode's file is read.
    func refusal(saved: SavedState, reading: ClockReading) -> String?
    /// Why it is bad input against the saved state (a label no timer has), as the instance would
    /// say it (exit 2); nil when it is not.
    func usageProblem(saved: SavedState, reading: ClockReading) -> String?
    /// Its answer from the saved files alone, for one that only reads; nil otherwise.
    func savedAnswer(saved: SavedState, reading: ClockReading, zone: LocalZone) -> String?
}

extension ModeRequest {
    var onlyReads: Bool { false }
    func usageProblem(saved: SavedState, reading: ClockReading) -> String? { nil }
    func savedAnswer(saved: SavedState, reading: ClockReading, zone: LocalZone) -> String? {
        nil
    }

    /// Whether `other` is this very request (same type, equal).
    func isSame(as other: any ModeRequest) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
