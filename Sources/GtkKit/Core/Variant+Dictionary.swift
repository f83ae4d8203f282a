import CGtk

/// Reading what D-Bus sends back: a dictionary's entries.
extension Variant {
    /// The value under `key` in an `a{sv}` dictionary (unboxed); nil when absent, or not one.
    public func value(forKey key: String) -> Variant? {
        guard typeString == "a{sv}", let found = g_variant_lookup_value(raw, key, nil) else {
            return nil
        }
        return Variant(adopting: found)
    }
}
