import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// The smallest proof that LoomUIKit's shipped code runs here: a binder of its control extensions sets
/// a label's text.
@MainActor
@Suite("LoomUIKit runs on the stand-in")
struct LoomUIKitRunsTests {
    @Test("a label's loom.text binder shows each value of a property")
    func labelText() {
        let label = UILabel()
        let title = MutableProperty("one")
        let token = label.loom.text <~ title
        #expect(label.text == "one")
        title.value = "two"
        #expect(label.text == "two")
        token.cancel()
    }
}
