// https://developer.apple.com/documentation/uikit/uilayoutguide — a rectangle of a view that constraints can
// refer to (the safe area, the margins); https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide.
public import Foundation

/// A rectangle of a view for constraints.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide.
    public private(set) weak var owningView: UIView?

    init(owningView: UIView) {
        self.owningView = owningView
    }
}
