/// Fills named placeholders ("{time}", "{label}") in a translated text.
///
/// Named, not positional, so a translation can put the words in its own order ("{time} 종료" for
/// "Ends at {time}"), and a translator sees what each one stands for.
enum Placeholders {
    /// `text` with each "{name}" of `values` replaced by its value; other braces are kept.
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = values.first(where: { $0.key == rest[afterOpen..<close] })?.value
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            // A value is never searched again: a label that contains "{time}" stays as typed.
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
