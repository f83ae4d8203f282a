import CGtk
import XCTest

@testable import GtkKit

/// A list's first load is what its window can show: no row GTK builds goes undrawn at a launch,
/// and no empty space shows under the rows.
final class WindowRowsTests: GtkTestCase {
    func testRowsFillTheWindowLessItsChromeAndOneMore() {
        let rows = WindowRows(rowHeight: 56)
        // 540 px: 460 px of list at most, 8.2 rows of 56 px, so 9 cover it; one more is cut.
        XCTAssertEqual(rows.count(height: 540), 10)
        XCTAssertEqual(rows.count(height: 80 + 56 * 4), 5, "exactly four, and the cut one")
        XCTAssertEqual(rows.count(height: 1080), 19)
        XCTAssertEqual(rows.count(height: 40), 1, "a window with no room still shows a row")
        XCTAssertEqual(WindowRows(rowHeight: 0).rowHeight, 1, "no division by zero")
    }

    func testAListInAWindowLoadsAWindowsWorthAtFirst() throws {
        try onDisplay {
            let window = try XCTUnwrap(gtk_window_new())
            defer { gtk_window_destroy(cast(UnsafeMutableRawPointer(window))) }
            gtk_window_set_default_size(cast(UnsafeMutableRawPointer(window)), 400, 300)
            let list = ScrollingList<ProbeRow>(
                rowHeight: 40, makeRow: { ProbeRow() }, bind: { $0.label.text = "\($1)" })
            gtk_window_set_child(cast(UnsafeMutableRawPointer(window)), list.widget)
            list.show(keys: Array(1...1000))
            // (300 - 80) / 40 = 5.5: 6 rows cover it, and one more.
            let expected = WindowRows(rowHeight: 40).count(height: 300)
            XCTAssertEqual(expected, 7)
            XCTAssertEqual(
                list.count, expected, "a window's worth in the model, not a tall screen's")
            // Later changes keep as many as were loaded, as before.
            list.show(keys: Array(2...1000))
            XCTAssertEqual(list.count, expected)
        }
    }

    func testAListInAWindowToBeMaximizedLoadsItsFixedFirstBatch() throws {
        try onDisplay {
            let window = try XCTUnwrap(gtk_window_new())
            defer { gtk_window_destroy(cast(UnsafeMutableRawPointer(window))) }
            gtk_window_set_default_size(cast(UnsafeMutableRawPointer(window)), 400, 300)
            gtk_window_maximize(cast(UnsafeMutableRawPointer(window)))
            let list = ScrollingList<ProbeRow>(
                firstLoaded: 12, rowHeight: 40, makeRow: { ProbeRow() }, bind: { _, _ in })
            gtk_window_set_child(cast(UnsafeMutableRawPointer(window)), list.widget)
            list.show(keys: Array(1...100))
            XCTAssertEqual(
                list.count, 12, "the screen's height, not the default's: a tall screen's worth")
        }
    }

    func testAListInNoWindowLoadsItsFixedFirstBatch() throws {
        try onDisplay {
            let list = ScrollingList<ProbeRow>(
                firstLoaded: 3, loadingBatch: 2, rowHeight: 40, makeRow: { ProbeRow() },
                bind: { _, _ in })
            list.show(keys: Array(1...10))
            XCTAssertEqual(list.count, 3, "no window to count rows in: the fixed first load")
        }
    }
}
