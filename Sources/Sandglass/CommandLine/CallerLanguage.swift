import SystemKit

/// The language whoever ran a command reads. The instance's messages come from the one
/// catalogue it chose at start, so a command the `sandglass` program hands over is answered
/// there only when the caller reads the same (`CommandDoor`); otherwise the caller's own
/// process answers it, in its language.
enum CallerLanguage {
    /// The instance's own, read once: its catalogue was chosen at start and does not change.
    static let instances = messages(CurrentProcess.environment)

    /// What chooses a process's messages, by gettext's rule: LANGUAGE, unless the locale is C;
    /// the locale from LC_ALL, else LC_MESSAGES, else LANG. C in any encoding ("C.UTF-8") and
    /// POSIX are all "C": untranslated.
    static func messages(_ variable: (String) -> String?) -> String {
        var locale = "C"
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty {
                locale = value
                break
            }
        }
        if locale == "POSIX" || locale == "C" || locale.hasPrefix("C.") { return "C" }
        let language = variable("LANGUAGE") ?? ""
        return language.isEmpty ? locale : "\(language) \(locale)"
    }
}
