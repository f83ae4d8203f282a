import CommandDoor
import Glibc

/// The `sandglass` program: hands a command line to the running instance through
/// `CommandDoor`, prints its answer and exits with its status; otherwise becomes
/// `sandglass-app` (same process, same arguments), which parses and carries it out.
///
/// It parses nothing and loads GIO alone, only to hand a command over (`Gio`): a status bar that
/// asks every second, or a key bound on the desktop, pays for one D-Bus call, not for loading
/// GTK and a parser; a launch pays for neither.
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
        guard let gio = Gio.load() else { return .notHanded }
        var error: OpaquePointer?
        guard let bus = gio.busGetSync(Gio.sessionBus, nil, &error) else {
            gio.clearError(&error)
            return .notHanded
        }
        defer { gio.objectUnref(bus) }
        let id =
            getenv(CommandDoor.idVariable).map { String(cString: $0) }.flatMap {
                $0.isEmpty ? nil : $0
            } ?? CommandDoor.defaultID
        let parameters = [strv(arguments, gio), strv(environment(), gio)]
        let reply = parameters.withUnsafeBufferPointer { items in
            gio.callSync(
                bus, id, CommandDoor.objectPath(id: id), CommandDoor.interfaceName,
                CommandDoor.methodName, gio.newTuple(items.baseAddress, 2), nil,
                Gio.noAutoStart, Int32(CommandDoor.answerSeconds * 1000), nil,
                &error)
        }
        guard let reply else {
            let timedOut = gio.errorMatches(error, gio.ioErrorQuark(), Gio.timedOut) != 0
            gio.clearError(&error)
            return timedOut ? .unanswered : .notHanded
        }
        defer { gio.variantUnref(reply) }
        guard let type = gio.typeString(reply), String(cString: type) == "(iss)" else {
            return .notHanded
        }
        let status = number(gio.childValue(reply, 0), gio)
        guard status != CommandDoor.callersOwn else { return .notHanded }
        return .answered(
            status: status, output: text(gio.childValue(reply, 1), gio),
            error: text(gio.childValue(reply, 2), gio))
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

    private static func strv(_ strings: [String], _ gio: Gio) -> OpaquePointer? {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                gio.newStrv($0.baseAddress, Int(strings.count))
            }
        }
    }

    /// A child of the reply, whose type was checked (`(iss)`): it is there.
    private static func number(_ value: OpaquePointer?, _ gio: Gio) -> Int32 {
        defer { gio.variantUnref(value) }
        return gio.getInt32(value)
    }

    private static func text(_ value: OpaquePointer?, _ gio: Gio) -> String {
        defer { gio.variantUnref(value) }
        return gio.getString(value, nil).map { String(cString: $0) } ?? ""
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
