#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Local times written with the C library's `strftime`, in its current `LC_TIME` locale.
enum LocalTimeText {
    /// `fields` written with the `strftime` pattern `pattern`; "" when the result would not fit 256 bytes.
    static func format(_ pattern: String, _ fields: LocalTimeFields) -> String {
        var brokenDown = fields.brokenDown
        var buffer = [CChar](repeating: 0, count: 256)
        let count = strftime(&buffer, buffer.count, pattern, &brokenDown)
        guard count > 0 else { return "" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
