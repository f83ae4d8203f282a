/// One line of the record's journal: an entry, or a later change to one (its kind changed, or
/// it deleted). The journal only grows: a change is a line of its own, so what was recorded
/// and what was changed both stay.
public enum RecordLine: Equatable, Sendable {
    case entry(RecordEntry)
    /// Entry `id` counts as `kind` from now on; written at `atMs`.
    case change(id: Int64, kind: RecordKind, atMs: Int64)
    /// Entry `id` no longer counts; written at `atMs`.
    case delete(id: Int64, atMs: Int64)

    /// The entry a change or delete edits; nil for an entry's own line.
    public var editedID: Int64? {
        switch self {
        case .entry: nil
        case .change(let id, _, _), .delete(let id, _): id
        }
    }

    /// The farthest an instant may lie from 1970: 100 years either way of now is far inside.
    static let maximumMs: Int64 = 1 << 45

    /// The line, newline included: one JSON object, keys in a fixed order.
    public var text: String {
        switch self {
        case .entry(let entry):
            "{\"end_ms\":\(entry.endMs),\"id\":\(entry.id),\"kind\":\"\(entry.kind.rawValue)\","
                + "\"label\":\(JSONText.string(entry.label)),\"start_ms\":\(entry.startMs)}\n"
        case .change(let id, let kind, let at):
            "{\"at_ms\":\(at),\"change\":\(id),\"kind\":\"\(kind.rawValue)\"}\n"
        case .delete(let id, let at): "{\"at_ms\":\(at),\"delete\":\(id)}\n"
        }
    }

    /// The line `text` (without its newline); nil when it is not one this program writes, or
    /// holds values that make no sense (an end before the start, an instant out of range).
    public init?(_ text: Substring) {
        guard let object = FlatJSONObject(text) else { return nil }
        self.init(object)
    }

    /// The line in `bytes[range]` (without its newline).
    public init?(_ bytes: [UInt8], _ range: Range<Int>) {
        guard let object = FlatJSONObject(bytes, range) else { return nil }
        self.init(object)
    }

    private init?(_ object: FlatJSONObject) {
        if let id = object.number("id") {
            guard
                let kind = RecordKind.allCases.first(where: {
                    object.string("kind", is: $0.rawValue)
                }),
                let start = object.number("start_ms"), let end = object.number("end_ms"),
                Self.inRange(start), Self.inRange(end), start <= end
            else { return nil }
            let label = object.string("label") ?? ""
            guard label.utf8.count <= 4096 else { return nil }
            self = .entry(RecordEntry(id: id, kind: kind, startMs: start, endMs: end, label: label))
        } else if let id = object.number("change") {
            guard
                let kind = RecordKind.changeable.first(where: {
                    object.string("kind", is: $0.rawValue)
                }),
                let at = object.number("at_ms")
            else { return nil }
            self = .change(id: id, kind: kind, atMs: at)
        } else if let id = object.number("delete"), let at = object.number("at_ms") {
            self = .delete(id: id, atMs: at)
        } else {
            return nil
        }
    }

    private static func inRange(_ ms: Int64) -> Bool { ms >= -maximumMs && ms <= maximumMs }
}
