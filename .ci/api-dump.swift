// Prints the public API of Loom's library products, one declaration a line, sorted: what `.ci/api-check`
// compares with the checked-in baseline (`.ci/api/<Module>.txt`).
//
// A declaration is a line of `Sources/<Module>` that begins (after indentation) with `public` or `open`
// (imports left out), with its continuation lines joined until its brackets close, cut before its body,
// its whitespace collapsed, and prefixed with the type or extension it is declared in. Run:
// `swift .ci/api-dump.swift <Module>` from the repository's root.
import Foundation

let module = CommandLine.arguments.dropFirst().first ?? "Loom"
let root = URL(fileURLWithPath: "Sources/\(module)")
let manager = FileManager.default
guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
    FileHandle.standardError.write(Data("no folder \(root.path)\n".utf8))
    exit(1)
}
let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path).sorted()

func collapse(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
}

/// How many round and square brackets a line leaves open, outside string literals and `//` comments.
func depthChange(_ line: Substring) -> Int {
    var depth = 0
    var inString = false
    var previous: Character = " "
    for character in line {
        if character == "\"" && previous != "\\" { inString.toggle() }
        if !inString {
            if character == "/" && previous == "/" { break }
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
        }
        previous = character
    }
    return depth
}

/// The declaration without its body: everything before the `{` that opens it.
func head(_ text: String) -> String {
    var depth = 0
    var inString = false
    var previous: Character = " "
    for (offset, character) in text.enumerated() {
        if character == "\"" && previous != "\\" { inString.toggle() }
        if !inString {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == "{" && depth == 0 {
                return String(text.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
        }
        previous = character
    }
    return text.trimmingCharacters(in: .whitespaces)
}

let typeWords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

/// The name a type or extension header declares (`extension ListDataSource where …` → `ListDataSource`).
func containerName(_ line: String) -> String? {
    let words = line.split(whereSeparator: { " \t(<:{".contains($0) }).map(String.init)
    guard let index = words.firstIndex(where: { typeWords.contains($0) }), index + 1 < words.count else {
        return nil
    }
    let first = words[..<index]
    let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect",
        "nonisolated",
    ]
    guard first.allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { return nil }
    return words[index + 1]
}

var declarations: [String] = []
for file in files {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var containers: [(indent: Int, name: String)] = []
    var index = 0
    while index < lines.count {
        let line = lines[index]
        let trimmed = line.drop(while: { $0 == " " })
        let indent = line.count - trimmed.count
        index += 1
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
        while let last = containers.last, last.indent >= indent { containers.removeLast() }
        if let name = containerName(String(trimmed)) { containers.append((indent, name)) }
        let isPublic = trimmed.hasPrefix("public ") || trimmed.hasPrefix("open ")
        guard isPublic, !trimmed.hasPrefix("public import"), !trimmed.hasPrefix("public extension") else {
            continue
        }
        var text = String(trimmed)
        var depth = depthChange(trimmed)
        while depth > 0 && index < lines.count {
            let next = lines[index].drop(while: { $0 == " " })
            text += " " + next
            depth += depthChange(next)
            index += 1
        }
        let context = containers.dropLast(containerName(String(trimmed)) == nil ? 0 : 1).map(\.name)
        let prefix = context.isEmpty ? "" : context.joined(separator: ".") + ": "
        declarations.append(prefix + collapse(head(text)))
    }
}
for declaration in declarations.sorted() { print(declaration) }
