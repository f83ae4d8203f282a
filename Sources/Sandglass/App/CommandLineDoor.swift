import CommandDoor
import GtkKit

/// The instance's side of `CommandDoor`: a command line the `sandglass` program hands over in
/// one D-Bus call, answered with what to print and the exit status, or handed back for the
/// caller to carry out itself (`CommandDoor.callersOwn`).
@MainActor
enum CommandLineDoor {
    /// Puts the door on the session bus for the instance of `id` (before it takes the name, so a
    /// command that comes as it starts finds it); nil without a bus. `answer` gets the arguments
    /// and the caller's environment; nil hands the command back.
    static func export(
        id: String,
        answer:
            @escaping @MainActor (_ arguments: [String], _ environment: [String: String]) ->
            CommandReply?
    ) -> ExportedObject? {
        ExportedObject(
            path: CommandDoor.objectPath(id: id), interfaceXML: CommandDoor.introspection
        ) {
            method, parameters throws(ExportedObject.Refusal) in
            guard method == CommandDoor.methodName else {
                throw ExportedObject.Refusal("no method \(method)")
            }
            let items = parameters.tupleItems
            let arguments = try ExportedObject.strings(items, at: 0)
            let environment = try ExportedObject.strings(items, at: 1)
            let reply = answer(arguments, variables(environment))
            return Variant(tuple: [
                Variant(int32: reply?.status ?? CommandDoor.callersOwn),
                Variant(reply?.output ?? ""), Variant(reply?.error ?? ""),
            ])
        }
    }

    /// `NAME=value` entries as a dictionary (the first of a name wins, as `getenv` finds it).
    nonisolated static func variables(_ entries: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for entry in entries {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let name = String(entry[..<equals])
            if variables[name] == nil {
                variables[name] = String(entry[entry.index(after: equals)...])
            }
        }
        return variables
    }
}
