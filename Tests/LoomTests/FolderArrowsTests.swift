import Foundation
import Testing

/// The core's folders use each other one way: a folder that uses another (names a type declared
/// there) is never used by it, directly or around a longer circle. `Identity` and `Reactive` are at the
/// bottom, the key-path `bind` (`Bindings`) above the properties, Observation and view models it binds,
/// list values below rows, rows below the pipeline, the pipeline below the adapters.
@Suite("The core's folders: arrows one way")
struct FolderArrowsTests {
    /// Which folders each top-level folder of `Sources/Loom` uses, with the type names that make the arrow.
    static func arrows() throws -> [String: [String: Set<String>]] {
        let sources = try LibrarySources(folder: "Sources/Loom")
        func folder(_ place: String) -> String {
            let parts = place.split(separator: "/")
            return parts.count > 3 ? String(parts[2]) : "."
        }
        let declaration =
            #/^(@\w+(\([^)]*\))?\s+)*((public|package|internal|private|fileprivate|open|final|indirect)\s+)*(struct|enum|class|actor|protocol|typealias)\s+(?<name>[A-Z]\w*)/#
        var home: [String: String] = [:]
        for file in sources.files {
            for line in file.lines {
                guard let match = line.firstMatch(of: declaration) else { continue }
                home[String(match.name)] = home[String(match.name)] ?? folder(file.place)
            }
        }
        var arrows: [String: [String: Set<String>]] = [:]
        for file in sources.files {
            let from = folder(file.place)
            for line in file.lines {
                let code = line.components(separatedBy: "//")[0]
                for word in code.matches(of: #/\b[A-Z]\w*\b/#) {
                    let name = String(word.output)
                    guard let to = home[name], to != from else { continue }
                    arrows[from, default: [:]][to, default: []].insert(name)
                }
            }
        }
        return arrows
    }

    /// A circle of folders reachable from `start` back to it, if any.
    static func circle(from start: String, in arrows: [String: [String: Set<String>]]) -> [String]? {
        var path = [start]
        var seen: Set<String> = []
        func visit(_ folder: String) -> Bool {
            for next in (arrows[folder] ?? [:]).keys.sorted() {
                if next == start { return true }
                guard seen.insert(next).inserted else { continue }
                path.append(next)
                if visit(next) { return true }
                path.removeLast()
            }
            return false
        }
        return visit(start) ? path + [start] : nil
    }

    @Test("the scan sees the arrows that exist: rows use view models, the store uses properties")
    func scanSeesArrows() throws {
        let arrows = try Self.arrows()
        #expect(arrows["Lists"]?["MVVM"]?.contains("ViewModel") == true)
        #expect(arrows["Store"]?["Reactive"]?.contains("Property") == true)
        #expect(arrows["Lists"]?["Identity"]?.contains("Differentiable") == true)
    }

    @Test("no circle between the core's folders")
    func noCircle() throws {
        let arrows = try Self.arrows()
        for folder in arrows.keys.sorted() {
            if let circle = Self.circle(from: folder, in: arrows) {
                let steps = zip(circle, circle.dropFirst()).map { from, to in
                    "\(from) → \(to) (\((arrows[from]?[to] ?? []).sorted().prefix(4).joined(separator: ", ")))"
                }
                Issue.record("a circle of folders: \(steps.joined(separator: "; "))")
            }
        }
    }
}
