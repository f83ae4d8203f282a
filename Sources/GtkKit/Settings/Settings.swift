import CGtk

/// One application's GSettings: typed reads and writes of its keys, written together, and
/// changes made by others (`gsettings set`, dconf Editor) told as they come.
///
/// The schema is looked up among the installed ones first (unless `installed` is false, as on a
/// machine without it), then in `folders` (a build folder's compiled schema), so a missing
/// schema is a nil here, never GLib's abort.
@MainActor
public final class Settings {
    /// Where the values are kept.
    public enum Store: Sendable, Equatable {
        /// The desktop's (dconf on GNOME), shared with `gsettings` and every other process.
        case desktop
        /// A key file at this path, the program's alone (tests).
        case keyFile(String)
    }

    private let settings: UnsafeMutablePointer<GSettings>
    private let schema: OpaquePointer
    private var changeConnection: SignalConnection?

    /// `keys`: the keys the program reads and writes; a schema without one of them (an older
    /// install) is passed over, since GLib aborts on a key its schema lacks. `path`: where a
    /// relocatable schema's keys live (GNOME's custom keybindings, one path each). `sharing`:
    /// settings whose store these use too, so writes through either see the other's (two key
    /// file backends on one file would each write their own view of it).
    public init?(
        schemaID: String, keys: [String], installed: Bool = true, folders: [String],
        store: Store = .desktop, path: String? = nil, sharing: Settings? = nil
    ) {
        guard let schema = Self.lookUp(schemaID, keys: keys, installed: installed, folders: folders)
        else { return nil }
        var backend: UnsafeMutablePointer<GSettingsBackend>?
        if let sharing {
            backend = sg_settings_backend(sharing.settings)
        } else if case .keyFile(let path) = store {
            backend = g_keyfile_settings_backend_new(path, "/", "sandglass")
        }
        // GLib aborts on a relocatable schema without a path, or a fixed one given another.
        let relocatable = g_settings_schema_get_path(schema) == nil
        guard relocatable == (path != nil),
            path.map({ $0.hasPrefix("/") && $0.hasSuffix("/") && !$0.contains("//") }) ?? true
        else {
            g_settings_schema_unref(schema)
            if let backend { g_object_unref(backend) }
            return nil
        }
        let made = g_settings_new_full(schema, backend, path)
        if let backend { g_object_unref(backend) }
        guard let made else {
            g_settings_schema_unref(schema)
            return nil
        }
        self.schema = schema
        settings = made
        // Writes wait for `apply()`, so others see a change of several keys as one.
        g_settings_delay(settings)
    }

    isolated deinit {
        changeConnection = nil
        g_object_unref(settings)
        g_settings_schema_unref(schema)
    }

    /// The schema `id`, installed or compiled in one of `folders`; nil when neither has it.
    private static func lookUp(_ id: String, keys: [String], installed: Bool, folders: [String])
        -> OpaquePointer?
    {
        /// The schema if it has every key, else nil (and it is let go).
        func complete(_ schema: OpaquePointer?) -> OpaquePointer? {
            guard let schema else { return nil }
            if keys.allSatisfy({ g_settings_schema_has_key(schema, $0) != 0 }) { return schema }
            g_settings_schema_unref(schema)
            return nil
        }
        if installed, let installed = g_settings_schema_source_get_default(),
            let schema = complete(g_settings_schema_source_lookup(installed, id, 1))
        {
            return schema
        }
        for folder in folders {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(folder, nil, 0, &error)
            else {
                g_clear_error(&error)
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = complete(g_settings_schema_source_lookup(source, id, 0)) {
                return schema
            }
        }
        return nil
    }

    /// Whether what is written outlives this process: false for GLib's memory backend (no
    /// dconf module installed) and for dconf without a session bus to reach its service.
    public var keepsWrites: Bool {
        let type = String(cString: sg_settings_backend_type_name(settings))
        switch type {
        case "", "GMemorySettingsBackend", "GNullSettingsBackend": return false
        case "DConfSettingsBackend":
            return g_getenv("DBUS_SESSION_BUS_ADDRESS") != nil || g_getenv("XDG_RUNTIME_DIR") != nil
        default: return true
        }
    }

    /// Whether the schema has `key`.
    public func has(_ key: String) -> Bool { g_settings_schema_has_key(schema, key) != 0 }

    /// Whether `key` has a value of the person's own (not the schema's default).
    public func isSet(_ key: String) -> Bool {
        guard let value = g_settings_get_user_value(settings, key) else { return false }
        g_variant_unref(value)
        return true
    }

    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }

    public func int(_ key: String) -> Int32 { g_settings_get_int(settings, key) }

    public func value(_ key: String) -> Variant {
        Variant(adopting: g_settings_get_value(settings, key))
    }

    /// Writes `value` under `key` (sent at `apply()`); false, changing nothing, when the key is
    /// not in the schema or the value is not of its type or outside its range.
    @discardableResult
    public func set(_ key: String, _ value: Variant) -> Bool {
        guard has(key), let schemaKey = g_settings_schema_get_key(schema, key) else { return false }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_settings_schema_key_range_check(schemaKey, value.raw) != 0 else { return false }
        return g_settings_set_value(settings, key, value.raw) != 0
    }

    @discardableResult
    public func set(_ key: String, _ value: Bool) -> Bool { set(key, Variant(value)) }

    @discardableResult
    public func set(_ key: String, _ value: Int32) -> Bool { set(key, Variant(int32: value)) }

    /// Gives `key` back its schema's default (sent at `apply()`).
    public func reset(_ key: String) {
        if has(key) { g_settings_reset(settings, key) }
    }

    /// Sends what was set since the last apply, as one change.
    public func apply() { g_settings_apply(settings) }

    /// Waits until every applied change is written (dconf writes through a service: a process
    /// about to exit calls this, or the change could be lost with it).
    public static func sync() { g_settings_sync() }

    /// Calls `body` with a key's name when its value changes, by this program or another
    /// (after `apply()`, once per key).
    public func onChange(_ body: @escaping @MainActor (_ key: String) -> Void) {
        changeConnection = connectSignal(
            UnsafeMutableRawPointer(settings), "changed", trampoline: nameTrampoline,
            body: body as @MainActor (String) -> Void)
    }
}
