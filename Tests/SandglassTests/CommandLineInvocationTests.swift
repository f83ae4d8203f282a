import CGtk
import XCTest

@testable import GtkKit

/// An invocation holds a reference to its GApplicationCommandLine for as long as it lives.
final class CommandLineInvocationTests: XCTestCase {
    func testTheInvocationKeepsItsCommandLine() throws {
        try MainActor.assumeIsolated {
            let commandLine = try XCTUnwrap(
                Self.makeCommandLine(["sandglass", "status", "--json"]))
            let object: UnsafeMutablePointer<GObject> = cast(commandLine)
            var invocation: CommandLineInvocation? = CommandLineInvocation(retaining: commandLine)
            XCTAssertEqual(
                object.pointee.ref_count, 2, "the invocation took a reference of its own")

            g_object_ref(commandLine)  // to watch the count once the invocation is gone
            // the creator's: the invocation alone holds the command line
            g_object_unref(commandLine)
            XCTAssertEqual(invocation?.arguments, ["status", "--json"])
            XCTAssertEqual(invocation?.isRemote, false)

            XCTAssertEqual(object.pointee.ref_count, 2)
            invocation = nil
            XCTAssertEqual(object.pointee.ref_count, 1, "the invocation let go of its reference")
            g_object_unref(commandLine)
        }
    }

    /// A local GApplicationCommandLine with `arguments` (program name first), as GApplication makes them.
    private static func makeCommandLine(_ arguments: [String]) -> UnsafeMutableRawPointer? {
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let argv = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(
                to: UnsafePointer<CChar>?.self, capacity: buffer.count
            ) {
                g_variant_new_bytestring_array($0, gssize(arguments.count))
            }
        }
        var value = GValue()
        // G_TYPE_VARIANT, a macro Swift cannot import
        g_value_init(&value, GType(21 << G_TYPE_FUNDAMENTAL_SHIFT))
        g_value_set_variant(&value, argv)  // sinks the floating variant
        defer { g_value_unset(&value) }
        return "arguments".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafePointer(to: &value) { values in
                UnsafeMutableRawPointer(
                    g_object_new_with_properties(
                        g_application_command_line_get_type(), 1, &names, values))
            }
        }
    }
}
