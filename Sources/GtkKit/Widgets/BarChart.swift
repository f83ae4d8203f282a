import CGtk

/// Vertical bars, one per value (0...1 of the chart's height), drawn with cairo in the style's
/// accent colour over a baseline in its text colour, so a dark style shows them too. GTK 4.8 has
/// no chart widget. What it shows is for the eye: give it an accessible description too.
@MainActor
public final class BarChart: Widget {
    /// Each bar's height as a fraction of the tallest possible.
    public var values: [Double] = [] {
        didSet { gtk_widget_queue_draw(widget) }
    }
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
        for (index, layout) in layouts.enumerated() where index % every == 0 {
            guard let layout else { continue }
            var textWidth: Int32 = 0
            var textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            let x = Double(index) * slot + (slot - Double(textWidth)) / 2
            cairo_move_to(cairo, max(0, min(Double(width - textWidth), x)), top + 1)
            pango_cairo_show_layout(cairo, layout)
        }
        cairo_set_source_rgba(
            cairo, Double(accent.red), Double(accent.green), Double(accent.blue),
            Double(accent.alpha))
        for (index, value) in values.enumerated() where value > 0 {
            let barHeight = max(2, min(1, value) * (top - 2))
            cairo_rectangle(
                cairo, Double(index) * slot + gap / 2, top - barHeight, slot - gap, barHeight)
        }
        cairo_fill(cairo)
        cairo_set_source_rgba(
            cairo, Double(text.red), Double(text.green), Double(text.blue),
            Double(text.alpha) * 0.3)
        cairo_rectangle(cairo, 0, top, Double(width), 1)
        cairo_fill(cairo)
    }
}
