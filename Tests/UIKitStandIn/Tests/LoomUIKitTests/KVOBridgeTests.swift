import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's key-value observing bridge (`loom.property(_:)`) on the stand-in's KVO.
@MainActor
@Suite("KVO bridge on the stand-in")
struct KVOBridgeTests {
    @Test("the stand-in's KVO sends old, new, prior and initial changes as the options ask")
    func standInOptions() {
        let model = CounterObject()
        var changes: [String] = []
        let observation = model.observe(\.count, options: [.old, .new, .prior, .initial]) { _, change in
            changes.append(
                "\(change.isPrior ? "prior " : "")\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
        }
        model.count = 3
        observation.invalidate()
        model.count = 4
        #expect(changes == ["-1→0", "prior 0→-1", "0→3"])
    }

    @Test("a property of a key path has the current value, then each change before the setter returns")
    func synchronousChanges() {
        let model = CounterObject()
        model.count = 1
        let count = model.loom.property(\.count)
        var values: [Int] = []
        let token = count.observe { values.append($0) }
        model.count = 2
        #expect(values == [1, 2])
        #expect(count.value == 2)
        let label = UILabel()
        let binding = label.loom.text <~ count.map { "\($0)" }
        model.count = 3
        #expect(label.text == "3")
        token.cancel()
        binding.cancel()
    }

    @Test("a change made on another thread is delivered on the main queue, later")
    func backgroundChange() async {
        let model = CounterObject()
        let count = model.loom.property(\.count)
        var values: [Int] = []
        var token: Token?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            token = count.observe(skipsInitial: true) { value in
                values.append(value)
                done.resume()
            }
            Thread.detachNewThread { model.count = 7 }
        }
        token?.cancel()
        #expect(values == [7])
        #expect(count.value == 7)
    }

    @Test("releasing the property ends the observation; the model is not kept")
    func release() {
        weak var weakModel: CounterObject?
        weak var weakProperty: Property<Int>?
        do {
            let model = CounterObject()
            let count = model.loom.property(\.count)
            weakModel = model
            weakProperty = count
            model.count = 1
            #expect(count.value == 1)
        }
        #expect(weakProperty == nil)
        #expect(weakModel == nil)
    }
}
