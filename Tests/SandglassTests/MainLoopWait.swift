import Foundation
import GtkKit
import XCTest

/// Runs the GLib main loop until `condition` holds; a wait that times out fails the test.
@MainActor
func runMainLoop(
    until condition: () -> Bool, _ what: String, timeout: TimeInterval = 5,
    file: StaticString = #filePath, line: UInt = #line
) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        MainLoop.iterate()
        if condition() { break }
        if Date() > deadline {
            XCTFail("timed out after \(timeout) s waiting until \(what)", file: file, line: line)
            return
        }
        usleep(1_000)
    }
    MainLoop.iterate()
}
