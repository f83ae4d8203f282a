import CGtk

/// An immutable GVariant: the typed values that actions take as parameters.
public struct Variant: @unchecked Sendable {
    // GVariants are immutable and thread-safe once built; the reference is owned by this value's box.
    private final class Ref: @unchecked Sendable {
        let raw: OpaquePointer
        init(_ raw: OpaquePointer) { self.raw = raw }
        deinit { g_variant_unref(raw) }
    }
    private let ref: Ref
    var raw: OpaquePointer { ref.raw }

    /// Takes a reference to a variant GLib lends us (sinking a floating one).
    init(borrowing raw: OpaquePointer) {
        ref = Ref(g_variant_ref_sink(raw))
    }

    /// Takes over a reference GLib handed to us (a `g_action_get_state` result).
    init(adopting raw: OpaquePointer) {
        ref = Ref(raw)
    }

    public init(_ value: Int64) { self.init(borrowing: g_variant_new_int64(gint64(value))) }
    public init(_ value: String) { self.init(borrowing: g_variant_new_string(value)) }
    public init(int32 value: Int32) { self.init(borrowing: g_variant_new_int32(gint32(value))) }
    public init(_ value: Bool) { self.init(borrowing: g_variant_new_boolean(value ? 1 : 0)) }

    /// A tuple of the given variants, e.g. `(xs)`.
    public init(tuple items: [Variant]) {
        // The items own their children: keep them alive until the tuple has taken its references
        // (an optimised build would otherwise release them right after reading `raw`).
        let tuple = withExtendedLifetime(items) { () -> OpaquePointer? in
            var children: [OpaquePointer?] = items.map { $0.raw }
            return children.withUnsafeMutableBufferPointer {
                g_variant_new_tuple($0.baseAddress, gsize($0.count))
            }
        }
        self.init(borrowing: tuple!)
    }

    /// An array of `elementType` (e.g. `(sx)`) holding `items`, which must all be of that type.
    public init(array items: [Variant], elementType: String) {
        let array = withExtendedLifetime(items) { () -> OpaquePointer? in
            let type = g_variant_type_new(elementType)
            defer { g_variant_type_free(type) }
            var children: [OpaquePointer?] = items.map { $0.raw }
            return children.withUnsafeMutableBufferPointer {
                g_variant_new_array(type, $0.baseAddress, gsize($0.count))
            }
        }
        self.init(borrowing: array!)
    }

    /// The GVariant type string, e.g. `x`, `s`, `(xs)`.
    public var typeString: String { String(cString: g_variant_get_type_string(raw)) }

    public var int64: Int64? { typeString == "x" ? Int64(g_variant_get_int64(raw)) : nil }
    public var int32: Int32? { typeString == "i" ? Int32(g_variant_get_int32(raw)) : nil }
    public var bool: Bool? { typeString == "b" ? g_variant_get_boolean(raw) != 0 : nil }
    public var string: String? {
        guard typeString == "s" else { return nil }
        return String(cString: g_variant_get_string(raw, nil))
    }

    /// The children of a tuple, empty for other types.
    public var tupleItems: [Variant] {
        typeString.hasPrefix("(") ? children : []
    }

    /// The elements of an array, empty for other types.
    public var arrayItems: [Variant] {
        typeString.hasPrefix("a") ? children : []
    }

    private var children: [Variant] {
        return (0..<g_variant_n_children(raw)).compactMap { index in
            g_variant_get_child_value(raw, index).map { child in
                let value = Variant(borrowing: child)
                // get_child_value returned a full reference; the value holds its own
                g_variant_unref(child)
                return value
            }
        }
    }
}
