import Foundation
import Testing
import TilingCheck

/// `boards`: the built-in boards and their known counts.
struct BoardsCommandTests {
    @Test func boardsListsTheBuiltInBoards() throws {
        let run = try Run("boards")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                name        size    cells  pieces       distinct  all
                6x10        6x10    60     pentominoes  2339      9356
                5x12        5x12    60     pentominoes  1010      4040
                4x15        4x15    60     pentominoes  368       1472
                3x20        3x20    60     pentominoes  2         8
                8x8-centre  8x8     60     pentominoes  65        520
                3x30        3x30    90     one-sided    46        184
                5x18        5x18    90     one-sided    686628    2746512
                6x15        6x15    90     one-sided    2567183   10268732
                9x10        9x10    90     one-sided    10440433  41761732
                2x3x10      2x3x10  60     pentominoes  12        96
                2x5x6       2x5x6   60     pentominoes  264       2112
                3x4x5       3x4x5   60     pentominoes  3940      31520

                """)
        let json = try Run("boards", "--json").stdout.split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(
            json.map { $0["name"] as? String } == [
                "6x10", "5x12", "4x15", "3x20", "8x8-centre", "3x30", "5x18", "6x15", "9x10", "2x3x10", "2x5x6",
                "3x4x5",
            ])
        #expect(
            json.map { $0["pieces"] as? String } == Array(repeating: "pentominoes", count: 5)
                + Array(repeating: "one-sided", count: 4)
                + Array(repeating: "pentominoes", count: 3))
        #expect(json[8]["all"] as? Int == 41_761_732)
        #expect(json.last?["layers"] as? Int == 3 && json.last?["rows"] as? Int == 4 && json.first?["layers"] == nil)
    }
}
