import Foundation
import Testing

@testable import SiriSystem

@Suite struct ShortcutTypeTests {
    let definition = SystemFixture.orderThing

    @Test func typeWithTheMostMatchingParametersIsChosen() throws {
        let cases: [(Intent, String)] = [
            (SystemFixture.thing("tea"), "thing"),
            (SystemFixture.thing("tea", count: 2), "thing,count"),
            (SystemFixture.thing("tea", count: 2, place: "Dock"), "thing,count,place"),
            // A place without a count matches no type that uses it.
            (SystemFixture.thing("tea", place: "Dock"), "thing"),
            (SystemFixture.thing("tea", extras: ["milk"]), "thing,extras"),
        ]
        for (intent, key) in cases {
            #expect(definition.shortcutType(for: intent)?.key == key, "for \(intent.parameters.keys.sorted())")
        }
    }

    @Test func primaryTypeWinsATie() throws {
        // thing+count and thing+extras both match with two parameters; thing+extras is primary.
        let intent = SystemFixture.thing("tea", count: 2, extras: ["milk"])
        #expect(definition.shortcutType(for: intent)?.key == "thing,extras")
        // Whatever the order of the definition's list.
        var reversed = definition
        reversed.shortcutTypes.reverse()
        #expect(reversed.shortcutType(for: intent)?.key == "thing,extras")
    }

    @Test func emptyListIsNoValue() throws {
        let intent = SystemFixture.thing("tea", count: 3, extras: [])
        #expect(IntentValue.list([]).isPresent == false)
        #expect(IntentValue.list([.integer(1)]).isPresent == true)
        #expect(IntentValue.string("").isPresent == true)
        #expect(definition.shortcutType(for: intent)?.key == "thing,count")
    }

    @Test func intentWithoutTheRequiredParameterMatchesNothing() throws {
        var intent = Intent(typeName: "OrderThingIntent")
        intent["count"] = .integer(2)
        #expect(definition.shortcutType(for: intent) == nil)
        #expect(definition.describe(intent) == nil)
    }

    @Test func titlesAndSubtitlesAreFilledWithDisplayStrings() throws {
        let intent = SystemFixture.thing("greenTea", name: "Green Tea", count: 2, extras: ["milk", "honey", "lemon"])
        let shown = try #require(definition.describe(intent))
        #expect(shown.type.key == "thing,extras")
        #expect(shown.title == "Get Green Tea")
        #expect(shown.subtitle == "Plus Milk, Honey and Lemon")
        let placed = try #require(definition.describe(SystemFixture.thing("tea", count: 1, place: "Dock 5")))
        #expect(placed.title == "Get 1 Tea at Dock 5")
        #expect(placed.subtitle == nil)
    }

    @Test func listsReadAsEnglish() {
        #expect(IntentValue.list([]).displayString == "")
        #expect(IntentValue.list([.string("A")]).displayString == "A")
        #expect(IntentValue.list([.string("A"), .string("B")]).displayString == "A and B")
        #expect(IntentValue.list([.string("A"), .string("B"), .string("C")]).displayString == "A, B and C")
        #expect(IntentValue.enumeration(rawValue: "pickup", display: "Pickup").displayString == "Pickup")
        #expect(IntentValue.integer(7).displayString == "7")
    }

    @Test func placeholdersInsideValuesAreLeftAlone() {
        // Values are put in once; text a value brings along is never read as a placeholder.
        var intent = Intent(typeName: "X")
        intent["a"] = .string("${b}")
        intent["b"] = .string("${a}")
        let type = ShortcutType(parameters: ["a", "b"], title: "${a} / ${b}")
        #expect(type.fill(type.title, with: intent) == "${b} / ${a}")
        // A placeholder without a value is left out (never shown as written), the spaces around
        // it made one; an unclosed one is text.
        let other = ShortcutType(parameters: ["a"], title: "${a} ${missing} now")
        #expect(other.fill(other.title, with: intent) == "${b} now")
        #expect(other.fill("x ${a} and ${a", with: intent) == "x ${b} and ${a")
    }

    @Test func shortcutKeyGroupsTheSameShortcut() throws {
        let a = SystemFixture.thing("tea", count: 2, extras: ["milk", "honey"])
        let b = SystemFixture.thing("tea", count: 2, extras: ["honey", "milk"])
        let c = SystemFixture.thing("tea", count: 3, extras: ["honey", "milk"])
        let d = SystemFixture.thing("coffee", count: 2, extras: ["milk", "honey"])
        func key(_ intent: Intent) throws -> String {
            definition.shortcutKey(for: intent, type: try #require(definition.shortcutType(for: intent)))
        }
        #expect(try key(a) == key(b))
        // The chosen type is thing+extras, so the count does not tell these apart...
        #expect(try key(a) == key(c))
        // ...but the thing does.
        #expect(try key(a) != key(d))
        #expect(try key(a) == "OrderThingIntent|thing=tea|extras=honey+milk")
    }

    @Test func intentsSurviveACodableRoundTrip() throws {
        let intent = SystemFixture.thing("tea", count: 2, extras: ["milk"], place: "Dock")
        let data = try JSONEncoder().encode(intent)
        #expect(try JSONDecoder().decode(Intent.self, from: data) == intent)
    }
}
