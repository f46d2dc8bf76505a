import Foundation
import SiriSystem
import TestSupport
import Testing

/// An app whose App Intents live in frameworks (`AppIntentsPackage`): its metadata is read with the
/// included packages' (`TestSupport.PackagedApp`).
@Suite struct AppIntentsPackageTests {
    static let playKit = "Frameworks/PlayKit.framework"
    static let deepKit = "Frameworks/DeepKit.framework"

    func read(replacing files: [String: String] = [:], at path: String = "") throws
        -> (AppIntentsMetadata, AppIntentsMetadataLocation, TemporaryDirectory)
    {
        let directory = try TemporaryDirectory("packaged")
        let app = try PackagedApp.write(in: directory.path, replacing: files)
        let (metadata, location) = try AppIntentsMetadataReader.read(path: app + path)
        return (metadata, location, directory)
    }

    @Test func theIncludedPackagesActionsEntitiesQueriesAndEnumsAreMergedWithTheirSource() throws {
        let (metadata, location, directory) = try read()
        let app = directory.path + "/Player.app"
        #expect(metadata.actions.map(\.identifier) == ["Open", "PlayMode", "Skip"])
        #expect(metadata.actions.map(\.source) == [nil, Self.playKit, Self.deepKit])
        #expect(metadata.queries.map(\.identifier) == ["StationQuery"] && metadata.queries.first?.source == Self.playKit)
        #expect(metadata.enums.map(\.identifier) == ["Mode"] && metadata.enums.first?.source == Self.playKit)
        #expect(metadata.entities.map(\.source) == [nil])
        // The app's own App Shortcuts, tile colour and negative phrases; the frameworks' are not the app's.
        #expect(metadata.appShortcuts.map(\.actionIdentifier) == ["Open", "PlayMode"])
        #expect(metadata.tileColor == 7 && metadata.negativePhrases == ["Stop the music"])
        #expect(
            metadata.files == [
                app + "/Metadata.appintents/extract.actionsdata",
                app + "/\(Self.playKit)/Metadata.appintents/extract.actionsdata",
                app + "/\(Self.deepKit)/Metadata.appintents/extract.actionsdata",
            ])
        // The frameworks read are no longer "also found, not read"; the one nothing includes still is.
        #expect(location.others == [app + "/Frameworks/Other.framework/Metadata.appintents"])
        #expect(metadata.defaultQuery(of: try #require(metadata.entity("Station")))?.identifier == "StationQuery")
    }

    /// PlayKit includes DeepKit, which includes PlayKit again: each is read once.
    @Test func includesAreFollowedThroughTheFrameworksOnceEach() throws {
        let (metadata, _, _) = try read()
        #expect(metadata.packages.map(\.module) == ["PlayKit", "MissingKit", "DeepKit"])
        #expect(metadata.packages.map(\.includedBy) == [nil, nil, "PlayKit"])
        #expect(metadata.packages.map(\.source) == [Self.playKit, nil, Self.deepKit])
        #expect(metadata.packages.map(\.isRead) == [true, false, true])
        #expect(metadata.packages.first?.name == "7PlayKit0abC7PackageV")
    }

    @Test func aPackageNotInTheBundleIsANote() throws {
        let (metadata, _, _) = try read()
        let missing = try #require(metadata.packages.first { $0.module == "MissingKit" })
        #expect(missing.file == nil && missing.problem == nil)
        let findings = AppIntentsLint.check(metadata).filter { $0.rule == .includedPackageNotFound }
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.subject == "package MissingKit")
        #expect(findings.first?.message.contains("the bundle has no Frameworks/MissingKit.framework") == true)
    }

    @Test func aPackageThatDoesNotReadIsAWarningAndTheOthersAreStillRead() throws {
        let (metadata, _, _) = try read(replacing: ["\(Self.deepKit)/Metadata.appintents/extract.actionsdata": "{not json"])
        #expect(metadata.actions.map(\.identifier) == ["Open", "PlayMode"])
        let deep = try #require(metadata.packages.first { $0.module == "DeepKit" })
        #expect(deep.problem?.hasPrefix("is not JSON") == true)
        #expect(!metadata.files.contains { $0.contains("DeepKit") })
        let finding = try #require(AppIntentsLint.check(metadata).first { $0.rule == .includedPackageUnreadable })
        #expect(finding.severity == .warning && finding.message.hasPrefix("PlayKit includes it, but "))
    }

    /// PlayKit declares an `Open` too: the app's is kept, and lint says so.
    @Test func anIdentifierDeclaredTwiceKeepsTheFirstAndIsAWarning() throws {
        let (metadata, _, _) = try read()
        #expect(metadata.action("Open")?.title == "Open Player" && metadata.action("Open")?.source == nil)
        #expect(metadata.actions.filter { $0.identifier == "Open" }.count == 1)
        #expect(metadata.duplicates == [.init(kind: "action", identifier: "Open", keptSource: nil, ignoredSource: Self.playKit)])
        let finding = try #require(AppIntentsLint.check(metadata).first { $0.rule == .duplicateDeclaration })
        #expect(finding.severity == .warning && finding.subject == "action Open")
        #expect(finding.message == "is declared in the app's metadata and again in \(Self.playKit); the first is read, the other left out")
        #expect(finding.file?.hasSuffix("\(Self.playKit)/Metadata.appintents/extract.actionsdata") == true)
    }

    /// The App Shortcut names PlayKit's action, whose `mode` is PlayKit's enum.
    @Test func aPhraseReachesAFrameworksActionWithItsEnumsCases() throws {
        let (metadata, _, _) = try read()
        let heard = [("Play shuffle in Player", "Shuffle", "shuffle"), ("Hey Siri, play random in Player", "Random", "shuffle")]
        for (said, value, identifier) in heard {
            let match = try #require(AppShortcutMatcher.match(said, in: metadata, applicationName: "Player").match, "\(said)")
            #expect(match.action == "PlayMode" && match.actionTitle == "Play Mode" && match.actionSource == Self.playKit)
            #expect(match.parameter == "mode" && match.value == value && match.valueIdentifier == identifier)
        }
        #expect(AppShortcutMatcher.match("Kit phrase Player", in: metadata, applicationName: "Player").match == nil)
        // The app's file alone knows neither the action nor the enum.
        let directory = try TemporaryDirectory("alone")
        defer { withExtendedLifetime(directory) {} }
        let alone = try AppIntentsMetadataReader.read(path: PackagedApp.write(in: directory.path) + "/Metadata.appintents/extract.actionsdata")
        #expect(alone.metadata.packages.isEmpty && alone.metadata.actions.map(\.identifier) == ["Open"])
        #expect(AppShortcutMatcher.match("Play shuffle in Player", in: alone.metadata, applicationName: "Player").match == nil)
    }

    /// The cross references (the App Shortcut's action, the entity's default query, the phrase's
    /// enum) are found in the packages: no warning that the app's file alone would give.
    @Test func lintFindsNothingMissingOnTheMergedAppButStillWhatIsReallyMissing() throws {
        let (metadata, _, _) = try read()
        #expect(AppIntentsLint.check(metadata).map(\.rule) == [.includedPackageNotFound, .duplicateDeclaration])
        let alone = try AppIntentsMetadataReader.parse(Data(PackagedApp.app.utf8), file: "extract.actionsdata")
        #expect(Set(AppIntentsLint.check(alone).map(\.rule)) == [.shortcutActionMissing, .entityWithoutDefaultQuery])

        let broken = PackagedApp.app.replacing(#""actionIdentifier": "PlayMode""#, with: #""actionIdentifier": "Rewind""#)
            .replacing(
                #""typeName": "Station", "displayTypeName": {"key": "Station"}, "defaultQueryIdentifier": "StationQuery""#,
                with: #""typeName": "Radio", "defaultQueryIdentifier": "NoQuery""#)
        let (missing, _, _) = try read(replacing: ["Metadata.appintents/extract.actionsdata": broken])
        let findings = AppIntentsLint.check(missing)
        let action = try #require(findings.first { $0.rule == .shortcutActionMissing })
        #expect(action.severity == .warning)
        #expect(
            action.message
                == "runs the action Rewind, which neither this file nor its included packages' metadata read declares "
                + "(it may be in MissingKit's metadata, which was not read)")
        #expect(findings.first { $0.rule == .entityWithoutDefaultQuery }?.message.hasPrefix("names the default query NoQuery, which neither") == true)
        // With every package read, nothing is left to hold it.
        let (complete, _, _) = try read(replacing: [
            "Metadata.appintents/extract.actionsdata": broken, "Metadata.appintents/extract.packagedata": PackagedApp.deepKitPackages,
        ])
        #expect(
            AppIntentsLint.check(complete).first { $0.rule == .shortcutActionMissing }?.message
                == "runs the action Rewind, which neither this file nor its included packages' metadata declares")
    }

    /// A file given alone is read alone, as it always was; a `Metadata.appintents` folder is the app's.
    @Test func aFileGivenAloneIsReadAloneAndTheFolderWithItsPackages() throws {
        let (file, fileLocation, _) = try read(at: "/Metadata.appintents/extract.actionsdata")
        #expect(file.packages.isEmpty && file.actions.count == 1 && file.files.count == 1)
        #expect(fileLocation.includedModules == ["PlayKit", "MissingKit"])
        let (folder, _, _) = try read(at: "/Metadata.appintents")
        #expect(folder.actions.map(\.identifier) == ["Open", "PlayMode", "Skip"])
    }

    /// A package's module comes from the file: one that would leave the Frameworks folder is looked for nowhere.
    @Test func aModuleNameThatWouldLeaveTheBundleIsNotFollowed() throws {
        let (metadata, _, _) = try read(replacing: ["Metadata.appintents/extract.packagedata": #"{"includes": ["2..0abC7PackageV", "../../etc"]}"#])
        #expect(metadata.packages.map(\.module) == ["..", "../../etc"])
        #expect(metadata.packages.allSatisfy { $0.file == nil })
        #expect(metadata.actions.map(\.identifier) == ["Open"])
    }
}
