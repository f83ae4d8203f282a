import FoundationEssentials

/// The countdown as saved on disk: wall-clock instants, so it survives a restart, a crash or a reboot.
///
/// The model's instants are on the boot clock, which starts again at every boot; on disk a
/// running timer is kept as the wall-clock moment it ends, and projected back onto the boot
/// clock when it is read. Decoding checks every field: a file that does not make sense is
/// refused as a whole rather than half-trusted.
public struct SavedTimer: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; other versions are not read.
    public static let currentVersion = 1

    public var version: Int
    public var label: String
    /// The duration last started (prefilled next time).
    public var durationMs: Int64
    public var state: TimerPhase
    /// Running and finished: when it ends or ended, wall-clock milliseconds since 1970.
    public var endsAtMs: Int64?
    /// Paused: what is left.
    public var remainingMs: Int64?
    /// Finished: when the end was noticed, wall-clock milliseconds since 1970.
    public var noticedAtMs: Int64?
    /// Finished: true when the end passed while the program was not running; absent otherwise.
    public var endedBeforeLaunch: Bool?

    enum CodingKeys: String, CodingKey {
        case version, label, state
        case durationMs = "duration_ms"
        case endsAtMs = "ends_at_ms"
        case remainingMs = "remaining_ms"
        case noticedAtMs = "noticed_at_ms"
        case endedBeforeLaunch = "ended_before_launch"
    }

    /// Why a saved timer cannot be restored.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// Captures `timer`, projecting its instants onto the wall clock with one reading.
    public init(timer: CountdownTimer, reading: ClockReading) {
        version = Self.currentVersion
        label = timer.label
        durationMs = timer.duration.totalMilliseconds
        state = timer.phase
        switch timer.state {
        case .idle:
            break
        case .running(_, let endsAt):
            endsAtMs = reading.wallMilliseconds(of: endsAt)
        case .paused(let remaining):
            remainingMs = remaining.totalMilliseconds
        case .finished(let endsAt, let noticedAt, let beforeLaunch):
            endsAtMs = reading.wallMilliseconds(of: endsAt)
            noticedAtMs = reading.wallMilliseconds(of: noticedAt)
            // Only when true, so files of timers that ended live stay as they were.
            if beforeLaunch { endedBeforeLaunch = true }
        }
    }

    /// The countdown this describes, as of `reading`; throws when a field is missing or out of range.
    ///
    /// A running timer whose end passed while the program was not running comes back running
    /// with nothing left: the first evaluation finishes it, noticing the end at that moment.
    public func restore(reading: ClockReading) throws(Invalid) -> CountdownTimer {
        guard version == Self.currentVersion else {
            throw Invalid(reason: "unknown version \(version)")
        }
        // The one set of rules for values read (`ValueRules`), before any arithmetic on them.
        if let problem = ValueRules.timerDurationProblem(milliseconds: durationMs) {
            throw Invalid(reason: "duration_ms: \(problem)")
        }
        let duration = Duration.milliseconds(durationMs)
        _ = try ValueRules.label(label, field: "label")
        guard endedBeforeLaunch == nil || state == .finished else {
            throw Invalid(reason: "ended_before_launch is only for a finished timer")
        }
        func instant(_ wallMs: Int64?, _ field: String) throws(Invalid) -> Instant {
            guard let wallMs else {
                throw Invalid(reason: "\(field) is missing for a \(state.rawValue) timer")
            }
            return try ValueRules.instant(wallMs: wallMs, field: field, reading: reading)
        }
        let restored: CountdownTimer.State
        switch state {
        case .idle:
            restored = .idle
        case .running:
            // A wall clock set back since the save would put the end beyond the duration: cap it there.
            let endsAt = min(
                try instant(endsAtMs, CodingKeys.endsAtMs.rawValue), reading.now + duration)
            restored = .running(startedAt: endsAt - duration, endsAt: endsAt)
        case .paused:
            guard let remainingMs, remainingMs > 0, remainingMs <= durationMs else {
                throw Invalid(
                    reason: "remaining_ms must be between 1 and duration_ms for a paused timer")
            }
            restored = .paused(remaining: .milliseconds(remainingMs))
        case .finished:
            let endsAt = try instant(endsAtMs, CodingKeys.endsAtMs.rawValue)
            let noticedAt = try instant(noticedAtMs, CodingKeys.noticedAtMs.rawValue)
            guard noticedAt >= endsAt else {
                throw Invalid(reason: "noticed_at_ms is before ends_at_ms")
            }
            restored = .finished(
                endsAt: endsAt, noticedAt: noticedAt, beforeLaunch: endedBeforeLaunch ?? false)
        }
        return CountdownTimer(duration: duration, label: label, state: restored)
    }
}
