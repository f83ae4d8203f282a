/// A zone's short name as people read it.
///
/// The tz database names zones without letters of their own by their offset ("+04", "-0330");
/// alone after a time, that reads as arithmetic, so it is written "UTC+4", "UTC−3:30".
public enum ZoneAbbreviation {
    /// `name` with a bare offset made readable; letters ("CET", "GMT+9") are kept as they are.
    public static func readable(_ name: String) -> String {
        guard let sign = name.first, sign == "+" || sign == "-" else { return name }
        let digits = name.dropFirst()
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII),
            digits.allSatisfy(\.isNumber),
            let hours = Int(digits.prefix(2))
        else { return name }
        let minutes = digits.count > 2 ? String(digits.dropFirst(2)) : ""
        let shown = sign == "+" ? "+" : "\u{2212}"
        return "UTC\(shown)\(hours)" + (minutes.isEmpty || minutes == "00" ? "" : ":\(minutes)")
    }
}
