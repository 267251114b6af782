import Foundation
import MallocInterposerSwift

/// Keeps results observable so the optimizer cannot drop the measured work.
nonisolated(unsafe) var blackhole = 0

/// Median nanoseconds per operation of `body(iterations)` over `runs` runs (after one warm-up run).
func nanosecondsPerOperation(iterations: Int, runs: Int = 7, _ body: (Int) -> Void) -> Double {
    body(max(1, iterations / 10))
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let elapsed = clock.measure { body(iterations) }
        let nanoseconds =
            Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(iterations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Heap allocations per operation of `body(iterations)`, or nil when the interposer is not preloaded.
func allocationsPerOperation(iterations: Int, _ body: (Int) -> Void) -> Double? {
    guard AllocationCounter.isActive else { return nil }
    body(10)  // warm-up: first-time growth of buffers is not steady state
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body(iterations)
    MallocInterposerSwift.unhook()
    return Double(MallocInterposerSwift.getStatistics().mallocCount) / Double(iterations)
}

enum AllocationCounter {
    static let isActive = (ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "").contains(
        "MallocInterposer")

    /// Re-runs this program with the allocation interposer preloaded (Linux), once.
    static func reexecWithInterposerIfNeeded() {
        #if os(Linux)
        let environment = ProcessInfo.processInfo.environment
        guard !isActive, environment["LOOM_BENCH_NO_PRELOAD"] == nil else { return }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let library = executable.deletingLastPathComponent().appendingPathComponent(
            "libMallocInterposerSwift.so")
        guard FileManager.default.fileExists(atPath: library.path) else { return }
        var newEnvironment = environment
        newEnvironment["LD_PRELOAD"] = library.path
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        let environmentStrings = newEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        execve(executable.path, arguments, environmentStrings)
        #endif
    }
}

/// One printed row: a figure beside its in-run floor and peer, with the ratios.
struct Row {
    var name: String
    var nanoseconds: Double
    var floorName: String
    var floor: Double
    var peerName: String?
    var peer: Double?
    var allocations: Double?
    var target: String
}

func printTable(title: String, rows: [Row]) {
    print("\n## \(title)\n")
    print(
        "| benchmark | ns/op | floor | floor ns/op | ratio to floor | peer | peer ns/op | peer / Loom | allocs/op | target |"
    )
    print("|---|---:|---|---:|---:|---|---:|---:|---:|---|")
    for row in rows {
        let ratio = row.nanoseconds / row.floor
        let peerRatio = row.peer.map { String(format: "%.1f×", $0 / row.nanoseconds) } ?? "—"
        let allocations = row.allocations.map { String(format: "%.2f", $0) } ?? "n/a"
        print(
            "| \(row.name) | \(format(row.nanoseconds)) | \(row.floorName) | \(format(row.floor)) | "
                + String(format: "%.2f×", ratio)
                + " | \(row.peerName ?? "—") | \(row.peer.map(format) ?? "—") | \(peerRatio) | \(allocations) | \(row.target) |"
        )
    }
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds < 10 ? String(format: "%.2f", nanoseconds) : String(format: "%.1f", nanoseconds)
}
