import Foundation
import SiriSystem
import Testing

@testable import SoupKit

@Suite struct ShippedIntentDefinitionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary reads the file itself, embedded at build time through Sources/SoupKit/Shipped.
    @Test func embeddedBytesAreTheDataFile() throws {
        let path = Self.root.appendingPathComponent("Data/Intents.intentdefinition").path
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == ShippedData.intentDefinition.data)
        #expect(try DefinitionReader.read(path: path, name: ShippedData.intentDefinition.name) == OrderSoupIntent.definitionFile)
    }

    /// The shortcut types soupchef had as Swift code before the file, so that donation titles stay as they were.
    @Test func shortcutTypesAreThoseTitlesWereMadeWith() {
        let expected: Set<ShortcutType> = [
            ShortcutType(parameters: ["soup"], title: "Order ${soup}"),
            ShortcutType(parameters: ["soup", "quantity"], title: "Order ${quantity} ${soup}"),
            ShortcutType(parameters: ["soup", "toppings"], title: "Order ${soup}", subtitle: "With ${toppings}"),
            ShortcutType(
                parameters: ["soup", "toppings", "quantity"], title: "Order ${quantity} ${soup}", subtitle: "With ${toppings}", isPrimary: true),
            ShortcutType(
                parameters: ["soup", "quantity", "orderType", "toppings"], title: "Order ${quantity} ${soup} for ${orderType}",
                subtitle: "With ${toppings}"),
            ShortcutType(
                parameters: ["soup", "quantity", "orderType", "storeLocation", "toppings"],
                title: "Order ${quantity} ${soup} for ${orderType} from ${storeLocation}", subtitle: "With ${toppings}"),
            ShortcutType(
                parameters: ["soup", "quantity", "orderType", "deliveryLocation", "toppings"],
                title: "Order ${quantity} ${soup} for ${orderType} to ${deliveryLocation}", subtitle: "With ${toppings}"),
        ]
        #expect(Set(OrderSoupIntent.definition.shortcutTypes) == expected)
        #expect(OrderSoupIntent.definition.shortcutTypes.count == 7)
    }

    /// What Apple's file declares beyond shortcut types (../shared/FIDELITY-AUDIT.md §1).
    @Test func declarationHoldsTheSamplesDialogAndResponses() throws {
        let intent = OrderSoupIntent.declaration
        #expect(intent.name == "OrderSoup")
        #expect(intent.typeName == OrderSoupIntent.typeName)
        #expect(intent.title == "Order Soup")
        #expect(intent.description == "Order a soup")
        #expect(intent.verb == "Order")
        #expect(intent.keyParameter == "soup")
        #expect(intent.parameters.map(\.displayName) == ["Soup", "Quantity", "Toppings", "Order Type", "Delivery Location", "Store Location"])
        let quantity = try #require(intent.parameter(named: "quantity"))
        #expect(quantity.metadata == IntentParameter.Metadata(kind: "Field", defaultValue: .integer(1), minimum: .integer(1), maximum: .integer(10)))
        #expect(quantity.prompt("Primary") == "How many soups do you want to order?")
        #expect(quantity.unsupportedReason("notEnoughInStock")?.isDefault == false)
        #expect(quantity.unsupportedReason("greaterThanMaximumValue")?.text == "${displayName} can’t be higher than ${maximumValue}.")
        let store = try #require(intent.parameter(named: "storeLocation"))
        #expect(store.relationship == IntentParameter.Relationship(parent: "orderType", predicate: "EnumHasExactValue", value: "pickup"))
        #expect(store.prompt("DisambiguationSelection") == "I found ${count} restaurants near you, which one do you want to order from?")
        #expect(intent.parameter(named: "orderType")?.enumType == "OrderType")
        #expect(OrderSoupIntent.definitionFile.enumeration(named: "OrderType")?.cases.map(\.name) == ["unknown", "pickup", "delivery"])
        #expect(intent.response.codes.map(\.name) == ["success", "failure", "failureOutOfStock", "successReadySoon"])
        #expect(
            intent.response.code(named: "success")?.template
                == "Your total is ${orderDetails.total}. Your ${soup} order will be ready in ${waitTime}.")
        #expect(intent.response.output == "orderDetails")
        #expect(intent.managedCombinations.count == 3)
        #expect(intent.managedCombinations.allSatisfy { $0.updatesLinked })
        #expect(OrderSoupIntent.definitionFile.unknownKeys.isEmpty)
    }
}
