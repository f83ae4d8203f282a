import FoundationEssentials

/// A zone's abbreviation read from its tz database file (TZif, RFC 8536), as the C library reads it.
///
/// ICU names some zones otherwise than the tz database ("GMT+9" where the C library says "KST"):
/// a zone other than the system's is looked up in Foundation (ICU), but its name is taken from
/// the same file the C library would read, so a time reads the same whichever way it was made.
enum ZoneDatabaseFile {
    /// The abbreviation in force at `seconds` since 1970 in the zone called `identifier`, whose
    /// offset then is `offset` (from Foundation); nil when no file names it.
    ///
    /// Of the file's local time types with that offset, the one in force at the last transition
    /// up to `seconds` (else the last one the file lists): so the rules past the file's last
    /// transition never need evaluating.
    static func abbreviation(
        identifier: String, offset: Int64, atSecondsSince1970 seconds: Int64,
        folder: String = "/usr/share/zoneinfo"
    ) -> String? {
        guard isZoneName(identifier),
            let data = try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + identifier)),
            let table = ZoneTable(Array(data))
        else { return nil }
        let candidates = table.types.indices.filter { Int64(table.types[$0].offset) == offset }
        guard !candidates.isEmpty else { return nil }
        let chosen =
            table.transitions.last { $0.at <= seconds && candidates.contains($0.type) }?.type
            ?? candidates[candidates.count - 1]
        return table.types[chosen].abbreviation
    }

    /// A name inside the zone folder: letters, digits and `_+-/`, no `..`, not absolute.
    static func isZoneName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.contains("..")
            && name.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                        || "_+-/".unicodeScalars.contains($0))
            }
    }
}

/// The transitions and local time types of a TZif file (its 64-bit part when it has one).
private struct ZoneTable {
    struct LocalType {
        var offset: Int32
        var abbreviation: String
    }
    var transitions: [(at: Int64, type: Int)] = []
    var types: [LocalType] = []

    init?(_ bytes: [UInt8]) {
        // "TZif"
        guard bytes.count >= 44, bytes[0...3] == [0x54, 0x5A, 0x69, 0x66] else { return nil }
        var start = 0
        var timeSize = 4
        if bytes[4] >= 0x32 {  // version 2 or later: skip the 32-bit part to the 64-bit one
            guard let size = Self.blockSize(bytes, at: 0, timeSize: 4) else { return nil }
            start = 44 + size
            timeSize = 8
        }
        guard let counts = Self.counts(bytes, at: start) else { return nil }
        var at = start + 44
        let transitionsEnd = at + counts.time * timeSize
        let indicesEnd = transitionsEnd + counts.time
        let typesEnd = indicesEnd + counts.type * 6
        guard typesEnd + counts.chars <= bytes.count else { return nil }
        let chars = Array(bytes[typesEnd..<typesEnd + counts.chars])
        for index in 0..<counts.type {
            let base = indicesEnd + index * 6
            let offset = Int32(bitPattern: UInt32(Self.integer(bytes, at: base, size: 4)))
            let nameStart = Int(bytes[base + 5])
            guard nameStart < chars.count else { return nil }
            let name = chars[nameStart...].prefix { $0 != 0 }
            types.append(
                LocalType(offset: offset, abbreviation: String(decoding: name, as: UTF8.self)))
        }
        while at < transitionsEnd {
            let raw = Self.integer(bytes, at: at, size: timeSize)
            let time =
                timeSize == 8 ? Int64(bitPattern: raw) : Int64(Int32(bitPattern: UInt32(raw)))
            let type = Int(bytes[transitionsEnd + (at - start - 44) / timeSize])
            guard type < types.count else { return nil }
            transitions.append((time, type))
            at += timeSize
        }
        guard !types.isEmpty else { return nil }
    }

    private static func counts(_ bytes: [UInt8], at start: Int) -> (
        isUT: Int, isStd: Int, leap: Int, time: Int, type: Int, chars: Int
    )? {
        guard start + 44 <= bytes.count, bytes[start..<start + 4] == [0x54, 0x5A, 0x69, 0x66] else {
            return nil
        }
        let values = (0..<6).map { Int(integer(bytes, at: start + 20 + $0 * 4, size: 4)) }
        return (values[0], values[1], values[2], values[3], values[4], values[5])
    }

    /// The size of the data block after the header at `start`.
    private static func blockSize(_ bytes: [UInt8], at start: Int, timeSize: Int) -> Int? {
        guard let c = counts(bytes, at: start) else { return nil }
        return c.time * timeSize + c.time + c.type * 6 + c.chars + c.leap * (timeSize + 4) + c.isStd
            + c.isUT
    }

    private static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        bytes[start..<start + size].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
