/// Holds at most one running task: replacing or cancelling it cancels the previous one, and so does
/// releasing the slot, so a task never outlives the object that owns its slot.
@MainActor
@usableFromInline
final class TaskSlot {
    @usableFromInline
    init() {}

    /// The task held, if any.
    @usableFromInline private(set) var task: Task<Void, Never>?

    /// Whether the slot holds a task that has not been cancelled or cleared.
    @inlinable
    var isActive: Bool { task != nil }

    /// Cancels the task held, if any, and holds `newTask` instead.
    @usableFromInline
    func replace(with newTask: Task<Void, Never>) {
        task?.cancel()
        task = newTask
    }

    /// Forgets the task without cancelling it (it is finishing by itself).
    @usableFromInline
    func clear() {
        task = nil
    }

    /// Cancels the task held, if any.
    @usableFromInline
    func cancel() {
        task?.cancel()
        task = nil
    }

    deinit {
        task?.cancel()
    }
}
