// https://developer.apple.com/documentation/uikit/uisegmentedcontrol — a row of segments, one selected.
// `selectedSegmentIndex` (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex)
// is `noSegment` (-1, https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment) until the
// user touches a segment; the user's touch that changes the selection sends `.valueChanged`; setting it in
// code sends nothing.
// Stand-in only: `simulateSelect(_:)`.
import Foundation

/// A horizontal control of segments, one of which is selected.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1
    private var titles: [String] = []

    /// The index of the selected segment, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    /// A control with one segment per title.
    public convenience init(items: [String]?) {
        self.init(frame: .zero)
        titles = items ?? []
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Stand-in only: the user touches the segment at `segment`: if it changes the selection,
    /// `.valueChanged`. Whether the control was reachable.
    @discardableResult
    public func simulateSelect(_ segment: Int) -> Bool {
        guard standInIsReachable, titles.indices.contains(segment) else { return false }
        guard segment != selectedSegmentIndex else { return true }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
        return true
    }
}
