// https://developer.apple.com/documentation/appkit/nsapplication — only its modal responses
// (https://developer.apple.com/documentation/appkit/nsapplication/modalresponse): an alert's first button
// answers `alertFirstButtonReturn` (1000), the second 1001, the third 1002, and "Subsequent buttons are
// identified as NSAlertThirdButtonReturn + n" (https://developer.apple.com/documentation/appkit/nsalert/addbutton(withtitle:)).

/// The application (its modal responses only).
@MainActor
open class NSApplication: NSResponder {
    /// How a modal session ended.
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        /// The value.
        public let rawValue: Int
        /// The response of value `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The alert's first button was clicked.
        public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
        /// The alert's second button was clicked.
        public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
        /// The alert's third button was clicked.
        public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
    }
}
