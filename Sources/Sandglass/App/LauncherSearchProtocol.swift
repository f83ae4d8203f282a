import GtkKit

/// One launcher's D-Bus protocol over `LauncherSearch` (GNOME Shell's provider, KRunner's runner):
/// where it is exported, its interface, and how it answers a call.
@MainActor
protocol LauncherSearchProtocol {
    /// Its object path, under the application's.
    static var objectPath: String { get }
    /// Its interface's introspection `<node>`.
    static var introspection: String { get }
    /// Answers `method` (its arguments: the call's tuple items) from `search`.
    static func answer(_ method: String, _ arguments: [Variant], search: LauncherSearch)
        throws(ExportedObject.Refusal) -> Variant?
}

extension LauncherSearchProtocol {
    /// Puts the protocol on the session bus over `search` (before the application takes its
    /// name, so a search that starts Sandglass finds it); nil without a bus.
    static func export(_ search: LauncherSearch) -> ExportedObject? {
        ExportedObject(path: objectPath, interfaceXML: introspection) {
            method, parameters throws(ExportedObject.Refusal) in
            try answer(method, parameters.tupleItems, search: search)
        }
    }
}
