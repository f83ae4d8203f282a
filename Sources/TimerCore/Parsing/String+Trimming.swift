extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, newlines): what a person
    /// typed around a value is not part of it. The standard library's, so no Foundation is needed.
    public var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
