/// Pieces of hand-written JSON: the status output needs a fixed key order and explicit nulls,
/// which `JSONEncoder` does not promise.
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            // The rest of the control range, and the two separators JavaScript treats as newlines.
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a JSON string literal, or `null`.
    static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "null"
    }

    /// `value` as a JSON number, or `null`.
    static func optionalInteger(_ value: Int64?) -> String {
        value.map(String.init) ?? "null"
    }

    /// An object with its members in the order given; values must already be JSON.
    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    /// An array of values that are already JSON.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}
