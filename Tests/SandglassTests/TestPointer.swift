import CGtk
import Foundation

@testable import GtkKit

/// The display's real pointer (XTEST, through xdotool), moved as a person's hand would: GTK sees
/// it enter and leave widgets as it does a mouse's.
@MainActor
enum TestPointer {
    /// Moves the pointer to the middle of `widget`, shown in `window` (this process's only visible one).
    static func move(over widget: Widget, in window: Widget) throws {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.widget, window.widget, &bounds) != 0,
            let native = gtk_widget_get_native(window.widget)
        else { throw HarnessFailure("\(widget) is not laid out") }
        // The window's own coordinates start inside its surface's shadow margin, if any.
        var (dx, dy) = (0.0, 0.0)
        gtk_native_get_surface_transform(native, &dx, &dy)
        let origin = try windowOrigin()
        try move(
            x: origin.x + Int(dx + Double(bounds.origin.x + bounds.size.width / 2)),
            y: origin.y + Int(dy + Double(bounds.origin.y + bounds.size.height / 2)))
    }

    /// Moves the pointer to the screen's corner, off every window.
    static func leave() throws { try move(x: 1, y: 1_000) }

    private static func move(x: Int, y: Int) throws {
        _ = try xdotool(["mousemove", "--sync", String(x), String(y)])
    }

    private static func windowOrigin() throws -> (x: Int, y: Int) {
        let pid = String(ProcessInfo.processInfo.processIdentifier)
        guard
            let window = try xdotool(["search", "--onlyvisible", "--pid", pid]).split(
                separator: "\n"
            ).last
        else {
            throw HarnessFailure("no visible window of this process")
        }
        let fields = try xdotool(["getwindowgeometry", "--shell", String(window)]).split(
            separator: "\n"
        )
        .reduce(into: [String: Int]()) { fields, line in
            let parts = line.split(separator: "=")
            if parts.count == 2 { fields[String(parts[0])] = Int(parts[1]) }
        }
        guard let x = fields["X"], let y = fields["Y"] else {
            throw HarnessFailure("no geometry for window \(window)")
        }
        return (x, y)
    }

    private static func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessFailure("xdotool \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
