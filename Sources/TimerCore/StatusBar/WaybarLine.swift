/// One line of waybar's custom-module JSON (`return-type: json`), in this key order; read back
/// by the same keys (a bar's tests, a script).
public struct WaybarLine: Codable, Equatable, Sendable {
    /// What the bar shows.
    public var text: String
    /// Shown on hover.
    public var tooltip: String
    /// CSS classes for the module.
    public var classes: [String]
    /// 0...100, for a module that shows a level.
    public var percentage: Int
    /// For the module's `format-icons`.
    public var alt: String

    enum CodingKeys: String, CodingKey {
        case text, tooltip
        case classes = "class"
        case percentage, alt
    }

    public init(text: String, tooltip: String, classes: [String], percentage: Int, alt: String) {
        self.text = text
        self.tooltip = tooltip
        self.classes = classes
        self.percentage = percentage
        self.alt = alt
    }

    /// The line as JSON, keys in the order above.
    public func json() -> String {
        // Strings and integers only: nothing it cannot write.
        (try? OrderedJSONEncoder().text(self)) ?? "{}"
    }
}
