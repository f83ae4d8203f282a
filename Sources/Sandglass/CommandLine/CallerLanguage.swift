/// The language whoever ran a command reads. The instance's messages come from the one
/// catalogue it chose at start, so a command the `sandglass` program hands over is answered
/// there only when the caller reads the same (`CommandDoor`); otherwise the caller's own
/// process answers it, in its language.
enum CallerLanguage {
    /// What chooses a process's messages, by gettext's rule: LANGUAGE, unless the locale is C;
    /// the locale from LC_ALL, else LC_MESSAGES, else LANG.
    static func messages(_ variable: (String) -> String?) -> String {
        var locale = "C"
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty {
                locale = value
                break
            }
        }
        let language = variable("LANGUAGE") ?? ""
        return locale == "C" || locale == "POSIX" || language.isEmpty
            ? locale : "\(language) \(locale)"
    }
}
