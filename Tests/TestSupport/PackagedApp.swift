import Foundation

/// A made-up app whose App Intents live partly in frameworks (`AppIntentsPackage`, iOS 17), as
/// Xcode lays it out: `Player.app/Metadata.appintents` with an `extract.packagedata` including
/// `PlayKit` and `MissingKit`, `Frameworks/PlayKit.framework` including `DeepKit` (and itself
/// back, through `DeepKit`: a cycle), and `Frameworks/Other.framework`, which nothing includes.
///
/// - the app declares `Open` and the entity `Station`; its App Shortcuts run `Open` and
///   `PlayMode`, one phrase naming `${mode}`;
/// - `PlayKit` declares `PlayMode` (its `mode` parameter is the enum `Mode`: shuffle, repeat),
///   `Mode`, `StationQuery` (the default query `Station` names), an `Open` of its own (a
///   duplicate of the app's), and an App Shortcut and tile colour that are not the app's;
/// - `DeepKit` declares `Skip`; `MissingKit` is in no framework of the bundle.
public enum PackagedApp {
    public static let app = #"""
        {"actions": {"Open": {"identifier": "Open", "title": {"key": "Open Player"}, "openAppWhenRun": true, "parameters": []}},
         "entities": {"Station": {"typeName": "Station", "displayTypeName": {"key": "Station"}, "defaultQueryIdentifier": "StationQuery"}},
         "autoShortcuts": [
            {"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}], "shortTitle": {"key": "Open"},
             "systemImageName": "play"},
            {"actionIdentifier": "PlayMode", "phraseTemplates": [{"key": "Play ${mode} in ${applicationName}"}],
             "shortTitle": {"key": "Play"}, "systemImageName": "shuffle"}],
         "shortcutTileColor": 7, "negativePhrases": ["Stop the music"], "generator": {"name": "xcode-tools", "version": "27A200c"}, "version": 1}
        """#
    public static let appPackages = #"{"version": 1, "includes": ["7PlayKit0abC7PackageV", "10MissingKit0abC7PackageV"]}"#
    public static let playKit = #"""
        {"actions": {
            "PlayMode": {"identifier": "PlayMode", "fullyQualifiedTypeName": "PlayKit.PlayMode", "title": {"key": "Play Mode"},
                         "parameters": [{"name": "mode", "title": {"key": "Mode"},
                                         "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Mode"}}}}]},
            "Open": {"identifier": "Open", "title": {"key": "Open From PlayKit"}}},
         "queries": {"StationQuery": {"identifier": "StationQuery", "entityType": "Station", "defaultQueryForEntity": true}},
         "enums": [{"identifier": "Mode", "cases": [
            {"identifier": "shuffle", "displayRepresentation": {"title": {"key": "Shuffle"}, "synonyms": [{"key": "Random"}]}},
            {"identifier": "repeat", "displayRepresentation": {"title": {"key": "Repeat"}}}]}],
         "autoShortcuts": [{"actionIdentifier": "PlayMode", "phraseTemplates": [{"key": "Kit phrase ${applicationName}"}]}],
         "shortcutTileColor": 1, "version": 1}
        """#
    public static let playKitPackages = #"{"version": 1, "includes": ["7DeepKit0abC7PackageV"]}"#
    public static let deepKit = #"{"actions": {"Skip": {"identifier": "Skip", "title": {"key": "Skip"}}}, "version": 1}"#
    public static let deepKitPackages = #"{"version": 1, "includes": ["7PlayKit0abC7PackageV"]}"#

    /// Writes `Player.app` (Info.plist naming it "Player") into `directory`; returns its path.
    /// `files` replaces or adds files, by path inside the app.
    @discardableResult
    public static func write(in directory: String, replacing files: [String: String] = [:]) throws -> String {
        let bundle = directory + "/Player.app"
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Player</string></dict></plist>"#
        var contents = [
            "Info.plist": plist,
            "Metadata.appintents/extract.actionsdata": app,
            "Metadata.appintents/extract.packagedata": appPackages,
            "Frameworks/PlayKit.framework/Metadata.appintents/extract.actionsdata": playKit,
            "Frameworks/PlayKit.framework/Metadata.appintents/extract.packagedata": playKitPackages,
            "Frameworks/DeepKit.framework/Metadata.appintents/extract.actionsdata": deepKit,
            "Frameworks/DeepKit.framework/Metadata.appintents/extract.packagedata": deepKitPackages,
            "Frameworks/Other.framework/Metadata.appintents/extract.actionsdata": #"{"actions": {}}"#,
        ]
        contents.merge(files) { $1 }
        for (path, text) in contents {
            let url = URL(fileURLWithPath: bundle + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return bundle
    }
}
