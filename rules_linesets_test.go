package sudoku

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// Tests of renban, between, lockout, region sum, zipper and double arrow
// lines: the brute-force predicate of each, written from the rules'
// words apart from the engine, and the engine checked against it.

// bruteLineOK reports whether the filled cells of g break none of the
// lines of these kinds in rs.
func bruteLineOK(rs *Rules, g *Grid) bool {
	for _, l := range rs.Lines {
		if !bruteLineKeeps(rs, l, g) {
			return false
		}
	}
	return true
}

// bruteLineKeeps reports whether the filled cells of g break the line l.
func bruteLineKeeps(rs *Rules, l Line, g *Grid) bool {
	n := len(l.Cells)
	d := make([]int, n) // the digits along the line, 0 for empty
	full := true
	for k, c := range l.Cells {
		d[k] = int(g[c])
		full = full && d[k] != 0
	}
	first, last := d[0], d[n-1]
	switch l.Kind {
	case RenbanLine:
		// Distinct, and the greatest less the least is below n.
		lo, hi := 10, 0
		seen := map[int]bool{}
		for _, v := range d {
			if v == 0 {
				continue
			}
			if seen[v] {
				return false
			}
			seen[v] = true
			lo, hi = min(lo, v), max(hi, v)
		}
		return hi == 0 || hi-lo < n
	case BetweenLine:
		if first == 0 || last == 0 {
			return true
		}
		for _, v := range d[1 : n-1] {
			if v != 0 && !(min(first, last) < v && v < max(first, last)) {
				return false
			}
		}
		return first != last
	case LockoutLine:
		if first == 0 || last == 0 {
			return true
		}
		want := l.Value
		if want == 0 {
			want = 4
		}
		gap := first - last
		if gap < 0 {
			gap = -gap
		}
		if gap < want {
			return false
		}
		for _, v := range d[1 : n-1] {
			if v != 0 && min(first, last) <= v && v <= max(first, last) {
				return false
			}
		}
		return true
	case RegionSumLine:
		// Cut the line where its region changes; every visit whose
		// cells are all filled has the same total.
		region := func(c int) int {
			if rs.Regions != nil {
				return int(rs.Regions[c])
			}
			return (c/9/3)*3 + c%9/3
		}
		total, sum, seg := -1, 0, true
		for k, c := range l.Cells {
			if k > 0 && region(c) != region(l.Cells[k-1]) {
				if seg && total >= 0 && sum != total {
					return false
				}
				if seg && total < 0 {
					total = sum
				}
				sum, seg = 0, true
			}
			sum += d[k]
			seg = seg && d[k] != 0
		}
		return !seg || total < 0 || sum == total
	case ZipperLine:
		total := -1
		if n%2 == 1 && d[n/2] != 0 {
			total = d[n/2]
		}
		for k := range n / 2 {
			x, y := d[k], d[n-1-k]
			if x == 0 || y == 0 {
				continue
			}
			if total >= 0 && x+y != total {
				return false
			}
			total = x + y
		}
		return true
	case DoubleArrowLine:
		if !full {
			return true
		}
		sum := 0
		for _, v := range d[1 : n-1] {
			sum += v
		}
		return sum == first+last
	}
	return true
}

// randomLinesSets returns lines of the kinds of these tests that the
// solution sol keeps: random king's walks, each kept when sol keeps it as
// a line of a random kind, up to a random number of lines.
func randomLinesSets(rs *Rules, sol *Grid, r Rand) {
	want := 1 + below(r, 5)
	kinds := []LineKind{RenbanLine, BetweenLine, LockoutLine, RegionSumLine, ZipperLine, DoubleArrowLine}
	for try := 0; try < 2000 && len(rs.Lines) < want; try++ {
		kind := kinds[below(r, len(kinds))]
		n := 2 + below(r, 4)
		switch kind {
		case BetweenLine, DoubleArrowLine:
			n = 3 + below(r, 4)
		case RegionSumLine:
			n = 2 + below(r, 8)
		}
		w := randomWalk(r, n, false, map[int]bool{})
		if len(w) < n {
			continue
		}
		l := Line{Kind: kind, Cells: w}
		if kind == LockoutLine && below(r, 2) == 0 {
			l.Value = 1 + below(r, 5)
		}
		if !bruteLineKeeps(rs, l, sol) {
			continue
		}
		rs.Lines = append(rs.Lines, l)
	}
}

// linesSetsFamilies are the rule families of these tests: the lines on
// a classic grid, on a jigsaw, and with cages.
var linesSetsFamilies = []family{
	{name: "lines", shape: func(Rand) *Rules { return &Rules{} }, over: randomLinesSets},
	{name: "lines-jigsaw", shape: func(r Rand) *Rules { return &Rules{Regions: randomRegions(r)} }, over: randomLinesSets},
	{name: "lines-mix", shape: randomMix, over: randomLinesSets},
}

// TestLinesSetsCountBrute checks Count against the brute force on random
// puzzles with lines: a random solution with cells cleared, some with a
// wrong digit put in, so with one, several or no solutions (each met, or
// the test fails), and one with 15 to 40 cells cleared.
func TestLinesSetsCountBrute(t *testing.T) {
	// 150 cases of three puzzles for each family: 1,350 puzzles counted
	// by both; 1,500 cases with -allsamples, 100 with -short (rapid
	// takes a fifth).
	withChecks(t, allsamples.Size(1500, 150, 500))
	seen := checkCountBrute(t, linesSetsFamilies, countBrute{
		puzzle: puzzleFrom,
		// A sparser puzzle, more often with several solutions.
		more: func(t *rapid.T, rs *Rules, bc *bruteChecker, sol Grid) []int {
			g := clearCells(t, sol, rapid.IntRange(15, 40).Draw(t, "sparse"), "sparseCells")
			return []int{checkCount(t, rs, bc, g)}
		},
	})
	if !t.Failed() && !testing.Short() && (seen[0] == 0 || seen[1] == 0 || seen[2]+seen[3] == 0) {
		t.Errorf("solutions counted %v times: want puzzles with none, one and several", seen)
	}
}

// TestLinesSetsSolveKeepsRules checks that every solution Solve returns
// on a sparse puzzle with lines keeps the givens and every rule, by the
// brute force's predicate and by Validate.
func TestLinesSetsSolveKeepsRules(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 150, 500))
	checkSolveKeepsRules(t, linesSetsFamilies)
}

// TestLinesSetsTrueCandidatesBrute checks TrueCandidates under lines
// against the union of all solutions the brute force enumerates.
func TestLinesSetsTrueCandidatesBrute(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 100, 500))
	checkTrueCandidatesBrute(t, linesSetsFamilies, puzzleFrom)
}

// TestLinesSetsValidatePartial checks that Validate never reports a
// partly filled grid that the brute force completes, and reports every
// full grid the brute force's predicate refuses.
func TestLinesSetsValidatePartial(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 150, 500))
	rapid.Check(t, func(t *rapid.T) {
		rs, sol, _, ok := drawCase(t, drawFamily(t, linesSetsFamilies))
		if !ok {
			return
		}
		g := puzzleFrom(t, sol)
		bc := newBruteChecker(rs)
		if err := rs.Validate(g); err != nil && bc.count(g, 1) > 0 {
			t.Fatalf("Validate(%v) = %v, but it has a solution", g, err)
		}
		// A full grid: sol with two cells of one row swapped.
		row := rapid.IntRange(0, 8).Draw(t, "row")
		a, b := rapid.IntRange(0, 8).Draw(t, "a"), rapid.IntRange(0, 8).Draw(t, "b")
		s := sol
		s[row*9+a], s[row*9+b] = s[row*9+b], s[row*9+a]
		err := rs.Validate(s)
		if bc.ok(&s) != (err == nil) {
			t.Fatalf("Validate(%v) = %v, brute force ok %v", s, err, bc.ok(&s))
		}
	})
}

// issLineRules reads the subset of ISS's constraint strings that the
// puzzles of testdata/iss_lines.tsv use: givens ("~R1C2_9"), anti-king,
// black dots, thermometers and the lines of these tests.
func issLineRules(t *testing.T, s string) (*Rules, Grid) {
	t.Helper()
	rs := &Rules{}
	var g Grid
	cell := func(id string) int {
		var r, c int
		if _, err := fmt.Sscanf(id, "R%dC%d", &r, &c); err != nil {
			t.Fatalf("cell %q: %v", id, err)
		}
		return (r-1)*9 + c - 1
	}
	kinds := map[string]LineKind{"Renban": RenbanLine, "Between": BetweenLine,
		"Lockout": LockoutLine, "RegionSumLine": RegionSumLine, "Zipper": ZipperLine,
		"DoubleArrow": DoubleArrowLine}
	for _, part := range strings.Split(s, ".") {
		f := strings.Split(part, "~")
		switch name := f[0]; {
		case part == "":
		case name == "":
			for _, x := range f[1:] {
				if x == "" {
					continue
				}
				id, d, _ := strings.Cut(x, "_")
				g[cell(id)] = d[0] - '0'
			}
		case name == "AntiKing":
			rs.AntiKing = true
		case name == "BlackDot":
			rs.Dots = append(rs.Dots, Dot{A: cell(f[1]), B: cell(f[2]), Kind: BlackDot})
		case name == "Thermo":
			var th Thermo
			for _, x := range f[1:] {
				th.Cells = append(th.Cells, cell(x))
			}
			rs.Thermos = append(rs.Thermos, th)
		case kinds[name] != 0:
			l := Line{Kind: kinds[name]}
			ids := f[1:]
			if name == "Lockout" {
				l.Value, _ = strconv.Atoi(ids[0])
				ids = ids[1:]
			}
			for _, x := range ids {
				l.Cells = append(l.Cells, cell(x))
			}
			rs.Lines = append(rs.Lines, l)
		default:
			t.Fatalf("unknown constraint %q", name)
		}
	}
	return rs, g
}

// issLineRows returns the rows of testdata/iss_lines.tsv, each its
// fields: a name, ISS's constraint string and the solution.
func issLineRows(t *testing.T) [][]string {
	t.Helper()
	data, err := os.ReadFile("testdata/iss_lines.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		rows = append(rows, strings.Split(line, "\t"))
	}
	return rows
}

// TestLinesSetsPublished solves the published puzzles with these lines
// that ISS's examples and collections hold (testdata/iss_lines.tsv: the
// name, ISS's constraint string, and the solution it gives, none for a
// puzzle without one), and checks that each has that one solution. The
// first two hard renbans take seconds: only -allsamples takes them. ISS's "Zero
// solution: Renban" is left out of the file: neither ISS nor this
// engine proves it has no solution within minutes.
func TestLinesSetsPublished(t *testing.T) {
	for _, f := range issLineRows(t) {
		t.Run(f[0], func(t *testing.T) {
			if !allsamples.On() && (f[0] == "Hard renban 1" || f[0] == "Hard renban 2") {
				t.Skip("takes seconds: run with -allsamples")
			}
			rs, g := issLineRules(t, f[1])
			if err := rs.Validate(g); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			sols := rs.Solve(g, 2)
			var want []Grid
			if len(f) > 2 && f[2] != "" {
				want = []Grid{mustParse(t, f[2])}
			}
			if diff := cmp.Diff(want, sols); diff != "" {
				t.Errorf("solutions (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLinesSetsCheck checks the faults Check finds in these lines, and
// that it takes the good ones.
func TestLinesSetsCheck(t *testing.T) {
	line := func(k LineKind, v int, cells ...int) *Rules {
		return &Rules{Lines: []Line{{Kind: RenbanLine, Cells: []int{80}}, {Kind: k, Cells: cells, Value: v}}}
	}
	tests := []struct {
		name  string
		rs    *Rules
		rule  string // "" for nil
		cells []int
	}{
		{"renban of one", line(RenbanLine, 0, 0), "", nil},
		{"renban of nine", line(RenbanLine, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8), "", nil},
		{"renban of ten", line(RenbanLine, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 17), "renban", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}},
		{"renban repeats", line(RenbanLine, 0, 0, 1, 0), "renban", []int{0}},
		{"renban with a value", line(RenbanLine, 3, 0, 1), "renban", []int{0, 1}},
		{"between of two", line(BetweenLine, 0, 0, 1), "between line", []int{0, 1}},
		{"between jumps", line(BetweenLine, 0, 0, 1, 3), "between line", []int{1, 3}},
		{"lockout of two", line(LockoutLine, 0, 0, 1), "", nil},
		{"lockout value 8", line(LockoutLine, 8, 0, 1, 2), "", nil},
		{"lockout value 9", line(LockoutLine, 9, 0, 1, 2), "lockout line", []int{0, 1, 2}},
		{"region sum long", line(RegionSumLine, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 16), "", nil},
		{"region sum with a value", line(RegionSumLine, 1, 0, 1), "region sum line", []int{0, 1}},
		{"zipper of one", line(ZipperLine, 0, 0), "zipper line", []int{0}},
		{"zipper wraps a row", line(ZipperLine, 0, 8, 9), "zipper line", []int{8, 9}},
		{"double arrow of two", line(DoubleArrowLine, 0, 0, 1), "double arrow", []int{0, 1}},
		{"double arrow out of range", line(DoubleArrowLine, 0, 0, 1, 81), "double arrow", []int{81}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRuleError(t, "Check()", tt.rs.Check(), ErrRules, tt.rule, 1, tt.cells)
		})
	}
}

// TestLinesSetsValidate checks what Validate reports of these lines on
// partly filled grids: the rule, its index and the cells.
func TestLinesSetsValidate(t *testing.T) {
	line := func(k LineKind, v int, cells ...int) *Rules {
		return &Rules{Lines: []Line{{Kind: RenbanLine, Cells: []int{80}}, {Kind: k, Cells: cells, Value: v}}}
	}
	jigsaw := line(RegionSumLine, 0, 0, 1, 2, 3)
	jigsaw.Regions = jigsawRows() // r1 is one region: one visit
	tests := []struct {
		name  string
		rs    *Rules
		g     Grid
		rule  string // "" for nil
		cells []int
	}{
		{"renban run", line(RenbanLine, 0, 0, 1, 2), gridOf(0, 5, 2, 3), "", nil},
		{"renban repeat", line(RenbanLine, 0, 2, 12, 22), gridOf(2, 5, 22, 5), "renban", []int{2, 22}},
		{"renban too far", line(RenbanLine, 0, 0, 1, 2), gridOf(0, 5, 1, 2), "renban", []int{1, 0}},
		{"renban one digit", line(RenbanLine, 0, 0, 1, 2), gridOf(1, 9), "", nil},
		{"between met", line(BetweenLine, 0, 0, 1, 2), gridOf(0, 7, 1, 4, 2, 2), "", nil},
		{"between outside", line(BetweenLine, 0, 0, 1, 2), gridOf(0, 7, 1, 8, 2, 2), "between line", []int{0, 1, 2}},
		{"between on an end", line(BetweenLine, 0, 2, 12, 22), gridOf(2, 7, 12, 7), "between line", []int{2, 12, 22}},
		{"between no room", line(BetweenLine, 0, 0, 1, 2), gridOf(0, 4, 2, 5), "between line", []int{0, 2}},
		{"between one end", line(BetweenLine, 0, 0, 1, 2), gridOf(0, 4, 1, 8), "", nil},
		{"lockout met", line(LockoutLine, 0, 0, 1, 2, 3), gridOf(0, 2, 1, 9, 3, 6), "", nil},
		{"lockout close", line(LockoutLine, 0, 0, 1, 2, 3), gridOf(0, 2, 3, 5), "lockout line", []int{0, 3}},
		{"lockout value", line(LockoutLine, 2, 0, 1, 2, 3), gridOf(0, 2, 3, 4), "", nil},
		{"lockout inside", line(LockoutLine, 0, 0, 1, 2, 3), gridOf(0, 2, 2, 6, 3, 6+1), "lockout line", []int{0, 2, 3}},
		{"lockout end included", line(LockoutLine, 0, 0, 1, 2, 12), gridOf(0, 2, 1, 7, 12, 7), "lockout line", []int{0, 1, 12}},
		{"region sum met", line(RegionSumLine, 0, 1, 2, 3, 4), gridOf(1, 1, 2, 6, 3, 3, 4, 4), "", nil},
		{"region sum differs", line(RegionSumLine, 0, 1, 2, 3, 4), gridOf(1, 1, 2, 6, 3, 3, 4, 5), "region sum line", []int{1, 2, 3, 4}},
		{"region sum open", line(RegionSumLine, 0, 1, 2, 3, 4), gridOf(1, 1, 2, 6, 3, 3), "", nil},
		{"region sum one region", jigsaw, gridOf(0, 1, 1, 6, 2, 3, 3, 5), "", nil},
		{"zipper met", line(ZipperLine, 0, 0, 1, 2, 3), gridOf(0, 1, 1, 2, 2, 7, 3, 8), "", nil},
		{"zipper differs", line(ZipperLine, 0, 0, 1, 2, 3), gridOf(0, 1, 1, 2, 2, 6, 3, 8), "zipper line", []int{0, 3, 1, 2}},
		{"zipper middle", line(ZipperLine, 0, 0, 1, 2), gridOf(0, 3, 1, 5, 2, 1), "zipper line", []int{0, 1, 2}},
		{"zipper above middle", line(ZipperLine, 0, 0, 1, 2), gridOf(1, 5, 2, 6), "zipper line", []int{2, 1}},
		{"double arrow met", line(DoubleArrowLine, 0, 0, 1, 2, 3), gridOf(0, 2, 1, 5, 2, 3, 3, 6), "", nil},
		{"double arrow over", line(DoubleArrowLine, 0, 0, 1, 2, 3), gridOf(0, 2, 1, 5, 3, 3), "double arrow", []int{0, 1, 2, 3}},
		{"double arrow short", line(DoubleArrowLine, 0, 0, 1, 2, 3), gridOf(0, 2, 1, 4, 2, 3, 3, 6), "double arrow", []int{0, 1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRuleError(t, "Validate()", tt.rs.Validate(tt.g), ErrBroken, tt.rule, 1, tt.cells)
		})
	}
}

// TestLinesSetsGoldenPuzzle checks that the golden puzzle with these
// lines is valid and keeps the solution its lines were drawn from.
func TestLinesSetsGoldenPuzzle(t *testing.T) {
	var p Puzzle
	for _, q := range goldenPuzzles(t) {
		if len(q.Rules.Lines) > 0 && q.Rules.Lines[0].Kind == RenbanLine {
			p = q
		}
	}
	if len(p.Rules.Lines) == 0 {
		t.Fatal("no golden puzzle starts with a renban")
	}
	sol := mustParse(t, "697531842258497163314862579846273951532149786971658234125386497469715328783924615")
	if err := p.Rules.Validate(sol); err != nil {
		t.Fatalf("Validate(solution) = %v", err)
	}
	if n := p.Rules.Count(p.Grid, 1); n != 1 {
		t.Fatalf("Count = %d, want a solution", n)
	}
}

// TestLinesSetsDoNotAllocate checks that a search under these lines
// allocates nothing once the rules are compiled, on the published
// puzzles that solve in milliseconds (their lines of every kind), with
// the probe (region sum and zipper lines) and without it.
func TestLinesSetsDoNotAllocate(t *testing.T) {
	for _, f := range issLineRows(t) {
		if strings.HasPrefix(f[0], "Hard") || strings.HasPrefix(f[0], "Region sum lines, hard") {
			continue // seconds, or too long to run ten times
		}
		t.Run(f[0], func(t *testing.T) {
			rs, g := issLineRules(t, f[1])
			checkNoAllocs(t, rs, g)
		})
	}
}

// linesFromBytes builds lines of these kinds and a grid from arbitrary
// bytes: for each line a kind, a value, a first cell and king's steps
// (a byte's low three bits), then the grid's cells and digits.
func linesFromBytes(data []byte) (*Rules, Grid) {
	in := fuzzBytes(data)
	next := in.next
	kinds := []LineKind{RenbanLine, BetweenLine, LockoutLine, RegionSumLine, ZipperLine, DoubleArrowLine}
	steps := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	rs := &Rules{}
	if next()%4 == 0 {
		var reg [81]uint8
		for c := range reg {
			reg[c] = uint8(c/27*3 + c%9/3)
		}
		reg[20], reg[30] = 4, 0
		rs.Regions = &reg
	}
	for range next() % 6 {
		l := Line{Kind: kinds[next()%len(kinds)], Value: next() % 10}
		if l.Kind != LockoutLine || next()%2 == 0 {
			l.Value = 0
		}
		c := next() % 81
		l.Cells = append(l.Cells, c)
		for range next() % 10 {
			s := steps[next()%8]
			r, k := c/9+s[0], c%9+s[1]
			if r < 0 || r > 8 || k < 0 || k > 8 {
				continue
			}
			c = r*9 + k
			l.Cells = append(l.Cells, c)
		}
		rs.Lines = append(rs.Lines, l)
	}
	return rs, in.grid(10)
}

// FuzzLinesSets checks that Check, Validate and bounded searches never
// panic under these lines, and that when Check passes every solution
// found keeps the givens and the brute force's predicate, and Count
// agrees with Solve where both finish.
func FuzzLinesSets(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 2, 0, 0, 40, 3, 4, 4, 1, 1, 0, 3, 10, 2, 6, 7})
	f.Add([]byte{0, 3, 2, 5, 1, 20, 4, 4, 4, 6, 3, 0, 0, 60, 3, 7, 7, 0, 5})
	f.Add([]byte{1, 5, 5, 0, 0, 9, 5, 4, 4, 4, 4, 4, 3, 0, 0, 30, 4, 6, 6, 6, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, g := linesFromBytes(data)
		checkFuzzCase(t, rs, g, false)
	})
}
