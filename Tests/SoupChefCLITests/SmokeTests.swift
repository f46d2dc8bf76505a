import Testing

@Suite struct SmokeTests {
    @Test func orderPrintsTheFilledInResponse() throws {
        let harness = try Harness()
        let result = harness.run("order", "tomato", "-q", "2")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.\n"))
    }
}
