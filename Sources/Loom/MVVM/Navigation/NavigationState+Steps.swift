extension NavigationState {
    /// The steps that turn what this state shows into what `target` shows, in the order a UI performs
    /// them: dismiss what is no longer presented, change the stack, empty and fill containers, then
    /// present (so new modals appear over the final stack). Routes both states share at the same place
    /// stay: the common bottom of the stack and the common first presented routes.
    ///
    /// ```swift
    /// var shown = NavigationState<String>(root: "home")
    /// shown.push("artists")
    /// var target = shown
    /// try target.pop()
    /// target.present("settings")
    /// shown.steps(to: target)   // [.pop(keeping: 1), .present("settings")]
    /// ```
    ///
    /// No steps means the two states show the same routes (declared containers do not count).
    /// Applying the steps in order (`apply(_:)`) gives `target`'s stack, presented routes and
    /// embedded routes.
    public func steps(to target: NavigationState) -> [NavigationStep<Route>] {
        var steps: [NavigationStep<Route>] = []
        let keptPresented = Self.commonPrefixCount(presented, target.presented)
        if keptPresented < presented.count { steps.append(.dismiss(keeping: keptPresented)) }
        if let stackStep = Self.stackStep(from: stack, to: target.stack) { steps.append(stackStep) }
        let names = Set(embedded.keys).union(target.embedded.keys).sortedByName()
        for name in names where target.embedded[name] == nil {
            steps.append(.removeEmbedded(from: name))
        }
        for name in names {
            if let screen = target.embedded[name], embedded[name] != screen {
                steps.append(.embed(screen, in: name))
            }
        }
        for screen in target.presented[keptPresented...] { steps.append(.present(screen)) }
        return steps
    }

    /// Performs `step` on this state, as a front-end performs it on its screen. A step that does not
    /// fit the state (popping the root, keeping more routes than there are, emptying an empty
    /// container) throws and changes nothing; embedding declares the container if needed.
    ///
    /// ```swift
    /// var shown = NavigationState<String>()
    /// try shown.apply(.setStack(keeping: 0, adding: ["home"]))   // shown.stack == ["home"]
    /// ```
    package mutating func apply(_ step: NavigationStep<Route>) throws(NavigationError) {
        switch step {
        case .push(let screen):
            push(screen)
        case .pop(let keeping):
            try pop(keeping: keeping)
        case .setStack(let keeping, let adding):
            guard (0...stack.count).contains(keeping) else {
                throw .depthOutOfRange(requested: keeping, available: stack.count)
            }
            replaceStack(Array(stack.prefix(keeping)) + adding)
        case .dismiss(let keeping):
            try dismiss(keeping: keeping)
        case .present(let screen):
            present(screen)
        case .embed(let screen, let name):
            addContainer(name)
            try embed(screen, in: name)
        case .removeEmbedded(let name):
            try removeEmbedded(from: name)
        }
    }

    private static func commonPrefixCount(_ old: [Route], _ new: [Route]) -> Int {
        var count = 0
        while count < old.count, count < new.count, old[count] == new[count] { count += 1 }
        return count
    }

    /// Push when one route is added on top, pop when routes only leave the top (the root stays),
    /// otherwise replace above the common bottom.
    private static func stackStep(from old: [Route], to new: [Route]) -> NavigationStep<Route>? {
        let kept = commonPrefixCount(old, new)
        let adding = Array(new[kept...])
        switch (kept == old.count, adding.count) {
        case (true, 0): return nil
        case (true, 1) where kept > 0: return .push(adding[0])
        case (false, 0) where kept > 0: return .pop(keeping: kept)
        default: return .setStack(keeping: kept, adding: adding)
        }
    }
}
