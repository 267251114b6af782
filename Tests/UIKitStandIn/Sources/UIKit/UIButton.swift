// https://developer.apple.com/documentation/uikit/uibutton — a title per control state. A tap sends
// `.touchDown`, then `.touchUpInside` and `.primaryActionTriggered` ("A semantic action triggered by
// buttons", https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered).
import Foundation

/// A button.
@MainActor
open class UIButton: UIControl {
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        /// A custom button.
        case custom
        /// A system button.
        case system
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    /// The label that shows the title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// Stand-in only: the user taps the button. Whether it was reachable.
    @discardableResult
    public func simulateTap() -> Bool {
        simulateUserEvents([.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    /// The title for `state` (the normal title when none was set for it).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }
}
