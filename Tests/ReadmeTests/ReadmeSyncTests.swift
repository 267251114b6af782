import Foundation
import Testing

/// Keeps the README honest: every paragraph of every Swift block in it (lines between blank lines) must
/// stand, line for line, in a compiled source file of this package (the blocks in this target, or the
/// example code the README quotes). Paragraphs, not whole blocks: top-level statements of a README block
/// live inside a test function here, apart from the declarations.
///
/// Where a block must stand depends on what it imports. A UIKit or SwiftUI block cannot be compiled on
/// Linux, so it must stand in a file under `#if canImport(UIKit)` or `#if canImport(SwiftUI)` of a library
/// target (the `ReadmeUIKit` and `ReadmeSwiftUI` targets in `Tests/`, `Sources/LoomUIKit`,
/// `Sources/LoomSwiftUI`, or an example's `…UIKit` or `…SwiftUI` target), which `apple-check` type-checks
/// for iOS. An AppKit block must stand in a file under `#if canImport(AppKit)` (LoomAppKit or an example's
/// `…AppKit` target), compiled only on a Mac. Every other block must stand in a file the Linux build
/// compiles (no such guard), so a platform-neutral block is never "checked" only by a file Linux skips.
@Suite("README code blocks are compiled")
struct ReadmeSyncTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func paragraphs(of block: [String]) -> [[String]] {
        var result: [[String]] = [[]]
        for line in block {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !(result.last ?? []).isEmpty { result.append([]) }
            } else {
                result[result.count - 1].append(line)
            }
        }
        return result.filter { !$0.isEmpty }
    }

    /// Lines that carry code: trimmed, inner whitespace folded, without blank lines and imports.
    static func codeLines(_ lines: [String]) -> [String] {
        // Whitespace inside a line is folded, so aligned comments in the README match formatted code.
        lines.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// Whether a README block needs UIKit or SwiftUI (so only `apple-check` can compile it).
    static func isUIKit(_ block: [String]) -> Bool {
        block.contains {
            $0.hasPrefix("import UIKit") || $0.hasPrefix("import LoomUIKit") || $0.hasPrefix("import SwiftUI")
                || $0.hasPrefix("import LoomSwiftUI")
        }
    }

    /// Whether a source file is compiled only where UIKit or SwiftUI exists.
    static func isUIKitOnly(_ source: String) -> Bool {
        source.contains("#if canImport(UIKit)") || source.contains("#if canImport(SwiftUI)")
    }

    /// Whether a README block needs AppKit (so only a Mac can compile it).
    static func isAppKit(_ block: [String]) -> Bool {
        block.contains { $0.hasPrefix("import AppKit") || $0.hasPrefix("import LoomAppKit") }
    }

    /// Whether a source file is compiled only where AppKit exists.
    static func isAppKitOnly(_ source: String) -> Bool {
        source.contains("#if canImport(AppKit)")
    }

    static func compiledSources() throws -> [String] {
        var sources: [String] = []
        for folder in [
            "Tests/ReadmeTests", "Tests/ReadmeUIKit", "Tests/ReadmeSwiftUI", "Examples", "Sources",
        ] {
            let base = root.appendingPathComponent(folder)
            // Hidden folders are skipped: a `.build` of a package built inside (an example app package)
            // holds checkouts named like Swift files (`GRDB.swift`).
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                sources.append(try String(contentsOf: url, encoding: .utf8))
            }
        }
        return sources
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return true }
        }
        return false
    }

    @Test("every Swift block of the README stands verbatim in a compiled file")
    func everyBlockIsCompiled() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme)
        #expect(blocks.count >= 3)
        let sources = try Self.compiledSources()
        let linux = sources.filter { !Self.isUIKitOnly($0) && !Self.isAppKitOnly($0) }.map {
            Self.codeLines($0.components(separatedBy: "\n"))
        }
        let uikit = sources.filter(Self.isUIKitOnly).map { Self.codeLines($0.components(separatedBy: "\n")) }
        let appkit = sources.filter(Self.isAppKitOnly).map {
            Self.codeLines($0.components(separatedBy: "\n"))
        }
        #expect(blocks.contains(where: Self.isUIKit), "the README shows UIKit")
        for block in blocks {
            let (where_, candidates) =
                Self.isUIKit(block)
                ? ("UIKit-only", uikit)
                : Self.isAppKit(block) ? ("AppKit-only", appkit) : ("Linux-compiled", linux)
            for paragraph in Self.paragraphs(of: block) {
                let lines = Self.codeLines(paragraph)
                let found = candidates.contains { Self.contains($0, lines) }
                #expect(
                    found,
                    "README lines not found in any \(where_) file:\n\(paragraph.joined(separator: "\n"))")
            }
        }
    }

    @Test(
        "every Swift block of the store article's section on composing features stands verbatim in a compiled file"
    )
    func storeArticleCompositionIsCompiled() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Loom/Loom.docc/Articles/UnidirectionalStore.md"),
            encoding: .utf8)
        let section = try #require(
            article.components(separatedBy: "\n## Composing features\n").dropFirst().first
        )
        .components(separatedBy: "\n## ")[0]
        let blocks = Self.swiftBlocks(in: section)
        #expect(blocks.count >= 3)
        let sources = try Self.compiledSources().filter { !Self.isUIKitOnly($0) && !Self.isAppKitOnly($0) }
        let linux = sources.map { Self.codeLines($0.components(separatedBy: "\n")) }
        for paragraph in blocks.flatMap(Self.paragraphs(of:)) {
            let lines = Self.codeLines(paragraph)
            #expect(
                linux.contains { Self.contains($0, lines) },
                "article lines not found in any Linux-compiled file:\n\(paragraph.joined(separator: "\n"))")
        }
    }

    @Test(
        "a UIKit block is found only in UIKit-only files, an AppKit one only in AppKit-only files, a platform-neutral one only in Linux-compiled files"
    )
    func blocksAreCheckedWhereTheyCompile() {
        let uikitBlock = ["import UIKit", "", "let view = UIView()"]
        let plainBlock = ["import Loom", "", "let count = MutableProperty(0)"]
        #expect(Self.isUIKit(uikitBlock))
        #expect(!Self.isUIKit(plainBlock))
        #expect(Self.isUIKit(["import LoomUIKit"]))
        #expect(Self.isUIKitOnly("#if canImport(UIKit)\nimport UIKit\n#endif"))
        #expect(Self.isUIKit(["import SwiftUI"]) && Self.isUIKit(["import LoomSwiftUI"]))
        #expect(Self.isUIKitOnly("#if canImport(SwiftUI)\nimport SwiftUI\n#endif"))
        #expect(!Self.isUIKitOnly("import Loom\nlet count = MutableProperty(0)"))
        #expect(Self.isAppKit(["import AppKit"]) && Self.isAppKit(["import LoomAppKit"]))
        #expect(!Self.isAppKit(uikitBlock) && !Self.isAppKit(plainBlock))
        #expect(Self.isAppKitOnly("#if canImport(AppKit) && !targetEnvironment(macCatalyst)\n#endif"))
        #expect(!Self.isAppKitOnly("import Loom"))
    }

    @Test(
        "the README's UIKit and SwiftUI blocks live in library targets, which apple-check type-checks",
        arguments: ["ReadmeUIKit", "ReadmeSwiftUI"])
    func uikitBlocksHaveALibraryTarget(target: String) throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = manifest.components(separatedBy: ".target(")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { $0.hasPrefix("name: \"\(target)\"") }
        #expect(declaration?.contains("path: \"Tests/\(target)\"") == true, "a .target, not a .testTarget")
        let folder = Self.root.appendingPathComponent("Tests/\(target)")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files {
            #expect(
                Self.isUIKitOnly(try String(contentsOf: file, encoding: .utf8)), "\(file.lastPathComponent)")
        }
    }

    @Test("the README opens with the main program and the test command, and CI runs that test command")
    func newcomerCommands() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let firstBlock = readme.components(separatedBy: "```").dropFirst().first ?? ""
        #expect(firstBlock.contains("swift run searchy"))
        #expect(firstBlock.contains("swift test"))
        #expect(
            ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "swift test" })
    }
}
