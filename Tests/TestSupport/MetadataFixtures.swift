/// App Intents metadata written for tests that read it as a file and as a command's input.
public enum MetadataFixtures {
    /// Trails: two actions taking a `TrailEntity` under different names, one a `NoteEntity`, and
    /// an App Shortcut whose action is introduced in iOS 18 (its own annotation says 17).
    public static let trails = #"""
        {"actions": {
           "GetTrailInfo": {"identifier": "GetTrailInfo", "parameters": [{"name": "trail", "valueType": {"entity": {"wrapper": {"typeName": "TrailEntity"}}}}]},
           "OpenTrail": {"identifier": "OpenTrail", "parameters": [{"name": "target", "valueType": {"entity": {"wrapper": {"typeName": "TrailEntity"}}}}]},
           "OpenNote": {"identifier": "OpenNote", "parameters": [{"name": "note", "valueType": {"entity": {"wrapper": {"typeName": "NoteEntity"}}}}]},
           "LogHike": {"identifier": "LogHike", "availabilityAnnotations": {"LNPlatformNameIOS": {"introducedVersion": "18.0"}, "LNPlatformNameWildcard": {"introducedVersion": "*"}}}},
         "entities": {"TrailEntity": {"typeName": "TrailEntity"}, "NoteEntity": {"typeName": "NoteEntity"}},
         "autoShortcuts": [
           {"actionIdentifier": "GetTrailInfo", "phraseTemplates": [{"key": "Get ${trail} conditions with ${applicationName}"}], "shortTitle": {"key": "Get Conditions"}, "systemImageName": "cloud"},
           {"actionIdentifier": "OpenTrail", "phraseTemplates": [{"key": "Open ${target} in ${applicationName}"}], "shortTitle": {"key": "Open Trail"}, "systemImageName": "map"},
           {"actionIdentifier": "OpenNote", "phraseTemplates": [{"key": "Read ${note} in ${applicationName}"}], "shortTitle": {"key": "Read Note"}, "systemImageName": "note"},
           {"actionIdentifier": "LogHike", "availabilityAnnotations": {"LNPlatformNameIOS": {"introducedVersion": "17.0"}},
            "phraseTemplates": [{"key": "Log a hike in ${applicationName}"}], "shortTitle": {"key": "Log Hike"}, "systemImageName": "plus"}]}
        """#

    /// A training file (`root.ssu.yaml`) in the shape Xcode 26's training step writes (a made-up app): sequences at
    /// their key's indentation, quoted utterances, the `+negative` set, `$ref` expansions, and the
    /// key spelled `synomyms`.
    public static let tidesTraining = """
        apiVersion: ssu/v1
        nlu:
          shortcuts:
            bundleIdentifier: org.example.Tides
            intents:
            - metadata:
                name: LogTideIntent_0
                title: Log Tide
              corpuses:
                training:
                - locale: en
                  utterances:
                  - '{${+prefix} }Log the tide in ${+applicationName}'
                  - '{${+prefix} }${+applicationName}, it''s high tide'
                - locale: fr
                  utterances:
                  - '{${+prefix} }Note la marée dans ${+applicationName}'
            - metadata:
                name: +negative
              corpuses:
                training:
                - locale: en
                  utterances:
                  - '{${+prefix} }${+standardAppShortcutNegatives}'
        variables:
        - name: +applicationName
          type: ssu/expansion
          definitions:
          - locale: en
            synomyms:
            - Tide Log
            - Tides
          - locale: fr
            synomyms:
            - Journal des marées
        - name: +prefix
          type: ssu/expansion
          definitions:
          - locale: en
            synomyms:
              $ref: ssu://Resources/prefix/en.yaml
        """
}
