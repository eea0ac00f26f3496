package sudoku

import (
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// issRules reads the few constraints of the Interactive Sudoku Solver's
// text form (github.com/sigh/Interactive-Sudoku-Solver) that the
// published puzzles below use: givens (~R1C1_5), Cage~sum~cells,
// Sum~sum~cells (a cage with repeats),
// LittleKiller~sum~cell (the diagonal from that edge cell: from the
// left column down and right, from the top row down and left, from the
// right column up and left, from the bottom row up and right), Sandwich~sum~R1 or C1, XSum and Skyscraper~R1~front~back
// (front seen from the left or top, back from the right or bottom; an
// empty clue is none), Diagonal~1 (the anti-diagonal), Diagonal~-1 and
// DisjointSets.
func issRules(t *testing.T, s string) (*Rules, Grid) {
	t.Helper()
	rs := &Rules{}
	var g Grid
	cell := func(id string) int {
		var r, c int
		if _, err := readCellID(id, &r, &c); err != nil {
			t.Fatalf("cell %q: %v", id, err)
		}
		return (r-1)*9 + c - 1
	}
	line := func(id string) []int {
		n, err := strconv.Atoi(id[1:])
		if err != nil {
			t.Fatalf("line %q: %v", id, err)
		}
		cells := make([]int, 9)
		for k := range cells {
			if id[0] == 'R' {
				cells[k] = (n-1)*9 + k
			} else {
				cells[k] = k*9 + n - 1
			}
		}
		return cells
	}
	for _, part := range strings.Split(s, ".") {
		f := strings.Split(part, "~")
		switch f[0] {
		case "":
			for _, gv := range f[1:] {
				c, d, _ := strings.Cut(gv, "_")
				g[cell(c)] = uint8(d[0] - '0')
			}
		case "Cage", "Sum":
			sum, _ := strconv.Atoi(f[1])
			var cells []int
			for _, id := range f[2:] {
				cells = append(cells, cell(id))
			}
			rs.Cages = append(rs.Cages, Cage{Cells: cells, Sum: sum, AllowRepeats: f[0] == "Sum"})
		case "LittleKiller":
			sum, _ := strconv.Atoi(f[1])
			c := cell(f[2])
			r, k := c/9, c%9
			// From the left edge down and right; from the top down
			// and left; from the right up and left; from the bottom up
			// and right.
			dr, dk := 1, 1
			switch {
			case k == 0:
			case r == 0:
				dk = -1
			case k == 8:
				dr, dk = -1, -1
			default:
				dr = -1
			}
			var cells []int
			for ; 0 <= r && r < 9 && 0 <= k && k < 9; r, k = r+dr, k+dk {
				cells = append(cells, r*9+k)
			}
			rs.Outside = append(rs.Outside, OutsideClue{Kind: LittleKillerClue, Cells: cells, Value: sum})
		case "Sandwich":
			sum, _ := strconv.Atoi(f[1])
			rs.Outside = append(rs.Outside, OutsideClue{Kind: SandwichClue, Cells: line(f[2]), Value: sum})
		case "XSum", "Skyscraper":
			kind := XSumClue
			if f[0] == "Skyscraper" {
				kind = SkyscraperClue
			}
			for k, v := range f[2:] {
				if v == "" {
					continue
				}
				n, _ := strconv.Atoi(v)
				cells := line(f[1])
				if k == 1 {
					cells = reverse(cells)
				}
				rs.Outside = append(rs.Outside, OutsideClue{Kind: kind, Cells: cells, Value: n})
			}
		case "Diagonal":
			if f[1] == "1" {
				rs.AntiDiagonal = true
			} else {
				rs.MainDiagonal = true
			}
		case "DisjointSets":
			rs.DisjointGroups = true
		default:
			t.Fatalf("unknown constraint %q", part)
		}
	}
	return rs, g
}

// readCellID reads a cell id R<r>C<c>.
func readCellID(id string, r, c *int) (int, error) {
	rs, cs, _ := strings.Cut(strings.TrimPrefix(id, "R"), "C")
	var err error
	if *r, err = strconv.Atoi(rs); err != nil {
		return 0, err
	}
	if *c, err = strconv.Atoi(cs); err != nil {
		return 1, err
	}
	return 2, nil
}

// issPublished are published puzzles with the constraints of this file,
// in the Interactive Sudoku Solver's text form, with their solutions,
// from its data/example_puzzles.js and data/collections.js (snapshot
// e373f98), which name their sources.
var issPublished = []struct{ name, input, solution string }{
	{"Little killer",
		".~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1.LittleKiller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9",
		"198235764427968531653714289732186945541379826986542173865421397279653418314897652"},
	{"The Barbed Cross (disjoint little killer)",
		".DisjointSets.LittleKiller~62~R1C9.LittleKiller~33~R1C1.LittleKiller~12~R1C3.LittleKiller~14~R3C9.LittleKiller~21~R9C7.LittleKiller~36~R9C5.LittleKiller~8~R7C1.LittleKiller~9~R1C2",
		"325784169719625483684319725843297651592861347167543298478932516236158974951476832"},
	{"Between 1 and 9 (sandwich)",
		".Sandwich~8~C1.Sandwich~4~C2.Sandwich~17~C3.Sandwich~35~C4.Sandwich~14~C5.Sandwich~13~C6.Sandwich~3~C7.Sandwich~10~C8.Sandwich~25~C9.Sandwich~4~R1.Sandwich~33~R2.Sandwich~20~R3.Sandwich~17~R4.Sandwich~26~R5.Sandwich~10~R6.Sandwich~16~R7.Sandwich~24~R8.Sandwich~0~R9.~R3C3_1~R5C5_5~R7C7_9",
		"236941875954378612871625439182439756397856124645217398413562987569783241728194563"},
	{"Skyscraper",
		".~R1C1_1~R1C6_2~R1C9_8~R3C1_3~R3C4_6~R3C7_4~R5C1_5~R5C3_2~R5C6_3~R7C1_7~R7C4_8~R7C7_2~R9C9_6~R9C6_4~R9C1_9.Skyscraper~C5~5.Skyscraper~R2~2.Skyscraper~R4~4.Skyscraper~R6~6.Skyscraper~R8~8",
		"147932658826145937359678412678419325592783164413256789765891243234567891981324576"},
	{"X-Sum",
		".XSum~C2~27~27.XSum~C4~11~11.XSum~C6~21~.XSum~C7~16~16.XSum~R2~8~8.XSum~R4~17~17.XSum~R6~30~30.XSum~R8~28~28",
		"856214379341975862792863541417529683985631724623487195274156938539748216168392457"},
	{"X-Sum little killer",
		".LittleKiller~23~R1C1.LittleKiller~12~R2C9.LittleKiller~23~R3C9.LittleKiller~25~R5C9.LittleKiller~12~R7C1.LittleKiller~25~R1C6.~R7C2_2~R7C8_5.XSum~C1~25~23.XSum~C5~12~25.XSum~C9~23~12",
		"562831974837429165941576238195384726286715349473692581329168457758943612614257893"},
	{"Little killer with diagonals and cages",
		".Cage~14~R5C3~R5C4~R6C4.Cage~19~R6C6~R6C5~R7C5.Cage~14~R4C4~R4C5~R3C5.Cage~14~R4C6~R5C6~R5C7.Diagonal~1.Diagonal~-1.LittleKiller~47~R3C1.LittleKiller~49~R2C1.LittleKiller~30~R8C9.LittleKiller~45~R7C9.LittleKiller~43~R1C7.LittleKiller~44~R1C8.LittleKiller~34~R9C2.LittleKiller~52~R9C3.~R1C5_3~R9C5_4~R5C1_1~R5C9_2",
		"815432976763918245942567318278351694154896732396274581437685129681729453529143867"},
	{"Killer sudoku [overlap]",
		".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9.Cage~9~R1C5~R2C5",
		"215647398368952174794381652586274931142593867973816425821739546659428713437165289"},
}

// TestOutsidePublished solves published puzzles with outside clues and
// overlapping cages: each has one solution, the published one, which
// Validate and the brute-force checker accept.
func TestOutsidePublished(t *testing.T) {
	for _, tc := range issPublished {
		t.Run(tc.name, func(t *testing.T) {
			rs, g := issRules(t, tc.input)
			if err := rs.Validate(g); err != nil {
				t.Fatalf("Validate(givens) = %v", err)
			}
			want, err := Parse(tc.solution)
			if err != nil {
				t.Fatal(err)
			}
			if err := rs.Validate(want); err != nil {
				t.Errorf("Validate(solution) = %v", err)
			}
			if !newBruteChecker(rs).solves(&g, &want) {
				t.Errorf("the brute-force checker refuses the solution")
			}
			sols := rs.Solve(g, 2)
			if len(sols) != 1 || sols[0] != want {
				t.Fatalf("Solve = %v, want only %v", sols, want)
			}
		})
	}
}

// outsideFamilies are the rule families of this round's cages and
// outside clues, drawn over a random solution as the killer family is.
var outsideFamilies = []family{
	{name: "overlapping cages", shape: func(Rand) *Rules { return &Rules{} }, over: func(rs *Rules, sol *Grid, r Rand) {
		addCages(rs, sol, r)
		addOverlapCages(rs, sol, r)
	}},
	{name: "overlapping cages without totals", shape: func(Rand) *Rules { return &Rules{} },
		over: func(rs *Rules, sol *Grid, r Rand) {
			// The house engine's rules: cages are houses only.
			addCages(rs, sol, r)
			addOverlapCages(rs, sol, r)
			for i := range rs.Cages {
				rs.Cages[i].Sum = 0
			}
		}},
	{name: "cages with repeats", shape: func(Rand) *Rules { return &Rules{} }, over: addRepeatCages},
	{name: "little killer", shape: func(Rand) *Rules { return &Rules{} }, over: outsideOver(LittleKillerClue)},
	{name: "sandwich", shape: func(Rand) *Rules { return &Rules{} }, over: outsideOver(SandwichClue)},
	{name: "x-sum", shape: func(Rand) *Rules { return &Rules{} }, over: outsideOver(XSumClue)},
	{name: "skyscraper", shape: func(Rand) *Rules { return &Rules{} }, over: outsideOver(SkyscraperClue)},
	{name: "outside mix", shape: func(r Rand) *Rules { return &Rules{AntiKing: below(r, 3) == 0} },
		over: func(rs *Rules, sol *Grid, r Rand) {
			for k := LittleKillerClue; k <= SkyscraperClue; k++ {
				outsideOver(k)(rs, sol, r)
			}
			if below(r, 2) == 0 {
				addRepeatCages(rs, sol, r)
			}
		}},
}

// addOverlapCages adds one to four cages of two to five cells of
// distinct digits of sol, with their totals, over the cages there.
func addOverlapCages(rs *Rules, sol *Grid, r Rand) {
	for range 1 + below(r, 4) {
		w := randomWalk(r, 2+below(r, 4), true, map[int]bool{})
		var cells []int
		var seen [10]bool
		sum := 0
		for _, c := range w {
			if !seen[sol[c]] {
				seen[sol[c]] = true
				cells = append(cells, c)
				sum += int(sol[c])
			}
		}
		rs.Cages = append(rs.Cages, Cage{Cells: cells, Sum: sum})
	}
}

// addRepeatCages adds one to three cages with AllowRepeats of one to
// twelve random cells, with their totals in sol.
func addRepeatCages(rs *Rules, sol *Grid, r Rand) {
	for range 1 + below(r, 3) {
		cells := randomCells(r, 1+below(r, 12))
		sum := 0
		for _, c := range cells {
			sum += int(sol[c])
		}
		rs.Cages = append(rs.Cages, Cage{Cells: cells, Sum: sum, AllowRepeats: true})
	}
}

// outsideOver returns a family's over that adds one to six clues of the
// kind, true of sol but, one time in sixteen, a step off.
func outsideOver(kind OutsideKind) func(rs *Rules, sol *Grid, r Rand) {
	return func(rs *Rules, sol *Grid, r Rand) {
		for range 1 + below(r, 6) {
			var cells []int
			if kind == LittleKillerClue {
				cells = randomDiagonal(r)
			} else {
				cells = randomLine(r)
			}
			o := OutsideClue{Kind: kind, Cells: cells, Value: outsideValue(kind, sol, cells)}
			if below(r, 16) == 0 {
				o.Value += 2*below(r, 2) - 1
				if checkOutside(0, o) != nil {
					o.Value = outsideValue(kind, sol, cells)
				}
			}
			rs.Outside = append(rs.Outside, o)
		}
	}
}

// randomDiagonal returns the cells of a random diagonal from edge to
// edge, in order from one end.
func randomDiagonal(r Rand) []int {
	dr, dc := 2*below(r, 2)-1, 2*below(r, 2)-1
	row, col := below(r, 9), below(r, 9)
	for row-dr >= 0 && row-dr < 9 && col-dc >= 0 && col-dc < 9 {
		row, col = row-dr, col-dc
	}
	var cells []int
	for ; row >= 0 && row < 9 && col >= 0 && col < 9; row, col = row+dr, col+dc {
		cells = append(cells, row*9+col)
	}
	return cells
}

// randomLine returns the cells of a random row or column, from either
// end.
func randomLine(r Rand) []int {
	n := below(r, 9)
	col := below(r, 2) == 0
	back := below(r, 2) == 0
	cells := make([]int, 9)
	for k := range cells {
		j := k
		if back {
			j = 8 - k
		}
		if col {
			cells[k] = j*9 + n
		} else {
			cells[k] = n*9 + j
		}
	}
	return cells
}

// outsideValue returns the value of a clue of the kind over the cells
// in the solved grid sol, computed by the rule's definition.
func outsideValue(kind OutsideKind, sol *Grid, cells []int) int {
	v := 0
	switch kind {
	case LittleKillerClue:
		for _, c := range cells {
			v += int(sol[c])
		}
	case SandwichClue:
		inside := false
		for _, c := range cells {
			d := int(sol[c])
			if d == 1 || d == 9 {
				inside = !inside
			} else if inside {
				v += d
			}
		}
	case XSumClue:
		for _, c := range cells[:sol[cells[0]]] {
			v += int(sol[c])
		}
	case SkyscraperClue:
		tallest := uint8(0)
		for _, c := range cells {
			if sol[c] > tallest {
				v++
				tallest = sol[c]
			}
		}
	}
	return v
}

// TestOutsideCountBrute checks Count against the brute force on random
// puzzles of the families of this round, as TestRulesCountBrute does for
// the others: one, several or no solutions. A clue a step off may break
// the drawn solution: the brute force and Validate must agree on it.
func TestOutsideCountBrute(t *testing.T) {
	// 100 cases of three puzzles for each family: 2,100 puzzles counted
	// by both.
	withChecks(t, allsamples.Size(1000, 100, 300))
	checkCountBrute(t, outsideFamilies, countBrute{puzzle: outsideSparser, brokenSol: true})
}

// TestOutsideSolveKeepsRules checks that every solution Solve returns
// under the rules of this round keeps the givens, passes Validate, and
// satisfies the brute-force checker.
func TestOutsideSolveKeepsRules(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 200, 500))
	checkSolveKeepsRules(t, outsideFamilies)
}

// TestOutsideTrueCandidatesBrute checks TrueCandidates against the union
// of all solutions the brute force enumerates.
func TestOutsideTrueCandidatesBrute(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 200, 500))
	checkTrueCandidatesBrute(t, outsideFamilies, outsideSparser)
}

// outsideSparser is puzzleFrom with up to 44 cells cleared, so that more
// puzzles have several solutions: the brute force still counts them
// fast, with few cells left free by their rows, columns and boxes.
func outsideSparser(t *rapid.T, sol Grid) Grid {
	g := puzzleFrom(t, sol)
	n := rapid.IntRange(0, 30).Draw(t, "more")
	for _, c := range drawCells(t, n, "moreCells") {
		if g[c] == sol[c] {
			g[c] = 0
		}
	}
	return g
}

// TestOutsideDoesNotAllocate checks that a search under the published
// puzzles' rules allocates nothing once the rules are compiled.
func TestOutsideDoesNotAllocate(t *testing.T) {
	for _, tc := range issPublished {
		if strings.Contains(tc.name, "Barbed") {
			continue // the slowest: the others reach every propagator
		}
		t.Run(tc.name, func(t *testing.T) {
			rs, g := issRules(t, tc.input)
			checkNoAllocs(t, rs, g)
		})
	}
}

// row and col return the cells of row r or column c (from 0), in order.
func row(r int) []int {
	cells := make([]int, 9)
	for k := range cells {
		cells[k] = r*9 + k
	}
	return cells
}

func col(c int) []int {
	cells := make([]int, 9)
	for k := range cells {
		cells[k] = k*9 + c
	}
	return cells
}

// TestOutsideCheck checks the faults Check finds in cages with repeats
// and outside clues, and that overlapping cages are no fault.
func TestOutsideCheck(t *testing.T) {
	lk := func(v int, cells ...int) OutsideClue {
		return OutsideClue{Kind: LittleKillerClue, Cells: cells, Value: v}
	}
	tests := []struct {
		name  string
		rs    *Rules
		rule  string // "" for valid
		index int
		cells []int
	}{
		{"cages overlap", &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}, {Cells: []int{1, 2}, Sum: 5}}}, "", 0, nil},
		{"a cage inside a cage", &Rules{Cages: []Cage{{Cells: []int{0, 1, 2}, Sum: 6}, {Cells: []int{1}, Sum: 2}}}, "", 0, nil},
		{"repeats of twelve cells", &Rules{Cages: []Cage{{Cells: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Sum: 50, AllowRepeats: true}}}, "", 0, nil},
		{"repeats 18 of two", &Rules{Cages: []Cage{{Cells: []int{0, 10}, Sum: 18, AllowRepeats: true}}}, "", 0, nil},
		{"repeats without a total", &Rules{Cages: []Cage{{Cells: []int{0, 1}, AllowRepeats: true}}}, "cage", 0, []int{0, 1}},
		{"repeats 19 of two", &Rules{Cages: []Cage{{Cells: []int{0, 10}, Sum: 19, AllowRepeats: true}}}, "cage", 0, []int{0, 10}},
		{"repeats with a cell twice", &Rules{Cages: []Cage{{Cells: []int{0, 0}, Sum: 2, AllowRepeats: true}}}, "cage", 0, []int{0}},
		{"little killer", &Rules{Outside: []OutsideClue{lk(12, 2, 10, 18)}}, "", 0, nil},
		{"little killer too big", &Rules{Outside: []OutsideClue{lk(28, 2, 10, 18)}}, "little killer", 0, []int{2, 10, 18}},
		{"little killer short", &Rules{Outside: []OutsideClue{lk(12, 2, 10)}}, "little killer", 0, []int{2, 10}},
		{"sandwich 0", &Rules{Outside: []OutsideClue{{Kind: SandwichClue, Cells: row(0)}}}, "", 0, nil},
		{"sandwich 36", &Rules{Outside: []OutsideClue{{Kind: SandwichClue, Cells: row(0), Value: 36}}}, "sandwich", 0, row(0)},
		{"x-sum of a diagonal", &Rules{Outside: []OutsideClue{{Kind: XSumClue, Cells: []int{0, 10, 20, 30, 40, 50, 60, 70, 80}, Value: 9}}}, "x-sum", 0, []int{0, 10, 20, 30, 40, 50, 60, 70, 80}},
		{"skyscraper 10", &Rules{Outside: []OutsideClue{{Kind: SkyscraperClue, Cells: col(3), Value: 10}}}, "skyscraper", 0, col(3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRuleError(t, "Check", tt.rs.Check(), ErrRules, tt.rule, tt.index, tt.cells)
		})
	}
}

// TestOutsideValidate checks that Validate reports grids that break a
// cage with repeats or an outside clue, as soon as the filled cells
// decide it, and no sooner.
func TestOutsideValidate(t *testing.T) {
	rep := &Rules{Cages: []Cage{{Cells: []int{0, 40, 80}, Sum: 7, AllowRepeats: true}}}
	clue := func(kind OutsideKind, cells []int, v int) *Rules {
		return &Rules{Outside: []OutsideClue{{Kind: kind, Cells: cells, Value: v}}}
	}
	// A diagonal from r1c4 down to r4c1, through three boxes.
	diag := []int{3, 11, 19, 27}
	// Row 1: 4 1 7 3 6 9 8 2 5 (sandwich 7+3+6 = 16; x-sum 4+1+7+3 = 15,
	// from the right 5+2+8+9+6 = 30; skyscrapers 4 7 9 and 5 8 9 seen).
	row1 := gridOf(0, 4, 1, 1, 2, 7, 3, 3, 4, 6, 5, 9, 6, 8, 7, 2, 8, 5)
	tests := []struct {
		name  string
		rs    *Rules
		g     Grid
		rule  string
		index int
		cells []int
	}{
		{"repeats met", rep, gridOf(0, 2, 40, 3, 80, 2), "", 0, nil},
		{"repeats missed", rep, gridOf(0, 2, 40, 3, 80, 1), "cage", 0, []int{0, 40, 80}},
		{"repeats over", rep, gridOf(0, 5, 40, 3), "cage", 0, []int{0, 40, 80}},
		{"repeats are no conflict", &Rules{Cages: []Cage{{Cells: []int{0, 40}, Sum: 4, AllowRepeats: true}}}, gridOf(0, 2, 40, 2), "", 0, nil},
		{"little killer met", clue(LittleKillerClue, diag, 14), gridOf(3, 4, 11, 1, 19, 5, 27, 4), "", 0, nil},
		{"little killer open", clue(LittleKillerClue, diag, 14), gridOf(3, 4, 11, 1, 27, 4), "", 0, nil},
		{"little killer missed", clue(LittleKillerClue, diag, 15), gridOf(3, 4, 11, 1, 19, 5, 27, 4), "little killer", 0, diag},
		{"little killer over", clue(LittleKillerClue, diag, 8), gridOf(3, 4, 11, 1, 27, 4), "little killer", 0, diag},
		{"sandwich met", clue(SandwichClue, row(0), 16), row1, "", 0, nil},
		{"sandwich missed", clue(SandwichClue, row(0), 15), row1, "sandwich", 0, []int{1, 2, 3, 4, 5}},
		{"sandwich open", clue(SandwichClue, row(0), 14), gridOf(1, 1, 2, 7, 5, 9), "", 0, nil},
		{"sandwich over", clue(SandwichClue, row(0), 6), gridOf(1, 1, 2, 7, 5, 9), "sandwich", 0, []int{1, 2, 3, 4, 5}},
		{"sandwich from the right", clue(SandwichClue, reverse(row(0)), 16), row1, "", 0, nil},
		{"x-sum met", clue(XSumClue, row(0), 15), row1, "", 0, nil},
		{"x-sum missed", clue(XSumClue, row(0), 18), row1, "x-sum", 0, []int{0, 1, 2, 3}},
		{"x-sum from the right", clue(XSumClue, reverse(row(0)), 30), row1, "", 0, nil},
		{"x-sum open", clue(XSumClue, row(0), 18), gridOf(0, 4, 1, 1), "", 0, nil},
		{"x-sum over", clue(XSumClue, row(0), 4), gridOf(0, 4, 1, 1), "x-sum", 0, []int{0, 1, 2, 3}},
		{"skyscraper met", clue(SkyscraperClue, row(0), 3), row1, "", 0, nil},
		{"skyscraper from the right", clue(SkyscraperClue, reverse(row(0)), 3), row1, "", 0, nil},
		{"skyscraper missed", clue(SkyscraperClue, row(0), 4), row1, "skyscraper", 0, []int{0, 1, 2, 3, 4, 5}},
		{"skyscraper decided at the 9", clue(SkyscraperClue, row(0), 4), gridOf(0, 4, 1, 1, 2, 7, 3, 3, 4, 6, 5, 9), "skyscraper", 0, []int{0, 1, 2, 3, 4, 5}},
		{"skyscraper open", clue(SkyscraperClue, row(0), 4), gridOf(0, 4, 1, 1, 2, 7, 3, 3, 5, 9), "", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRuleError(t, "Validate", tt.rs.Validate(tt.g), ErrBroken, tt.rule, tt.index, tt.cells)
		})
	}
}

// reverse returns the cells in the other order.
func reverse(cells []int) []int {
	out := make([]int, len(cells))
	for k, c := range cells {
		out[len(cells)-1-k] = c
	}
	return out
}

// overlapOutsidePuzzle is the golden JSON puzzle of overlapping cages, a
// cage with repeats and one outside clue of each kind, all true of the
// solution of the "X-Sum little killer" puzzle above.
func overlapOutsidePuzzle(grid func(string) Grid) Puzzle {
	return Puzzle{
		Grid: grid(strings.Repeat(".", 55) + "2.....5" + strings.Repeat(".", 19)),
		Rules: Rules{
			Cages: []Cage{
				{Cells: []int{0, 1}, Sum: 11},
				{Cells: []int{1, 2, 10}, Sum: 11},
				{Cells: []int{40, 41, 49, 50, 80}, Sum: 20, AllowRepeats: true},
			},
			Outside: []OutsideClue{
				{Kind: LittleKillerClue, Cells: []int{0, 10, 20, 30, 40, 50, 60, 70, 80}, Value: 23},
				{Kind: SandwichClue, Cells: row(0), Value: 0},
				{Kind: XSumClue, Cells: col(0), Value: 25},
				{Kind: SkyscraperClue, Cells: reverse(row(4)), Value: 1},
			},
		},
	}
}

// TestOverlapOutsidePuzzle checks that the golden puzzle's rules hold
// in the solution they were taken from.
func TestOverlapOutsidePuzzle(t *testing.T) {
	p := overlapOutsidePuzzle(func(s string) Grid { return mustParse(t, s) })
	sol := mustParse(t, "562831974837429165941576238195384726286715349473692581329168457758943612614257893")
	if err := p.Rules.Validate(sol); err != nil {
		t.Errorf("Validate(solution) = %v", err)
	}
	if !newBruteChecker(&p.Rules).solves(&p.Grid, &sol) {
		t.Errorf("the brute-force checker refuses the solution")
	}
}
