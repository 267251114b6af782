import UIKit

/// A view controller that records its lifecycle calls, in order ("load", "willAppear", "didAppear",
/// "willDisappear", "didDisappear"), each prefixed with its name.
@MainActor
class RecordingViewController: UIViewController {
    /// The name in the log.
    let name: String
    /// Where the calls go (shared between view controllers to see their order).
    let log: CallLog

    init(name: String, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.calls.append("\(name).load")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.calls.append("\(name).willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.calls.append("\(name).didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.calls.append("\(name).willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.calls.append("\(name).didDisappear")
    }
}
