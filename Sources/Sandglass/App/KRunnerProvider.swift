import GtkKit
import TimerCore

/// KDE's KRunner (`org.kde.krunner1`, a D-Bus runner), over `LauncherSearch`: the same offers as
/// GNOME Shell's overview, each with the one action that carries it out.
enum KRunnerProvider: LauncherSearchProtocol {
    static let objectPath = AppIdentity.objectPath + "/KRunner"
    /// KRunner's match type for a result that may be what was meant (`Plasma::QueryMatch::PossibleMatch`).
    static let possibleMatch: Int32 = 30

    static func answer(_ method: String, _ arguments: [Variant], search: LauncherSearch)
        throws(ExportedObject.Refusal) -> Variant?
    {
        switch method {
        case "Match":
            guard let query = arguments.first?.string else {
                throw ExportedObject.Refusal("expected the query")
            }
            let offers = search.offers(for: [query])
            let matches = offers.enumerated().map { index, offer in
                Variant(tuple: [
                    Variant(offer.id), Variant(offer.title),
                    Variant(LauncherSearch.icon(of: offer)), Variant(int32: Self.possibleMatch),
                    // The matcher's order, kept by KRunner among Sandglass's results.
                    Variant(double: 1 - Double(index) / Double(max(1, offers.count))),
                    Variant(dictionary: [("subtext", Variant(offer.detail))]),
                ])
            }
            return Variant(tuple: [Variant(array: matches, elementType: "(sssida{sv})")])
        case "Actions":
            // No second action: choosing a result does what it says.
            return Variant(tuple: [Variant(array: [], elementType: "(sss)")])
        case "Run":
            try search.activate(arguments.first?.string ?? "")
            return nil
        default:
            throw ExportedObject.Refusal("no method \(method)")
        }
    }

    /// KRunner's D-Bus runner interface.
    static let introspection = """
        <node>
          <interface name="org.kde.krunner1">
            <method name="Actions">
              <arg type="a(sss)" name="matches" direction="out"/>
            </method>
            <method name="Match">
              <arg type="s" name="query" direction="in"/>
              <arg type="a(sssida{sv})" name="matches" direction="out"/>
            </method>
            <method name="Run">
              <arg type="s" name="matchId" direction="in"/>
              <arg type="s" name="actionId" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
