/// Writes an `Encodable` value as one line of JSON with its keys in the order it encodes them
/// and nil written as null: the status output's format, from the same `CodingKeys` and types that
/// read it back (Foundation's JSONEncoder on Linux orders keys differently from run to run).
///
/// It knows what the status types use: objects, arrays, strings, booleans and integers.
public struct OrderedJSONEncoder {
    /// Values the types' `encode(to:)` may read (the report's `at_ms`, for the instants derived from it).
    public var userInfo: [CodingUserInfoKey: Any] = [:]

    public init(userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.userInfo = userInfo
    }

    /// `value` as JSON text.
    public func text<Value: Encodable>(_ value: Value) throws -> String {
        let root = JSONNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: [], userInfo: userInfo))
        return root.text
    }
}

/// One value of the JSON being written; filled in by the container that owns it (in place: a
/// report of a thousand timers is one append each).
private final class JSONNode {
    enum Kind { case empty, scalar, array, object }

    private(set) var kind = Kind.empty
    /// A string, number, boolean or null, already as JSON text.
    private var scalar = ""
    private var elements: [JSONNode] = []
    private var members: [(key: String, value: JSONNode)] = []

    var text: String {
        switch kind {
        case .empty: "null"
        case .scalar: scalar
        case .array: "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object:
            "{"
                + members.map { JSONText.string($0.key) + ":" + $0.value.text }.joined(
                    separator: ",") + "}"
        }
    }

    var count: Int { kind == .array ? elements.count : 0 }

    func set(_ jsonText: String) {
        kind = .scalar
        scalar = jsonText
    }

    func append(_ element: JSONNode) {
        becomeArray()
        elements.append(element)
    }

    func add(_ key: String, _ value: JSONNode) {
        becomeObject()
        members.append((key, value))
    }

    /// Makes this node the object or array a container writes into, keeping what it has.
    func becomeObject() {
        if kind != .object {
            kind = .object
            members = []
        }
    }
    func becomeArray() {
        if kind != .array {
            kind = .array
            elements = []
        }
    }
}

/// What the status format cannot hold.
public struct OrderedJSONEncodingError: Error, CustomStringConvertible {
    public let description: String
}

private struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(
            KeyedNodeContainer<Key>(node: node, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath, userInfo: userInfo)
    }
}

/// Writes `value` into `node`: a scalar directly, anything else through its own `encode(to:)`.
private func write<Value: Encodable>(
    _ value: Value, into node: JSONNode, codingPath: [any CodingKey],
    userInfo: [CodingUserInfoKey: Any]
) throws {
    switch value {
    case let text as String: node.set(JSONText.string(text))
    case let flag as Bool: node.set(flag ? "true" : "false")
    case let number as any BinaryInteger: node.set(String(describing: number))
    case is any BinaryFloatingPoint:
        throw OrderedJSONEncodingError(
            description:
                "no fractional numbers in the status format (at \(codingPath.map(\.stringValue)))")
    default:
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    private func child(_ key: Key) -> JSONNode {
        let child = JSONNode()
        node.add(key.stringValue, child)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).set("null") }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try write(value, into: child(key), codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], userInfo: userInfo).container(
            keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], userInfo: userInfo)
            .unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], userInfo: userInfo)
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    var count: Int { node.count }

    private func next() -> JSONNode {
        let element = JSONNode()
        node.append(element)
        return element
    }

    mutating func encodeNil() throws { next().set("null") }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try write(value, into: next(), codingPath: codingPath, userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        NodeEncoder(node: next(), codingPath: codingPath, userInfo: userInfo).container(
            keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: next(), codingPath: codingPath, userInfo: userInfo).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: next(), codingPath: codingPath, userInfo: userInfo)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    mutating func encodeNil() throws { node.set("null") }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try write(value, into: node, codingPath: codingPath, userInfo: userInfo)
    }
}
