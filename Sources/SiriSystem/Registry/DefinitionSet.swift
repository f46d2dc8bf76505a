/// The intent definition files an app ships, read together as Siri reads them: an intent is
/// found in whichever file defines it, and a conversation or phrase uses that file's enums and
/// types. An app may ship any number of files.
public struct DefinitionSet: Sendable, Hashable {
    public let files: [DefinitionFile]

    public init(_ files: [DefinitionFile]) {
        self.files = files
    }

    /// The file that defines the intent of this class name, and its declaration there; the first
    /// file wins when two define it.
    public func intent(named typeName: String) -> (file: DefinitionFile, intent: CustomIntent)? {
        for file in files {
            if let intent = file.intent(named: typeName) { return (file, intent) }
        }
        return nil
    }

    /// Every custom intent of every file, in file order.
    public var intents: [CustomIntent] { files.flatMap(\.intents) }
}
