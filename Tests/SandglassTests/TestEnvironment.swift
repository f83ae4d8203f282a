import Foundation
import GtkKit
import XCTest

/// What the widget tests need from where they run (a display, a session bus), and what happens
/// when it is missing: under CI or the test command (`meson-aux/test` sets
/// SANDGLASS_TESTS_STRICT) the test fails; run by hand, it is skipped, saying why.
enum TestEnvironment {
    static var isStrict: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] != nil || environment["SANDGLASS_TESTS_STRICT"] != nil
    }

    /// The error a test throws when `what` is missing: a failure when strict, else a skip.
    static func missing(_ what: String) -> any Error {
        isStrict ? Missing(description: what) : XCTSkip(what)
    }

    /// Opens GTK on the display, or throws `missing`.
    @MainActor
    static func requireDisplay() throws {
        guard GtkRuntime.initialize() else {
            throw missing("no display: run the tests under xvfb-run")
        }
    }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }
}
