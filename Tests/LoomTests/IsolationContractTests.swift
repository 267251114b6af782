import Foundation
import Loom
import Testing

@Suite("Contract 4: isolation")
struct IsolationContractTests {
    /// The values that cross isolation. Naming a type through `sendable(_:)` also makes the build fail
    /// if it is not `Sendable`; the test then checks that its declaration says so (an inferred
    /// conformance, which a public type does not get, or one that goes away with a stored property,
    /// is not enough).
    static let crossingValues = [
        sendable(ChangeSet.self), sendable(ListIndexPath.self), sendable(ListSnapshot<String, Int>.self),
        sendable(StagedChangeSet<[Int]>.self), sendable(ListRowEdit.self), sendable(ListApplyStrategy.self),
        sendable(BatchUpdateError.self), sendable(ListError.self), sendable(ObservationParticipation.self),
    ]

    /// The types a view talks to: their members run on the main actor, so a view or a test off the
    /// main actor must `await` them.
    static let uiFacingTypes = [
        LibrarySources.name(of: LoopAnchor<Int>.self), LibrarySources.name(of: Dispatcher<Int>.self),
        LibrarySources.name(of: Store<Int, Int>.self), LibrarySources.name(of: StoreRecorder<Int, Int>.self),
        LibrarySources.name(of: Navigator<Int>.self), LibrarySources.name(of: ListViewUpdater<Int>.self),
        LibrarySources.name(of: DiffableListDriver<Int, Int, Int>.self),
        LibrarySources.name(of: IdentifiedList<Int>.self), LibrarySources.name(of: Coordinator.self),
        LibrarySources.name(of: (any ListView).self), LibrarySources.name(of: (any ViewModel).self),
        LibrarySources.name(of: (any EventView).self), LibrarySources.name(of: (any ViewModelOwner).self),
    ]

    static func sendable<T: Sendable>(_ type: T.Type) -> String { LibrarySources.name(of: type) }

    /// Sources/Loom, and the declaration of `name` there (an issue if there is none).
    static func loomDeclaration(of name: String) throws -> (LibrarySources, LibrarySources.Declaration) {
        let sources = try LibrarySources(folder: "Sources/Loom")
        let declaration = try #require(
            sources.declaration(of: name), "\(name) is not declared in Sources/Loom")
        return (sources, declaration)
    }

    @Test(
        "values that cross isolation (change sets, snapshots, index paths, errors) are declared Sendable",
        arguments: crossingValues)
    func valuesAreSendable(_ name: String) throws {
        let (sources, declaration) = try Self.loomDeclaration(of: name)
        let conformances = [declaration.header] + sources.extensionHeaders(of: name)
        #expect(
            conformances.contains { $0.contains(/\b(Sendable|Error)\b/) },
            "\(declaration.place): \(name) does not declare Sendable")
    }

    @Test(
        "UI-facing types are declared @MainActor (checked from their declarations, off the main actor)",
        arguments: uiFacingTypes)
    func uiFacingTypesAreMainActor(_ name: String) throws {
        let (_, declaration) = try Self.loomDeclaration(of: name)
        #expect(
            declaration.attributes.contains("@MainActor"), "\(declaration.place): \(name) is not @MainActor")
    }

    @Test("no @unchecked Sendable without a comment that says why it is safe; no nonisolated(unsafe)")
    func noUncheckedEscapes() throws {
        var offenders: [String] = []
        for folder in ["Sources", "Examples"] {
            for file in try LibrarySources(folder: folder).files {
                offenders += Self.uncheckedEscapes(in: file)
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test("the unchecked-escape scan accepts a stated reason and refuses 'unsafe', an empty reason or none")
    func uncheckedEscapeScan() {
        func offenders(_ text: String) -> Int {
            Self.uncheckedEscapes(
                in: LibrarySources.File(place: "x.swift", lines: text.components(separatedBy: "\n"))
            )
            .count
        }
        #expect(
            offenders(
                "// Sharing it is safe: `state` is only touched under `lock`.\nfinal class A: @unchecked Sendable {}"
            ) == 0)
        #expect(
            offenders(
                "/// `@unchecked Sendable` is safe because every access holds\n/// `lock`.\nfinal class A: @unchecked Sendable {}"
            ) == 0)
        #expect(offenders("// This is unsafe, but fast.\nfinal class A: @unchecked Sendable {}") == 1)
        #expect(offenders("// It is safe.\nfinal class A: @unchecked Sendable {}") == 1)
        #expect(
            offenders(
                "// Sharing it is safe: `state` is only touched under `lock`.\n\nlet x = 1\nfinal class A: @unchecked Sendable {}"
            ) == 1)
        #expect(offenders("final class A: @unchecked Sendable {}") == 1)
        #expect(offenders("nonisolated(unsafe) var x = 1") == 1)
        #expect(offenders("// nonisolated(unsafe) is never used") == 0)
    }

    /// The `@unchecked Sendable` declarations of `file` without a reason, and its `nonisolated(unsafe)`.
    ///
    /// The reason is the comment right above the declaration (doc comment or not, through attributes):
    /// it must say the type is "safe" (the word: "unsafe" does not count) followed by ":", "because" or
    /// "since" and at least a few words of explanation.
    static func uncheckedEscapes(in file: LibrarySources.File) -> [String] {
        var offenders: [String] = []
        for (index, line) in file.lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            if code.contains("nonisolated(unsafe)") {
                offenders.append("\(file.place):\(index + 1) nonisolated(unsafe)")
            }
            guard code.contains("@unchecked Sendable") else { continue }
            var comment: [String] = []
            var above = index - 1
            while above >= 0 {
                let text = file.lines[above].trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("//") {
                    comment.insert(String(text.drop { $0 == "/" }), at: 0)
                } else if !text.hasPrefix("@") {
                    break
                }
                above -= 1
            }
            let reason = comment.joined(separator: " ")
            let stated = reason.firstMatch(of: /(?i)\bsafe\b\s*(:|because|since)\s*(?<why>.*)/)
            let words = stated.map { $0.why.split(separator: " ").count } ?? 0
            if words < 4 {
                offenders.append("\(file.place):\(index + 1) @unchecked Sendable without a stated reason")
            }
        }
        return offenders
    }
}

/// The package's Swift files as text: what a declaration says, whatever the compiler would infer.
struct LibrarySources {
    struct File {
        let place: String
        let lines: [String]
    }

    struct Declaration {
        /// The attributes written on the lines before the declaration and on its own line.
        let attributes: [String]
        /// The declaration from its name to its `{`.
        let header: String
        let place: String
    }

    let files: [File]

    /// The Swift files under `folder` (relative to the package's root).
    init(folder: String) throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let base = root.appendingPathComponent(folder)
        var files: [File] = []
        // Hidden folders are skipped: a `.build` of a package built inside (an example app package)
        // holds checkouts named like Swift files (`GRDB.swift`).
        if let walker = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
        {
            for case let url as URL in walker where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                files.append(
                    File(
                        place: url.path.replacingOccurrences(of: root.path + "/", with: ""),
                        lines: text.components(separatedBy: "\n")))
            }
        }
        self.files = files
    }

    /// A type's name as declared: `ListSnapshot<String, Int>` is `ListSnapshot`, `any ListView` is
    /// `ListView`.
    static func name(of type: Any.Type) -> String {
        var name = String(describing: type)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        return String(name.prefix { $0 != "<" })
    }

    /// The declaration of the type or protocol `name`.
    func declaration(of name: String) -> Declaration? {
        let keyword =
            #/^\s*(?<attributes>(@\w+(\([^)]*\))?\s+)*)((public|package|internal|open|final|indirect|nonisolated)\s+)*(struct|enum|class|actor|protocol)\s+(?<name>\w+)/#
        for file in files {
            for (index, line) in file.lines.enumerated() {
                guard let match = line.firstMatch(of: keyword), match.name == name else { continue }
                var attributes = match.attributes.split(separator: " ").map { String($0) }
                var above = index - 1
                while above >= 0 {
                    let text = file.lines[above].trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("@") {
                        attributes.append(String(text.prefix { $0 != " " && $0 != "(" }))
                    } else if !text.hasPrefix("//") {
                        break
                    }
                    above -= 1
                }
                let rest = file.lines[index...].prefix(6).joined(separator: " ")
                guard let named = rest.range(of: name) else { continue }
                let header = String(rest[named.upperBound...].prefix { $0 != "{" })
                return Declaration(
                    attributes: attributes, header: header, place: "\(file.place):\(index + 1)")
            }
        }
        return nil
    }

    /// What the extensions of `name` declare, from the name to their `{`.
    func extensionHeaders(of name: String) -> [String] {
        files.flatMap { file in
            file.lines.compactMap { line -> String? in
                guard
                    let match = line.firstMatch(of: #/^\s*(public\s+)?extension\s+(?<name>\w+)(?<rest>.*)/#),
                    match.name == name
                else { return nil }
                return String(match.rest.prefix { $0 != "{" })
            }
        }
    }
}
