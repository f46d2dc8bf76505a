import Foundation
import Testing
import TextMatching

@testable import SoupKit

@Suite struct NameMatchingTests {
    let menu = Menu.shipped()

    @Test(arguments: [
        ("tomatoSoup", "tomatoSoup"), ("TOMATOSOUP", "tomatoSoup"), ("Tomato Soup", "tomatoSoup"), ("tomato soup", "tomatoSoup"),
        ("tomato", "tomatoSoup"), ("tom", "tomatoSoup"), ("chicken noodle", "chickenNoodleSoup"), ("noodle", "chickenNoodleSoup"),
        ("new eng", "newEnglandClamChowder"), ("new england clam", "newEnglandClamChowder"),
        ("New-England clam chowder!", "newEnglandClamChowder"),
        // A secret item is ordered by name.
        ("manhattan", "manhattanClamChowder"), ("Manhattan Clam Chowder", "manhattanClamChowder"),
    ])
    func soupsAreFoundByIdNameWordOrPrefix(query: String, id: String) throws {
        #expect(try menu.soup(named: query).id == id)
    }

    @Test func ambiguousNameListsTheCandidates() {
        #expect(throws: SoupKitError.ambiguousSoup("soup", candidates: ["Chicken Noodle Soup", "Tomato Soup"])) {
            try menu.soup(named: "soup")
        }
        let error = #expect(throws: SoupKitError.self) { try menu.soup(named: "chowder") }
        // The secret Manhattan Clam Chowder is left out of the choices, and one choice left is
        // not "several": worded as a name not on the menu, it gives nothing away (issue 10.18).
        #expect(error?.description == "There is no soup called \"chowder\" on the menu. Did you mean \"New England Clam Chowder\"?")
        #expect(error == .ambiguousSoup("chowder", candidates: ["New England Clam Chowder"]), "still ambiguous: never ordered silently")
        #expect((try? menu.soup(named: "manhattan"))?.id == "manhattanClamChowder")
    }

    @Test func unknownNameSuggestsTheNearestVisibleSoups() {
        #expect(throws: SoupKitError.unknownSoup("tomatto", candidates: ["Tomato Soup"])) { try menu.soup(named: "tomatto") }
        let error = #expect(throws: SoupKitError.self) { try menu.soup(named: "tomatto") }
        #expect(error?.description == "There is no soup called \"tomatto\" on the menu. Did you mean \"Tomato Soup\"?")
    }

    @Test func secretItemsAreNeverSuggested() {
        // A near miss of the secret item's name falls back to the visible menu.
        #expect(
            throws: SoupKitError.unknownSoup(
                "manhatan", candidates: ["Chicken Noodle Soup", "New England Clam Chowder", "Tomato Soup"])
        ) {
            try menu.soup(named: "manhatan")
        }
        #expect(throws: SoupKitError.unknownSoup("", candidates: ["Chicken Noodle Soup", "New England Clam Chowder", "Tomato Soup"])) {
            try menu.soup(named: "")
        }
    }

    @Test func toppingsAndStoresAreMatchedTheSameWay() throws {
        #expect(try menu.topping(named: "red pepper").id == "redPepper")
        #expect(try menu.topping(named: "redPepper").id == "redPepper")
        #expect(try menu.topping(named: "CHEESE").id == "cheese")
        #expect(try menu.topping(named: "crou").id == "croutons")
        #expect(throws: SoupKitError.unknownTopping("ketchup", candidates: ["Cheese", "Red Pepper", "Croutons"])) {
            try menu.topping(named: "ketchup")
        }
        // A list where one topping goes says how to give several.
        #expect(throws: SoupKitError.self) { try menu.topping(named: "cheese,croutons") }
        #expect(
            SoupKitError.unknownTopping("cheese,croutons", candidates: []).description
                == "There is no topping called \"cheese,croutons\": name one topping per --topping (--topping cheese --topping croutons).")
        #expect(try menu.store(matching: "ferry").name == "Ferry Building")
        #expect(try menu.store(matching: "civic center").name == "Civic Center")
        #expect(throws: SoupKitError.unknownStore("Nowhere", candidates: ["Ferry Building", "Civic Center"])) {
            try menu.store(matching: "Nowhere")
        }
        // A name several match is worded as a soup's is: several, not none.
        let ambiguous = SoupKitError.ambiguousName("c", what: "toppings", candidates: ["Cheese", "Croutons"])
        #expect(throws: ambiguous) { try menu.topping(named: "c") }
        #expect(ambiguous.description == "\"c\" could be several toppings. Did you mean one of: \"Cheese\", \"Croutons\"?")
    }

    @Test func shippedMenuIsTheSpecificationsMenu() {
        #expect(menu.currency == "USD")
        let rows = menu.items.map { [$0.id, $0.name, $0.price.decimalString, String($0.stock), $0.kind.rawValue, $0.itemDescription] }
        #expect(
            rows == [
                ["chickenNoodleSoup", "Chicken Noodle Soup", "4.55", "5", "dailySpecial", "Contains: Chicken, noodles"],
                ["newEnglandClamChowder", "New England Clam Chowder", "3.75", "7", "regular", "Contains: Clams"],
                ["tomatoSoup", "Tomato Soup", "2.95", "4", "regular", "Contains: Tomatoes"],
                ["manhattanClamChowder", "Manhattan Clam Chowder", "3.50", "2", "secret", "Contains: Clams, tomatoes"],
            ])
        #expect(menu.items.allSatisfy { $0.isEnabled && $0.defaultStock == $0.stock })
        #expect(
            menu.toppings == [
                Topping(id: "cheese", name: "Cheese"), Topping(id: "redPepper", name: "Red Pepper"),
                Topping(id: "croutons", name: "Croutons"),
            ])
        #expect(
            menu.stores == [
                PickupStore(name: "Ferry Building", latitude: 37.795316, longitude: -122.39376),
                PickupStore(name: "Civic Center", latitude: 37.779379, longitude: -122.418433),
            ])
    }

    @Test func invalidMenusAreRefused() {
        func menu(_ items: String, stores: String = #"[{"name": "S", "latitude": 0, "longitude": 0}]"#) throws -> Menu {
            try Menu(json: Data(#"{"currency": "USD", "items": \#(items), "toppings": [], "stores": \#(stores)}"#.utf8))
        }
        func item(_ id: String, price: String = "1.00", kind: String = "regular", stock: Int = 1) -> String {
            #"{"id": "\#(id)", "name": "N", "price": "\#(price)", "kind": "\#(kind)", "description": "D", "stock": \#(stock), "enabled": true}"#
        }
        #expect(throws: Never.self) { try menu("[\(item("a"))]") }
        #expect(throws: SoupKitError.self) { try menu("[\(item("a", price: "1.5.0"))]") }
        #expect(throws: SoupKitError.self) { try menu("[\(item("a", kind: "seasonal"))]") }
        #expect(throws: SoupKitError.self) { try menu("[\(item("a", stock: -1))]") }
        #expect(throws: SoupKitError.self) { try menu("[\(item("a")), \(item("a"))]") }
        #expect(throws: SoupKitError.self) { try menu("[\(item("a"))]", stores: "[]") }
    }
}

/// Words are split byte by byte for ASCII text: the same words as splitting it character by
/// character, for every kind of ASCII character.
@Suite struct NameWordsTests {
    @Test func asciiTextSplitsAsCharactersDo() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        var texts = ["", " ", "Tomato Soup", "New-England clam chowder!", "a1b2 C3", "\r\n", "x\u{7F}y", "--tom--ato--"]
        for _ in 0..<500 {
            texts.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in texts {
            #expect(NameMatcher<MenuItem>.words(text) == NameMatcher<MenuItem>.wordsByCharacters(text), "\(text.debugDescription)")
        }
    }

    /// Accents aside, as Siri hears a name said: "Tomàto" is Tomato Soup, "Crème" "creme".
    @Test func otherTextSplitsByCharacters() throws {
        #expect(NameMatcher<MenuItem>.words("Crème Brûlée") == ["creme", "brulee"])
        #expect(NameMatcher<MenuItem>.words("ΣΟΎΠΑ de 2") == ["σουπα", "de", "2"])
        #expect(NameMatcher<MenuItem>.words("tomato\u{200B}soup") == ["tomato", "soup"])
        let menu = Menu.shipped()
        #expect(try menu.soup(named: "Tomàto").id == "tomatoSoup")
        #expect(try menu.store(matching: "Féřry Building").name == "Ferry Building")
    }
}
