#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit

/// Loom's extensions of an AppKit object, under `.loom`: signals of its actions and `Binder` targets of
/// its properties, so they never clash with AppKit's names (the same type as LoomUIKit's, for AppKit).
///
/// ```swift
/// lifetime
///     ++ label.loom.text <~ viewModel.title
///     ++ saveButton.loom.isEnabled <~ viewModel.canSave
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
