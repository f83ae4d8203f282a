import CGtk
import Glibc
import XCTest

@testable import GtkKit

/// A TimerFD whose timerfd fails says so on stderr, reports itself degraded, and still fires
/// (on a GLib timeout), never before the instant it was armed for.
final class TimerFDFallbackTests: XCTestCase {
    override func setUp() {
        // The warnings' prefix is GLib's program name, which the launcher sets.
        MainActor.assumeIsolated { GtkRuntime.setProgramName("sandglass") }
    }

    func testAWorkingTimerfdFiresAndIsNotDegraded() {
        MainActor.assumeIsolated {
            let fired = LifetimeProbe()
            let timer = TimerFD(clock: .boot) { fired.count += 1 }
            XCTAssertFalse(timer.isDegraded)
            let target = Self.now(CLOCK_BOOTTIME) + 20_000_000
            timer.arm(atNanoseconds: target)
            XCTAssertTrue(timer.isArmed)
            runMainLoop(until: { fired.count == 1 }, "the timerfd fires")
            XCTAssertGreaterThanOrEqual(Self.now(CLOCK_BOOTTIME), target)
            XCTAssertFalse(timer.isArmed, "one-shot")
            XCTAssertFalse(timer.isDegraded)
        }
    }

    func testAFailedCreateIsLoggedAndFallsBackToATimeout() {
        MainActor.assumeIsolated {
            let fired = LifetimeProbe()
            var timer: TimerFD?
            let logged = Self.standardError {
                timer = TimerFD(clock: .boot, descriptor: -1, error: EMFILE) { fired.count += 1 }
            }
            guard let timer else { return XCTFail("no timer") }
            XCTAssertEqual(
                logged,
                "sandglass: warning: timerfd_create(CLOCK_BOOTTIME) failed: \(String(cString: strerror(EMFILE))); "
                    + "timing with a GLib timeout, which stops during suspend\n")
            XCTAssertEqual(
                timer.failure, TimerFD.Failure(call: "timerfd_create", clock: .boot, code: EMFILE))
            XCTAssertTrue(timer.isDegraded)

            let target = Self.now(CLOCK_BOOTTIME) + 30_000_000
            timer.arm(atNanoseconds: target)
            XCTAssertTrue(timer.isArmed, "a failure never leaves the timer unarmed")
            runMainLoop(until: { fired.count == 1 }, "the fallback timeout fires")
            XCTAssertGreaterThanOrEqual(Self.now(CLOCK_BOOTTIME), target, "never early")
            XCTAssertFalse(timer.isArmed)
        }
    }

    func testAFailedSetTimeIsLoggedAndFallsBackToATimeout() throws {
        try MainActor.assumeIsolated {
            // A descriptor that is no timerfd: timerfd_settime fails on it with EINVAL.
            let notATimer = open("/dev/null", O_RDONLY | O_CLOEXEC)
            XCTAssertGreaterThanOrEqual(notATimer, 0)
            let fired = LifetimeProbe()
            let timer = TimerFD(clock: .wall, descriptor: notATimer, error: 0) { fired.count += 1 }
            XCTAssertFalse(timer.isDegraded, "nothing has failed yet")

            let target = Self.now(CLOCK_REALTIME) + 30_000_000
            let logged = Self.standardError { timer.arm(atNanoseconds: target) }
            let failure = try XCTUnwrap(timer.failure)
            XCTAssertEqual(failure.call, "timerfd_settime")
            XCTAssertEqual(failure.clock, .wall)
            XCTAssertEqual(failure.code, EINVAL)
            XCTAssertEqual(logged, "sandglass: warning: \(failure.message)\n")
            XCTAssertTrue(
                logged.hasPrefix("sandglass: warning: timerfd_settime(CLOCK_REALTIME) failed: "),
                logged)
            XCTAssertEqual(fcntl(notATimer, F_GETFD), -1, "the broken descriptor was closed")
            XCTAssertTrue(timer.isArmed)
            runMainLoop(until: { fired.count == 1 }, "the fallback timeout fires")
            XCTAssertGreaterThanOrEqual(Self.now(CLOCK_REALTIME), target, "never early")
        }
    }

    func testADisarmedFallbackDoesNotFireAndReArmingReplacesIt() {
        MainActor.assumeIsolated {
            var firedAt: [Int64] = []
            let timer = Self.standardErrorAndResult {
                TimerFD(clock: .boot, descriptor: -1, error: ENOMEM) {
                    firedAt.append(Self.now(CLOCK_BOOTTIME))
                }
            }.1
            let start = Self.now(CLOCK_BOOTTIME)
            timer.arm(atNanoseconds: start + 10_000_000)
            timer.disarm()
            XCTAssertFalse(timer.isArmed)
            timer.arm(atNanoseconds: start + 40_000_000)
            timer.arm(atNanoseconds: start + 60_000_000)
            runMainLoop(until: { !firedAt.isEmpty }, "the last arming fires")
            XCTAssertEqual(firedAt.count, 1)
            XCTAssertGreaterThanOrEqual(
                firedAt.first ?? 0, start + 60_000_000, "only the last arming fired")
        }
    }

    func testFallbackWaitsRoundUpAndCheckTheWallClockEveryMinute() {
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: -5, clock: .boot), 0)
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: 1, clock: .boot), 1)
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: 2_000_000, clock: .boot), 2)
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: 2_000_001, clock: .boot), 3)
        let century: Int64 = 100 * 365 * 86_400 * 1_000_000_000
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: century, clock: .wall), 60_000)
        XCTAssertEqual(TimerFD.fallbackDelay(nanoseconds: century, clock: .boot), guint.max)
    }

    private static func now(_ clock: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// What `body` writes to stderr (which goes to a pipe meanwhile).
    private static func standardError(_ body: () -> Void) -> String {
        standardErrorAndResult {
            body()
            return ()
        }.0
    }

    /// What `body` writes to stderr, and what it returns.
    private static func standardErrorAndResult<T>(_ body: () -> T) -> (String, T) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return ("", body()) }
        let saved = dup(STDERR_FILENO)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        let result = body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        close(ends[0])
        return (String(decoding: bytes, as: UTF8.self), result)
    }
}
