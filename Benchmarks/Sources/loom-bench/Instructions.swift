import Foundation

// Instruction counts: exact and repeatable on this machine, where timings drift by ±30% from run to
// run. A measured loop is set up by a named case (the same setup the timed rows use); `loom-bench
// count <case> <operations>` runs it once inside `countedLoopEntry`, and the parent runs that under
// `valgrind --tool=callgrind --toggle-collect=*countedLoopEntryyyF`, so only the loop is counted.

/// A measured loop: made by a case's setup, then called with the number of operations to run.
typealias MeasuredLoop = @MainActor (Int) -> Void

/// The setups of the loops whose instructions are counted, by case name.
@MainActor
func countedCase(named name: String) -> MeasuredLoop? {
    if let make = coreCountedCases[name] { return make() }
    if let make = storeCountedCases[name] { return make() }
    if let make = diffCountedCases[name] { return make() }
    if let make = scaleCountedCases[name] { return make() }
    return nil
}

/// The loop `countedLoopEntry` runs (set by `count` mode only).
nonisolated(unsafe) private var measuredLoop: MeasuredLoop?
nonisolated(unsafe) private var measuredOperations = 0

/// The only function whose instructions callgrind collects (`--toggle-collect` matches its name in
/// the mangled symbol).
@inline(never)
func countedLoopEntry() {
    MainActor.assumeIsolated { measuredLoop?(measuredOperations) }
}

/// `loom-bench count <case> <operations>`: one warm-up run of the loop outside the collected
/// function, then `operations` inside it.
@MainActor
func runCountMode(_ arguments: [String]) {
    guard arguments.count == 2, let operations = Int(arguments[1]),
        let loop = countedCase(named: arguments[0])
    else {
        print("usage: loom-bench count <case> <operations>")
        return
    }
    loop(max(1, operations / 10))
    measuredLoop = loop
    measuredOperations = operations
    countedLoopEntry()
    print("blackhole \(blackhole & 1)")
}

enum Instructions {
    /// The valgrind executable, unless `LOOM_BENCH_NO_CALLGRIND` is set.
    static let valgrind: String? = {
        let environment = ProcessInfo.processInfo.environment
        guard environment["LOOM_BENCH_NO_CALLGRIND"] == nil else { return nil }
        let paths = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        return paths.map { $0 + "/valgrind" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { valgrind != nil }

    /// Instructions per operation of the case `name` (`operations` operations counted by callgrind in
    /// a child process), or nil when valgrind is not available.
    static func perOperation(_ name: String, operations: Int) -> Double? {
        guard let valgrind else { return nil }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = [
            "--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=*countedLoopEntryyyF",
            executable.path, "count", name, String(operations),
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = nil
        environment["LOOM_BENCH_NO_PRELOAD"] = "1"
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "==1234== Collected : 5678901"
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
            let count = line.split(separator: " ").last.flatMap({ Double($0) })
        else { return nil }
        return count / Double(operations)
    }
}

/// Prints one machine-readable line for a target figure: `RESULT <name> loom=<x> base=<y>
/// ratio=<loom/base> target=<=<limit> met=<yes|no>` (ns, or instructions for `_instructions` names).
func printResult(_ name: String, loom: Double, base: Double, limit: Double) {
    let ratio = loom / base
    print(
        "RESULT \(name) loom=\(String(format: "%.1f", loom)) base=\(String(format: "%.1f", base)) "
            + "ratio=\(String(format: "%.3f", ratio)) target=<=\(limit) met=\(ratio <= limit ? "yes" : "no")")
}

/// Prints the RESULT line of a target figure measured in instructions, when callgrind is available.
func printInstructionResult(_ name: String, loom: String, base: String, operations: Int, limit: Double) {
    guard let loomCount = Instructions.perOperation(loom, operations: operations),
        let baseCount = Instructions.perOperation(base, operations: operations)
    else { return }
    printResult(name + "_instructions", loom: loomCount, base: baseCount, limit: limit)
}
