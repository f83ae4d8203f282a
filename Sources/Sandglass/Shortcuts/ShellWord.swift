/// A word as a shell (and GNOME's command field, which splits like one) reads it back whole.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=+@%".contains($0) }
        guard !plain || word.isEmpty else { return word }
        return "'" + word.replacing("'", with: #"'\''"#) + "'"
    }
}
