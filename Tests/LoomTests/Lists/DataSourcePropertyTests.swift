import Loom
import LoomTesting
import PropertyBased
import Testing

/// Random operations on data-source trees: every change set they report must pass the validator
/// and, applied to the rows before, give the rows after (checked by `ListProbe`).
@MainActor
@Suite("Data-source properties")
struct DataSourcePropertyTests {
    enum Operation: Sendable {
        case append(model: Int)
        case insert(model: Int, at: Int)
        case remove(model: Int, at: Int)
        case move(model: Int, from: Int, to: Int)
        case replace(model: Int, at: Int)
        case replaceAll(model: Int, count: Int)
        case addChild(at: Int)
        case removeChild(at: Int)
        case editing(Bool)
    }

    static let operations = Generator<[Operation], Shrink.None<[Operation]>> { rng in
        (0..<Int.random(in: 1...20, using: &rng)).map { _ in
            let model = Int.random(in: 0...2, using: &rng)
            let a = Int.random(in: 0...4, using: &rng)
            let b = Int.random(in: 0...4, using: &rng)
            switch Int.random(in: 0...8, using: &rng) {
            case 0: return .append(model: model)
            case 1: return .insert(model: model, at: a)
            case 2: return .remove(model: model, at: a)
            case 3: return .move(model: model, from: a, to: b)
            case 4: return .replace(model: model, at: a)
            case 5: return .replaceAll(model: model, count: a)
            case 6: return .addChild(at: a)
            case 7: return .removeChild(at: a)
            default: return .editing(a % 2 == 0)
            }
        }
    }

    @Test("1,000 random operation sequences on a multi-section tree of multi-row and mutable sources")
    func randomTree() async {
        await propertyCheck(count: 1_000, input: Self.operations) { operations in
            var counter = 0
            func next() -> String {
                counter += 1
                return "e\(counter)"
            }
            let models = (0..<3).map { _ in ArrayModel([next(), next()]) }
            let mutables = models.map { model in MutableArrayDataSource(model: model) { $0 } }
            let rows = MultiRowDataSource<String>(children: [mutables[0], ArrayDataSource(items: ["fixed"])])
            let root = MultiSectionDataSource<String>(children: [rows, mutables[1]])
            let edit = EditingDataSource<String>(
                dataSource: root, editDataSource: ArrayDataSource(items: ["Add"]), editAsSection: true)
            let probe = ListProbe(edit)
            var detached: [any ListDataSource<String>] = [mutables[2]]
            for operation in operations {
                switch operation {
                case .append(let m): models[m].append(next())
                case .insert(let m, let at): try? models[m].insert(next(), at: at)
                case .remove(let m, let at): _ = try? models[m].remove(at: at)
                case .move(let m, let from, let to): try? models[m].move(from: from, to: to)
                case .replace(let m, let at): try? models[m].replace(at: at, with: next())
                case .replaceAll(let m, let count):
                    models[m].replaceAll(with: (0..<count).map { _ in next() })
                case .addChild(let at):
                    if let child = detached.popLast() {
                        try? root.insert(child, at: min(at, root.children.count))
                    }
                case .removeChild(let at):
                    if at < root.children.count, let child = try? root.child(at: at) {
                        try? root.remove(at: at)
                        detached.append(child)
                    }
                case .editing(let on): edit.setEditing(on)
                }
            }
            _ = probe.take()
        }
    }

    @Test("1,000 random key updates of a grouped data source end in the new key order")
    func randomGrouped() async {
        let keys = Generator<([Int], [Int]), Shrink.None<([Int], [Int])>> { rng in
            func keys(_ rng: inout any SeededRandomNumberGenerator) -> [Int] {
                Array(Array(0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...8, using: &rng)))
            }
            return (keys(&rng), keys(&rng))
        }
        await propertyCheck(count: 1_000, input: keys) { old, new in
            let source = try GroupedDataSource<Int, String>(keys: old) { key in
                ArrayDataSource(items: (0...(key % 3)).map { "\(key).\($0)" })
            }
            let probe = ListProbe(source)
            try source.update(keys: new)
            _ = probe.take()
            #expect(source.keys == new)
            #expect(try source.allItems() == [new.flatMap { key in (0...(key % 3)).map { "\(key).\($0)" } }])
        }
    }
}
