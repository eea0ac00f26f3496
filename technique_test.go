package sudoku

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// techniqueCases holds, for every technique, a puzzle whose path needs it,
// and the first step of that technique on the path, as Explain writes it.
// The puzzles come from the collections the project's benchmarks use (the
// tdoku benchmark data): 17clue.txt is Gordon Royle's collection of
// 17-clue puzzles, magictour_top1465.txt the "top 1465" list,
// forum_hardest_1905_11plus.txt the players' forum list of hardest; line is the
// puzzle's line in the file. The steps were found by this engine; the
// test checks them against each puzzle's solution, and a change of scan
// order or of wording shows up here.
var techniqueCases = []struct {
	t      Technique
	file   string
	line   int
	puzzle string
	rating float64
	want   string
}{
	{HiddenSingleLine, "17clue.txt", 1, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 1.5, "r1c9 is the only place for 2 in column 9: r1c9=2"},
	{DirectHiddenPair, "17clue.txt", 1, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 2.0, "in box 4, 2 and 3 can only go in r5c1 and r6c1 (a hidden pair), so those cells hold no other digit; that leaves r4c1 the only place for 7 in box 4: r4c1=7"},
	{HiddenSingleBox, "17clue.txt", 1, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 1.2, "r9c4 is the only place for 4 in box 8: r9c4=4"},
	{FullHouse, "17clue.txt", 1, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 1.0, "r6c9 is the last empty cell of column 9, and 8 the digit it lacks: r6c9=8"},
	{DirectPointing, "17clue.txt", 1641, ".................1..2.34..5...2...6...3..1....6....78....6...7....8.....4.1......", 1.7, "in box 6, 4 can only go in r5c7, r5c8 and r5c9, all in row 5, so it goes nowhere else in row 5; that leaves r6c4 the only place for 4 in box 5: r6c4=4"},
	{Pointing, "17clue.txt", 1, ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 2.6, "in box 1, 8 can only go in r1c1, r2c1 and r3c1, all in column 1, so it goes nowhere else in column 1: r7c1<>8"},
	{NakedSingle, "17clue.txt", 22, ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3", 2.3, "2 is the only digit left for r9c8: r9c8=2"},
	{UniqueRectangle1, "17clue.txt", 22, ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3", 4.5, "the cells r4c3, r4c9, r6c3 and r6c9 must not end up holding only 2 and 9, which would let the two digits swap and give a second solution, so the corner with other digits holds neither: r4c3<>2, r4c3<>9"},
	{Claiming, "17clue.txt", 24, ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", 2.8, "in row 9, 4 can only go in r9c4 and r9c5, all in box 8, so it goes nowhere else in box 8: r7c5<>4, r8c5<>4"},
	{NakedPair, "17clue.txt", 24, ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", 3.0, "r3c9 and r5c9 hold only 7 and 9 between them (a naked pair in column 9), so no other cell that sees them all holds those digits: r1c9<>7, r1c9<>9, r7c9<>9, r8c9<>7"},
	{UniqueRectangle4, "17clue.txt", 32637, "........1........2..3..4........1.3..2.....5.6............6...4..12.......785.9..", 4.5, "the cells r1c1, r1c2, r4c1 and r4c2 must not end up holding only 5 and 7, which would let the two digits swap and give a second solution, and 5 can only go in two corners in row 1, so those corners cannot hold the other digit: r1c1<>7, r1c2<>7"},
	{XYZWing, "17clue.txt", 24, ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", 4.4, "whatever the pivot r2c7 (789) holds, one of the pincers r2c3 (89) and r3c9 (79) holds 9 (an XYZ-wing), so the cells that see all three lose 9: r2c8<>9"},
	{Skyscraper, "17clue.txt", 24, ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", 6.5, "(3)r1c2 = (3)r2c2 - (3)r2c5 = (3)r1c5: one end of the chain holds its digit, so any candidate that sees both ends is false: r1c1<>3, r1c4<>3"},
	{TwoStringKite, "17clue.txt", 165, ".................1..2..3........4.5..6.......71..5.8.....6.......3.18.....4...97.", 6.5, "(7)r8c4 = (7)r8c2 - (7)r7c3 = (7)r2c3: one end of the chain holds its digit, so any candidate that sees both ends is false: r2c4<>7"},
	{HiddenPair, "17clue.txt", 59, ".................1....23.4......4.2...5........61..7...4........8.9..1..32....8..", 3.4, "in box 3, 2 and 3 can only go in r1c7 and r2c7 (a hidden pair), so those cells hold no other digit: r1c7<>5, r1c7<>6, r2c7<>5, r2c7<>6"},
	{XYWing, "17clue.txt", 61, ".................1....23.4......4.2...5........67..1...4........8.1..9..32....8..", 4.2, "whatever the pivot r6c8 (58) holds, one of the pincers r5c9 (68) and r9c8 (56) holds 6 (an XY-wing), so the cells that see both lose 6: r7c9<>6"},
	{FinnedSwordfish, "17clue.txt", 185, ".................1..2..3..4.......5......4.....3..678.....9.2...1.5.....64.1.....", 6.6, "in rows 3, 4 and 6, 1 can only go in columns 1, 5 and 6 but for the fins r4c3; either the fish holds or a fin is 1, and either way the cells of those lines that see the fins lose 1: r5c1<>1"},
	{WWing, "17clue.txt", 188, ".................1..2..3..4.......5.....3..6247..1.........7.8...6...9...1.8.....", 6.6, "(9)r1c9 = (8)r1c9 - (8)r3c7 = (8)r3c5 - (8)r2c6 = (9)r2c6: one end of the chain holds its digit, so any candidate that sees both ends is false: r1c4<>9, r1c5<>9, r2c8<>9"},
	{DirectHiddenTriple, "17clue.txt", 193, ".................1..2..3..4.......5....56......1.7..8......43.2.6.......85...9...", 2.5, "in box 6, 1, 2 and 7 can only go in r4c7, r5c7 and r5c8 (a hidden triple), so those cells hold no other digit; that leaves r6c7 the only place for 4 in box 6: r6c7=4"},
	{EmptyRectangle, "17clue.txt", 257, ".................1..2..3..4....1..3.....5......62...7..1...4...3....862.5........", 6.5, "in box 7, 7 lies only in column 2 and row 7; 7 is in r3c7, or else in r3c2, which leaves 7 of box 7 in row 7; either way r7c7 sees it: r7c7<>7"},
	{XWing, "17clue.txt", 375, ".................1..2..3.4........2..5..6.3..16..7.........8.....4..2....7..1...6", 3.2, "in rows 3 and 4, 5 can only go in columns 5 and 9, so it goes nowhere else in those lines: r7c5<>5, r8c5<>5, r6c9<>5"},
	{UniqueRectangle3, "17clue.txt", 43297, "........1.......23..4.56.........7...5.......23......6....4.58...7......1..2.....", 4.5, "the cells r1c5, r1c6, r4c5 and r4c6 must not end up holding only 2 and 3, which would let the two digits swap and give a second solution, so at most one of the corners with more digits holds 2 or 3; in row 4 those digits can only go in those corners and r4c8, which must hold one of them: r4c8<>9"},
	{UniqueRectangle3, "17clue.txt", 45025, "........1.....2.....1....34......5.....14....67....2.....3....8.2...6....5....9..", 4.6, "the cells r7c1, r7c7, r8c1 and r8c7 must not end up holding only 1 and 4, which would let the two digits swap and give a second solution, so the corners with more digits hold one of those, and they form a naked subset with r8c3: r9c1<>7, r9c1<>8, r9c3<>7, r9c3<>8"},
	{HiddenTriple, "17clue.txt", 725, ".................1..2..3.4......5.....3.2.....1....6.7...6...5...8...3...6.17....", 4.0, "in box 2, 1, 6 and 7 can only go in r1c6, r2c6 and r3c5 (a hidden triple), so those cells hold no other digit: r1c6<>2, r1c6<>4, r1c6<>9, r2c6<>2, r2c6<>4, r2c6<>9"},
	{NakedTriple, "17clue.txt", 732, ".................1..2..3.4......5....1.....673...28.......1......9...2...5.7..8..", 3.6, "r7c6, r8c6 and r9c5 hold only 4, 6 and 9 between them (a naked triple in box 8), so no other cell that sees them all holds those digits: r7c4<>9, r8c4<>4, r8c5<>4"},
	{BUGPlusOne, "17clue.txt", 822, ".................1..2..3.4......52.6.1......7.8...2.......1..8....7.......59..6..", 5.6, "every empty cell but r6c3 has two candidates, and unless r6c3 holds 3 (which has three places in its houses) the puzzle would have two solutions: r6c3=3"},
	{BUGPlusOne, "magictour_top1465.txt", 226, "..14.7...5.....6.....8.....4.86...7.....2.3...........63..5...........41.2.......", 5.6, "every empty cell but r3c2 has two candidates, and unless r3c2 holds 6 or 7 (each of which has three places in its houses) the puzzle would have two solutions: r3c2<>4, r3c2<>9"},
	{NakedQuad, "17clue.txt", 1110, ".................1..2.34..........2..5.....346..1........62.7.....8...5..74......", 5.0, "r1c1, r1c4, r1c7 and r1c9 hold only 2, 3, 4 and 5 between them (a naked quad in row 1), so no other cell that sees them all holds those digits: r1c2<>3, r1c3<>5"},
	{FinnedXWing, "17clue.txt", 1147, ".................1..2.34..........3...4.5.2...6.1..........34...1.7....88.......6", 6.5, "in rows 3 and 4, 1 can only go in columns 1 and 7 but for the fins r4c3; either the fish holds or a fin is 1, and either way the cells of those lines that see the fins lose 1: r5c1<>1"},
	{Swordfish, "17clue.txt", 1654, ".................1..2.34.5.............1.6..7..3....8.....8..3..9..2....61......9", 3.8, "in rows 4, 5 and 8, 4 can only go in columns 3, 5 and 7, so it goes nowhere else in those lines: r6c5<>4, r9c5<>4"},
	{UniqueRectangle2, "17clue.txt", 1666, ".................1..2.34.5.............6.1....45...7......7.4..1...52...6.......8", 4.5, "the cells r4c5, r4c9, r5c5 and r5c9 must not end up holding only 2 and 4, which would let the two digits swap and give a second solution, so one of the corners with one more digit holds it, and the cells that see each of them lose it: r1c9<>3, r4c7<>3, r4c8<>3, r5c8<>3"},
	{FinnedJellyfish, "17clue.txt", 1771, ".................1..2.34.5......6..7..3.......51.........81..3..7.3.....6.....2..", 6.7, "in rows 1, 4, 6 and 9, 3 can only go in columns 2, 6, 7 and 9 but for the fins r1c1; either the fish holds or a fin is 3, and either way the cells of those lines that see the fins lose 3: r2c2<>3"},
	{Trial, "magictour_top1465.txt", 2, "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", 10.0, "if r2c2 held 6, the puzzle would have no solution (shown by search): r2c2<>6"},
	{Jellyfish, "magictour_top1465.txt", 1, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", 5.2, "in rows 2, 3, 5 and 6, 4 can only go in columns 4, 6, 7 and 9, so it goes nowhere else in those lines: r4c4<>4, r4c6<>4, r4c7<>4, r4c9<>4"},
	{BUGType2, "17clue.txt", 23125, "..............1..2..3.4..5........4..1...6...5.....37......8..1..4.7.....2....6..", 5.7, "without their extra digits the cells r1c2 (5) and r2c5 (5) would leave every empty cell two candidates and every digit two places in each house, which would give two solutions, so one of them holds 5, and the cells that see them all lose it: r1c5<>5, r1c6<>5, r2c2<>5, r2c3<>5"},
	{BUGType3, "sudoku generate -n 1500 -seed 11", 167, ".3.....9.5...21..3.1.....548...4.....6...3..9.....23........4.12...75....4..6....", 5.8, "without their extra digits the cells r2c7 (8) and r9c7 (2) would leave every empty cell two candidates and every digit two places in each house, which would give two solutions, so one of them holds 2 or 8, and they form a naked subset with r3c7 in column 7: r5c7<>2"},
	{BUGType4, "sudoku generate -n 1500 -seed 11", 429, "..1..3..56....21........37...82..5......3.6..9..5.4..1....4.....5...9...48...6.39", 5.7, "without their extra digits the cells r5c2 (4) and r7c2 (2) would leave every empty cell two candidates and every digit two places in each house, which would give two solutions, so one of them holds its extra digit; 1 can only go in those two cells in column 2, so each holds its extra digit or 1: r5c2<>2, r7c2<>9"},
	{UniqueLoop1, "magictour_top1465.txt", 966, "...2.9...9......7..746..........35...48.6...3..68..2.........3.8..1....5.17.9....", 4.7, "the loop r1c2, r1c8, r4c8, r4c9, r9c9, r9c7, r2c7 and r2c2 must not end up holding only 6 and 8, which could then alternate either way round it and give a second solution, so the cell with other digits holds neither: r1c2<>6, r1c2<>8"},
	{UniqueLoop2, "17clue.txt", 32801, "........1........2..3..4........356..1...2...7...........18......5....3.4..7...8.", 4.6, "the loop r3c7, r3c9, r8c9, r8c6, r9c6 and r9c7 must not end up holding only 6 and 9, which could then alternate either way round it and give a second solution, so one of the cells with one more digit holds it, and the cells that see them all lose it: r1c7<>8, r2c7<>8, r3c2<>8, r3c4<>8"},
	{UniqueLoop3, "17clue.txt", 6649, "................12..3..4........56.7.8.......21...........2.....7.6..4..5.4...3..", 4.6, "the loop r1c8, r1c9, r6c9, r6c5, r5c5 and r5c8 must not end up holding only 3 and 4, which could then alternate either way round it and give a second solution, so at most one of the cells with more digits holds 3 or 4; in column 5 those digits can only go in those cells and r2c5, which must hold one of them: r2c5<>6, r2c5<>9"},
	{UniqueLoop4, "magictour_top1465.txt", 386, "...3............81.52..9..67.9...1.....4...5....8.6.2.2.8.5..9..952.4.....1......", 4.6, "the loop r1c6, r1c9, r9c9, r9c7, r2c7 and r2c6 must not end up holding only 2 and 5, which could then alternate either way round it and give a second solution, and 5 can only go in two of its cells in column 6, so those cells cannot hold the other digit: r1c6<>2, r2c6<>2"},
	{AlignedPairExclusion, "magictour_top1465.txt", 501, "...7.....12.....84....8.....945.....3....2..67....45........16.6.1..73.5....5...7", 6.2, "r3c7 (269) and r3c8 (157) share a house, so they hold two different digits, which must leave a digit to each of r1c7 (69), r1c8 (15), r2c7 (79), r3c1 (59) and r3c6 (19) (cells that see both); no such pair of digits has the digits removed: r3c7<>9"},
	{AlignedTripletExclusion, "magictour_top1465.txt", 21, "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..", 7.5, "the digits of r9c1 (1679), r9c2 (2469) and r9c3 (16) must differ where two of them share a house, and must leave a digit to each of r7c1 (79), r7c2 (249), r8c2 (26), r9c4 (24), r9c6 (47) and r9c8 (69) (cells that see all three); no such combination of three digits has the digits removed: r9c2<>9"},
	{HiddenQuad, "magictour_top1465.txt", 510, "..6......35..1.....17..3.5......9.4..2.35...8...2..6.........9.672.....3.8....7.6", 5.4, "in box 8, 2, 3, 6 and 7 can only go in r7c4, r7c5, r7c6 and r9c5 (a hidden quad), so those cells hold no other digit: r7c4<>1, r7c4<>4, r7c4<>5, r7c4<>8, r7c5<>4, r7c5<>8, r7c6<>1, r7c6<>4, r7c6<>5, r7c6<>8, r9c5<>4"},
	{XChain, "17clue.txt", 2953, "................12....345..........6..3...4....51......4........7..5....86.2....9", 6.5, "(8)r2c6 - (8)r5c6 = (8)r5c8 - (8)r6c9 = (8)r3c9 - (8)r2c7 = (8)r2c6: the loop is continuous, so it holds one way round or the other, and a candidate that sees a candidate of the loop true one way and one true the other way (as both ends of a weak link) is false: r1c7<>8, r3c8<>8, r6c7<>8, r6c8<>8, r7c6<>8"},
	{AIC, "17clue.txt", 18041, "..............1..2..3....4.........5.....51.6...37.......4....8.5...6...71.....3.", 7.1, "(5)r9c5 = (5)r9c4 - (5)r2c4 = (8)r2c4 - (8)r3c6 = (8)r9c6: one end of the chain holds its digit, so any candidate that sees both ends is false: r9c5<>8"},
	{RegionForcingChain, "magictour_top1465.txt", 1, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", 8.3, "wherever 9 goes in column 4, the same follows: r1c4=9 -> r1c6<>9; r3c4=9 -> r1c6<>9; r5c4=9 -> r5c4<>4 -> r5c6=4 -> r2c6<>4 -> r2c9=4 -> r2c9<>9 -> r1c9=9 -> r1c6<>9 (a region forcing chain): r1c6<>9"},
	{DynamicChain, "magictour_top1465.txt", 1, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", 8.9, "wherever 2 goes in row 1, the same follows: r1c3=2 -> r1c3<>1 -> r2c3<>2 -> r4c3<>2 -> r1c6=1 -> r4c6<>1 -> r2c3=1 -> r4c3<>1 -> r4c1=1 -> r4c1<>2 -> r4c7=2 -> r3c7<>2; r1c7=2 -> r3c7<>2; r1c8=2 -> r3c7<>2 (a dynamic forcing chain): r3c7<>2"},
	{CellForcingChain, "magictour_top1465.txt", 36, ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........", 8.4, "whichever digit r9c5 holds, the same follows: r9c5=3 -> r8c4<>3 -> r8c9=3 -> r8c9<>2 -> r8c7=2 -> r8c7<>9; r9c5=5 -> r8c6<>5 -> r8c6=9 -> r8c7<>9; r9c5=8 -> r7c5<>8 -> r7c1=8 -> r8c3<>8 -> r8c3=5 -> r8c6<>5 -> r8c6=9 -> r8c7<>9 (a cell forcing chain): r8c7<>9"},
	{ForcingChain, "magictour_top1465.txt", 61, "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9", 7.8, "assuming r6c2=9 leads to a contradiction: r6c2=9 -> r4c2<>9 -> r4c3<>9 -> r6c4<>9 -> r4c5=9 -> r5c4<>9 -> r8c4=9, and r6c2=9 -> r5c1<>9 -> r6c1<>9 -> r8c1=9 -> r8c4<>9 (a forcing chain): r6c2<>9"},
	{XYChain, "magictour_top1465.txt", 61, "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9", 7.2, "(8)r6c8 = (9)r6c8 - (9)r5c7 = (5)r5c7 - (5)r9c7 = (2)r9c7 - (2)r9c3 = (8)r9c3: one end of the chain holds its digit, so any candidate that sees both ends is false: r6c3<>8"},
	{XYChain, "17clue.txt", 20337, "..............1..2..3....45...........5.4...6.7...81.....5.....2..6.....81....7..", 6.9, "(4)r1c1 - (4)r1c4 = (2)r1c4 - (2)r4c4 = (7)r4c4 - (7)r3c4 = (8)r3c4 - (8)r3c7 = (9)r3c7 - (9)r5c7 = (2)r5c7 - (2)r5c6 = (3)r5c6 - (3)r5c1 = (9)r5c1 - (9)r1c1 = (4)r1c1: the loop is continuous, so it holds one way round or the other, and a candidate that sees a candidate of the loop true one way and one true the other way (as both ends of a weak link) is false: r3c6<>2, r4c8<>2, r9c4<>2, r1c2<>4, r1c7<>9, r2c7<>9, r4c1<>9"},
}

// byName lists the techniques that Hint does not try, since Sudoku
// Explainer has no such step and rates their eliminations as chains; the
// solver still finds them when asked by name, which TestTechniques does
// at each position of the path. The value is the technique whose search
// finds them. They are the constants technique.go marks Deprecated, as
// TestNotOfferedDeprecated checks, and no path takes them, as
// TestNotOfferedOnPath checks.
var byName = map[Technique]Technique{
	Skyscraper: Skyscraper, TwoStringKite: Skyscraper, EmptyRectangle: Skyscraper,
	FinnedXWing: FinnedXWing, FinnedSwordfish: FinnedSwordfish,
	FinnedJellyfish: FinnedJellyfish, WWing: WWing,
}

// findByName looks for a step of technique t in c, as Hint would if it
// tried t alone.
func findByName(c Candidates, t Technique) (Step, bool) {
	s := solver{c: c}
	if s.refresh() != nil {
		return Step{}, false
	}
	finder := byName[t]
	if finder == 0 {
		finder = rareOnPath[t]
	}
	s.reset(finder)
	if !s.find(finder) || s.step.Technique != t {
		return Step{}, false
	}
	s.step.Rating = float64(s.tenths) / 10
	return s.step.clone(), true
}

// rareOnPath lists the techniques that come on no path of the sample
// sets, something simpler always coming first, with the technique whose
// search finds them.
//
// A trial comes on no path once the nested forcing chains apply, a
// jellyfish on none of the quick paths (on the forum's hardest, its paths
// take seconds), and a unique loop of type 3 on none found, a type 4 on
// the same loop coming first.
var rareOnPath = map[Technique]Technique{HiddenQuad: HiddenQuad, BUGType3: BUGPlusOne,
	UniqueLoop3: UniqueRectangle1,
	Trial:       Trial, Jellyfish: Jellyfish}

// TestTechniques plays each case's path up to the first step of its
// technique and checks that step exactly. A technique of byName or
// rareOnPath is looked for by name at each position of the path instead.
func TestTechniques(t *testing.T) {
	seen := map[Technique]bool{}
	for _, tc := range techniqueCases {
		seen[tc.t] = true
		t.Run(tc.t.String(), func(t *testing.T) {
			p, err := Parse(tc.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			c, err := NewCandidates(p)
			if err != nil {
				t.Fatal(err)
			}
			sol := Solve(p, 1)[0]
			for range 400 {
				st, err := Hint(c)
				if err != nil {
					t.Fatalf("%s line %d: no %v on the path: %v", tc.file, tc.line, tc.t, err)
				}
				checkStep(t, st, sol)
				if byName[tc.t] != 0 || rareOnPath[tc.t] != 0 {
					if named, ok := findByName(c, tc.t); ok {
						st = named
						checkStep(t, st, sol)
					}
				}
				if st.Technique == tc.t {
					if got := st.Explain(); got != tc.want {
						t.Errorf("Explain:\n got %s\nwant %s", got, tc.want)
					}
					if st.Rating != tc.rating {
						t.Errorf("Rating = %.1f, want %.1f", st.Rating, tc.rating)
					}
					checkHintText(t, st)
					return
				}
				c.Apply(st)
			}
			t.Fatalf("%s line %d: no %v in 400 steps", tc.file, tc.line, tc.t)
		})
	}
	// Under Sudoku Explainer's rule a direct claiming must leave its
	// single in a line parallel to the claiming one, which never happens
	// once the singles are gone: the digit would already have one place
	// in a box of the band, or a direct pointing (1.7) would come first.
	// So Hint never gives one.
	seen[DirectClaiming] = true
	// The nested chains take seconds a path and their texts thousands of
	// characters: TestNestedChainRatings and TestNestedChainsSound check
	// them.
	seen[DynamicChainPlus] = true
	seen[NestedForcingChain] = true
	seen[NestedMultipleChain] = true
	for tt := FullHouse; tt < numTechniques; tt++ {
		if !seen[tt] {
			t.Errorf("no case for %v", tt)
		}
	}
}

// checkHintText checks the two lighter levels of a step's text: the nudge
// names the technique and the pointer names something to look at, with
// no placeholder left over.
func checkHintText(t *testing.T, st Step) {
	t.Helper()
	nudge, pointer := st.Nudge(), st.Pointer()
	if !strings.Contains(nudge, st.Technique.String()) && st.Technique != Trial {
		t.Errorf("Nudge %q does not name %v", nudge, st.Technique)
	}
	if !strings.HasPrefix(pointer, "look at ") && !strings.HasPrefix(pointer, "suppose ") {
		t.Errorf("Pointer %q does not point at anything", pointer)
	}
	for _, text := range []string{nudge, pointer, st.Explain()} {
		if strings.Contains(text, "(") && strings.Contains(text, "technique(") ||
			strings.Contains(text, "  ") || strings.HasSuffix(text, " ") {
			t.Errorf("malformed text %q", text)
		}
	}
}

// TestNotOfferedDeprecated checks that the techniques of byName, which
// Hint does not give, are the constants whose doc comment in technique.go
// has a "Deprecated:" paragraph, and that the doc of Technique names each
// of them, so that the docs and this table say the same.
func TestNotOfferedDeprecated(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "technique.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var typeDoc string
	deprecated := map[Technique]string{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for i, spec := range gd.Specs {
			switch spec := spec.(type) {
			case *ast.TypeSpec:
				if spec.Name.Name == "Technique" {
					typeDoc = gd.Doc.Text()
				}
			case *ast.ValueSpec:
				if gd.Tok != token.CONST || gd.Specs[0].(*ast.ValueSpec).Names[0].Name != "FullHouse" {
					continue
				}
				// The block counts from FullHouse = iota + 1, one
				// constant a spec.
				doc := spec.Doc.Text()
				if strings.HasPrefix(doc, "Deprecated:") || strings.Contains(doc, "\nDeprecated:") {
					deprecated[Technique(i+1)] = spec.Names[0].Name
				}
			}
		}
	}
	// squash reduces a name to its lower-case letters, so that the
	// constant TwoStringKite and the name "two-string kite" meet.
	squash := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == ' ' || r == '-' {
				return -1
			}
			return r
		}, strings.ToLower(s))
	}
	for tt, name := range deprecated {
		if squash(name) != squash(tt.String()) {
			t.Fatalf("constant %s taken for %v: the count of the block is off", name, tt)
		}
		if byName[tt] == 0 {
			t.Errorf("%s (%v) is deprecated but Hint gives it (not in byName)", name, tt)
		}
		if !strings.Contains(typeDoc, "["+name+"]") {
			t.Errorf("the doc of Technique does not name [%s]", name)
		}
	}
	for tt := range byName {
		if deprecated[tt] == "" {
			t.Errorf("%v is not offered by Hint (in byName) but not marked Deprecated", tt)
		}
	}
	for _, tt := range order {
		if byName[tt] != 0 {
			t.Errorf("%v is in byName but Hint tries it", tt)
		}
	}
}

// TestNotOfferedOnPath checks that no step of a path has a technique of
// byName, which the docs say Hint no longer gives.
//
// What it samples: 40 generated puzzles and every tenth line of the
// samples 17clue.txt and magictour_top1465.txt (30 each); with
// -allsamples, 300 generated puzzles and every line; with -short, 10
// generated and every 50th line (6 each).
func TestNotOfferedOnPath(t *testing.T) {
	sample := generated(23, allsamples.Size(300, 40, 10))
	dir := filepath.Join("testdata", "puzzles")
	sample = append(sample, everyKth(t, filepath.Join(dir, "17clue.txt"), allsamples.Size(1, 10, 50))...)
	sample = append(sample, everyKth(t, filepath.Join(dir, "magictour_top1465.txt"), allsamples.Size(1, 10, 50))...)
	steps := 0
	for _, p := range sample {
		path, err := Path(p)
		if err != nil {
			t.Fatalf("Path(%v): %v", p, err)
		}
		for i, st := range path {
			if byName[st.Technique] != 0 {
				t.Errorf("Path(%v) step %d is a %v: %s", p, i+1, st.Technique, st.Explain())
			}
		}
		steps += len(path)
	}
	t.Logf("%d puzzles, %d steps", len(sample), steps)
}
