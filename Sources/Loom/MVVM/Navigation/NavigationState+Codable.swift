/// State restoration: a navigation state encodes and decodes when its routes do, so an app reopens
/// where the user left it.
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.value)          // on the way out
/// let state = try JSONDecoder().decode(NavigationState<Route>.self, from: data)
/// navigator.restore(state)                                       // on the way back in
/// ```
///
/// Decoding validates what it reads: a route embedded in a container the state does not declare is a
/// `DecodingError.dataCorrupted` whose `underlyingError` is ``NavigationError/unknownContainer(_:known:)``,
/// never a state that ``NavigationState/embed(_:in:)`` could not have made.
extension NavigationState: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case stack, presented, embedded, containers, hosts
    }

    /// Decodes a state, refusing a route embedded in an undeclared container.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let containers = try values.decode([ContainerName].self, forKey: .containers)
        let embedded = try values.decode([String: Route].self, forKey: .embedded)
        self.init(containers: Set(containers))
        for screen in try values.decode([Route].self, forKey: .stack) { push(screen) }
        for screen in try values.decode([Route].self, forKey: .presented) { present(screen) }
        let hosts = try values.decodeIfPresent([String: Route].self, forKey: .hosts) ?? [:]
        for (name, host) in hosts { addContainer(ContainerName(rawValue: name), on: host) }
        for (name, screen) in embedded {
            do {
                try embed(screen, in: ContainerName(rawValue: name))
            } catch {
                let context = DecodingError.Context(
                    codingPath: values.codingPath + [CodingKeys.embedded],
                    debugDescription: error.description,
                    underlyingError: error)
                throw DecodingError.dataCorrupted(context)
            }
        }
    }

    /// Encodes the stack, the presented routes, the embedded routes (by container name), the
    /// declared containers (sorted, so equal states encode alike) and the route each container is
    /// declared on.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(stack, forKey: .stack)
        try values.encode(presented, forKey: .presented)
        try values.encode(
            Dictionary(uniqueKeysWithValues: embedded.map { ($0.key.rawValue, $0.value) }), forKey: .embedded)
        try values.encode(containers.sortedByName(), forKey: .containers)
        if !containerHosts.isEmpty {
            try values.encode(
                Dictionary(uniqueKeysWithValues: containerHosts.map { ($0.key.rawValue, $0.value) }),
                forKey: .hosts)
        }
    }
}
