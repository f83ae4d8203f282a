/// A button or menu label without its mnemonic mark, as a screen reader, a tooltip or the
/// shortcuts window says it: "_Start" → "Start", and a translation's "시작(_S)" → "시작"
/// (languages without Latin letters add the key in parentheses, which only the button shows).
enum MnemonicLabel {
    static func plain(_ label: String) -> String {
        var characters = Array(label)
        if let open = keyInParentheses(characters) {
            var start = open
            while start > 0, characters[start - 1] == " " { start -= 1 }
            characters.removeSubrange(start..<open + 4)
        }
        return String(characters.filter { $0 != "_" })
    }

    /// `label` put into a longer text by `fill`, its key in parentheses (a translation's
    /// "집중(_O)") moved to the end: "집중 (분:초)(_O)" would show two parenthesised parts in a
    /// row, "집중, 분:초 단위(_O)" one. A label with its mark inside a word is filled as it is.
    static func filled(_ label: String, _ fill: (String) -> String) -> String {
        var characters = Array(label)
        guard let open = keyInParentheses(characters) else { return fill(label) }
        let key = String(characters[open..<open + 4])
        var start = open
        while start > 0, characters[start - 1] == " " { start -= 1 }
        characters.removeSubrange(start..<open + 4)
        return fill(String(characters)) + key
    }

    /// Where "(_X)" starts in `characters`, if anywhere.
    private static func keyInParentheses(_ characters: [Character]) -> Int? {
        characters.indices.first { index in
            index + 3 < characters.count && characters[index] == "(" && characters[index + 1] == "_"
                && characters[index + 3] == ")"
        }
    }
}
