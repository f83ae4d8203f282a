import TimerCore
import XCTest

/// Time away is not focus: a focus phase held while the computer sleeps or the screen is locked,
/// on a manual clock (an hour asleep is an instant here).
final class FocusHoldTests: XCTestCase {
    let t0 = PomodoroFixture.t0
    func at(_ seconds: Int64) -> Instant { PomodoroFixture.at(seconds) }

    func testAnHourAsleepInTheMiddleOfFocusResumesItWhereItWasAndCountsNothing() {
        var pomodoro = PomodoroFixture.started()  // 25 min focus from t0
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(600)), "ten minutes in, the lid shuts")
        XCTAssertTrue(hold.isHolding)
        // An hour later (the boot clock counts sleep): still ten minutes in, nothing completed.
        let wake = at(600 + 3600)
        assertReading(
            pomodoro.reading(at: wake), .paused, .focus, round: 1, remaining: .seconds(900),
            index: 0, completed: 0)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: wake), 0)

        XCTAssertTrue(hold.comeBack(&pomodoro, at: wake))
        XCTAssertFalse(hold.isHolding)
        assertReading(
            pomodoro.reading(at: wake + .seconds(60)), .running, .focus, round: 1,
            remaining: .seconds(840), index: 0, completed: 0)
        // The focus ends 15 minutes after the wake, and only then counts.
        let end = wake + .seconds(900)
        XCTAssertEqual(
            pomodoro.completedFocusToday(at: end - .milliseconds(1), startOfToday: t0), 0)
        XCTAssertEqual(pomodoro.completedFocusToday(at: end, startOfToday: t0), 1)

        // Without the hold, the same hour would have counted two focus phases as done.
        let unheld = PomodoroFixture.started()
        XCTAssertEqual(unheld.completedFocus(from: t0, to: wake), 2)
    }

    func testABreakRunsOnWhileAway() {
        var pomodoro = PomodoroFixture.started(PomodoroFixture.small())  // 4 s focus, 1 s break
        var hold = FocusHold()
        let inBreak = at(4) + .milliseconds(500)
        XCTAssertFalse(hold.leave(&pomodoro, at: inBreak))
        XCTAssertFalse(hold.isHolding)
        XCTAssertEqual(pomodoro.reading(at: inBreak).state, .running)
        XCTAssertFalse(hold.comeBack(&pomodoro, at: at(10)), "nothing was held")
    }

    func testWhatThePersonChangedMeanwhileIsLeftAsTheyLeftIt() {
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(60)))
        XCTAssertTrue(pomodoro.stop(at: at(120)), "stopped from a notification while locked")
        XCTAssertFalse(hold.comeBack(&pomodoro, at: at(180)))
        XCTAssertEqual(pomodoro.reading(at: at(180)).state, .idle)

        var paused = PomodoroFixture.started()
        XCTAssertTrue(paused.pause(at: at(30)), "paused by the person before leaving")
        XCTAssertFalse(hold.leave(&paused, at: at(60)))
        XCTAssertFalse(hold.comeBack(&paused, at: at(90)))
        XCTAssertEqual(paused.reading(at: at(90)).state, .paused, "still theirs to resume")
    }

    func testNewLengthsChosenWhileAwayDoNotKeepTheCycleHeld() {
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(60)))
        var longer = PomodoroSettings.standard
        longer.focus = .seconds(50 * 60)
        XCTAssertTrue(pomodoro.changeSettings(longer, at: at(120)), "gsettings set, while locked")
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(180)))
        XCTAssertEqual(pomodoro.reading(at: at(180)).state, .running)
        XCTAssertEqual(pomodoro.reading(at: at(180)).remaining, .seconds(49 * 60))
    }

    func testAwayFromTheFirstAbsenceToTheLastWhateverTheirOrder() {
        var presence = Presence()
        XCTAssertTrue(presence.began(.locked, at: at(10)), "locking is leaving")
        XCTAssertFalse(presence.began(.asleep, at: at(20)), "already away")
        XCTAssertFalse(presence.ended(.asleep, at: at(3620)), "woke still locked")
        XCTAssertTrue(presence.isAway)
        XCTAssertTrue(presence.ended(.locked, at: at(3650)), "unlocked: back")
        XCTAssertFalse(presence.isAway)
        XCTAssertFalse(presence.ended(.locked, at: at(3660)), "an end without a beginning")

        XCTAssertTrue(presence.wasAsleep(at: at(1000)))
        XCTAssertFalse(presence.wasAsleep(at: at(15)), "locked, not yet asleep")
        XCTAssertFalse(presence.wasAsleep(at: at(3630)))
        XCTAssertTrue(presence.began(.asleep, at: at(4000)))
        XCTAssertTrue(presence.wasAsleep(at: at(4100)), "a deadline seen before the wake is told")
    }

    func testIdlenessIsHeldFromWhenItBeganNotWhenItWasNoticed() {
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        // Idle from 10 min in, noticed at the 5-minute threshold.
        XCTAssertTrue(hold.leave(&pomodoro, at: at(900), since: at(600)))
        XCTAssertEqual(hold.heldSince, at(600))
        XCTAssertEqual(pomodoro.reading(at: at(900)).remaining, .seconds(900))
        // Idleness older than the phase: held from the phase's start.
        var fresh = PomodoroFixture.started()
        var other = FocusHold()
        XCTAssertTrue(other.leave(&fresh, at: at(60), since: at(-600)))
        XCTAssertEqual(other.heldSince, t0)
        XCTAssertEqual(fresh.reading(at: at(60)).remaining, .seconds(1500))
    }

    func testAHoldNeverReachesBackPastTheLastResume() {
        var pomodoro = PomodoroFixture.started()
        // Paused 10 min in, resumed 10 min later by a script while the person was idle.
        XCTAssertTrue(pomodoro.pause(at: at(600)))
        XCTAssertTrue(pomodoro.resume(at: at(1200)))
        XCTAssertEqual(pomodoro.runningSince, at(1200))
        var hold = FocusHold()
        // Idle since 15 min, noticed at 25: the phase's virtual start is 10 min; the resume, 20.
        XCTAssertTrue(hold.leave(&pomodoro, at: at(1500), since: at(900)))
        XCTAssertEqual(hold.heldSince, at(1200), "held from the resume, not before it")
        XCTAssertEqual(pomodoro.reading(at: at(1500)).remaining, .seconds(900))
        XCTAssertNil(pomodoro.runningSince, "held: not running")
    }

    func testALockHeldFromTheLastInputBeforeIt() {
        // Locked at 12 min, the last key 90 s before: held from then (a lock is not the moment
        // the person left), as idleness is.
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(720), since: at(720 - 90)))
        XCTAssertEqual(hold.heldSince, at(630))
        XCTAssertEqual(pomodoro.reading(at: at(720)).remaining, .seconds(1500 - 630))
        // Idle since before the phase began: from the phase's start.
        var other = PomodoroFixture.started()
        var second = FocusHold()
        XCTAssertTrue(second.leave(&other, at: at(30), since: at(-90)))
        XCTAssertEqual(second.heldSince, t0)
    }

    func testIdlenessThatEndsInASleepIsAwayUpToTheSleepAndNothingIsAsked() {
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        var presence = Presence()
        // Idle from 10 min (noticed at 15), asleep from 20 min for an hour, back at the wake.
        XCTAssertTrue(presence.began(.idle, at: at(600)))
        XCTAssertTrue(hold.leave(&pomodoro, at: at(900), since: at(600)))
        XCTAssertFalse(presence.began(.asleep, at: at(1200)))
        XCTAssertEqual(presence.firstSleep, at(1200))
        presence.ended(.asleep, at: at(4800))
        XCTAssertTrue(presence.ended(.idle, at: at(4800)))
        XCTAssertTrue(
            hold.comeBack(
                &pomodoro, at: at(4800), asking: .seconds(300), slept: presence.firstSleep))
        XCTAssertNil(hold.question, "no question after a sleep")
        XCTAssertEqual(hold.awayBeforeSleep, at(600)..<at(1200), "away ends where asleep begins")
        XCTAssertEqual(presence.lastSleep, at(1200)..<at(4800))
        XCTAssertEqual(pomodoro.reading(at: at(4800)).remaining, .seconds(900))
        // Leaving again forgets the sleep; a hold that began with the sleep has no away before it.
        XCTAssertTrue(presence.began(.asleep, at: at(5000)))
        XCTAssertEqual(presence.firstSleep, at(5000))
        XCTAssertTrue(hold.leave(&pomodoro, at: at(5000)))
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(6000), slept: at(5000)))
        XCTAssertNil(hold.awayBeforeSleep)
        // A return without a sleep: nothing before one.
        XCTAssertTrue(hold.leave(&pomodoro, at: at(6100)))
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(6200)))
        XCTAssertNil(hold.awayBeforeSleep)
    }

    func testBackFromLongEnoughAwayAsksAndKeepPutsTheCycleBackAsIfNeverHeld() {
        var pomodoro = PomodoroFixture.started()
        let unheld = pomodoro
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(900), since: at(600)))
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(1440), asking: .seconds(300)))
        XCTAssertEqual(hold.question, AwayQuestion(since: at(600), back: at(1440)))
        XCTAssertEqual(hold.question?.length, .seconds(840))
        XCTAssertTrue(hold.canKeep(pomodoro))
        XCTAssertEqual(hold.answer(.keep, &pomodoro)?.length, .seconds(840))
        XCTAssertNil(hold.question)
        XCTAssertEqual(pomodoro, unheld, "as if the person had never left")
        XCTAssertEqual(pomodoro.reading(at: at(1440)).remaining, .seconds(60))
    }

    func testBreakAndDiscardLeaveTheCycleHeldAndAShortAbsenceIsNotAsked() {
        for answer in [AwayAnswer.break, .discard] {
            var pomodoro = PomodoroFixture.started()
            var hold = FocusHold()
            XCTAssertTrue(hold.leave(&pomodoro, at: at(600)))
            XCTAssertTrue(hold.comeBack(&pomodoro, at: at(1200), asking: .seconds(300)))
            let before = pomodoro
            XCTAssertNotNil(hold.answer(answer, &pomodoro))
            XCTAssertEqual(pomodoro, before)
            XCTAssertEqual(answer.recordKind, answer == .break ? .break : .away)
        }
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(600)))
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(840), asking: .seconds(300)))
        XCTAssertNil(hold.question, "four minutes away: under the threshold")
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(900)) == false, "nothing held any more")
    }

    func testKeepComesTooLateOnceTheCycleChanged() {
        var pomodoro = PomodoroFixture.started()
        var hold = FocusHold()
        XCTAssertTrue(hold.leave(&pomodoro, at: at(600)))
        XCTAssertTrue(hold.comeBack(&pomodoro, at: at(1200), asking: .seconds(300)))
        XCTAssertTrue(pomodoro.pause(at: at(1260)))
        XCTAssertFalse(hold.canKeep(pomodoro))
        let paused = pomodoro
        XCTAssertNil(hold.answer(.keep, &pomodoro))
        XCTAssertEqual(pomodoro, paused, "nothing changed")
        XCTAssertEqual(hold.drop()?.since, at(600), "dropped, the time goes in as away")
        XCTAssertNil(hold.question)
    }

    func testTheAnswersAreTheWordsTheCommandTakes() {
        XCTAssertEqual(AwayAnswer(word: "keep"), .keep)
        XCTAssertEqual(AwayAnswer(word: "break"), .break)
        XCTAssertEqual(AwayAnswer(word: "discard"), .discard)
        XCTAssertNil(AwayAnswer(word: "Keep"))
        XCTAssertNil(AwayAnswer(word: ""))
    }
}
