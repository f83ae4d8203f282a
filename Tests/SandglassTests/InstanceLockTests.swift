import Foundation
import XCTest

@testable import Sandglass

/// The one-writer lock: one holder, its pid and bus told to others, released when the holder goes.
final class InstanceLockTests: XCTestCase {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-lock-\(UUID().uuidString)/sandglass")
    }

    func testTheFirstTakesItOthersLearnWhoHoldsItAndOnWhichBus() throws {
        let folder = temporaryFolder()
        XCTAssertNil(
            InstanceLock.holder(folder: folder), "nobody holds it and looking creates nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))

        guard case .acquired(let lock) = InstanceLock.acquire(folder: folder) else {
            return XCTFail("the first takes the lock")
        }
        var status = stat()
        XCTAssertEqual(stat(folder.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o700, "the folder is private")
        XCTAssertEqual(stat(lock.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        XCTAssertEqual(try text(of: lock.path), "pid \(getpid())\n", "no bus until registered")
        // Record locks belong to the process, and closing any descriptor of the file would drop
        // it: the holder answers about itself without opening the file.
        XCTAssertEqual(
            InstanceLock.holder(folder: folder), InstanceLock.Holder(pid: getpid(), bus: nil))
        guard case .acquired(let again) = InstanceLock.acquire(folder: folder) else {
            return XCTFail("it is this process's")
        }
        XCTAssertTrue(again === lock)
        lock.record(busID: nil)
        XCTAssertEqual(
            try text(of: lock.path), "pid \(getpid())\nbus none\n", "registered without a bus")
    }

    func testAHolderInAnotherProcessIsNamedWithItsBusAndTheLockFreesWhenItExits() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = InstanceLock.path(inFolder: folder)
        // python3's fcntl.lockf takes the same POSIX record lock as Sandglass, from another process.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = [
            "-c",
            """
            import fcntl, os, sys, time
            f = open(sys.argv[1], "w"); fcntl.lockf(f, fcntl.LOCK_EX)
            f.write("pid %d\\nbus 0123abcd\\n" % os.getpid()); f.flush()
            print("held", flush=True); time.sleep(30)
            """, path,
        ]
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

        XCTAssertEqual(
            InstanceLock.holder(folder: folder),
            InstanceLock.Holder(pid: holder.processIdentifier, bus: .id("0123abcd")))
        guard case .held(let found) = InstanceLock.acquire(folder: folder) else {
            return XCTFail("a held lock is refused")
        }
        XCTAssertEqual(found.pid, holder.processIdentifier)

        holder.interrupt()
        holder.waitUntilExit()
        XCTAssertNil(
            InstanceLock.holder(folder: folder),
            "the kernel releases the lock of a process that is gone")
        guard case .acquired(let lock) = InstanceLock.acquire(folder: folder) else {
            return XCTFail("free again")
        }
        lock.record(busID: "feedface")
        XCTAssertEqual(try text(of: lock.path), "pid \(getpid())\nbus feedface\n")
    }

    func testABusLineLeftByAnEarlierHolderSaysNothingOfTheNewOne() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = InstanceLock.path(inFolder: folder)
        try Data("pid 1\nbus 0ldb05\n".utf8).write(to: URL(fileURLWithPath: path))
        // A new holder that has taken the lock but not yet written its own text: it is starting.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = [
            "-c",
            """
            import fcntl, sys, time
            f = open(sys.argv[1], "r+"); fcntl.lockf(f, fcntl.LOCK_EX); print("held", flush=True); time.sleep(30)
            """, path,
        ]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer { holder.terminate() }
        _ = output.fileHandleForReading.availableData
        XCTAssertEqual(
            InstanceLock.holder(folder: folder),
            InstanceLock.Holder(pid: holder.processIdentifier, bus: nil))
    }

    /// The file's text, read by another process (closing a descriptor here would drop this process's lock).
    private func text(of path: String) throws -> String {
        let cat = Process()
        cat.executableURL = URL(fileURLWithPath: "/bin/cat")
        cat.arguments = [path]
        let output = Pipe()
        cat.standardOutput = output
        try cat.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        cat.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testAFolderThatCannotBeCreatedMakesTheLockUnavailableNotHeld() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-lock-\(UUID().uuidString)")
        try Data().write(to: file)
        guard
            case .unavailable(let reason) = InstanceLock.acquire(
                folder: file.appendingPathComponent("sandglass"))
        else {
            return XCTFail("a file where the folder should be: no lock to take")
        }
        XCTAssertTrue(reason.contains(file.path), reason)
    }
}
