#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import CounterCore
public import Loom
import LoomAppKit

/// The Mvce counter on macOS: the view controller is the ``EventView``; `glue` from `viewDidLoad` makes
/// the event loop, which lives exactly as long as the view controller. The model and the controller are
/// `CounterCore`'s, the same ones the iOS counter, the terminal `counter` and the tests drive: only the
/// view is rewritten. Built by Xcode on a Mac; runs in tests over the AppKit stand-in (`Tests/UIKitStandIn`).
///
/// ```swift
/// let window = NSWindow(contentViewController: CounterViewController())
/// window.makeKeyAndOrderFront(nil)
/// ```
public final class CounterViewController: NSViewController, EventView {
    /// Where the event loop lives; events sent before the view loads are replayed at glue.
    public let anchor = LoopAnchor<CounterEvent>()
    private let model: CounterModel
    private let countLabel = NSTextField(labelWithString: "0")
    private let minusButton = NSButton(title: "−", target: nil, action: nil)
    private let plusButton = NSButton(title: "+", target: nil, action: nil)
    private let twiceButton = NSButton(title: "+2", target: nil, action: nil)
    private let resetButton = NSButton(title: "Reset", target: nil, action: nil)

    /// A counter over `model` (a new one, at zero, by default).
    public init(model: CounterModel = CounterModel()) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Counter"
    }

    /// Not available: the counter is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The screen, made in code (no nib).
    public override func loadView() {
        view = NSView(frame: NSRect(x: 0, y: 0, width: 320, height: 220))
        layOut()
    }

    /// Glues model, view and controller.
    public override func viewDidLoad() {
        super.viewDidLoad()
        glue(model: model, view: self, controller: CounterController())
    }

    /// The count on the label; each button's clicks as events. The returned token ends all of them.
    public func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
        Token.batch([
            countLabel.loom.text <~ model.count.map { "\($0)" },
            minusButton.loom.taps.observe { dispatcher.send(.decrement) },
            plusButton.loom.taps.observe { dispatcher.send(.increment) },
            twiceButton.loom.taps.observe { dispatcher.send(.incrementTwice) },
            resetButton.loom.taps.observe { dispatcher.send(.reset) },
        ])
    }

    private func layOut() {
        countLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
        countLabel.alignment = .center
        let buttons = NSStackView(views: [minusButton, plusButton, twiceButton])
        buttons.distribution = .fillEqually
        let stack = NSStackView(views: [countLabel, buttons, resetButton])
        stack.orientation = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
