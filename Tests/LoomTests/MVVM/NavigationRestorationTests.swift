import Foundation
import Loom
import Testing

/// The library example's kind of screens, Codable for restoration and named by segments for links.
enum LinkScreen: Hashable, Sendable, Codable {
    case artists, artist(String), album(String, String), track(Int), picker
}

@MainActor
@Suite("Navigation restoration: a navigator's state encodes, decodes and is restored")
struct NavigationRestorationTests {
    private func sampleState() throws -> NavigationState<LinkScreen> {
        var state = NavigationState<LinkScreen>(root: .artists, containers: ["detail", "player"])
        state.push(.artist("Sigur Rós"))
        state.push(.album("Sigur Rós", "Takk"))
        state.present(.picker)
        try state.embed(.track(3), in: "detail")
        return state
    }

    @Test("a state with a stack, presented and embedded screens and containers round-trips through JSON")
    func roundTrip() throws {
        let state = try sampleState()
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState<LinkScreen>.self, from: data) == state)
    }

    @Test("a container name encodes as a plain string")
    func containerNameIsAString() throws {
        let data = try JSONEncoder().encode(["detail"] as [ContainerName])
        #expect(String(decoding: data, as: UTF8.self) == #"["detail"]"#)
    }

    @Test("a screen embedded in an undeclared container is a typed decoding error, not a corrupt state")
    func undeclaredContainer() throws {
        let json =
            #"{"stack":[{"artists":{}}],"presented":[],"embedded":{"side":{"picker":{}}},"containers":["detail"]}"#
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState<LinkScreen>.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.underlyingError as? NavigationError == .unknownContainer("side", known: ["detail"]))
        #expect(context.codingPath.map(\.stringValue) == ["embedded"])
    }

    @Test("a state missing a part does not decode")
    func missingPart() {
        let json = #"{"stack":[],"presented":[],"embedded":{}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState<LinkScreen>.self, from: Data(json.utf8))
        }
    }

    @Test("restoring moves the navigator to the state in one notification and returns the fewest steps")
    func restore() throws {
        let saved = try sampleState()
        let navigator = Navigator<LinkScreen>(root: .artists)
        var seen: [NavigationState<LinkScreen>] = []
        let token = navigator.state.observe { seen.append($0) }
        defer { _ = token }
        let steps = navigator.restore(saved)
        #expect(navigator.value == saved)
        #expect(seen.count == 2)
        #expect(
            steps == [
                .setStack(keeping: 1, adding: [.artist("Sigur Rós"), .album("Sigur Rós", "Takk")]),
                .embed(.track(3), in: "detail"), .present(.picker),
            ])
        #expect(navigator.restore(saved).isEmpty)
        #expect(seen.count == 2)
    }
}
