public import Loom

/// The counter's model: one observable count.
///
/// ```swift
/// let model = CounterModel()
/// model.count.value   // 0
/// ```
public final class CounterModel: BindableModel {
    /// The current count. Only ``CounterController`` changes it.
    public let count: MutableProperty<Int>

    /// Creates a model starting at `count`.
    public init(count: Int = 0) {
        self.count = MutableProperty(count)
    }
}
