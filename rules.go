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
// index out of range, overlapping cages) is reported by [Rules.Check] as a
// [*RuleError].
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
	// A pair with a mark of another kind between them is exempt.
	AllWhite, AllBlack, AllXV bool
}

// A Cage is a killer cage: its cells hold distinct digits that, when Sum
// is not 0, add up to Sum.
type Cage struct {
	Cells []int // one to nine distinct cells
	Sum   int   // the total, or 0 when the cage gives none
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
type Dot struct {
	A, B int     // the two cells
	Kind DotKind // what the mark says of their digits
}

// A DotKind is the kind of a [Dot].
type DotKind uint8

// The kinds of marks.
const (
	WhiteDot DotKind = iota + 1 // kropki: the digits are consecutive
	BlackDot                    // kropki: one digit is twice the other
	XMark                       // the digits add up to 10
	VMark                       // the digits add up to 5
)
