import CGtk

/// The further GVariant types D-Bus methods take: unsigned numbers, bytes, string arrays and
/// `a{sv}` dictionaries of hints.
extension Variant {
    public init(uint32 value: UInt32) { self.init(borrowing: g_variant_new_uint32(guint32(value))) }
    public init(byte value: UInt8) { self.init(borrowing: g_variant_new_byte(guchar(value))) }
    public init(double value: Double) { self.init(borrowing: g_variant_new_double(value)) }

    /// An array of strings, `as`.
    public init(strings: [String]) {
        self.init(array: strings.map { Variant($0) }, elementType: "s")
    }

    /// A dictionary from names to any values, `a{sv}`.
    public init(dictionary: [(String, Variant)]) {
        let entries = dictionary.map { key, value in
            withExtendedLifetime(value) {
                Variant(
                    borrowing: g_variant_new_dict_entry(
                        g_variant_new_string(key), g_variant_new_variant(value.raw)))
            }
        }
        self.init(array: entries, elementType: "{sv}")
    }

    public var uint32: UInt32? { typeString == "u" ? UInt32(g_variant_get_uint32(raw)) : nil }
}
