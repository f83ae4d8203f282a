extension LocalTimeFormat {
    /// This format with the patterns a translation gives in their place, as GNOME programs let
    /// translators choose their clock formats ("%p %-I:%M:%S" for Korean's "오후 3:06:31").
    ///
    /// Each pattern's message is its usual English form; a translation that leaves it as it is
    /// (or has none, as under the C locale) keeps what LC_TIME implies, so English text never changes.
    public func translated() -> LocalTimeFormat {
        var format = self
        // xgettext: no-c-format
        format.time = Self.pick(
            trc("strftime: a time of day with seconds", "%-I:%M:%S %p"), english: "%-I:%M:%S %p",
            else: time)
        // xgettext: no-c-format
        format.weekdayAndDay = Self.pick(
            trc("strftime: a weekday with its day and month", "%a, %b %-d"), english: "%a, %b %-d",
            else: weekdayAndDay)
        // xgettext: no-c-format
        format.day = Self.pick(
            trc("strftime: a day with its month and year", "%b %-d, %Y"), english: "%b %-d, %Y",
            else: day)
        // xgettext: no-c-format
        format.fullDay = Self.pick(
            trc("strftime: a day in full, with its weekday", "%A, %B %-d, %Y"),
            english: "%A, %B %-d, %Y", else: fullDay)
        return format
    }

    /// The translation's pattern, or `derived` when the translation is the English message.
    private static func pick(_ translation: String, english: String, else derived: String) -> String
    {
        translation == english || translation.isEmpty ? derived : translation
    }
}
