import GtkKit
import TimerCore

/// GNOME Shell's search in the overview (`org.gnome.Shell.SearchProvider2`), over `LauncherSearch`.
enum ShellSearchProvider: LauncherSearchProtocol {
    static let objectPath = AppIdentity.objectPath + "/SearchProvider"

    static func answer(_ method: String, _ arguments: [Variant], search: LauncherSearch)
        throws(ExportedObject.Refusal) -> Variant?
    {
        switch method {
        case "GetInitialResultSet":
            return results(for: try ExportedObject.strings(arguments, at: 0), search)
        case "GetSubsearchResultSet":
            // Searched again from the words: what is under way may have changed since.
            return results(for: try ExportedObject.strings(arguments, at: 1), search)
        case "GetResultMetas":
            let metas = try ExportedObject.strings(arguments, at: 0).map { id in
                let offer = search.offer(id)
                return Variant(dictionary: [
                    ("id", Variant(id)), ("name", Variant(offer?.title ?? id)),
                    ("description", Variant(offer?.detail ?? "")),
                    ("gicon", Variant(LauncherSearch.icon(of: offer))),
                ])
            }
            return Variant(tuple: [Variant(array: metas, elementType: "a{sv}")])
        case "ActivateResult":
            try search.activate(arguments.first?.string ?? "")
            return nil
        case "LaunchSearch":
            search.openWindow()
            return nil
        default:
            throw ExportedObject.Refusal("no method \(method)")
        }
    }

    private static func results(for terms: [String], _ search: LauncherSearch) -> Variant {
        Variant(tuple: [Variant(strings: search.offers(for: terms).map(\.id))])
    }

    /// GNOME Shell's search provider interface, version 2.
    static let introspection = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
