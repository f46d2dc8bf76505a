import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupKit

/// The app declares its definitions, handlers and phrases in one registry; titles, conversations
/// and the recognizer read from it.
@Suite struct RegistryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The typed keys the handler switches over are exactly the shipped file's parameters.
    @Test func orderParametersAreTheDefinitionsParameters() {
        let mismatches = OrderSoupIntent.Parameter.mismatches(with: OrderSoupIntent.declaration)
        #expect(mismatches.notDefined.isEmpty)
        #expect(mismatches.notKeyed.isEmpty)
        #expect(OrderSoupIntent.Parameter.allCases.count == OrderSoupIntent.declaration.parameters.count)
    }

    /// A key the definition lacks, and a parameter no key names, are both reported.
    @Test func mismatchesNameBothSides() {
        enum Partial: String, IntentParameterKey { case soup, size }
        let mismatches = Partial.mismatches(with: OrderSoupIntent.declaration)
        #expect(mismatches.notDefined == ["size"])
        #expect(mismatches.notKeyed == ["quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"])
    }

    @Test func theAppsRegistryHoldsItsFileHandlerAndPhrases() throws {
        let registry = SoupChef.registry
        #expect(registry.definitions.files == [OrderSoupIntent.definitionFile])
        #expect(registry.registrations.map(\.typeName) == [OrderSoupIntent.typeName])
        #expect(registry.phrases.map(\.template) == ["Order ${soup} from Soup Chef", "Order Soup Chef"])
        #expect(SoupChef.intents[OrderSoupIntent.typeName] == OrderSoupIntent.definition)
        #expect(SoupChef.intents[OrderSoupAppIntent.typeName]?.isAppIntent == true)
        // Made without the registry, the catalog is still the registry's.
        #expect(SoupChef.intents.definitions == registry.catalog.definitions)
        let fixture = try ConversationFixture()
        #expect(registry.handlers(for: fixture.app).typeNames == [OrderSoupIntent.typeName])
        // The App Intent's performer, by the action identifier its metadata declares.
        #expect(registry.performedActions == [OrderSoupAppIntent.typeName])
        #expect(registry.appIntentsMetadata == ShippedAppIntentsMetadata.metadata)
        let conversation = try #require(registry.appIntentConversation(OrderSoupAppIntent.typeName, for: fixture.app))
        #expect(conversation.action.identifier == OrderSoupAppIntent.typeName)
        #expect(conversation.performer is OrderSoupPerformer)
        #expect(registry.appIntentConversation(OrderSoupIntent.typeName, for: fixture.app) == nil)
    }

    /// A handler for a second intent of a second file: its file, its handler, one registration.
    struct SceneHandler: KeyedIntentHandling {
        enum Parameter: String, IntentParameterKey { case sid, title }
        func resolve(_ parameter: Parameter, of intent: Intent) throws -> ParameterResolution {
            switch parameter {
            case .sid: .success(.string("S1"))
            case .title: .success(intent[Parameter.title] ?? .string("Evening"))
            }
        }
        func handle(_ intent: Intent) throws -> HandlerResponse { HandlerResponse(code: "success") }
    }

    @Test func aSecondIntentIsItsFileItsHandlerAndOneRegistration() throws {
        let scenes = try DefinitionReader.read(path: Self.root + "/Data/intents/Scenes.intentdefinition")
        let scene = try #require(scenes.intents.first)
        #expect(SceneHandler.Parameter.mismatches(with: scene).notDefined.isEmpty)
        #expect(SceneHandler.Parameter.mismatches(with: scene).notKeyed.isEmpty)

        let registry = SoupChef.registry.including([scenes]).registering(scene.typeName) { _ in SceneHandler() }
        let fixture = try ConversationFixture()
        let handlers = registry.handlers(for: fixture.app)
        #expect(handlers.typeNames == [scene.typeName, OrderSoupIntent.typeName].sorted())
        #expect(registry.catalog[scene.typeName] == scene.systemDefinition)

        // The engine finds the second intent in the second file and runs its handler.
        let intent = Intent(typeName: scene.typeName)
        let conversation = try #require(IntentConversation(definitions: registry.definitions, intent: intent, provider: handlers))
        #expect(conversation.file == scenes)
        let transcript = try conversation.run(intent) { _ in "yes" }
        #expect(transcript.outcome.response?.code == "success")
        #expect(transcript.intent[SceneHandler.Parameter.title] == .string("Evening"))

        // The first intent still converses through the same registry, from the app's own file.
        let order = OrderSoupIntent(soup: "tomatoSoup", soupName: "Tomato Soup", quantity: 1, toppings: [], orderType: .delivery)
        let orderConversation = try #require(
            IntentConversation(definitions: registry.definitions, intent: order.systemIntent, provider: handlers))
        #expect(orderConversation.file == OrderSoupIntent.definitionFile)
        var answers = ["1 Infinite Loop", "yes"][...]
        let placed = try orderConversation.run(order.systemIntent) { _ in answers.popFirst() }
        #expect(placed.outcome.response?.code == "success")
        #expect(try fixture.app.orders().count == 1)
    }
}

/// The App Intent is found when asked for, with what the shipped metadata declares, though
/// making the registry and titling an order's donation read none of the metadata.
@Suite struct ShippedAppIntentWhenAskedTests {
    @Test func theAppIntentIsFoundWhenAskedWithTheMetadatasParameters() throws {
        let definition = try #require(SoupChef.intents[OrderSoupAppIntent.typeName])
        #expect(definition.isAppIntent)
        let action = try #require(ShippedAppIntentsMetadata.metadata.action(OrderSoupAppIntent.typeName))
        #expect(definition.parameterNames == action.parameters.map(\.name))
        #expect(SoupChef.registry.appIntentsMetadata == ShippedAppIntentsMetadata.metadata)
        #expect(SoupChef.intents.donationKind(of: OrderSoupAppIntent.typeName) == "App Intents")
        #expect(SoupChef.intents.donationKind(of: OrderSoupIntent.typeName) == "INInteraction")
    }

    /// The shipped definition is read without its notes, which `intents lint` reads when it asks.
    @Test func theShippedDefinitionReadsItsNotesWhenAsked() throws {
        let file = OrderSoupIntent.definitionFile
        let withNotes = try DefinitionReader.parse(ShippedData.intentDefinition.data, name: ShippedData.intentDefinition.name)
        #expect(file == withNotes)
        #expect(DefinitionLint.check(file).map { $0.line(file: file.name) } == DefinitionLint.check(withNotes).map { $0.line(file: file.name) })
        #expect(file.sourceMap.location(intent: "OrderSoup", subject: "parameter soup") != nil)
        #expect(
            file.sourceMap.location(intent: "OrderSoup", subject: "parameter soup")
                == withNotes.sourceMap.location(intent: "OrderSoup", subject: "parameter soup"))
    }
}

/// The shipped file's definitions compiled at build time are what the system compiles from the
/// file at run time, so the registry titles with them and reads the file only for more.
@Suite struct CompiledDefinitionsTests {
    @Test func theBuildCompilesWhatTheFileCompilesTo() {
        #expect(IntentsCompiledDefinitions.intents == OrderSoupIntent.definitionFile.intents.map(\.systemDefinition))
        #expect(OrderSoupIntent.definition == OrderSoupIntent.declaration.systemDefinition)
        #expect(SoupChef.registry.customIntentDefinitions == IntentsCompiledDefinitions.intents)
        #expect(SoupChef.customIntentDefinitions.map(\.typeName) == [OrderSoupIntent.typeName])
    }
}
