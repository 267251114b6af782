import Foundation
import Loom
import Testing

@Suite("Contract 4: isolation")
struct IsolationContractTests {
    /// Compiles only for `Sendable` types: the check is the build itself.
    static func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

    @Test("values that cross isolation (change sets, snapshots, index paths, errors) are Sendable")
    func valuesAreSendable() {
        #expect(Self.requireSendable(ChangeSet.self))
        #expect(Self.requireSendable(ListIndexPath.self))
        #expect(Self.requireSendable(ListSnapshot<String, Int>.self))
        #expect(Self.requireSendable(StagedChangeSet<[Int]>.self))
        #expect(Self.requireSendable(ListRowEdit.self))
        #expect(Self.requireSendable(ListApplyStrategy.self))
        #expect(Self.requireSendable(BatchUpdateError.self))
        #expect(Self.requireSendable(ListError.self))
        #expect(Self.requireSendable(ObservationParticipation.self))
    }

    @Test("UI-facing types are main-actor isolated")
    @MainActor
    func uiFacingTypesAreMainActor() {
        // These closures compile only because the types' members are main-actor isolated and we are on
        // the main actor; off the main actor the same calls need `await`.
        let anchor = LoopAnchor<Int>()
        anchor.send(1)
        #expect(anchor.bufferedCount == 1)
        let dispatcher = Dispatcher<Int>.detached
        #expect(!dispatcher.isConnected)
    }

    @Test("no @unchecked Sendable or nonisolated(unsafe) in library code without a stated reason")
    func noUncheckedEscapes() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var offenders: [String] = []
        for folder in ["Sources", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() {
                    if line.contains("nonisolated(unsafe)")
                        && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    {
                        offenders.append("\(url.lastPathComponent):\(index + 1) nonisolated(unsafe)")
                    }
                    if line.contains(": @unchecked Sendable") || line.contains(", @unchecked Sendable") {
                        // The declaration must be preceded by a comment saying why it is safe.
                        let context = lines[max(0, index - 4)..<index].joined(separator: " ")
                        if !context.contains("safe") {
                            offenders.append(
                                "\(url.lastPathComponent):\(index + 1) @unchecked Sendable without a reason")
                        }
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
