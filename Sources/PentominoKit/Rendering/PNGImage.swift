/// A picture of a few flat colours, written as a PNG file: the app's icons.
///
/// Each pixel is an index into `palette` (PNG's colour type 3, eight bits a pixel). The image data
/// is compressed by DEFLATE's fixed codes with runs only (a match always one byte back), which
/// shrinks a picture of flat squares well and keeps the encoder short: PNG needs no more of DEFLATE
/// to be read by every browser.
struct PNGImage {
    let width: Int, height: Int
    /// The colours, as red, green and blue from 0 to 255; at most 256.
    let palette: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// The pixels, row by row from the top, each an index into `palette`.
    let pixels: [UInt8]

    /// The PNG file.
    var bytes: [UInt8] {
        precondition(pixels.count == width * height && palette.count <= 256, "a pixel for each place, 256 colours")
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // eight bits, palette, deflate, no filter method, no interlace
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            scanlines.append(0)  // no filter
            scanlines += pixels[(row * width)..<((row + 1) * width)]
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGImage.appendChunk("IHDR", header, to: &file)
        PNGImage.appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &file)
        PNGImage.appendChunk("IDAT", PNGImage.zlib(scanlines), to: &file)
        PNGImage.appendChunk("IEND", [], to: &file)
        return file
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        file += typed
        file.appendBigEndian(crc32(typed))
    }

    /// `data` in a zlib stream: one DEFLATE block of fixed codes, then the Adler-32 checksum.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // of fixed codes
        var index = 0
        while index < data.count {
            var run = 0
            if index > 0 {
                while run < 258, index + run < data.count, data[index + run] == data[index - 1] { run += 1 }
            }
            if run >= 3 {
                writeLength(run, to: &bits)
                bits.writeCode(0, count: 5)  // distance 1
                index += run
            } else {
                writeLiteral(Int(data[index]), to: &bits)
                index += 1
            }
        }
        writeLiteral(256, to: &bits)  // the end of the block
        var stream: [UInt8] = [0x78, 0x01] + bits.flushed
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        stream.appendBigEndian(b << 16 | a)
        return stream
    }

    /// A literal byte or the end of the block (256), by DEFLATE's fixed code.
    private static func writeLiteral(_ value: Int, to bits: inout BitWriter) {
        switch value {
        case 0...143: bits.writeCode(0x30 + value, count: 8)
        case 144...255: bits.writeCode(0x190 + value - 144, count: 9)
        case 256...279: bits.writeCode(value - 256, count: 7)
        default: bits.writeCode(0xC0 + value - 280, count: 8)
        }
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]

    /// A match's length, 3 to 258: its code (257 to 285) and extra bits.
    private static func writeLength(_ length: Int, to bits: inout BitWriter) {
        let code = lengthBases.lastIndex { $0 <= length }!
        writeLiteral(257 + code, to: &bits)
        bits.write(UInt32(length - lengthBases[code]), count: lengthExtraBits[code])
    }

    private static let crcTable: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }

    /// The CRC-32 that PNG's chunks carry.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Bits packed into bytes from the lowest bit up, as DEFLATE writes them.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var next: UInt32 = 0, filled = 0

    /// The lowest `count` bits of `value`, lowest first (DEFLATE's extra bits and header).
    mutating func write(_ value: UInt32, count: Int) {
        for bit in 0..<count { push(value >> bit & 1) }
    }

    /// A Huffman code of `count` bits, highest first, as DEFLATE writes its codes.
    mutating func writeCode(_ code: Int, count: Int) {
        for bit in (0..<count).reversed() { push(UInt32(code >> bit & 1)) }
    }

    private mutating func push(_ bit: UInt32) {
        next |= bit << filled
        filled += 1
        if filled == 8 {
            bytes.append(UInt8(next))
            (next, filled) = (0, 0)
        }
    }

    /// The bytes, the last one padded with zeros.
    var flushed: [UInt8] { filled == 0 ? bytes : bytes + [UInt8(next)] }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
