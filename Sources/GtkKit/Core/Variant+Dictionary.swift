import CGtk

/// Reading what D-Bus sends back: a property's boxed value, a dictionary's entries.
extension Variant {
    /// The value under `key` in an `a{sv}` dictionary (unboxed); nil when absent, or not one.
    public func value(forKey key: String) -> Variant? {
        guard typeString == "a{sv}", let found = g_variant_lookup_value(raw, key, nil) else {
            return nil
        }
        return Variant(adopting: found)
    }

    /// The value a `v` holds (a property read with `Get`); nil for other types.
    public var unboxed: Variant? {
        guard typeString == "v", let inner = g_variant_get_variant(raw) else { return nil }
        return Variant(adopting: inner)
    }

    /// An object path (`o`), as a string.
    public var objectPath: String? {
        guard typeString == "o" else { return nil }
        return String(cString: g_variant_get_string(raw, nil))
    }
}
