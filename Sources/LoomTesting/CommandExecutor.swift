import Dispatch
import Foundation

#if LOOM_TASK_EXECUTOR
/// The task executor of a ``TestStore``'s commands: what a `.run` body awaits outside the main actor
/// (a nonisolated function such as a test clock's `sleep`, which reads the clock's `now` and registers
/// its deadline) runs here, on the main queue, after the work already queued there; and the executor
/// counts the jobs it has been given and not yet run, so the test store knows when the commands' work
/// has run as far as it can.
///
/// Without it that work runs on the global executor, in parallel with the test: a test that advances
/// the clock right after `send` could move it before a sleep had read `now` (that sleep then waits a
/// second advance), and a sleep woken by `advance` could stay queued behind other threads' work for
/// longer than `receive` yields (TCA's merge test, ported, failed about once in 25 runs; under CPU
/// load, every run). Here both happen on the main queue, in order with the test's own turns.
///
/// Sharing it is safe because its only state, `pending`, is read and written only while `lock` is
/// held (a clock resumes a sleep from the thread that advances it, so jobs arrive from any thread).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class CommandExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0

    /// Jobs given to the executor and not yet run to their next suspension.
    var pendingJobs: Int { lock.withLock { pending } }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { pending += 1 }
        DispatchQueue.main.async {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
            self.lock.withLock { self.pending -= 1 }
        }
    }
}
#endif
