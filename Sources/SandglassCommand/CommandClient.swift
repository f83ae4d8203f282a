import CGio
import CommandDoor
import Glibc

/// The `sandglass` program: hands a command line to the running instance through
/// `CommandDoor`, prints its answer and exits with its status; otherwise becomes
/// `sandglass-app` (same process, same arguments), which parses and carries it out.
///
/// It links GIO alone and parses nothing: a status bar that asks every second, or a key bound
/// on the desktop, pays for one D-Bus call, not for loading GTK and a parser.
enum CommandClient {
    static func run(arguments: [String]) -> Never {
        let rest = Array(arguments.dropFirst())
        // A window to open or the bus's service to become: nothing to hand over.
        guard !rest.isEmpty, rest != ["--gapplication-service"] else {
            becomeApplication(arguments)
        }
        switch ask(rest) {
        case .answered(let status, let output, let error):
            write(output, to: STDOUT_FILENO)
            write(error, to: STDERR_FILENO)
            exit(status)
        case .unanswered:
            // The full program says so, or answers from the saved files, without asking again.
            setenv(CommandDoor.unansweredVariable, "1", 1)
            becomeApplication(arguments)
        case .notHanded:
            becomeApplication(arguments)
        }
    }

    enum Outcome {
        case answered(status: Int32, output: String, error: String)
        /// The instance did not answer in time (stopped, or busy): it drops the command when
        /// it comes to it (the deadline sent with it has passed).
        case unanswered
        /// Nobody on the bus, no bus, an instance without the door, or a command the caller
        /// carries out itself.
        case notHanded
    }

    /// Calls the instance's `Run`, without starting one (no D-Bus activation: the full program
    /// decides whether to start Sandglass, after checking the command).
    static func ask(_ arguments: [String]) -> Outcome {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return .notHanded
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let id =
            getenv(CommandDoor.idVariable).map { String(cString: $0) }.flatMap {
                $0.isEmpty ? nil : $0
            } ?? CommandDoor.defaultID
        let parameters = [strv(arguments), strv(environment())]
        let reply = parameters.withUnsafeBufferPointer { items in
            g_dbus_connection_call_sync(
                bus, id, CommandDoor.objectPath(id: id), CommandDoor.interfaceName,
                CommandDoor.methodName, g_variant_new_tuple(items.baseAddress, 2), nil,
                G_DBUS_CALL_FLAGS_NO_AUTO_START, gint(CommandDoor.answerSeconds * 1000), nil,
                &error)
        }
        guard let reply else {
            let timedOut =
                error?.pointee.domain == g_io_error_quark()
                && error?.pointee.code == gint(G_IO_ERROR_TIMED_OUT.rawValue)
            g_clear_error(&error)
            return timedOut ? .unanswered : .notHanded
        }
        defer { g_variant_unref(reply) }
        guard String(cString: g_variant_get_type_string(reply)) == "(iss)" else {
            return .notHanded
        }
        let status = number(child(reply, 0))
        guard status != CommandDoor.callersOwn else { return .notHanded }
        return .answered(
            status: status, output: text(child(reply, 1)), error: text(child(reply, 2)))
    }

    /// The caller's environment, with by when the command is wanted (`CommandDoor.deadline`).
    static func environment() -> [String] {
        var variables: [String] = []
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            if !text.hasPrefix(CommandDoor.deadlineVariable + "=") { variables.append(text) }
            entry += 1
        }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let deadline = CommandDoor.deadline(
            givingUpAfter: CommandDoor.answerSeconds,
            fromNanoseconds: Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))
        variables.append("\(CommandDoor.deadlineVariable)=\(deadline)")
        return variables
    }

    /// Execs `sandglass-app` with `arguments`; on failure says why (exit 1).
    static func becomeApplication(_ arguments: [String]) -> Never {
        guard
            let program = CompanionProgram.path(
                CommandDoor.applicationName, installedIn: "libexec")
        else {
            write(
                "sandglass: cannot find \(CommandDoor.applicationName) beside this program or in ../libexec\n",
                to: STDERR_FILENO)
            exit(1)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(program, &argv)
        let reason = String(cString: strerror(errno))
        write("sandglass: cannot start \(program): \(reason)\n", to: STDERR_FILENO)
        exit(1)
    }

    private static func strv(_ strings: [String]) -> OpaquePointer? {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                g_variant_new_strv($0.baseAddress, gssize(strings.count))
            }
        }
    }

    private static func child(_ tuple: OpaquePointer, _ index: Int) -> OpaquePointer {
        // The tuple's type was checked: its children exist.
        g_variant_get_child_value(tuple, gsize(index))
    }

    private static func number(_ value: OpaquePointer) -> Int32 {
        defer { g_variant_unref(value) }
        return g_variant_get_int32(value)
    }

    private static func text(_ value: OpaquePointer) -> String {
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, start + written, buffer.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }
}
