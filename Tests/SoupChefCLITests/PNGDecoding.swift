import TestSupport
import Testing

/// A PNG decoder in Python for the picture tests, which run `python3` beside `rsvg-convert`:
/// `decode(path)` gives the width, height, channels and rows of pixels, PNG's row filters undone.
enum PNGDecoding {
    static let python = """
        import struct, sys, zlib
        def decode(path):
            data = open(path, 'rb').read()
            pos, idat = 8, b''
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                if kind == b'IHDR':
                    width, height, depth, colour = struct.unpack('>IIBB', body[:10])
                if kind == b'IDAT':
                    idat += body
                pos += 12 + length
            n = {2: 3, 6: 4, 0: 1, 4: 2}[colour]
            raw = zlib.decompress(idat)
            stride = width * n
            rows, prev, i = [], bytearray(stride), 0
            for y in range(height):
                f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
                for x in range(stride):
                    a = line[x - n] if x >= n else 0
                    b = prev[x]
                    c = prev[x - n] if x >= n else 0
                    if f == 1: line[x] = (line[x] + a) & 255
                    elif f == 2: line[x] = (line[x] + b) & 255
                    elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                rows.append(bytes(line)); prev = line
            return width, height, n, rows
        """
}

@Suite struct PNGDecodingTests {
    /// A 3×3 picture written with three of PNG's row filters (none, Sub, Up) decodes to its pixels.
    @Test(.enabled(if: Program.find("python3") != nil, "needs python3"))
    func rowFiltersAreUndone() throws {
        let script = """
            \(PNGDecoding.python)
            import os, tempfile
            pixels = [[(10, 20, 30), (40, 50, 60), (70, 80, 90)], [(1, 2, 3), (4, 5, 6), (7, 8, 9)], [(200, 0, 0), (0, 200, 0), (0, 0, 200)]]
            raw, prev = b'', bytes(9)
            for y, row in enumerate(pixels):
                line = bytes(v for p in row for v in p)
                if y == 0: raw += b'\\0' + line
                elif y == 1: raw += b'\\1' + bytes((line[x] - (line[x - 3] if x >= 3 else 0)) & 255 for x in range(9))
                else: raw += b'\\2' + bytes((line[x] - prev[x]) & 255 for x in range(9))
                prev = line
            def chunk(kind, body):
                return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
            png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 3, 3, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b'')
            path = os.path.join(tempfile.mkdtemp(), 'p.png')
            open(path, 'wb').write(png)
            w, h, n, rows = decode(path)
            print(w, h, n, [list(r) for r in rows] == [[v for p in row for v in p] for row in pixels])
            """
        let result = try Program.run(try #require(Program.find("python3")), ["-c", script], environment: [:])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "3 3 3 True\n")
    }
}
