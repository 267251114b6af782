import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides Loom's macros.
@main
struct LoomMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ObservableStateMacro.self,
        ObservableStateTrackedMacro.self,
        ObservableStateIgnoredMacro.self,
    ]
}
