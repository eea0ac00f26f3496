package sudoku

// Rules is a set of rules for the 9×9 grid with digits 1-9: classic Sudoku
// (every row, column and box holds each digit once) with any mix of the
// variant rules that puzzle setters use. The zero Rules is classic
// Sudoku, and so is a nil *Rules wherever one is taken: every function of
// the package that takes no Rules keeps its classic meaning, and every
// method of *Rules takes a nil receiver as classic, but two:
// [Rules.UnmarshalJSON] needs a Rules to write to, and
// [Rules.MarshalJSON] has a value receiver, so that calling it directly
// through a nil *Rules panics ([encoding/json.Marshal] never makes that
// call: it writes null for a nil *Rules).
//
// A [Puzzle] holds its Rules as a value, while [Solver], [Generator] and
// [Generated] hold a *Rules: a Puzzle is a document whole in itself, whose
// zero value is an empty classic grid, and the others point at rules kept
// elsewhere, nil meaning classic, so that copying one does not copy the
// rules. A Puzzle p gives them &p.Rules; a *Rules r that is not nil
// becomes a Puzzle's as *r, and a nil one as the zero Rules.
//
// Cells are numbered 0-80 in row-major order, as in [Grid]. The rules are
// all in force at once; a rule set that makes no sense (a region that is
// not nine cells, a cage total that no distinct digits can make, a cell
// index out of range) is reported by [Rules.Check] as a [*RuleError].
//
// A Rules holds slices: build it, then treat it as read-only while any
// search uses it. Searches only read it, so one Rules may serve many
// goroutines at once.
type Rules struct {
	// Regions, when not nil, replaces the nine 3×3 boxes by irregular
	// regions (jigsaw Sudoku): Regions[i] is the region, 0-8, of cell i,
	// and each region has nine cells.
	Regions *[81]uint8

	// MainDiagonal (r1c1 to r9c9) and AntiDiagonal (r1c9 to r9c1) each
	// make a house that holds every digit once; both make X-Sudoku.
	MainDiagonal, AntiDiagonal bool

	// Windoku adds the four 3×3 windows whose top-left cells are r2c2,
	// r2c6, r6c2 and r6c6 as houses (hyper Sudoku).
	Windoku bool

	// DisjointGroups adds nine houses: the cells in the same place of
	// every box.
	DisjointGroups bool

	// Houses lists extra houses, each of one to nine distinct cells whose
	// digits must all differ (so a house of nine cells holds every digit).
	Houses [][]int

	// AntiKnight forbids the same digit a chess knight's move apart;
	// AntiKing forbids it a king's move apart (diagonal neighbours, since
	// orthogonal ones share a row or column).
	AntiKnight, AntiKing bool

	// NonConsecutive forbids orthogonal neighbours whose digits differ
	// by 1.
	NonConsecutive bool

	// Cages lists killer cages.
	Cages []Cage

	// Thermos lists thermometers.
	Thermos []Thermo

	// Arrows lists arrows.
	Arrows []Arrow

	// Dots lists the marks between orthogonal neighbours: kropki dots and
	// XV marks.
	Dots []Dot

	// AllWhite, AllBlack and AllXV are the negative rules: when one is set,
	// every pair of orthogonal neighbours that would satisfy that mark
	// (consecutive digits for AllWhite; one digit twice the other for
	// AllBlack; a sum of 10 or 5 for AllXV) has such a mark between them.
	// As in f-puzzles, SudokuPad and other solvers, a rule passes over
	// the pairs with a mark of its own family only: AllWhite and AllBlack
	// over a pair with a kropki dot ([WhiteDot] or [BlackDot], of any
	// Value), AllXV over a pair with an [XMark] or a [VMark] (not a
	// [SumMark]). So under AllWhite and AllXV a pair holding 2 and 3 has
	// both a white dot and a V. The rules keep their usual numbers
	// whatever the values of the dots: difference 1, ratio 2, totals 10
	// and 5.
	AllWhite, AllBlack, AllXV bool

	// Odd and Even list cells that hold an odd or an even digit.
	Odd, Even []int

	// Minimums and Maximums list cells whose digit is less than (a
	// minimum) or greater than (a maximum) the digit of each of its
	// orthogonal neighbours. They bind with any dot on the same pair.
	Minimums, Maximums []int

	// Quadruples lists the clues on the corners where four cells meet.
	Quadruples []Quadruple

	// Lines lists the line constraints beyond thermometers and arrows:
	// German whispers, renban, palindromes and the other kinds of
	// [LineKind].
	Lines []Line

	// Outside lists the clues written outside the grid: little killers,
	// sandwich sums, X-sums and skyscrapers.
	Outside []OutsideClue

	// Clones lists pairs of regions of one shape that hold the same
	// digits in the same places.
	Clones []Clone
}

// A Cage is a killer cage: its cells hold distinct digits that, when Sum
// is not 0, add up to Sum. Cages may overlap: a cell in two cages obeys
// both.
//
// When AllowRepeats is set the cage is a sum only: its digits may repeat
// (as they may along a little killer's diagonal), its cells may number
// more than nine, and Sum is required.
type Cage struct {
	Cells        []int // one to nine distinct cells (any number with AllowRepeats)
	Sum          int   // the total, or 0 when the cage gives none
	AllowRepeats bool  // digits may repeat: the cage is a sum, not a house
}

// A Thermo is a thermometer: its digits strictly increase from the bulb,
// Cells[0], along the line to its tip.
type Thermo struct {
	Cells []int // two to nine cells, each a king's move from the one before
}

// An Arrow is a circle with a line: the digits on the line add up to the
// number in the circle. A circle of one cell holds a digit; a circle of
// several cells (a pill) holds the number they spell, in the order given.
type Arrow struct {
	Circle []int // the cells of the circle, most significant digit first
	Cells  []int // the cells of the line, one or more
}

// A Dot is a mark between two orthogonally adjacent cells.
//
// Value makes a dot of another number: the difference of a [WhiteDot]
// (1-8; 0 means 1, the kropki dot), the ratio of a [BlackDot] (2-9; 0
// means 2), the total of a [SumMark] (3-17, required). It is 0 for
// [XMark] and [VMark].
//
// A pair may hold one kropki dot and one mark of a sum ([XMark], [VMark]
// or [SumMark]), and the digits meet both; a second dot of the same
// family on a pair must be the same dot.
type Dot struct {
	A, B  int     // the two cells
	Kind  DotKind // what the mark says of their digits
	Value int     // the number of the mark, when not the usual one
}

// A DotKind is the kind of a [Dot].
type DotKind uint8

// The kinds of marks.
const (
	WhiteDot DotKind = iota + 1 // kropki: the digits are consecutive
	BlackDot                    // kropki: one digit is twice the other
	XMark                       // the digits add up to 10
	VMark                       // the digits add up to 5
	SumMark                     // the digits add up to the dot's Value
)

// A Quadruple is a clue on the corner where four cells meet: each digit
// of Digits stands in those four cells at least as many times as it is
// listed. The four cells span two rows and two columns, so a digit
// listed twice stands in two diagonally opposite cells, which must not
// share a box or another house.
type Quadruple struct {
	Cell   int   // the top-left cell of the four; not in the last row or column
	Digits []int // one to four digits 1-9
}

// A Line is a line drawn through cells, whose rule its Kind names.
type Line struct {
	Kind  LineKind
	Cells []int // in order along the line, each a king's move from the one before
	Value int   // the number some kinds take (see [LineKind]); 0 for the usual one
}

// A LineKind is the kind of a [Line].
type LineKind uint8

// The kinds of lines.
const (
	// WhisperLine: neighbours on the line differ by at least Value
	// (0 means 5, German whispers).
	WhisperLine LineKind = iota + 1
	// RenbanLine: distinct digits that make a run of consecutive numbers,
	// in any order.
	RenbanLine
	// PalindromeLine: the digits read the same from either end.
	PalindromeLine
	// BetweenLine: the digits of the cells between the two ends (the
	// circles) lie strictly between the digits of the ends.
	BetweenLine
	// LockoutLine: the two ends (the diamonds) differ by at least Value
	// (0 means 4), and no digit between them lies in the range from the
	// smaller end to the larger, ends included.
	LockoutLine
	// RegionSumLine: the line's digits in each box (or region) it passes
	// through add up to the same total, counted per visit.
	RegionSumLine
	// ZipperLine: the digits equally far from the middle of the line add up
	// to the same total, which is the middle digit when the line has odd
	// length.
	ZipperLine
	// EntropicLine: every three cells in a row along the line hold one low
	// (1-3), one middle (4-6) and one high (7-9) digit; a line of two
	// cells holds digits of two of those groups.
	EntropicLine
	// ModularLine: every m cells in a row along the line, where m is Value
	// (0 means 3), hold digits of different remainders modulo m; a line
	// of fewer than m cells holds digits of different remainders.
	ModularLine
	// DoubleArrowLine: the digits between the two ends (the circles) add up
	// to the sum of the ends.
	DoubleArrowLine
)

// An OutsideClue is a clue written outside the grid, about the cells it
// looks along.
type OutsideClue struct {
	Kind  OutsideKind
	Cells []int // the cells the clue looks along, nearest first
	Value int   // the number of the clue
}

// An OutsideKind is the kind of an [OutsideClue].
type OutsideKind uint8

// The kinds of outside clues. The cells of a little killer are a
// diagonal run from the edge of the grid to the other edge; those of the
// others are a whole row or column.
const (
	// LittleKillerClue: the digits along the diagonal add up to Value; they
	// may repeat.
	LittleKillerClue OutsideKind = iota + 1
	// SandwichClue: the digits between the 1 and the 9 of the row or column
	// add up to Value.
	SandwichClue
	// XSumClue: the first X digits from the clue add up to Value, where X is
	// the digit nearest the clue.
	XSumClue
	// SkyscraperClue: Value digits are seen from the clue, where a digit is
	// seen when it is greater than every digit before it.
	SkyscraperClue
)

// A Clone is a pair of regions of one shape: the cell at place k of B
// holds the digit of the cell at place k of A, and B is A moved without
// turning.
type Clone struct {
	A, B []int
}
