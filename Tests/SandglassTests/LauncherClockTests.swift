import Foundation
import Glibc
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The command line's waits run on the launcher's clock: a test's clock takes them at once.
final class LauncherClockTests: XCTestCase {
    /// An instance that holds the saved state but has no name on the bus yet may be starting: a
    /// command waits for it, then gives up and calls it unreachable. On a manual clock the 4 s
    /// wait is taken in no real time.
    func testAStartingInstanceIsWaitedForOnTheLaunchersClock() throws {
        try MainActor.assumeIsolated {
            guard RemoteInstance.sessionBusID() != nil else {
                throw TestEnvironment.missing("no session bus: run under dbus-run-session")
            }
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "launcher-clock-\(getpid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // Another process holds the lock and has written only its pid: starting, no bus yet.
            let holder = try LockHolder(path: InstanceLock.path(inFolder: folder))
            defer { holder.stop() }

            let realClock = SystemTimeSource()
            let kept = SandglassLauncher.clock
            defer { SandglassLauncher.clock = kept }
            let clock = ManualTimeSource()
            SandglassLauncher.clock = clock
            let began = (manual: clock.now, real: realClock.now)

            XCTAssertEqual(SandglassLauncher.contact(folder: folder), .unreachable(pid: holder.pid))
            XCTAssertEqual(
                clock.now - began.manual,
                .milliseconds(Int64(SandglassLauncher.startingSeconds * 1000)),
                "waited the whole starting time, on the launcher's clock")
            XCTAssertLessThan(realClock.now - began.real, .seconds(2), "and not in real time")
        }
    }
}

private struct HolderDidNotStart: Error {}

/// A process that takes a POSIX write lock on `path` (as a running Sandglass does on
/// instance.lock), writes its pid there, and keeps both until stopped.
private final class LockHolder {
    let pid: Int32
    private let process: Process

    init(path: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            """
            import fcntl, os, sys, time
            fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.lockf(fd, fcntl.LOCK_EX)
            os.write(fd, b"pid %d\\n" % os.getpid())
            time.sleep(60)
            """, path,
        ]
        try process.run()
        pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(10)
        while InstanceLock.holder(folder: URL(fileURLWithPath: path).deletingLastPathComponent())?
            .pid != pid
        {
            guard Date() < deadline else { throw HolderDidNotStart() }
            usleep(20_000)
        }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
