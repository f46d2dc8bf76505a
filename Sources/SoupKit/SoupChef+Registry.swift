import SiriSystem

extension SoupChef {
    /// Everything Soup Chef declares to Siri, in one place: its intent definition file (embedded
    /// from `Data/Intents.intentdefinition`), its App Intent's definition, the handler of
    /// `OrderSoupIntent` in its intents extension, the performer of its `OrderSoup` App Intent
    /// (declared by its App Intents metadata), and the phrases it teaches Siri without the
    /// person recording anything ("Order ${soup} from Soup Chef" and "Order Soup Chef", either
    /// ending in "for delivery" or "for pickup"; no toppings said is none).
    ///
    /// A second intent is a definition in a file listed here, a handler, and one `registering`.
    /// The file's compiled definitions are made at build time from it (`IntentsCompiledDefinitions`,
    /// by the CompileDefinitions plugin), so titling a donation never parses the file; a
    /// conversation, `intents show` or `lint` read it when they need it.
    public static let registry = AppIntentRegistry<SoupChef>(
        compiled: compiledIntents, files: { [OrderSoupIntent.definitionFile] }, appIntents: appIntents
    )
    .registering(
        OrderSoupIntent.typeName,
        phrases: [
            AppPhrase(
                "Order ${soup} from Soup Chef", intent: OrderSoupIntent.typeName, endings: ["for ${orderType}"],
                presets: [OrderSoupIntent.Parameter.toppings.rawValue: .list([])]),
            AppPhrase(
                "Order Soup Chef", intent: OrderSoupIntent.typeName, endings: ["for ${orderType}"],
                presets: [OrderSoupIntent.Parameter.toppings.rawValue: .list([])]),
        ],
        handler: { $0.handler }
    )
    .performing(OrderSoupAppIntent.typeName, in: ShippedAppIntentsMetadata.metadata, performer: { OrderSoupPerformer(app: $0) })

    /// How the system titles the shortcuts of every intent the app declares: `registry.catalog`,
    /// made from the same definitions without building the registry (its phrases and
    /// performers), which titling a donation never needs.
    public static let intents = IntentCatalog(compiledIntents + appIntents)

    /// The definitions both are made from: the intent definition file's, compiled at build time,
    /// and the App Intents'.
    private static let compiledIntents = IntentsCompiledDefinitions.intents
    private static let appIntents = [OrderSoupAppIntent.definition]

    /// The app's first definition file: what `intents` commands show when given no file.
    public static var definitionFile: DefinitionFile { registry.definitions.files[0] }
}
