#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import CounterCore
public import Loom
import LoomUIKit
public import UIKit

/// The Mvce counter on iOS: the view controller is the ``EventView``; `glue` from `viewDidLoad` makes
/// the event loop, which lives exactly as long as the view controller. The model and the controller
/// are `CounterCore`'s, the same ones the terminal `counter` and the tests drive.
///
/// ```swift
/// window.rootViewController = UINavigationController(rootViewController: CounterViewController())
/// ```
public final class CounterViewController: UIViewController, EventView {
    /// Where the event loop lives; events sent before the view loads are replayed at glue.
    public let anchor = LoopAnchor<CounterEvent>()
    private let model: CounterModel
    private let countLabel = UILabel()
    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let twiceButton = UIButton(type: .system)
    private let resetButton = UIButton(type: .system)

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

    /// Lays out the screen, then glues model, view and controller.
    public override func viewDidLoad() {
        super.viewDidLoad()
        layOut()
        glue(model: model, view: self, controller: CounterController())
    }

    /// The count on the label; each button's taps as events. The returned token ends all of them.
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
        view.backgroundColor = .systemBackground
        countLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .semibold)
        countLabel.textAlignment = .center
        countLabel.accessibilityIdentifier = "count"
        for (button, title) in [
            (minusButton, "−"), (plusButton, "+"), (twiceButton, "+2"), (resetButton, "Reset"),
        ] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .title1)
        }
        let buttons = UIStackView(arrangedSubviews: [minusButton, plusButton, twiceButton])
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [countLabel, buttons, resetButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
#endif
