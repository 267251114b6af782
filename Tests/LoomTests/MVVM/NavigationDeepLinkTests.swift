import Loom
import Testing

/// `library://artists/<artist>/<album>/<track>`, as an app declares it.
let libraryLinks = DeepLinkRouter<LinkScreen>(scheme: "library") { segment, parent in
    switch parent {
    case nil: segment == "artists" ? .artists : nil
    case .artists: .artist(segment)
    case .artist(let artist): .album(artist, segment)
    case .album: Int(segment).map(LinkScreen.track)
    case .track, .picker: nil
    }
} segment: { screen in
    switch screen {
    case .artists: "artists"
    case .artist(let name): name
    case .album(_, let title): title
    case .track(let number): String(number)
    case .picker: "picker"
    }
}

func linkedStack(_ screens: LinkScreen...) -> NavigationState<LinkScreen> {
    var state = NavigationState<LinkScreen>()
    for screen in screens { state.push(screen) }
    return state
}

@MainActor
@Suite("Navigation deep links: a link names a stack and back, and opens in the fewest steps")
struct NavigationDeepLinkTests {
    let sigur = "Sigur Rós"

    @Test("each path segment names the next screen of the stack")
    func state() throws {
        #expect(try libraryLinks.state(for: "library://artists") == linkedStack(.artists))
        #expect(
            try libraryLinks.state(for: "library://artists/Sigur%20R%C3%B3s/Takk/3")
                == linkedStack(.artists, .artist(sigur), .album(sigur, "Takk"), .track(3)))
    }

    @Test("a stack becomes a link with its segments percent-encoded, and the link names it again")
    func roundTrip() throws {
        let states = [
            linkedStack(.artists),
            linkedStack(.artists, .artist("AC/DC"), .album("AC/DC", "Back in Black?"), .track(1)),
            linkedStack(.artists, .artist(sigur), .album(sigur, "Með suð í eyrum við spilum endalaust")),
            linkedStack(.artists, .artist("100% & #1"), .album("100% & #1", "~a.b_c-d")),
        ]
        for state in states {
            let link = libraryLinks.link(for: state)
            #expect(try libraryLinks.state(for: link) == state, "\(link)")
        }
        #expect(
            libraryLinks.link(for: states[1]) == "library://artists/AC%2FDC/Back%20in%20Black%3F/1")
        #expect(libraryLinks.link(for: states[3]) == "library://artists/100%25%20%26%20%231/~a.b_c-d")
    }

    @Test("a web link names screens from its path, after its host")
    func webLink() throws {
        let web = DeepLinkRouter<LinkScreen>(scheme: "https", host: "music.example.com") { segment, parent in
            parent == nil && segment == "artists" ? .artists : parent == .artists ? .artist(segment) : nil
        } segment: { screen in
            screen == .artists ? "artists" : "\(screen)"
        }
        #expect(
            try web.state(for: "HTTPS://Music.Example.com/artists/Björk")
                == linkedStack(.artists, .artist("Björk")))
        #expect(web.link(for: linkedStack(.artists)) == "https://music.example.com/artists")
        #expect(
            throws: DeepLinkError.otherDestination(
                link: "https://else.com/artists", expected: "https://music.example.com")
        ) {
            try web.state(for: "https://else.com/artists")
        }
        #expect(throws: DeepLinkError.emptyPath(link: "https://music.example.com/")) {
            try web.state(for: "https://music.example.com/")
        }
    }

    @Test("a trailing slash, a query and a fragment name the same screens")
    func ignoredParts() throws {
        let expected = linkedStack(.artists, .artist(sigur))
        for link in [
            "library://artists/Sigur%20R%C3%B3s/", "library://artists/Sigur%20R%C3%B3s?from=mail&x=%ZZ",
            "library://artists/Sigur%20R%C3%B3s#top", "LIBRARY://artists/Sigur%20R%C3%B3s",
        ] {
            #expect(try libraryLinks.state(for: link) == expected, "\(link)")
        }
    }

    @Test("a link that names no screen is an error naming the link and the segment")
    func noScreen() {
        let cases: [(String, DeepLinkError)] = [
            ("library://", .emptyPath(link: "library://")),
            ("library:///", .emptyPath(link: "library:///")),
            (
                "library://albums/1",
                .unknownSegment(link: "library://albums/1", segment: "albums", position: 0)
            ),
            (
                "library://artists/A/B/three",
                .unknownSegment(link: "library://artists/A/B/three", segment: "three", position: 3)
            ),
            ("library://artists//B", .unknownSegment(link: "library://artists//B", segment: "", position: 1)),
            (
                "library://artists/A/B/1/2",
                .unknownSegment(link: "library://artists/A/B/1/2", segment: "2", position: 4)
            ),
            ("todo://artists", .otherDestination(link: "todo://artists", expected: "library://")),
            ("artists/A", .malformed(link: "artists/A", reason: "no \"://\" after a scheme")),
            ("://artists", .malformed(link: "://artists", reason: "\"\" is not a scheme")),
            (
                "library://artists/%ZZ",
                .malformed(link: "library://artists/%ZZ", reason: "bad percent-encoding in \"%ZZ\"")
            ),
            (
                "library://artists/%C3",
                .malformed(link: "library://artists/%C3", reason: "bad percent-encoding in \"%C3\"")
            ),
            ("library://%2", .malformed(link: "library://%2", reason: "bad percent-encoding in \"%2\"")),
        ]
        for (link, expected) in cases {
            #expect(throws: expected, "\(link)") { try libraryLinks.state(for: link) }
        }
        #expect(
            DeepLinkError.unknownSegment(link: "library://albums", segment: "albums", position: 0).description
                == #"library://albums names no screen: segment 1 "albums" is unknown there"#)
    }

    @Test("opening a link swaps only what differs: another album of the same artist is one replaced screen")
    func fewestSteps() throws {
        let navigator = Navigator<LinkScreen>(root: .artists)
        try navigator.open("library://artists/A/album1", with: libraryLinks)
        #expect(navigator.value.stack == [.artists, .artist("A"), .album("A", "album1")])
        #expect(
            try navigator.open("library://artists/A/album2", with: libraryLinks)
                == [.setStack(keeping: 2, adding: [.album("A", "album2")])])
        #expect(try navigator.open("library://artists/A/album2/7", with: libraryLinks) == [.push(.track(7))])
        #expect(try navigator.open("library://artists/A", with: libraryLinks) == [.pop(keeping: 2)])
        #expect(try navigator.open("library://artists/A", with: libraryLinks).isEmpty)
    }

    @Test("opening a link dismisses presented screens and keeps containers and their screens")
    func openKeepsContainers() throws {
        let navigator = Navigator<LinkScreen>(root: .artists, containers: ["detail"])
        try navigator.value.embed(.track(1), in: "detail")
        navigator.value.present(.picker)
        let steps = try navigator.open("library://artists/B", with: libraryLinks)
        #expect(steps == [.dismiss(keeping: 0), .push(.artist("B"))])
        #expect(navigator.value.embedded == ["detail": .track(1)])
        #expect(navigator.value.presented.isEmpty)
    }

    @Test("a link that names no screen changes nothing and notifies nobody")
    func badLinkChangesNothing() throws {
        let navigator = Navigator<LinkScreen>(root: .artists)
        navigator.value.push(.artist("A"))
        let before = navigator.value
        var notifications = 0
        let token = navigator.state.observe(skipsInitial: true) { _ in notifications += 1 }
        #expect(throws: DeepLinkError.self) {
            try navigator.open("library://artists/A/B/x", with: libraryLinks)
        }
        #expect(navigator.value == before)
        #expect(notifications == 0)
        _ = token
    }
}
