/// A button or menu label without its mnemonic mark, as a screen reader, a tooltip or the
/// shortcuts window says it: "_Start" → "Start", and a translation's "시작(_S)" → "시작"
/// (languages without Latin letters add the key in parentheses, which only the button shows).
enum MnemonicLabel {
    static func plain(_ label: String) -> String {
        var characters = Array(label)
        if let open = characters.indices.first(where: { index in
            index + 3 < characters.count && characters[index] == "(" && characters[index + 1] == "_"
                && characters[index + 3] == ")"
        }) {
            var start = open
            while start > 0, characters[start - 1] == " " { start -= 1 }
            characters.removeSubrange(start..<open + 4)
        }
        return String(characters.filter { $0 != "_" })
    }
}
