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

/// Soup Chef's App Intents metadata, as Xcode would write it into the built app:
/// `Data/Metadata.appintents/extract.actionsdata`, embedded at build time. `OrderSoup`'s
/// parameters, the entities and enum, the App Shortcut and its phrases all come from it.
public enum ShippedAppIntentsMetadata {
    /// The file as the repository has it.
    public static let path = "Data/Metadata.appintents/extract.actionsdata"

    /// The file's bytes.
    public static var data: Data { Data(PackageResources.extract_actionsdata) }

    /// The file, read. A file that does not read is a build defect, caught by the tests.
    public static let metadata: AppIntentsMetadata = {
        do {
            return try AppIntentsMetadataReader.parse(data, file: path)
        } catch {
            preconditionFailure("\(path) does not read: \(error)")
        }
    }()
}
