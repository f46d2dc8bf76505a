import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's custom intent, written as Xcode would generate it from the intent definition
/// (`Data/Intents.intentdefinition`): every parameter optional, as Siri may not have asked for it
/// yet. `Parameter` names them as the file does; a test checks the two agree.
public struct OrderSoupIntent: Sendable, Hashable {
    /// The intent's parameters, by the names the definition file gives them.
    public enum Parameter: String, IntentParameterKey {
        case soup, quantity, toppings, orderType, storeLocation, deliveryLocation
    }

    /// The menu item's identifier.
    public var soup: String?
    /// The soup's display name, shown in titles and prompts.
    public var soupName: String?
    public var quantity: Int?
    /// Nil: not asked yet. Empty: the customer wants none.
    public var toppings: [Topping]?
    public var orderType: OrderType?
    public var storeLocation: PickupStore?
    public var deliveryLocation: String?

    public init(
        soup: String? = nil, soupName: String? = nil, quantity: Int? = nil, toppings: [Topping]? = nil,
        orderType: OrderType? = nil, storeLocation: PickupStore? = nil, deliveryLocation: String? = nil
    ) {
        self.soup = soup
        self.soupName = soupName
        self.quantity = quantity
        self.toppings = toppings
        self.orderType = orderType
        self.storeLocation = storeLocation
        self.deliveryLocation = deliveryLocation
    }

    public init(
        item: MenuItem, quantity: Int? = nil, toppings: [Topping]? = nil, orderType: OrderType? = nil,
        storeLocation: PickupStore? = nil, deliveryLocation: String? = nil
    ) {
        self.init(
            soup: item.id, soupName: item.name, quantity: quantity, toppings: toppings, orderType: orderType,
            storeLocation: storeLocation, deliveryLocation: deliveryLocation)
    }

    public static let typeName = "OrderSoupIntent"
    public static let suggestedInvocationPhrase = "Soup time"

    /// Soup Chef's intent definition file as shipped (`Data/Intents.intentdefinition`, embedded
    /// at build time): what the system reads from the app.
    public static let definitionFile: DefinitionFile = {
        do {
            // Read to be used: what only diagnostics need is read if `intents lint` or `show` asks.
            return try DefinitionReader.parse(ShippedData.intentDefinition.data, name: ShippedData.intentDefinition.name, notes: .whenAsked)
        } catch {
            fatalError("The shipped intent definition cannot be read: \(error)")
        }
    }()

    /// The intent as the file declares it: parameters, prompts, shortcut types, responses.
    public static let declaration: CustomIntent = {
        guard let intent = definitionFile.intent(named: typeName) else { fatalError("The shipped intent definition has no \(typeName)") }
        return intent
    }()

    /// The intent definition, as the system compiles it from the file: compiled at build time.
    public static let definition: IntentDefinition = {
        guard let definition = IntentsCompiledDefinitions.intents.first(where: { $0.typeName == typeName }) else {
            fatalError("The shipped intent definition has no \(typeName)")
        }
        return definition
    }()

    /// The intent as the system stores it.
    public var systemIntent: Intent {
        var intent = Intent(typeName: Self.typeName, suggestedInvocationPhrase: Self.suggestedInvocationPhrase)
        if let soup { intent[Parameter.soup] = .object(identifier: soup, display: soupName ?? soup) }
        if let quantity { intent[Parameter.quantity] = .integer(quantity) }
        if let toppings { intent[Parameter.toppings] = .list(toppings.map { .object(identifier: $0.id, display: $0.name) }) }
        if let orderType { intent[Parameter.orderType] = .enumeration(rawValue: orderType.rawValue, display: orderType.rawValue) }
        if let storeLocation { intent[Parameter.storeLocation] = .object(identifier: storeLocation.name, display: storeLocation.name) }
        if let deliveryLocation { intent[Parameter.deliveryLocation] = .string(deliveryLocation) }
        return intent
    }

    /// Reads an intent back from the system, looking toppings and stores up on `menu`.
    /// Values the menu no longer knows are kept by identifier so that resolution can refuse them.
    public init?(_ intent: Intent, menu: Menu) {
        guard intent.typeName == Self.typeName else { return nil }
        self.init()
        if case .object(let id, let display) = intent[Parameter.soup] {
            soup = id
            soupName = display
        }
        if case .integer(let n) = intent[Parameter.quantity] { quantity = n }
        if case .list(let values) = intent[Parameter.toppings] {
            toppings = values.map { value in
                if case .object(let id, let display) = value { return menu.topping(id: id) ?? Topping(id: id, name: display) }
                return Topping(id: value.identity, name: value.displayString)
            }
        }
        if case .enumeration(let raw, _) = intent[Parameter.orderType] { orderType = OrderType(rawValue: raw) }
        if case .object(let name, _) = intent[Parameter.storeLocation] {
            storeLocation = menu.store(named: name) ?? PickupStore(name: name, latitude: 0, longitude: 0)
        }
        if case .string(let address) = intent[Parameter.deliveryLocation] { deliveryLocation = address }
    }
}
