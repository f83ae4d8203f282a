/// The record as others read it: CSV for a spreadsheet, JSON for a script. Both say the same,
/// one row or object per entry: its id, kind, start and end (ISO 8601 with the zone's offset, and
/// milliseconds since 1970), length and label.
public enum RecordExport {
    public static let csvHeader = "id,kind,start,end,duration_seconds,label\n"

    public static func csv(_ entries: [RecordEntry], zone: LocalZone) -> String {
        var text = csvHeader
        for entry in entries {
            let fields = [
                String(entry.id), entry.kind.rawValue,
                ISO8601Milliseconds.string(millisecondsSince1970: entry.startMs, zone: zone),
                ISO8601Milliseconds.string(millisecondsSince1970: entry.endMs, zone: zone),
                String(entry.durationMs / 1000), quoted(entry.label),
            ]
            text += fields.joined(separator: ",") + "\n"
        }
        return text
    }

    /// One JSON array, each entry an object; the whole on one line.
    public static func json(_ entries: [RecordEntry], zone: LocalZone) -> String {
        let objects = entries.map { entry in
            "{\"id\":\(entry.id),\"kind\":\"\(entry.kind.rawValue)\","
                + "\"start\":\"\(ISO8601Milliseconds.string(millisecondsSince1970: entry.startMs, zone: zone))\","
                + "\"end\":\"\(ISO8601Milliseconds.string(millisecondsSince1970: entry.endMs, zone: zone))\","
                + "\"start_ms\":\(entry.startMs),\"end_ms\":\(entry.endMs),"
                + "\"duration_ms\":\(entry.durationMs),\"label\":\(JSONText.string(entry.label))}"
        }
        return "[" + objects.joined(separator: ",") + "]\n"
    }

    /// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); a leading
    /// =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula.
    static func quoted(_ field: String) -> String {
        var value = field
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\n\r".contains($0) }) else { return value }
        return "\""
            + value.split(separator: "\"", omittingEmptySubsequences: false).joined(
                separator: "\"\"") + "\""
    }
}
