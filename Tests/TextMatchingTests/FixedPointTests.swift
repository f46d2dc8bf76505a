import Testing
import TextMatching

/// `fixedPoint` must give, byte for byte, what `cFormat("%.Nf")` (the C library) gives.
@Suite struct FixedPointTests {
    func expectSame(_ value: Double, places: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let want = cFormat("%.\(places)f", value)
        #expect(fixedPoint(value, places: places) == want, "\(value) (\(value.bitPattern)) at \(places) places", sourceLocation: sourceLocation)
    }

    @Test func examplesAsPrintfWritesThem() {
        #expect(fixedPoint(1.634, places: 3) == "1.634")
        #expect(fixedPoint(0, places: 3) == "0.000")
        #expect(fixedPoint(-0.0, places: 3) == "-0.000")
        #expect(fixedPoint(-0.0001, places: 3) == "-0.000")
        #expect(fixedPoint(2.5, places: 0) == "2")
        #expect(fixedPoint(3.5, places: 0) == "4")
        #expect(fixedPoint(0.125, places: 2) == "0.12")
        #expect(fixedPoint(0.375, places: 2) == "0.38")
        // 1.0005 is stored as a little less than 1.0005, 0.0005 as a little more.
        #expect(fixedPoint(1.0005, places: 3) == "1.000")
        #expect(fixedPoint(0.0005, places: 3) == "0.001")
        #expect(fixedPoint(12345.6, places: 1) == "12345.6")
        #expect(fixedPoint(0.2, places: 1) == "0.2")
        #expect(fixedPoint(7, places: 2) == "7.00")
    }

    @Test(arguments: 0...3)
    func tiesAndTheirNeighboursRoundAsTheCLibraryRounds(places: Int) {
        // Every value halfway between two printed values, for the first 20 000 of them, and the
        // doubles either side of it.
        let step = [1.0, 0.1, 0.01, 0.001][places]
        for n in 0..<20_000 {
            let tie = (Double(n) + 0.5) * step
            for value in [tie, tie.nextUp, tie.nextDown, -tie, Double(n) * step] { expectSame(value, places: places) }
        }
    }

    @Test func randomValuesOfEveryMagnitude() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            let places = Int.random(in: 0...4, using: &generator)
            // Any finite double at all, then the range scores live in.
            let any = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            if any.isFinite { expectSame(any, places: places) }
            expectSame(Double.random(in: -1000...1000, using: &generator), places: places)
            expectSame(Double.random(in: 0...1, using: &generator) * pow10(Int.random(in: -8...16, using: &generator)), places: places)
        }
    }

    @Test func extremesAndWhatIsLeftToTheCLibrary() {
        for value in [
            Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 0x1p50, 0x1p50.nextDown, 0x1p53, 1e300, -1e300, Double.greatestFiniteMagnitude,
            .infinity, -.infinity, .nan, 0x1p-64, 0x1p-63, 0x1p-11, 4503599627370495.5,
        ] {
            for places in 0...6 { expectSame(value, places: places) }
        }
    }

    func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<exponent { result *= 10 } } else { for _ in 0..<(-exponent) { result /= 10 } }
        return result
    }
}
