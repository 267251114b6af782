// Loom benchmarks: every figure beside its in-run floor and peer, with the ratio.
// Usage: swift run -c release loom-bench [core] [store] [scale] [time] [diff] [combine]   (default: all)
//        loom-bench diff-ratio   (the flat 10k and 100k and the sectioned diff against their floors, interleaved;
//                                 also part of `diff`)
//        loom-bench count <case> <operations>   (one measured loop, for callgrind; see Instructions.swift)

AllocationCounter.reexecWithInterposerIfNeeded()

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "count" {
    runCountMode(Array(arguments.dropFirst()))
} else {
    let requested = Set(arguments)
    func wants(_ group: String) -> Bool { requested.isEmpty || requested.contains(group) }

    print("# Loom benchmarks (release build; ratios are to floors measured in this same run)")
    if !AllocationCounter.isActive {
        print("(allocation counts unavailable: malloc interposer not preloaded)")
    }
    if !Instructions.isAvailable { print("(instruction counts unavailable: valgrind not found)") }
    if wants("core") { runCoreBenchmarks(iterations: 1_000_000) }
    if wants("store") { runStoreBenchmarks(iterations: 1_000_000) }
    if wants("scale") { runStoreScaleBenchmarks() }
    // Fewer iterations: before the one-timer engine, each held-back event enqueued a task that never ran.
    if wants("time") { runTimeBenchmarks(iterations: 100_000) }
    if wants("diff") {
        runDiffBenchmarks()
        runDiffRatioBenchmarks(rounds: 41)
        await runOffMainDiffBenchmarks()
    } else if requested.contains("diff-ratio") {
        runDiffRatioBenchmarks(rounds: 41)
    }
    if wants("combine") { runCombineBenchmarks(iterations: 1_000_000) }
    print("\nblackhole \(blackhole & 1)")
}
