import CGtk
import XCTest

@testable import GtkKit

/// A ScrollingList carries no class of the application's: the caller names the list view's own.
final class ScrollingListStyleTests: GtkTestCase {
    func testTheListViewHasOnlyTheClassesTheCallerGives() throws {
        try onDisplay {
            let list = ScrollingList<ProbeRow>(makeRow: { ProbeRow() }, bind: { _, _ in })
            let view = try XCTUnwrap(gtk_scrolled_window_get_child(opaque(list.pointer)))
            XCTAssertEqual(gtk_widget_has_css_class(view, "lap-list"), 0)
            list.addListCSSClass("lap-list")
            XCTAssertNotEqual(gtk_widget_has_css_class(view, "lap-list"), 0)
            XCTAssertFalse(
                list.hasCSSClass("lap-list"),
                "the class is on the list view, not on its scrolled window")
        }
    }
}
