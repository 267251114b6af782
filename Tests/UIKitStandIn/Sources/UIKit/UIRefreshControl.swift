// https://developer.apple.com/documentation/uikit/uirefreshcontrol — pull to refresh: the user's pull starts
// refreshing and sends `.valueChanged`; the app calls `endRefreshing()` when done.
// Stand-in only: `simulatePullToRefresh()`.
import Foundation

/// Pull to refresh.
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Starts refreshing (from code: no event).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Stand-in only: the user pulls the list down: refreshing begins, then `.valueChanged`. Whether it did.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        beginRefreshing()
        sendActions(for: .valueChanged)
        return true
    }
}
