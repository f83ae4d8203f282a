// The marks that xgettext looks for (po/meson.build names them as keywords): a call with a
// string literal is a message to translate. Literals only (StaticString), so no message can
// escape extraction by being built at run time.

/// `message` in the user's language: `tr("Start")`.
public func tr(_ message: StaticString) -> String {
    Translation.text(message.description)
}

/// `message` in the user's language with its placeholders filled: `tr("Pause {label}", ["label": name])`.
public func tr(_ message: StaticString, _ values: KeyValuePairs<String, String>) -> String {
    Placeholders.fill(Translation.text(message.description), values)
}

/// The plural form for `count`, with "{count}" and the other placeholders filled:
/// `trn("{count} minute", "{count} minutes", 3)` → "3 minutes".
public func trn(
    _ singular: StaticString, _ plural: StaticString, _ count: Int,
    _ values: KeyValuePairs<String, String> = [:]
) -> String {
    let text = Translation.text(singular.description, plural.description, count: count)
    return Placeholders.fill(Placeholders.fill(text, ["count": String(count)]), values)
}

/// `message` in the user's language, told apart from the same English in another `context`
/// (gettext's msgctxt): `trc("strftime: a time of day", "%H:%M:%S")`.
public func trc(_ context: StaticString, _ message: StaticString) -> String {
    Translation.text(context: context.description, message.description)
}
