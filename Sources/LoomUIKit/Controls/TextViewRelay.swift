#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The editing signals of one text view (began, changed, ended), kept as an associated object of the
/// text view (so they live exactly as long as it). A text view is not a control: its editing is told by
/// `UITextView` notifications, observed here with block observers removed with the relay, so the text
/// view's delegate stays free for the app.
@MainActor
final class TextViewRelay {
    private static let key = UnsafeRawPointer(Unmanaged.passRetained(KeyObject()).toOpaque())
    private final class KeyObject {}

    let began = Emitter<Void>()
    let changed = Emitter<Void>()
    let ended = Emitter<Void>()
    private let observers = NotificationObservers()

    /// The relay of `textView`, made on first use.
    static func relay(of textView: UITextView) -> TextViewRelay {
        if let relay = objc_getAssociatedObject(textView, key) as? TextViewRelay { return relay }
        let relay = TextViewRelay(textView)
        objc_setAssociatedObject(textView, key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return relay
    }

    private init(_ textView: UITextView) {
        let names = [
            UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
            UITextView.textDidEndEditingNotification,
        ]
        observers.tokens = names.map { name in
            // UIKit posts them on the main thread, where the user edits.
            NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.send(name) }
            }
        }
    }

    private func send(_ name: Notification.Name) {
        switch name {
        case UITextView.textDidBeginEditingNotification: began.send()
        case UITextView.textDidChangeNotification: changed.send()
        default: ended.send()
        }
    }
}

/// Notification observer tokens, removed from the default center when their owner releases them.
private final class NotificationObservers {
    var tokens: [any NSObjectProtocol] = []

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
