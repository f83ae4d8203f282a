import CGtk
import XCTest

@testable import GtkKit

/// A wrapper's signal handlers and tick callbacks end with the wrapper, even while GTK keeps its
/// C widget alive in a widget tree: a closure that captured the wrapper's owner never runs after.
final class SignalLifetimeTests: GtkTestCase {
    /// An owner that captures itself unowned in its button's handler, as the pages do.
    @MainActor
    private final class Owner {
        let button = Button(label: "_Go")
        let clicks: LifetimeProbe
        init(clicks: LifetimeProbe) {
            self.clicks = clicks
            button.onClicked { [unowned self] in self.clicks.count += 1 }
        }
    }

    func testAHandlerGoesWithItsWrapperWhileTheBoxKeepsTheButton() throws {
        try onDisplay {
            let box = Box(.vertical)
            let clicks = LifetimeProbe()
            weak var captured: LifetimeProbe?
            do {
                let probe = LifetimeProbe()
                captured = probe
                let button = Button(label: "_Go")
                button.onClicked {
                    probe.count += 1
                    clicks.count += 1
                }
                button.onNotify("label") { probe.count += 1 }
                // The C box holds the C button; no Swift wrapper holds the button's wrapper.
                gtk_box_append(cast(box.pointer), button.widget)
                button.click()
                XCTAssertEqual(clicks.count, 1)
            }
            XCTAssertNil(captured, "the closures were released with the wrapper")
            let kept = try XCTUnwrap(
                gtk_widget_get_first_child(box.widget), "the box keeps the C button")
            sg_button_click(kept)
            XCTAssertEqual(
                clicks.count, 1, "a click on the kept widget runs no handler of the gone wrapper")
        }
    }

    func testAnOwnersUnownedHandlerNeverRunsAfterTheOwnerGoes() throws {
        try onDisplay {
            let box = Box(.vertical)
            let clicks = LifetimeProbe()
            weak var gone: Owner?
            do {
                let owner = Owner(clicks: clicks)
                gone = owner
                gtk_box_append(cast(box.pointer), owner.button.widget)
                owner.button.click()
            }
            XCTAssertNil(gone)
            let kept = try XCTUnwrap(gtk_widget_get_first_child(box.widget))
            // Before handlers ended with their wrapper, this read a freed owner.
            sg_button_click(kept)
            gtk_widget_activate(kept)
            XCTAssertEqual(clicks.count, 1)
        }
    }

    func testHandlersOnAnotherObjectGoWithTheWrapper() throws {
        try onDisplay {
            let box = Box(.vertical)
            weak var captured: LifetimeProbe?
            do {
                let probe = LifetimeProbe()
                captured = probe
                // The spin button's Enter handler is on its inner text field.
                let spin = SpinButton(range: 0...10)
                spin.onActivate { probe.count += 1 }
                spin.onOutput { _ in
                    probe.count += 1
                    return nil
                }
                gtk_box_append(cast(box.pointer), spin.widget)
            }
            XCTAssertNil(
                captured, "the handler on the inner text field was released with the wrapper")
        }
    }

    func testATickCallbackGoesWithItsWrapper() throws {
        try onDisplay {
            let box = Box(.vertical)
            weak var captured: LifetimeProbe?
            do {
                let probe = LifetimeProbe()
                captured = probe
                let label = Label("00:00")
                _ = label.addTickCallback { probe.count += 1 }
                gtk_box_append(cast(box.pointer), label.widget)
            }
            XCTAssertNil(captured, "the tick callback was removed and its closure released")
        }
    }

    func testAConnectionDisconnectsWhenItGoes() throws {
        try onDisplay {
            let clicks = LifetimeProbe()
            let button = Button(label: "_Go")
            var connection: SignalConnection? = connectSignal(
                button.pointer, "clicked", trampoline: voidTrampoline,
                body: { clicks.count += 1 } as VoidHandler)
            XCTAssertEqual(connection?.isConnected, true)
            button.click()
            connection = nil
            button.click()
            XCTAssertEqual(clicks.count, 1)
        }
    }

    func testAListGoneFromItsWidgetBuildsNoRows() throws {
        try onDisplay {
            let window = try XCTUnwrap(gtk_window_new())
            defer { gtk_window_destroy(cast(UnsafeMutableRawPointer(window))) }
            gtk_window_set_default_size(cast(UnsafeMutableRawPointer(window)), 300, 300)
            let box = Box(.vertical)
            box.setExpand(vertical: true)
            let keptRows = LifetimeProbe()
            let goneRows = LifetimeProbe()
            let kept = ScrollingList<ProbeRow>(
                makeRow: {
                    keptRows.count += 1
                    return ProbeRow()
                }, bind: { $0.label.text = "\($1)" })
            kept.setKeys([1, 2, 3])
            kept.setExpand(vertical: true)
            box.append(kept)
            weak var gone: ScrollingList<ProbeRow>?
            do {
                let list = ScrollingList<ProbeRow>(
                    makeRow: {
                        goneRows.count += 1
                        return ProbeRow()
                    }, bind: { $0.label.text = "\($1)" })
                list.setKeys([1, 2, 3])
                list.setExpand(vertical: true)
                gone = list
                gtk_box_append(cast(box.pointer), list.widget)
            }
            XCTAssertNil(gone)
            let views = (
                first: gtk_widget_get_first_child(box.widget)!,
                last: gtk_widget_get_last_child(box.widget)!
            )
            XCTAssertTrue(Self.factoryHasHandlers(views.first), "the kept list's factory calls it")
            XCTAssertFalse(
                Self.factoryHasHandlers(views.last),
                "the gone wrapper's factory handlers were disconnected")
            gtk_window_set_child(cast(UnsafeMutableRawPointer(window)), box.widget)
            gtk_window_present(cast(UnsafeMutableRawPointer(window)))
            // Both lists are laid out together: once the kept one has rows, the other had its chance.
            runMainLoop(until: { keptRows.count >= 3 }, "the kept list builds its rows")
            XCTAssertEqual(goneRows.count, 0, "no factory handler of the gone wrapper ran")
        }
    }

    /// Whether the list view inside `scrolled` has a factory with any setup, bind or teardown handler.
    @MainActor
    private static func factoryHasHandlers(_ scrolled: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let view = gtk_scrolled_window_get_child(opaque(UnsafeMutableRawPointer(scrolled))),
            let factory = gtk_list_view_get_factory(opaque(UnsafeMutableRawPointer(view)))
        else { return false }
        let type = gtk_signal_list_item_factory_get_type()
        let names: [String] = ["setup", "bind", "teardown"]
        return names.contains { name in
            g_signal_has_handler_pending(
                UnsafeMutableRawPointer(factory), g_signal_lookup(name, type), 0, 0) != 0
        }
    }
}
