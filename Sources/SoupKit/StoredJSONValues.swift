import SQLiteStore

// The app's stored values as the stores' JSON, read and written without `Decodable`'s and
// `JSONEncoder`'s generic machinery (`StoredJSONReadable`, `StoredJSONWritable`): exactly the
// forms their synthesized `Codable` gives, anything else left to `Codable`.
// `AppStoredJSONTests` checks both against Foundation's coders.

extension StoredItem: StoredJSONReadable, StoredJSONWritable {
    init?(storedJSON json: StoredJSONValue) {
        guard let id = json["id"]?.string, let name = json["name"]?.string, let kind = json["kind"]?.string,
            let description = json["description"]?.string, let priceCents = json["priceCents"]?.int, let currency = json["currency"]?.string
        else { return nil }
        self.id = id
        self.name = name
        self.kind = kind
        self.description = description
        self.priceCents = priceCents
        self.currency = currency
    }

    var storedJSON: StoredJSONText? {
        .members([
            "id": .string(id), "name": .string(name), "kind": .string(kind), "description": .string(description),
            "priceCents": .integer(priceCents), "currency": .string(currency),
        ])
    }
}

extension Topping: StoredJSONReadable, StoredJSONWritable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let id = json["id"]?.string, let name = json["name"]?.string, let priceCents = json.optional("priceCents", { $0.int }) else {
            return nil
        }
        self.init(id: id, name: name, priceCents: priceCents)
    }

    public var storedJSON: StoredJSONText? {
        .members(["id": .string(id), "name": .string(name), "priceCents": priceCents.map(StoredJSONText.integer)])
    }
}

extension PickupStore: StoredJSONReadable, StoredJSONWritable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let name = json["name"]?.string, let latitude = json["latitude"]?.double, let longitude = json["longitude"]?.double else {
            return nil
        }
        self.init(name: name, latitude: latitude, longitude: longitude)
    }

    public var storedJSON: StoredJSONText? {
        .members(["name": .string(name), "latitude": .number(latitude), "longitude": .number(longitude)])
    }
}
