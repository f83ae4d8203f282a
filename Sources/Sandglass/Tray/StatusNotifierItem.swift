import GtkKit
import TimerCore

/// The panel's item on the bus (`org.kde.StatusNotifierItem`, with Ubuntu's Ayatana label): its
/// properties read from a `TrayFace`, a signal for each that changes, and a left click that
/// shows the window. Hosts read it as KDE Plasma, XFCE, waybar and GNOME's AppIndicator
/// extension do; everything it shows is decided by `TrayFace`.
@MainActor
final class StatusNotifierItem {
    static let path = "/StatusNotifierItem"

    private var object: ExportedObject?
    private(set) var face: TrayFace

    /// Exports the item on `connection`; nil when the bus refuses it. `menuPath`: its dbusmenu;
    /// `iconFolder`: where hosts look for our icons first ("" when they are installed);
    /// `activate`: a left click.
    init?(
        on connection: OwnBusConnection, face: TrayFace, menuPath: String, iconFolder: String,
        activate: @escaping @MainActor () -> Void
    ) {
        self.face = face
        let object = ExportedObject(
            path: Self.path, interfaceXML: Self.introspection, on: connection,
            properties: { [weak self] name in
                self.flatMap {
                    Self.property(name, of: $0.face, menuPath: menuPath, iconFolder: iconFolder)
                }
            },
            handler: { method, _ throws(ExportedObject.Refusal) in
                switch method {
                case "Activate": activate()
                // A middle click, a right click the host leaves to us, a wheel: nothing sensible to do.
                case "SecondaryActivate", "ContextMenu", "Scroll": break
                default: throw ExportedObject.Refusal("no method \(method)")
                }
                return nil
            })
        guard let object else { return nil }
        self.object = object
    }

    /// Shows `new`, telling hosts what changed (a host reads the property again on its signal).
    func show(_ new: TrayFace) {
        let old = face
        face = new
        guard let object, new != old else { return }
        if new.mode != old.mode {
            object.emit("NewIcon")
            object.emit("NewAttentionIcon")
        }
        if new.status != old.status {
            object.emit("NewStatus", Variant(tuple: [Variant(new.status.rawValue)]))
        }
        if new.tooltip != old.tooltip { object.emit("NewToolTip") }
        if new.label != old.label || new.labelGuide != old.labelGuide {
            object.emit(
                "XAyatanaNewLabel", Variant(tuple: [Variant(new.label), Variant(new.labelGuide)]))
        }
    }

    /// The icon for `face`: its mode's, as the window's switcher shows it, or the app's own.
    static func iconName(_ face: TrayFace) -> String {
        face.mode.flatMap(Mode.init(rawValue:))?.icon ?? AppIdentity.iconName + "-symbolic"
    }

    private static func property(
        _ name: String, of face: TrayFace, menuPath: String, iconFolder: String
    ) -> Variant? {
        let noPixmaps = Variant(array: [], elementType: "(iiay)")
        switch name {
        case "Category": return Variant("ApplicationStatus")
        case "Id": return Variant(AppIdentity.id)
        case "Title": return Variant(AppIdentity.name)
        case "Status": return Variant(face.status.rawValue)
        case "WindowId": return Variant(int32: 0)
        case "IconName", "AttentionIconName": return Variant(iconName(face))
        case "IconPixmap", "AttentionIconPixmap", "OverlayIconPixmap": return noPixmaps
        case "OverlayIconName", "AttentionMovieName": return Variant("")
        case "IconThemePath": return Variant(iconFolder)
        case "ToolTip":
            return Variant(tuple: [
                Variant(iconName(face)), noPixmaps, Variant(AppIdentity.name),
                Variant(face.tooltip),
            ])
        case "ItemIsMenu": return Variant(false)
        case "Menu": return Variant(objectPath: menuPath)
        case "XAyatanaLabel": return Variant(face.label)
        case "XAyatanaLabelGuide": return Variant(face.labelGuide)
        case "XAyatanaOrderingIndex": return Variant(uint32: 0)
        default: return nil
        }
    }

    /// The StatusNotifierItem interface with the Ayatana label (libayatana-appindicator's additions).
    static let introspection = """
        <node>
          <interface name="org.kde.StatusNotifierItem">
            <property name="Category" type="s" access="read"/>
            <property name="Id" type="s" access="read"/>
            <property name="Title" type="s" access="read"/>
            <property name="Status" type="s" access="read"/>
            <property name="WindowId" type="i" access="read"/>
            <property name="IconName" type="s" access="read"/>
            <property name="IconPixmap" type="a(iiay)" access="read"/>
            <property name="OverlayIconName" type="s" access="read"/>
            <property name="OverlayIconPixmap" type="a(iiay)" access="read"/>
            <property name="AttentionIconName" type="s" access="read"/>
            <property name="AttentionIconPixmap" type="a(iiay)" access="read"/>
            <property name="AttentionMovieName" type="s" access="read"/>
            <property name="IconThemePath" type="s" access="read"/>
            <property name="ToolTip" type="(sa(iiay)ss)" access="read"/>
            <property name="ItemIsMenu" type="b" access="read"/>
            <property name="Menu" type="o" access="read"/>
            <property name="XAyatanaLabel" type="s" access="read"/>
            <property name="XAyatanaLabelGuide" type="s" access="read"/>
            <property name="XAyatanaOrderingIndex" type="u" access="read"/>
            <method name="ContextMenu">
              <arg name="x" type="i" direction="in"/>
              <arg name="y" type="i" direction="in"/>
            </method>
            <method name="Activate">
              <arg name="x" type="i" direction="in"/>
              <arg name="y" type="i" direction="in"/>
            </method>
            <method name="SecondaryActivate">
              <arg name="x" type="i" direction="in"/>
              <arg name="y" type="i" direction="in"/>
            </method>
            <method name="Scroll">
              <arg name="delta" type="i" direction="in"/>
              <arg name="orientation" type="s" direction="in"/>
            </method>
            <signal name="NewTitle"/>
            <signal name="NewIcon"/>
            <signal name="NewAttentionIcon"/>
            <signal name="NewOverlayIcon"/>
            <signal name="NewToolTip"/>
            <signal name="NewStatus">
              <arg name="status" type="s"/>
            </signal>
            <signal name="XAyatanaNewLabel">
              <arg name="label" type="s"/>
              <arg name="guide" type="s"/>
            </signal>
          </interface>
        </node>
        """
}
