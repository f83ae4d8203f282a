import CGtk

/// Vertical bars, one per value (0...1 of the chart's height), drawn with cairo in the style's
/// accent colour over a baseline in its text colour, so a dark style shows them too. GTK 4.8 has
/// no chart widget. What it shows is for the eye: give it an accessible description too.
///
/// A bar can be chosen: clicked, or with the arrow keys (Home, End) once the chart has the
/// focus (it takes it with Tab); the others then dim. A click on the chosen bar or Escape lets
/// the choice go. Nothing in it moves or resizes as a bar is chosen.
@MainActor
public final class BarChart: Widget {
    /// Each bar's height as a fraction of the tallest possible.
    public var values: [Double] = [] {
        didSet {
            if let chosen, chosen >= values.count { self.chosen = nil }
            gtk_widget_queue_draw(widget)
        }
    }
    /// The chosen bar's index; nil: none. Setting it tells nobody (`onChoose` is the person's).
    public var chosen: Int? {
        didSet { if chosen != oldValue { gtk_widget_queue_draw(widget) } }
    }
    /// Called when the person chooses a bar, or lets the choice go (nil).
    public var onChoose: (@MainActor (Int?) -> Void)?
    /// What is written under each bar ("Mon", "12"); where they do not all fit, every second,
    /// third… is written, always the first.
    public var labels: [String] = [] {
        didSet { gtk_widget_queue_draw(widget) }
    }

    public init(height: Int32) {
        super.init(gtk_drawing_area_new())
        gtk_drawing_area_set_content_height(area, height)
        let box = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void> {
            [unowned self] cairo, width, height in self.draw(cairo, width, height)
        }
        gtk_drawing_area_set_draw_func(
            area,
            { _, cairo, width, height, data in
                guard let cairo, let data else { return }
                let body = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
                    .body
                MainActor.assumeIsolated { body(cairo, width, height) }
            }, box.retainedPointer(), { data in data.map { ClosureBox<Void>.release($0) } })
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_focus_on_click(widget, 1)
        addCSSClass("bar-chart")
        if let click = gtk_gesture_click_new() {
            gtk_widget_add_controller(widget, opaque(UnsafeMutableRawPointer(click)))
            let pressed: PressAtHandler = { [unowned self] _, x, _ in self.pressed(atX: x) }
            connect(
                "pressed", on: UnsafeMutableRawPointer(click), trampoline: pressAtTrampoline,
                body: pressed)
        }
        onKeyPressed { [unowned self] key, modifiers in self.pressed(key: key, modifiers) }
    }

    private func pressed(atX x: Double) {
        let width = Double(gtk_widget_get_width(widget))
        guard !values.isEmpty, width > 0 else { return }
        _ = gtk_widget_grab_focus(widget)
        let index = max(0, min(values.count - 1, Int(x / (width / Double(values.count)))))
        choose(index == chosen ? nil : index)
    }

    private func pressed(key: UInt32, _ modifiers: UInt32) -> Bool {
        // With Ctrl, Alt or Super the key is the window's (a shortcut), not the chart's.
        let held = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers & held == 0, !values.isEmpty else { return false }
        let last = values.count - 1
        switch Int32(key) {
        case GDK_KEY_Left, GDK_KEY_KP_Left:
            choose(max(0, (chosen ?? values.count) - 1))
        case GDK_KEY_Right, GDK_KEY_KP_Right:
            choose(min(last, (chosen ?? -1) + 1))
        case GDK_KEY_Home, GDK_KEY_KP_Home: choose(0)
        case GDK_KEY_End, GDK_KEY_KP_End: choose(last)
        case GDK_KEY_Escape:
            // With nothing chosen, Escape is the window's (it closes a dialog).
            guard chosen != nil else { return false }
            choose(nil)
        default: return false
        }
        return true
    }

    private func choose(_ index: Int?) {
        guard index != chosen else { return }
        chosen = index
        onChoose?(index)
    }

    private var area: UnsafeMutablePointer<GtkDrawingArea> { cast(pointer) }

    private func draw(_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) {
        guard !values.isEmpty, width > 0, height > 2 else { return }
        let style = gtk_widget_get_style_context(widget)
        var text = GdkRGBA()
        gtk_style_context_get_color(style, &text)
        var accent = text
        _ = gtk_style_context_lookup_color(style, "accent_color", &accent)
        let slot = Double(width) / Double(values.count)
        let gap = min(6, slot / 4)
        let layouts = labels.prefix(values.count).map { gtk_widget_create_pango_layout(widget, $0) }
        defer { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        var widest: Int32 = 0
        var tallest: Int32 = 0
        for layout in layouts {
            var textWidth: Int32 = 0
            var textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            widest = max(widest, textWidth)
            tallest = max(tallest, textHeight)
        }
        let every = max(1, Int((Double(widest) + 4) / slot) + 1)
        let top = Double(height) - 1 - Double(tallest)
        guard top > 2 else { return }
        cairo_set_source_rgba(
            cairo, Double(text.red), Double(text.green), Double(text.blue),
            Double(text.alpha) * 0.7)
        for (index, layout) in layouts.enumerated() where index % every == 0 || index == chosen {
            guard let layout else { continue }
            // The chosen day's label stands alone: its neighbours' would overlap it.
            if let chosen, index != chosen, abs(index - chosen) < every { continue }
            var textWidth: Int32 = 0
            var textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            let x = Double(index) * slot + (slot - Double(textWidth)) / 2
            cairo_move_to(cairo, max(0, min(Double(width - textWidth), x)), top + 1)
            pango_cairo_show_layout(cairo, layout)
        }
        // With a bar chosen the others dim, and a mark on the baseline shows even an empty day.
        for (index, value) in values.enumerated() where value > 0 {
            let dim = chosen != nil && index != chosen
            cairo_set_source_rgba(
                cairo, Double(accent.red), Double(accent.green), Double(accent.blue),
                Double(accent.alpha) * (dim ? 0.35 : 1))
            let barHeight = max(2, min(1, value) * (top - 2))
            cairo_rectangle(
                cairo, Double(index) * slot + gap / 2, top - barHeight, slot - gap, barHeight)
            cairo_fill(cairo)
        }
        if let chosen, chosen < values.count {
            cairo_set_source_rgba(
                cairo, Double(accent.red), Double(accent.green), Double(accent.blue),
                Double(accent.alpha))
            cairo_rectangle(cairo, Double(chosen) * slot + gap / 2, top - 3, slot - gap, 3)
            cairo_fill(cairo)
        }
        cairo_set_source_rgba(
            cairo, Double(text.red), Double(text.green), Double(text.blue),
            Double(text.alpha) * 0.3)
        cairo_rectangle(cairo, 0, top, Double(width), 1)
        cairo_fill(cairo)
    }
}
