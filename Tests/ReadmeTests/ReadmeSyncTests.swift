import Foundation
import Testing

/// Keeps the README honest: every paragraph of every Swift block in it (lines between blank lines) must
/// stand, line for line, in a compiled source file of this package (the blocks in this target, or the
/// example code the README quotes). Paragraphs, not whole blocks: top-level statements of a README block
/// live inside a test function here, apart from the declarations.
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

    static func compiledSources() throws -> [String] {
        var sources: [String] = []
        for folder in ["Tests/ReadmeTests", "Examples", "Sources"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
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
        let sources = try Self.compiledSources().map { Self.codeLines($0.components(separatedBy: "\n")) }
        for block in blocks {
            for paragraph in Self.paragraphs(of: block) {
                let lines = Self.codeLines(paragraph)
                let found = sources.contains { Self.contains($0, lines) }
                #expect(
                    found,
                    "README lines not found in any compiled file:\n\(paragraph.joined(separator: "\n"))")
            }
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
