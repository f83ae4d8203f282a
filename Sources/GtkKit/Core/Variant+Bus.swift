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

    public init(uint64 value: UInt64) { self.init(borrowing: g_variant_new_uint64(guint64(value))) }
    public var uint64: UInt64? { typeString == "t" ? UInt64(g_variant_get_uint64(raw)) : nil }

    /// An object path, `o`; nil when `path` is not a valid one.
    public init?(objectPath path: String) {
        guard g_variant_is_object_path(path) != 0 else { return nil }
        self.init(borrowing: g_variant_new_object_path(path))
    }

    /// `value` in a box of type `v` (what an `av` array or a `v` argument holds).
    public init(boxing value: Variant) {
        let boxed = withExtendedLifetime(value) { g_variant_new_variant(value.raw) }
        self.init(borrowing: boxed!)
    }

    /// What a `v` box holds; nil for another type.
    public var unboxed: Variant? {
        guard typeString == "v", let inner = g_variant_get_variant(raw) else { return nil }
        return Variant(adopting: inner)
    }

    /// An array of 32-bit integers, `ai`.
    public init(int32s values: [Int32]) {
        self.init(array: values.map { Variant(int32: $0) }, elementType: "i")
    }

    /// The text of a string, object path or signature (`s`, `o`, `g`); nil for another type.
    public var text: String? {
        guard ["s", "o", "g"].contains(typeString) else { return nil }
        return String(cString: g_variant_get_string(raw, nil))
    }
}
