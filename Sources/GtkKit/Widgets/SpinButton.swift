import CGtk
import Glibc

/// A numeric entry with − and + buttons.
@MainActor
public final class SpinButton: Widget {
    public init(range: ClosedRange<Double>, step: Double = 1, vertical: Bool = false) {
        super.init(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
        if vertical { gtk_orientable_set_orientation(opaque(pointer), GTK_ORIENTATION_VERTICAL) }
        gtk_spin_button_set_numeric(spin, 1)
    }

    private var spin: OpaquePointer { opaque(pointer) }

    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set { gtk_spin_button_set_value(spin, newValue) }
    }

    public var intValue: Int {
        get { Int(gtk_spin_button_get_value_as_int(spin)) }
        set { value = Double(newValue) }
    }

    /// The text as typed, before it is committed to the value.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque(pointer))) }
        set { gtk_editable_set_text(opaque(pointer), newValue) }
    }

    /// Commits typed text to the value (as Enter or leaving the field would).
    public func update() { gtk_spin_button_update(spin) }

    public func setWrap(_ wrap: Bool) { gtk_spin_button_set_wrap(spin, wrap ? 1 : 0) }

    /// Whether only digits may be typed (on by default; off for fields that read "1:30" or "90s").
    public func setNumeric(_ numeric: Bool) { gtk_spin_button_set_numeric(spin, numeric ? 1 : 0) }

    /// How many characters wide the field asks to be.
    public func setWidthChars(_ characters: Int32) {
        gtk_editable_set_width_chars(opaque(pointer), characters)
    }

    /// In a scrolled page, the wheel scrolls the page unless the field has the keyboard focus
    /// (then it steps the value, as GTK's spin buttons do), so scrolling past a field never changes it.
    public func wheelStepsOnlyWhenFocused() {
        guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
        else { return }
        // Before the spin button's own wheel handling, which would take the event.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, controller)  // which takes the controller's reference
        let wheel = UnsafeMutableRawPointer(controller)
        let scrolled: @MainActor (Double) -> Bool = { [weak self] dy in
            guard let self, !self.containsFocus else {
                return false
            }
            // A wheel gives steps; a touchpad gives pixels, taken as they are.
            let inPixels =
                gtk_event_controller_scroll_get_unit(OpaquePointer(wheel))
                == GDK_SCROLL_UNIT_SURFACE
            return self.scrollPage(by: dy, inPixels: inPixels)
        }
        connect(
            "scroll", on: UnsafeMutableRawPointer(controller), trampoline: scrollTrampoline,
            body: scrolled)
    }

    /// Scrolls the scrolled window the field is in by `dy` wheel steps (or pixels), as GTK scrolls it; false outside one.
    private func scrollPage(by dy: Double, inPixels: Bool) -> Bool {
        guard let page = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(page))
        else { return false }
        let step = inPixels ? 1 : pow(gtk_adjustment_get_page_size(adjustment), 2.0 / 3.0)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + dy * step)
        return true
    }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        onSignal("value-changed", handler)
    }

    /// The text changed (each key typed, a paste, or a new value shown): the value may not have yet.
    public func onTextChanged(_ handler: @escaping @MainActor () -> Void) {
        onSignal("changed", handler)
    }

    /// Enter pressed in the field.
    /// GTK 4.8's spin button has no activate signal of its own; its inner text field does.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        guard let text = gtk_editable_get_delegate(opaque(pointer)) else { return }
        connect(
            "activate", on: UnsafeMutableRawPointer(text), trampoline: voidTrampoline,
            body: handler as VoidHandler)
    }

    /// Converts typed text to a value: return the value to use, or nil to let GTK parse it.
    public func onInput(_ convert: @escaping @MainActor (String) -> Double?) {
        let handler: InputHandler = { [weak self] result in
            guard let self, let value = convert(self.text) else { return 0 }
            result.pointee = value
            return 1
        }
        connect("input", trampoline: inputTrampoline, body: handler)
    }

    /// Formats the value for display: return the text to show, or nil for GTK's default.
    public func onOutput(_ format: @escaping @MainActor (Double) -> String?) {
        let handler: BoolHandler = { [weak self] in
            guard let self, let text = format(self.value) else { return false }
            if text != self.text { self.text = text }
            return true
        }
        connect("output", trampoline: boolTrampoline, body: handler)
    }
}
