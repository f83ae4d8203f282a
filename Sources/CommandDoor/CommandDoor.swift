/// The running Sandglass's door for a command line: one D-Bus method, called by the small
/// `sandglass` program, which carries no parser and no GTK (a command costs what its call
/// costs), and answered by the instance, which parses the arguments as it parses any.
///
/// `Run(as arguments, as environment) → (i status, s output, s error)`: the arguments after the
/// program's name, the caller's environment as `NAME=value`; what to print and the exit status.
/// A status of `callersOwn` asks the caller to do the command itself (the full program does).
public enum CommandDoor {
    /// The application id on the session bus, unless `SANDGLASS_APP_ID` names another.
    public static let defaultID = "io.github.sandglass.Sandglass"
    public static let idVariable = "SANDGLASS_APP_ID"
    public static let interfaceName = "io.github.sandglass.CommandLine"
    public static let methodName = "Run"

    /// The interface's introspection, as the instance exports it.
    public static let introspection = """
        <node>
          <interface name="\(interfaceName)">
            <method name="\(methodName)">
              <arg type="as" name="arguments" direction="in"/>
              <arg type="as" name="environment" direction="in"/>
              <arg type="i" name="status" direction="out"/>
              <arg type="s" name="output" direction="out"/>
              <arg type="s" name="error" direction="out"/>
            </method>
          </interface>
        </node>
        """

    /// The reply's status for a command the caller carries out itself: one that follows or
    /// waits in its terminal, reads files, answers in another language, or prints help.
    public static let callersOwn: Int32 = -1

    /// How long a caller waits for the instance's answer.
    public static let answerSeconds = 5

    /// The caller's environment variable: by when its command is wanted, an instant of
    /// CLOCK_BOOTTIME in nanoseconds (`CommandDeadline`).
    public static let deadlineVariable = "SANDGLASS_COMMAND_DEADLINE_NS"

    /// The deadline's value for a caller that gives up `seconds` after `now` (nanoseconds of
    /// CLOCK_BOOTTIME): a second earlier, so what the instance still takes has time to answer.
    public static func deadline(givingUpAfter seconds: Int, fromNanoseconds now: Int64) -> Int64 {
        now + Int64(seconds - 1) * 1_000_000_000
    }

    /// Set by the `sandglass` program for the full one when the instance did not answer in
    /// time: the command is not sent again (it would wait as long once more).
    public static let unansweredVariable = "SANDGLASS_INSTANCE_UNANSWERED"

    /// The full program (GTK, the parser, the instance), which `sandglass` starts for anything
    /// it does not hand to a running instance: beside it in a build folder, else in
    /// `<prefix>/libexec`.
    public static let applicationName = "sandglass-app"
    public static let commandName = "sandglass"

    /// Where GApplication exports the instance's actions: the id as a path ('.' → '/', '-' → '_').
    public static func applicationPath(id: String) -> String {
        "/" + String(id.map { $0 == "." ? "/" : $0 == "-" ? "_" : $0 })
    }

    /// Where the instance of `id` keeps the door: under GApplication's path for the id.
    public static func objectPath(id: String) -> String {
        applicationPath(id: id) + "/CommandLine"
    }
}
