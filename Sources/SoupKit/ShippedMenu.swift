/// The contents of `Data/menu.json`, embedded so that the binary needs no resource bundle at run
/// time. A test fails when the two differ: edit both together.
enum ShippedMenu {
    static let json = #"""
        {
          "currency": "USD",
          "items": [
            {
              "id": "chickenNoodleSoup",
              "name": "Chicken Noodle Soup",
              "price": "4.55",
              "stock": 5,
              "kind": "dailySpecial",
              "description": "Contains: Chicken, noodles",
              "enabled": true
            },
            {
              "id": "newEnglandClamChowder",
              "name": "New England Clam Chowder",
              "price": "3.75",
              "stock": 7,
              "kind": "regular",
              "description": "Contains: Clams",
              "enabled": true
            },
            {
              "id": "tomatoSoup",
              "name": "Tomato Soup",
              "price": "2.95",
              "stock": 4,
              "kind": "regular",
              "description": "Contains: Tomatoes",
              "enabled": true
            },
            {
              "id": "manhattanClamChowder",
              "name": "Manhattan Clam Chowder",
              "price": "3.50",
              "stock": 2,
              "kind": "secret",
              "description": "Contains: Clams, tomatoes",
              "enabled": true
            }
          ],
          "toppings": [
            { "id": "cheese", "name": "Cheese" },
            { "id": "redPepper", "name": "Red Pepper" },
            { "id": "croutons", "name": "Croutons" }
          ],
          "stores": [
            { "name": "Ferry Building", "latitude": 37.795316, "longitude": -122.39376 },
            { "name": "Civic Center", "latitude": 37.779379, "longitude": -122.418433 }
          ]
        }
        """#
}
