import Foundation
import XCTest
@testable import Sandglass

/// The one-writer lock: one holder, its pid and bus told to others, released when the holder goes.
final class InstanceLockTests: XCTestCase {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-lock-\(UUID().uuidString)/sandglass")
    }

    func testTheFirstTakesItOthersLearnWhoHoldsItAndOnWhichBus() throws {
        let folder = temporaryFolder()
        XCTAssertNil(InstanceLock.holder(folder: folder), "nobody holds it and looking creates nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))

        guard case .acquired(let lock) = InstanceLock.acquire(folder: folder) else { return XCTFail("the first takes the lock") }
        var status = stat()
        XCTAssertEqual(stat(folder.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o700, "the folder is private")
        XCTAssertEqual(stat(lock.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        XCTAssertEqual(try String(contentsOfFile: lock.path, encoding: .utf8), "pid \(getpid())\n", "no bus until registered")
        // Record locks belong to the process: this one's own holder query sees none (others are tested below).
        withExtendedLifetime(lock) {}
    }

    func testAHolderInAnotherProcessIsNamedWithItsBusAndTheLockFreesWhenItExits() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = InstanceLock.path(inFolder: folder)
        // python3's fcntl.lockf takes the same POSIX record lock as Sandglass, from another process.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", """
            import fcntl, os, sys, time
            f = open(sys.argv[1], "w"); fcntl.lockf(f, fcntl.LOCK_EX)
            f.write("pid %d\\nbus 0123abcd\\n" % os.getpid()); f.flush()
            print("held", flush=True); time.sleep(30)
            """, path]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer { if holder.isRunning { holder.terminate() } }
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return XCTFail("the holder ended before taking the lock") }
            said += more
        }
        XCTAssertEqual(said, Data("held\n".utf8))

        XCTAssertEqual(InstanceLock.holder(folder: folder), InstanceLock.Holder(pid: holder.processIdentifier, busID: "0123abcd"))
        guard case .held(let found) = InstanceLock.acquire(folder: folder) else { return XCTFail("a held lock is refused") }
        XCTAssertEqual(found.pid, holder.processIdentifier)

        holder.interrupt()
        holder.waitUntilExit()
        XCTAssertNil(InstanceLock.holder(folder: folder), "the kernel releases the lock of a process that is gone")
        guard case .acquired(let lock) = InstanceLock.acquire(folder: folder) else { return XCTFail("free again") }
        lock.record(busID: "feedface")
        XCTAssertEqual(try String(contentsOfFile: lock.path, encoding: .utf8), "pid \(getpid())\nbus feedface\n")
    }

    func testAFolderThatCannotBeCreatedMakesTheLockUnavailableNotHeld() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-lock-\(UUID().uuidString)")
        try Data().write(to: file)
        guard case .unavailable(let reason) = InstanceLock.acquire(folder: file.appendingPathComponent("sandglass")) else {
            return XCTFail("a file where the folder should be: no lock to take")
        }
        XCTAssertTrue(reason.contains(file.path), reason)
    }
}
