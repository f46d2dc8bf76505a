/// Everything an app declares to Siri, in one place: its definition files (any number; the
/// SiriKit files as `DefinitionSet`, and the App Intents its metadata declares as compiled
/// definitions), the handler of each intent its extension handles, and the phrases it teaches
/// Siri. The catalog of titles, the conversation engine and the recognizer all read from it, so a
/// second intent costs its definition, its handler and one `registering` line.
///
/// `App` is what a handler is made from (the app whose data it reads).
public struct AppIntentRegistry<App>: Sendable {
    /// One intent the app's extension handles.
    public struct Registration: Sendable {
        public let typeName: String
        public let phrases: [AppPhrase]
        let makeHandler: @Sendable (App) -> any IntentHandling
    }

    /// The SiriKit definition files, read when first needed.
    public var definitions: DefinitionSet { DefinitionSet(readFiles()) }
    private var readFiles: @Sendable () -> [DefinitionFile]
    /// What the system compiles from the files' custom intents, when the app has it without
    /// reading them (compiled at build time): titles and donations then never read the files.
    private var compiled: [IntentDefinition]?
    /// The App Intents the app declares, as the system titles their donations.
    public let appIntents: [IntentDefinition]
    public private(set) var registrations: [Registration] = []
    /// The app's App Intents metadata (`Metadata.appintents/extract.actionsdata`), when it has one:
    /// read when first asked for, so that a command that runs no App Intent never reads it.
    public var appIntentsMetadata: AppIntentsMetadata? { readMetadata?() }
    private var readMetadata: (@Sendable () -> AppIntentsMetadata)?
    /// How to make the performer of each App Intent the app performs, by action identifier.
    private var performers: [String: @Sendable (App) -> any AppIntentPerforming] = [:]

    public init(files: [DefinitionFile], appIntents: [IntentDefinition] = []) {
        readFiles = { files }
        self.appIntents = appIntents
    }

    /// A registry whose files are read the first time something needs more of them than what the
    /// system compiles from them: `compiled`, their custom intents' `systemDefinition` in file
    /// order, as a build step made them (`files` should keep what it reads: a `static let`).
    public init(compiled: [IntentDefinition], files: @escaping @Sendable () -> [DefinitionFile], appIntents: [IntentDefinition] = []) {
        readFiles = files
        self.compiled = compiled
        self.appIntents = appIntents
    }

    /// The registry with more definition files, after the ones it has.
    public func including(_ files: [DefinitionFile]) -> Self {
        var registry = self
        let earlier = readFiles
        registry.readFiles = { earlier() + files }
        registry.compiled = compiled.map { $0 + files.flatMap(\.intents).map(\.systemDefinition) }
        return registry
    }

    /// The registry with a handler for the intent of class `typeName`, and the phrases that start
    /// it. The intent must be defined by one of the files: registering one that is not is a
    /// programming error.
    public func registering(
        _ typeName: String, phrases: [AppPhrase] = [], handler: @escaping @Sendable (App) -> any IntentHandling
    ) -> Self {
        precondition(
            compiled?.contains { $0.typeName == typeName } == true || definitions.intent(named: typeName) != nil,
            "\(typeName) is defined by none of the app's definition files")
        precondition(phrases.allSatisfy { $0.intent == typeName }, "a phrase of \(typeName) starts another intent")
        var registry = self
        registry.registrations.removeAll { $0.typeName == typeName }
        registry.registrations.append(Registration(typeName: typeName, phrases: phrases, makeHandler: handler))
        return registry
    }

    /// The registry with the app's App Intents metadata and the performer of its action
    /// `identifier`. The metadata is read the first time something asks for it (`metadata` should
    /// keep what it reads: a `static let`), not here. It must declare the action: registering one
    /// it does not is a programming error, caught when the action's conversation is first asked for.
    public func performing(
        _ identifier: String, in metadata: @autoclosure @escaping @Sendable () -> AppIntentsMetadata,
        performer: @escaping @Sendable (App) -> any AppIntentPerforming
    ) -> Self {
        var registry = self
        registry.readMetadata = metadata
        registry.performers[identifier] = performer
        return registry
    }

    /// The identifiers of the App Intents registered with a performer.
    public var performedActions: [String] { performers.keys.sorted() }

    /// Siri's conversation for the App Intent `identifier`, run by its performer made for `app`:
    /// the App Intents counterpart of `handlers(for:)`. Nil when none is registered.
    public func appIntentConversation(_ identifier: String, for app: App) -> AppIntentConversation? {
        guard let make = performers[identifier], let metadata = appIntentsMetadata else { return nil }
        precondition(metadata.action(identifier) != nil, "\(metadata.file) declares no action \(identifier)")
        return AppIntentConversation(metadata: metadata, actionIdentifier: identifier, performer: make(app))
    }

    /// The compiled definitions of the files' custom intents, as a system store needs them to
    /// title the app's donations.
    public var customIntentDefinitions: [IntentDefinition] { compiled ?? definitions.intents.map(\.systemDefinition) }

    /// How the system titles a shortcut of any intent of the app, custom or App Intent.
    public var catalog: IntentCatalog { IntentCatalog(customIntentDefinitions + appIntents) }

    /// Every phrase the app teaches Siri, in registration order.
    public var phrases: [AppPhrase] { registrations.flatMap(\.phrases) }

    /// The extension's `handler(for:)`: a handler for each registered intent, made for `app`.
    public func handlers(for app: App) -> IntentHandlerProvider {
        var provider = IntentHandlerProvider()
        for registration in registrations { provider.register(registration.makeHandler(app), for: registration.typeName) }
        return provider
    }
}
