import Foundation
import SiriSystem
import TestSupport
import Testing

/// Shapes Xcode writes that the first real files read did not show: the numbers of every value
/// type LinkMetadata knows, a list's default, and the files of Xcode before 16, which name no
/// entity's default query.
@Suite struct AppIntentsOlderAndWiderShapesTests {
    func read(_ text: String) throws -> AppIntentsMetadata { try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata") }

    func parameter(_ name: String, _ valueType: String, metadata: String = "[]") -> String {
        #"{"name": "\#(name)", "valueType": \#(valueType), "typeSpecificMetadata": \#(metadata)}"#
    }

    /// Xcode 15's files (TrollLEDs', 15.2) come from before LinkMetadata knew an entity's default
    /// query: iOS 17's `LNEntityMetadata` has no `defaultQueryIdentifier` and its `LNQueryMetadata`
    /// no `defaultQueryForEntity` (both are in iOS 18's). Such a file links an entity to its query
    /// only by the query's `entityType`, and every built entity has a query.
    @Test func anOlderFilesEntityTakesTheQueryForItsTypeAndNeverHasAFalseError() throws {
        let older = try read(
            #"{"actions": {}, "entities": {"Book": {"typeName": "Book", "displayTypeName": {"key": "Book"}, "properties": []}, "Shelf": {"typeName": "Shelf"}}, "queries": {"BookQuery": {"identifier": "BookQuery", "entityType": "Book", "queryType": "EntityQuery", "parameters": [], "sortingOptions": []}}, "generator": {"name": "xcode-tools", "version": "15.2"}, "version": 1}"#
        )
        let book = try #require(older.entity("Book"))
        #expect(!book.defaultQueryIsRecorded)
        #expect(older.defaultQuery(of: book)?.identifier == "BookQuery")
        let findings = AppIntentsLint.check(older)
        // Book has its query; Shelf's is not in the file, which cannot say where it is.
        #expect(findings.map(\.subject) == ["entity Shelf"])
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("written before Xcode 16") == true)

        // A file that names default queries keeps judging an entity that names none.
        let newer = try read(
            #"{"actions": {}, "entities": {"Book": {"typeName": "Book", "defaultQueryIdentifier": "BookQuery"}, "Shelf": {"typeName": "Shelf"}}, "queries": {"BookQuery": {"identifier": "BookQuery", "entityType": "Book", "defaultQueryForEntity": true}, "ShelfSearch": {"identifier": "ShelfSearch", "entityType": "Shelf", "defaultQueryForEntity": false}}}"#
        )
        #expect(newer.entity("Shelf")?.defaultQueryIsRecorded == true)
        #expect(newer.defaultQuery(of: try #require(newer.entity("Shelf"))) == nil)
        #expect(AppIntentsLint.check(newer).map(\.severity) == [.error])
    }
}
