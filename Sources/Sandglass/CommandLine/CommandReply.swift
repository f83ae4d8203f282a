import TimerCore

/// What a command prints and its exit status: 0 done, 1 not possible now, 2 bad input.
struct CommandReply: Equatable {
    var output: String = ""
    var error: String = ""
    var status: Int32 = 0

    static func done(_ text: String) -> CommandReply { CommandReply(output: text + "\n") }
    static func refused(_ text: String) -> CommandReply {
        CommandReply(error: "sandglass: \(text)\n", status: 1)
    }
    static func usageError(_ text: String) -> CommandReply {
        CommandReply(error: "sandglass: \(text)\n", status: 2)
    }
    /// A request for a mode this Sandglass does not have (a newer command line than the instance).
    static func notThisMode(_ request: any ModeRequest) -> CommandReply {
        usageError(tr("this Sandglass has no {mode} mode", ["mode": request.mode.rawValue]))
    }
}

extension String {
    /// "Ends at 14:05" → "ends at 14:05", for use mid-sentence.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
