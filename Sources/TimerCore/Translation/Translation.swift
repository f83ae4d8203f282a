import CIntl

/// The program's gettext text domain, and where its translations (`<language>/LC_MESSAGES/sandglass.mo`) are found.
///
/// The C library's gettext, not Foundation's bundles: no ICU, nothing more to load. It follows
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` once `setlocale(LC_ALL, "")` has run.
public enum Translation {
    /// The text domain: the `.mo` files' name, and what `xgettext` and meson's i18n call it.
    public static let domain = "sandglass"

    /// Looks for the translations in `folder` (`<prefix>/share/locale`, or the build folder's copy),
    /// always decoded as UTF-8 (what GTK and Swift's strings expect, whatever the locale's charset).
    public static func bind(folder: String) {
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// `message`'s translation, or `message` itself when there is none.
    static func text(_ message: String) -> String {
        // gettext returns its argument when there is no translation: read it while it is alive.
        message.withCString { id in
            guard let found = dgettext(domain, id), found != UnsafeMutablePointer(mutating: id)
            else { return message }
            return String(cString: found)
        }
    }

    /// `message`'s translation in `context` (looked up as "context\u{4}message", as gettext's
    /// pgettext macro does), or `message` itself when there is none.
    static func text(context: String, _ message: String) -> String {
        let key = context + "\u{4}" + message
        return key.withCString { id in
            guard let found = dgettext(domain, id), found != UnsafeMutablePointer(mutating: id)
            else { return message }
            return String(cString: found)
        }
    }

    /// The form of `singular`/`plural` for `count` in the translation's language (English: 1 → singular).
    static func text(_ singular: String, _ plural: String, count: Int) -> String {
        // gettext's count is an unsigned long: the language's rule needs only the magnitude.
        singular.withCString { one in
            plural.withCString { many in
                guard let found = dngettext(domain, one, many, UInt(clamping: count.magnitude))
                else { return count == 1 ? singular : plural }
                if found == UnsafeMutablePointer(mutating: one) { return singular }
                if found == UnsafeMutablePointer(mutating: many) { return plural }
                return String(cString: found)
            }
        }
    }
}
