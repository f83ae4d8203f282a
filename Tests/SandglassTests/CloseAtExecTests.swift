import Glibc
import XCTest

@testable import SystemKit

/// What a restart (`CurrentProcess.replaceWithThisProgram`) lets through its `exec`: 0–2 and
/// the descriptors it is told to keep, nothing else.
final class CloseAtExecTests: XCTestCase {
    func testEveryDescriptorButTheStandardOnesAndTheKeptOnesIsMarkedToCloseAtExec() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let (kept, stray) = (ends[0], ends[1])
        let before = Self.flagsOfEveryDescriptor()
        defer {
            // Put back as it was: the test process's other descriptors are not this test's.
            for (descriptor, flags) in before { _ = fcntl(descriptor, F_SETFD, flags) }
            close(kept)
            close(stray)
        }
        XCTAssertEqual(before[kept].map { $0 & FD_CLOEXEC }, 0, "the pipe starts inheritable")
        XCTAssertEqual(before[stray].map { $0 & FD_CLOEXEC }, 0, "the pipe starts inheritable")

        CurrentProcess.closeAtExec(except: [kept])

        let after = Self.flagsOfEveryDescriptor()
        XCTAssertEqual(after[kept].map { $0 & FD_CLOEXEC }, 0, "kept: still passed on")
        XCTAssertEqual(after[stray].map { $0 & FD_CLOEXEC }, FD_CLOEXEC, "not kept: closes at exec")
        for descriptor: Int32 in 0...2 where before[descriptor] != nil {
            XCTAssertEqual(
                after[descriptor], before[descriptor], "descriptor \(descriptor) untouched")
        }
        for (descriptor, flags) in after where descriptor > 2 && descriptor != kept {
            XCTAssertEqual(
                flags & FD_CLOEXEC, FD_CLOEXEC, "descriptor \(descriptor) closes at exec")
        }
    }

    /// Each open descriptor's flags (`F_GETFD`), by number.
    private static func flagsOfEveryDescriptor() -> [Int32: Int32] {
        var flags: [Int32: Int32] = [:]
        for descriptor: Int32 in 0..<1024 {
            let value = fcntl(descriptor, F_GETFD)
            if value >= 0 { flags[descriptor] = value }
        }
        return flags
    }
}
