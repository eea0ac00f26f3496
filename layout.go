package sudoku

import (
	"strconv"
	"strings"
)

// A Layout is a set of kinds of rule layouts that a [Generator] draws at
// random for every puzzle, over the rules it is given. The zero Layout
// draws none. Each kind is one bit; they combine with |.
//
// The cost of a puzzle is mostly that of its uniqueness checks, and so
// depends on the rules. Measured with BenchmarkGenerateVariant (go test
// -run '^$' -bench GenerateVariant -benchtime 50x) on one core, a puzzle
// takes about 0.5 ms with thermometers or XV marks, 0.8 ms with arrows,
// 3 ms with kropki dots (0.4 ms with the negative rule), 5 ms for a
// killer or a jigsaw; fixed rules take 1 ms for X-Sudoku or windoku,
// 2.5 ms for anti-knight, and 0.2 s for non-consecutive, whose
// uniqueness checks are slow. A killer's cost is mostly that of the
// searches for two solutions of its cages while they are drawn again,
// and varies from puzzle to puzzle: over 200 puzzles the slowest took
// about 30 ms.
type Layout uint8

// The kinds of layouts. Every drawn layout holds for the puzzle's
// solution, so the puzzle always has one.
const (
	// JigsawLayout draws nine connected irregular regions of nine cells
	// for [Rules.Regions], kept only when a solution exists under them
	// and the other rules.
	JigsawLayout Layout = 1 << iota

	// KillerLayout covers the grid with killer cages drawn over the
	// solution, mostly of two to four cells and never more than six,
	// whose sums come from it. The puzzle has no givens unless the cages
	// still leave it two solutions after being drawn again around the
	// cells where two solutions differ, then split: then it has the
	// fewest givens that carving leaves (about 1 puzzle in 400).
	KillerLayout

	// ThermoLayout draws three to six thermometers of three to eight
	// cells along increasing digits of the solution.
	ThermoLayout

	// ArrowLayout draws three to five arrows: a circle of one cell and a
	// line of two or more cells whose digits add up to the circle's.
	ArrowLayout

	// KropkiLayout marks some of the pairs of orthogonal neighbours whose
	// digits are consecutive (a [WhiteDot]) or one twice the other (a
	// [BlackDot]).
	KropkiLayout

	// XVLayout marks some of the pairs of orthogonal neighbours whose
	// digits add up to 10 (an [XMark]) or 5 (a [VMark]).
	XVLayout

	// NegativeLayout, with KropkiLayout or XVLayout, marks every pair
	// that qualifies instead of some, and turns on the negative rules
	// [Rules.AllWhite] and [Rules.AllBlack] (kropki) or [Rules.AllXV].
	NegativeLayout

	numLayoutBits = iota
)

// layoutNames are the names of Layout.String, one per bit.
var layoutNames = [numLayoutBits]string{
	"jigsaw", "killer", "thermo", "arrow", "kropki", "xv", "negative",
}

// String returns the names of the kinds in l joined by '|', as in
// "killer|thermo": jigsaw, killer, thermo, arrow, kropki, xv and
// negative. The zero Layout is "none"; a bit that names no kind is
// written as a number.
func (l Layout) String() string {
	if l == 0 {
		return "none"
	}
	var names []string
	for i, name := range layoutNames {
		if l&(1<<i) != 0 {
			names = append(names, name)
		}
	}
	if rest := l &^ (1<<numLayoutBits - 1); rest != 0 {
		names = append(names, "Layout("+strconv.Itoa(int(rest))+")")
	}
	return strings.Join(names, "|")
}

// layoutSteps lists, for each cell, its orthogonal neighbours (up to
// four, padded with -1), in the order up, left, right, down.
var layoutSteps = makeLayoutSteps(false)

// layoutKingSteps lists, for each cell, its king's-move neighbours (up to
// eight, padded with -1).
var layoutKingSteps = makeLayoutSteps(true)

// makeLayoutSteps builds the neighbour table of layoutSteps, or of
// layoutKingSteps when king is true.
func makeLayoutSteps(king bool) (t [81][8]int8) {
	for c := range 81 {
		k := 0
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				r, col := c/9+dr, c%9+dc
				if dr == 0 && dc == 0 || !king && dr != 0 && dc != 0 ||
					r < 0 || r > 8 || col < 0 || col > 8 {
					continue
				}
				t[c][k] = int8(r*9 + col)
				k++
			}
		}
		for ; k < 8; k++ {
			t[c][k] = -1
		}
	}
	return t
}
