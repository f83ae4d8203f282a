import Foundation
import TimerCore
import XCTest

/// The Do Not Disturb marker on disk: what each switch was, and only what was changed.
final class SavedQuietTests: XCTestCase {
    func testMakosModeIsKeptBesideTheOthers() throws {
        let saved = SavedQuiet(makoDoNotDisturb: false)
        let data = try JSONEncoder().encode(saved)
        let text = try XCTUnwrap(String(data: data, encoding: .utf8))
        XCTAssertTrue(text.contains("\"mako_do_not_disturb\":false"), text)
        XCTAssertEqual(try JSONDecoder().decode(SavedQuiet.self, from: data), saved)
    }

    func testAMarkerWrittenBeforeMakoLeavesItAlone() throws {
        let older = Data(#"{"version":1,"gnome_show_banners":true}"#.utf8)
        let saved = try JSONDecoder().decode(SavedQuiet.self, from: older)
        XCTAssertEqual(saved, SavedQuiet(gnomeShowBanners: true))
        XCTAssertNil(saved.makoDoNotDisturb)
    }
}
