// https://developer.apple.com/documentation/appkit/nswindow — a window: its `contentView` is the root of
// its view hierarchy; `contentViewController` (https://developer.apple.com/documentation/appkit/nswindow/contentviewcontroller)
// sets the content view to the controller's view. It is on screen (`isVisible`) after
// `makeKeyAndOrderFront(_:)` and until `orderOut(_:)` or `close()`; view controllers of its visible views
// appear and disappear with it (NSViewController.swift).

/// A window.
@MainActor
open class NSWindow: NSResponder {
    /// Whether the window is on screen.
    public private(set) var isVisible = false

    /// A window showing `contentViewController`'s view (not on screen yet).
    public convenience init(contentViewController: NSViewController) {
        self.init()
        self.contentViewController = contentViewController
    }

    /// A window with no content.
    public override init() {
        super.init()
    }

    /// The root of the window's view hierarchy.
    open var contentView: NSView? {
        didSet {
            guard oldValue !== contentView else { return }
            oldValue?.standInSetWindow(nil)
            contentView?.standInSetWindow(self)
        }
    }

    private var shownController: NSViewController?

    /// The view controller whose view is the content view.
    open var contentViewController: NSViewController? {
        get { shownController }
        set {
            shownController = newValue
            contentView = newValue?.view
        }
    }

    /// Stand-in only: the windows shown in front, oldest first (weakly).
    private static var frontWindows: [() -> NSWindow?] = []
    /// Stand-in only: the windows on screen, in the order they came to the front.
    public static var standInVisibleWindows: [NSWindow] {
        frontWindows.compactMap { $0() }.filter(\.isVisible)
    }

    /// Centres the window on the screen (the stand-in has no screen).
    open func center() {}

    /// Shows the window in front.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        Self.frontWindows.append { [weak self] in self }
        setVisible(true)
    }

    /// Takes the window off screen.
    open func orderOut(_ sender: Any?) {
        setVisible(false)
    }

    /// Closes the window.
    open func close() {
        setVisible(false)
    }

    private func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        if let contentView { NSViewController.standInUpdateAppearance(in: contentView) }
    }
}
