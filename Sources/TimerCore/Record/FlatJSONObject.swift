/// A JSON object of one level whose values are whole numbers or strings: what a record line is.
/// Read by hand, byte by byte, as fast as the lines come (ten years of a record is 60,000 lines;
/// Foundation's decoder takes a second and more for them).
struct FlatJSONObject {
    enum Value: Equatable {
        case number(Int64)
        /// A string's bytes, unescaped.
        case string([UInt8])
    }

    /// The members in order, keys as their bytes (no String made for a key).
    private var members: [(key: ArraySlice<UInt8>, value: Value)] = []

    private func value(_ key: String) -> Value? {
        members.first { $0.key.elementsEqual(key.utf8) }?.value
    }

    func number(_ key: String) -> Int64? {
        if case .number(let value) = value(key) { return value }
        return nil
    }

    func string(_ key: String) -> String? {
        if case .string(let bytes) = value(key) { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    /// Whether the string at `key` is `text`, compared as bytes.
    func string(_ key: String, is text: String) -> Bool {
        if case .string(let bytes) = value(key) { return bytes.elementsEqual(text.utf8) }
        return false
    }

    /// Nil when `text` is not such an object (nesting, floats, booleans, a duplicated key, trailing text).
    init?(_ text: Substring) {
        let bytes = Array(text.utf8)
        self.init(bytes, bytes.indices)
    }

    /// The same for the bytes of `bytes` in `range` (a line of a journal read whole).
    init?(_ bytes: [UInt8], _ range: Range<Int>) {
        var reader = Reader(bytes: bytes, at: range.lowerBound, end: range.upperBound)
        guard reader.take(0x7B) else { return nil }
        if !reader.take(0x7D) {
            repeat {
                guard let key = reader.string(), reader.take(0x3A),
                    !members.contains(where: { $0.key.elementsEqual(key) })
                else { return nil }
                reader.skipSpace()
                if reader.peek == 0x22 {
                    guard let value = reader.string() else { return nil }
                    members.append((key, .string(Array(value))))
                } else {
                    guard let value = reader.number() else { return nil }
                    members.append((key, .number(value)))
                }
            } while reader.take(0x2C)
            guard reader.take(0x7D) else { return nil }
        }
        reader.skipSpace()
        guard reader.at == reader.end else { return nil }
    }

    /// Where reading is in the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var at: Int
        let end: Int

        var peek: UInt8? { at < end ? bytes[at] : nil }

        mutating func next() -> UInt8? {
            guard at < end else { return nil }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D { at += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard peek == byte else { return false }
            at += 1
            return true
        }

        /// A string's bytes, unescaped.
        mutating func string() -> ArraySlice<UInt8>? {
            guard take(0x22) else { return nil }
            // Most strings hold no escape: their bytes as they are.
            let first = at
            while let byte = peek, byte != 0x22, byte != 0x5C, byte >= 0x20 { at += 1 }
            if peek == 0x22 {
                at += 1
                return bytes[first..<(at - 1)]
            }
            var scalars = Array(bytes[first..<at])
            while let byte = next() {
                switch byte {
                case 0x22: return scalars[...]
                case 0x5C:
                    guard let escaped = next() else { return nil }
                    switch escaped {
                    case 0x22, 0x5C, 0x2F: scalars.append(escaped)
                    case 0x6E: scalars.append(0x0A)
                    case 0x74: scalars.append(0x09)
                    case 0x72: scalars.append(0x0D)
                    case 0x62: scalars.append(0x08)
                    case 0x66: scalars.append(0x0C)
                    case 0x75:
                        guard let unit = hex4() else { return nil }
                        var code = UInt32(unit)
                        // A surrogate pair: the second half follows as \uDC00…\uDFFF.
                        if (0xD800..<0xDC00).contains(unit) {
                            guard next() == 0x5C, next() == 0x75, let low = hex4(),
                                (0xDC00..<0xE000).contains(low)
                            else { return nil }
                            code = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { return nil }
                        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: scalars.append(byte)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt16? {
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard let byte = next() else { return nil }
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }

        mutating func number() -> Int64? {
            skipSpace()
            let negative = peek == 0x2D
            if negative { at += 1 }
            var value: Int64 = 0
            var digits = 0
            while let byte = peek, (0x30...0x39).contains(byte) {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int64(byte - 0x30))
                guard !overflow1, !overflow2 else { return nil }
                value = sum
                digits += 1
                at += 1
            }
            guard digits > 0 else { return nil }
            return negative ? -value : value
        }
    }
}
