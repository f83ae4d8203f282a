import XCTest

/// The base of every test that needs GTK: it owns the main actor and the display for its tests,
/// so a test body says what it tests, not how it reaches the toolkit.
///
/// Without a display the test fails under CI or the test command, and is skipped when run by
/// hand (`TestEnvironment`).
class GtkTestCase: XCTestCase {
    /// Runs `body` on the main actor with a new Sandglass window on a manual clock, closed after.
    func withHarness(_ body: @MainActor (AppHarness) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            try body(harness)
        }
    }

    /// Runs `body` on the main actor with GTK open on the display (for widgets without the application).
    func onDisplay(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            try TestEnvironment.requireDisplay()
            try body()
        }
    }

    /// Runs `body` on the main actor (its own harnesses, or none: a test of the application object).
    func onMainActor(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }
}
