import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: adds the shared registrar, marks every stored `var` as tracked and adds the
/// `ObservableStateValue` conformance.
struct ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    static let registrarName = "_$registrar"

    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [
            """
            @ObservableStateIgnored var \(raw: registrarName) = Loom.StateRegistrar()
            """
        ]
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), variable.isTrackable else { return [] }
        return ["@ObservableStateTracked"]
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): Loom.ObservableStateValue {}"
        guard let ext = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }
}

/// `@ObservableStateTracked` (added by `@ObservableState`): turns a stored `var` into a tracked
/// property over a backing `_name` stored property.
struct ObservableStateTrackedMacro: AccessorMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.isTrackable,
            let name = variable.singleName
        else { return [] }
        let registrar = ObservableStateMacro.registrarName
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                \(raw: registrar).access(self, keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                guard \(raw: registrar).changes(_\(raw: name), newValue) else {
                    _\(raw: name) = newValue
                    return
                }
                let registrar = \(raw: registrar)
                registrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
            }
            """,
        ]
    }

    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.isTrackable,
            let binding = variable.bindings.first, let name = variable.singleName
        else { return [] }
        var storage = binding.trimmed
        storage.pattern = PatternSyntax(IdentifierPatternSyntax(identifier: .identifier("_" + name)))
        storage.accessorBlock = nil
        return ["@ObservableStateIgnored var \(storage)"]
    }
}

/// `@ObservableStateIgnored`: leaves a stored property of an `@ObservableState` type untracked.
struct ObservableStateIgnoredMacro: AccessorMacro {
    static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}

extension VariableDeclSyntax {
    /// The name of a single-binding declaration.
    var singleName: String? {
        guard bindings.count == 1,
            let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return pattern.identifier.trimmedDescription
    }

    /// A stored instance `var` with one binding, no accessors and no opt-out attribute.
    var isTrackable: Bool {
        guard bindingSpecifier.tokenKind == .keyword(.var), singleName != nil,
            bindings.first?.accessorBlock == nil
        else { return false }
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class), .keyword(.lazy): return false
            default: continue
            }
        }
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            if name == "ObservableStateIgnored" || name == "ObservableStateTracked"
                || name.hasSuffix(".ObservableStateIgnored") || name.hasSuffix(".ObservableStateTracked")
            {
                return false
            }
        }
        return true
    }
}
