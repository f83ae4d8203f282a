/// A focus phase held while the person is away: paused from the moment they left (the computer
/// sleeps, the screen locks, idleness began) and run again from the same point as they come
/// back, so time away is never counted as focus, and "completed today" does not grow while the
/// lid is shut. A break runs on (time away is a break too). A cycle the person changed
/// meanwhile (paused, skipped, stopped, started anew) is theirs: coming back leaves it as they
/// left it.
///
/// Back from long enough away, the hold asks what that time was (`question`): kept as focus, the
/// cycle becomes what it would have been had it never been held; any other answer, or none
/// before the cycle changes, leaves it held.
public struct FocusHold: Equatable, Sendable {
    /// The cycle as the hold left it; nil while nothing is held.
    private var held: Pomodoro?
    /// The cycle as it ran before the hold, for Keep.
    private var unheld: Pomodoro?
    /// When the hold began (the cycle was paused there), while it holds.
    public private(set) var heldSince: Instant?
    /// The cycle as it ran on at the return, while the question waits: any other cycle means the
    /// person or a phase end changed it, and Keep can no longer put it back.
    private var resumed: Pomodoro?

    /// The question waiting for an answer, if any.
    public private(set) var question: AwayQuestion?

    public init() {}

    /// Whether a focus phase is held now.
    public var isHolding: Bool { held != nil }

    /// The time away before the computer slept, from the last return: the record's `away`, which
    /// ends where its `asleep` begins (no question is asked after a sleep).
    public private(set) var awayBeforeSleep: Range<Instant>?

    /// The person left at `since` (at or before `now`, when it is noticed): a focus phase
    /// running then is paused there, or at its start if it began later, or at the cycle's last
    /// resume if that came later still (what ran before it was paused by the person, not
    /// away). Whether it was. A question still waiting is dropped (its time stays uncounted).
    public mutating func leave(_ pomodoro: inout Pomodoro, at now: Instant, since: Instant? = nil)
        -> Bool
    {
        guard held == nil else { return false }
        let reading = pomodoro.reading(at: now)
        guard reading.state == .running, reading.phase == .focus else { return false }
        let phaseStart = now - (reading.phaseLength - reading.remaining)
        let at = min(now, max(since ?? now, phaseStart, pomodoro.runningSince ?? phaseStart))
        let before = pomodoro
        guard pomodoro.pause(at: at) else { return false }
        question = nil
        resumed = nil
        held = pomodoro
        unheld = before
        heldSince = at
        return true
    }

    /// The person is back at `now`: what was held runs on from where it was. Whether it did.
    /// Away at least `asking` (nil: never), the hold asks what the time away was, unless the
    /// computer slept meanwhile (first at `slept`): a sleeping computer was no one's focus, and
    /// the time away before it is `awayBeforeSleep`.
    /// (New lengths chosen meanwhile are no change of the person's to the cycle: it runs on.)
    public mutating func comeBack(
        _ pomodoro: inout Pomodoro, at now: Instant, asking: Duration? = nil,
        slept: Instant? = nil
    ) -> Bool {
        awayBeforeSleep = nil
        guard let held, let since = heldSince else { return false }
        self.held = nil
        heldSince = nil
        guard pomodoro.mode == held.mode, pomodoro.resume(at: now) else {
            unheld = nil
            return false
        }
        if let slept {
            let end = min(slept, now)
            if since < end { awayBeforeSleep = since..<end }
            unheld = nil
        } else if let asking, now - since >= asking {
            question = AwayQuestion(since: since, back: now)
            resumed = pomodoro
        } else {
            unheld = nil
        }
        return true
    }

    /// Whether Keep can still put the cycle back as if never held: it is as the return left it.
    public func canKeep(_ pomodoro: Pomodoro) -> Bool {
        question != nil && resumed == pomodoro && unheld != nil
    }

    /// Answers the question: Keep makes `pomodoro` what it would be had it never been held (if
    /// nothing changed it since the return). The question answered; nil when none waited.
    public mutating func answer(_ answer: AwayAnswer, _ pomodoro: inout Pomodoro)
        -> AwayQuestion?
    {
        guard let question else { return nil }
        if answer == .keep {
            guard canKeep(pomodoro), var kept = unheld else { return nil }
            // Lengths chosen while away stay chosen.
            if kept.settings != pomodoro.settings {
                kept.changeSettings(pomodoro.settings, at: question.back)
            }
            pomodoro = kept
        }
        drop()
        return question
    }

    /// The question goes unanswered (the phase ended, the cycle changed): the one dropped.
    @discardableResult
    public mutating func drop() -> AwayQuestion? {
        defer {
            question = nil
            resumed = nil
            unheld = nil
        }
        return question
    }
}
