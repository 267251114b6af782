#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit

/// Loom's extensions of a UIKit object, under `.loom`: signals of its events and `Binder` targets of
/// its properties, in a namespace of their own so they never clash with UIKit's names.
///
/// ```swift
/// lifetime
///     ++ label.loom.text <~ viewModel.title
///     ++ saveButton.loom.isEnabled <~ viewModel.canSave
///     ++ viewModel.query <~ searchField.loom.textChanges
/// ```
public struct LoomExtension<Base: AnyObject> {
    /// The extended object.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// An object with Loom's extensions under `.loom`; every `NSObject` is one.
///
/// ```swift
/// let taps: Signal<Void> = button.loom.taps
/// ```
public protocol LoomCompatible: AnyObject {}

extension LoomCompatible {
    /// Loom's extensions of this object.
    public var loom: LoomExtension<Self> { LoomExtension(self) }
}

extension NSObject: LoomCompatible {}
#endif
