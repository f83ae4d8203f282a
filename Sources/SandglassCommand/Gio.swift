import Glibc

/// The part of GIO the command calls, loaded with `dlopen` when there is a command to hand over,
/// not linked: a plain `sandglass` (a window to open) execs `sandglass-app` without loading GIO,
/// GObject, GLib and the nine libraries under them (about 1 ms and 100 page faults of every
/// launch from the desktop). Linking nothing, it has no GIO headers either (a system library
/// target would link what pkg-config names): GLib's types are spelled out as GLib defines them on
/// Linux (gint and gboolean are Int32, gsize UInt, gssize Int), and GIO's objects are opaque.
struct Gio {
    typealias GBusType = Int32
    typealias GDBusCallFlags = Int32
    typealias GQuark = UInt32
    /// `GError **`: the error itself is only passed back to GLib.
    typealias ErrorOut = UnsafeMutablePointer<OpaquePointer?>?

    /// `G_BUS_TYPE_SESSION`, `G_DBUS_CALL_FLAGS_NO_AUTO_START`, `G_IO_ERROR_TIMED_OUT`: GIO's
    /// stable values (gio/gioenums.h).
    static let sessionBus: GBusType = 2
    static let noAutoStart: GDBusCallFlags = 1
    static let timedOut: Int32 = 24

    typealias BusGetSync =
        @convention(c) (GBusType, OpaquePointer?, ErrorOut) -> OpaquePointer?
    typealias CallSync =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
            UnsafePointer<CChar>?, OpaquePointer?, OpaquePointer?, GDBusCallFlags, Int32,
            OpaquePointer?, ErrorOut
        ) -> OpaquePointer?
    typealias ObjectUnref = @convention(c) (OpaquePointer?) -> Void
    typealias NewTuple = @convention(c) (UnsafePointer<OpaquePointer?>?, UInt) -> OpaquePointer?
    typealias NewStrv =
        @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, Int) -> OpaquePointer?
    typealias TypeString = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias ChildValue = @convention(c) (OpaquePointer?, UInt) -> OpaquePointer?
    typealias GetInt32 = @convention(c) (OpaquePointer?) -> Int32
    typealias GetString =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt>?) -> UnsafePointer<CChar>?
    typealias VariantUnref = @convention(c) (OpaquePointer?) -> Void
    typealias ErrorMatches = @convention(c) (OpaquePointer?, GQuark, Int32) -> Int32
    typealias IOErrorQuark = @convention(c) () -> GQuark
    typealias ClearError = @convention(c) (ErrorOut) -> Void

    let busGetSync: BusGetSync
    let callSync: CallSync
    let objectUnref: ObjectUnref
    let newTuple: NewTuple
    let newStrv: NewStrv
    let typeString: TypeString
    let childValue: ChildValue
    let getInt32: GetInt32
    let getString: GetString
    let variantUnref: VariantUnref
    let errorMatches: ErrorMatches
    let ioErrorQuark: IOErrorQuark
    let clearError: ClearError

    /// GIO's entry points; nil when the library cannot be loaded (then nothing is handed over).
    static func load() -> Gio? {
        // Never closed: GDBus's thread runs from it for the rest of the process.
        guard let library = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let busGetSync = symbol("g_bus_get_sync", as: BusGetSync.self),
            let callSync = symbol("g_dbus_connection_call_sync", as: CallSync.self),
            let objectUnref = symbol("g_object_unref", as: ObjectUnref.self),
            let newTuple = symbol("g_variant_new_tuple", as: NewTuple.self),
            let newStrv = symbol("g_variant_new_strv", as: NewStrv.self),
            let typeString = symbol("g_variant_get_type_string", as: TypeString.self),
            let childValue = symbol("g_variant_get_child_value", as: ChildValue.self),
            let getInt32 = symbol("g_variant_get_int32", as: GetInt32.self),
            let getString = symbol("g_variant_get_string", as: GetString.self),
            let variantUnref = symbol("g_variant_unref", as: VariantUnref.self),
            let errorMatches = symbol("g_error_matches", as: ErrorMatches.self),
            let ioErrorQuark = symbol("g_io_error_quark", as: IOErrorQuark.self),
            let clearError = symbol("g_clear_error", as: ClearError.self)
        else { return nil }
        return Gio(
            busGetSync: busGetSync, callSync: callSync, objectUnref: objectUnref,
            newTuple: newTuple, newStrv: newStrv, typeString: typeString, childValue: childValue,
            getInt32: getInt32, getString: getString, variantUnref: variantUnref,
            errorMatches: errorMatches, ioErrorQuark: ioErrorQuark, clearError: clearError)
    }
}
