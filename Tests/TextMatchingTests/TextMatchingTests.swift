import Testing
import TextMatching

@Suite struct EditDistanceTests {
    @Test func countsSingleCharacterEdits() {
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("abc", "") == 3)
        #expect(editDistance("tomato", "tomato") == 0)
        #expect(editDistance("tomatto", "tomato") == 1)
        #expect(editDistance("kitten", "sitting") == 3)
        // Two letters swapped are one slip.
        #expect(editDistance("eidt", "edit") == 1)
        #expect(editDistance("sede", "seed") == 1)
        #expect(editDistance("ab", "ba") == 1)
        #expect(editDistance("abc", "ca") == 3)
        #expect(nearestName(to: "eidt", among: ["add", "list", "edit", "delete"]) == "edit")
        #expect(nearestName(to: "sede", among: ["hide", "seed", "generate"]) == "seed")
    }

    @Test func isSymmetricAndCountsCharactersNotBytes() {
        #expect(editDistance("soupe à l'oignon", "soupe a l'oignon") == 1)
        #expect(editDistance("番茄汤", "番茄") == 1)
        #expect(editDistance("flaw", "lawn") == editDistance("lawn", "flaw"))
    }

    /// With a limit, lengths further apart than it answer limit + 1 without the table; within
    /// reach, the true distance.
    @Test func aLimitShortCutsOnlyWhatCannotBeWithinIt() {
        let long = String(repeating: "x", count: 100_000)
        #expect(editDistance("tomato", long, limit: 2) == 3)
        #expect(editDistance("tomato", "potato", limit: 2) == 2)
        #expect(editDistance("tomato", "tomatoes", limit: 1) == 2)
    }
}

@Suite struct NearestNameTests {
    static let names = ["history", "menu", "order", "donations", "suggestions"]

    @Test func findsTheNearestWithinAThirdOfTheWord() {
        #expect(nearestName(to: "histroy", among: Self.names) == "history")
        #expect(nearestName(to: "MENU", among: Self.names) == "menu")
        #expect(nearestName(to: "sugestions", among: Self.names) == "suggestions")
    }

    @Test func answersNilWhenNothingIsNear() {
        #expect(nearestName(to: "xyzzy", among: Self.names) == nil)
        #expect(nearestName(to: "order", among: []) == nil)
        // Two edits are allowed even for a short word, three are not.
        #expect(nearestName(to: "mnu", among: Self.names) == "menu")
        #expect(nearestName(to: "abc", among: ["xyz"]) == nil)
    }

    @Test func theFirstOfEquallyNearNamesWins() {
        #expect(nearestName(to: "bat", among: ["cat", "hat"]) == "cat")
    }
}

@Suite struct KeyTextTests {
    @Test func differentListsNeverGiveTheSameText() {
        let lists: [[String?]] = [
            ["a", "b"], ["ab", ""], ["a", "", "b"], ["a", nil, "b"], [nil, "ab"], ["1:a"], ["-"], [nil], [""], [], ["é"], ["e\u{301}"],
        ]
        let texts = lists.map(KeyText.joining)
        #expect(Set(texts).count == lists.count, "\(texts)")
        #expect(KeyText.joining(["tomato", nil]) == "6:tomato-")
    }

    @Test func concatenatesAsJoined() {
        for parts in [[], [""], ["a"], ["a", "b", "c"], ["", "", ""], ["é", "x y"]] as [[String]] {
            for separator in ["", "  ", "\n", ", "] {
                #expect(parts.concatenated(separator: separator) == parts.joined(separator: separator))
            }
        }
    }
}
