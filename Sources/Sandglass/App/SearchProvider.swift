import GtkKit
import TimerCore

/// GNOME Shell's search in the overview (`org.gnome.Shell.SearchProvider2`): what a person types
/// there ("tea 4m", "pomodoro", a running timer's label) is matched by `SearchMatcher`, and an
/// activated result runs its command in this instance, as `sandglass …` would.
@MainActor
final class SearchProvider {
    static let objectPath = AppIdentity.objectPath + "/SearchProvider"

    /// Carries out an offer's command line; returns its exit status.
    typealias Run = @MainActor (_ arguments: [String]) -> Int32

    private var object: ExportedObject?
    /// The offers of the latest searches, by id, for their titles (`GetResultMetas`).
    private var offered: [String: SearchOffer] = [:]
    private let status: @MainActor () -> StatusReport
    private let clock: TimeSource
    private let run: Run
    private let showWindow: @MainActor (Mode?) -> Void

    init(
        clock: TimeSource, status: @escaping @MainActor () -> StatusReport, run: @escaping Run,
        showWindow: @escaping @MainActor (Mode?) -> Void
    ) {
        self.clock = clock
        self.status = status
        self.run = run
        self.showWindow = showWindow
    }

    /// Puts it on the session bus (before the application takes its name); false without a bus.
    @discardableResult
    func export() -> Bool {
        object = ExportedObject(path: Self.objectPath, interfaceXML: Self.introspection) {
            [unowned self] method, parameters throws(ExportedObject.Refusal) in
            try self.answer(method, parameters.tupleItems)
        }
        return object != nil
    }

    private func answer(_ method: String, _ arguments: [Variant]) throws(ExportedObject.Refusal)
        -> Variant?
    {
        switch method {
        case "GetInitialResultSet":
            return results(for: try strings(arguments, 0))
        case "GetSubsearchResultSet":
            // Searched again from the words: what is under way may have changed since.
            return results(for: try strings(arguments, 1))
        case "GetResultMetas":
            let metas = try strings(arguments, 0).map { id in
                let offer = offered[id]
                return Variant(dictionary: [
                    ("id", Variant(id)),
                    ("name", Variant(offer?.title ?? id)),
                    ("description", Variant(offer?.detail ?? "")),
                    (
                        "gicon",
                        Variant(Mode(rawValue: offer?.mode ?? "")?.icon ?? AppIdentity.iconName)
                    ),
                ])
            }
            return Variant(tuple: [Variant(array: metas, elementType: "a{sv}")])
        case "ActivateResult":
            guard let id = arguments.first?.string,
                let command = SearchOffer.arguments(ofID: id)
            else { throw ExportedObject.Refusal("not a Sandglass result") }
            let done = run(command) == 0
            // A start opens the page, as a launcher's New Timer does; a pause or dismiss does not.
            if done, command.count > 1, command[1] == "start" {
                showWindow(Mode(rawValue: command[0]))
            }
            return nil
        case "LaunchSearch":
            showWindow(nil)
            return nil
        default:
            throw ExportedObject.Refusal("no method \(method)")
        }
    }

    /// The ids of what `terms` offers now, most likely first.
    private func results(for terms: [String]) -> Variant {
        let offers = SearchMatcher.offers(for: terms, status: status(), source: clock)
        // Kept for the metas that follow; the latest searches only.
        if offered.count > 200 { offered.removeAll() }
        for offer in offers { offered[offer.id] = offer }
        return Variant(tuple: [Variant(strings: offers.map(\.id))])
    }

    private func strings(_ arguments: [Variant], _ index: Int) throws(ExportedObject.Refusal)
        -> [String]
    {
        guard index < arguments.count, arguments[index].typeString == "as" else {
            throw ExportedObject.Refusal("expected an array of strings")
        }
        return arguments[index].arrayItems.compactMap(\.string)
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
