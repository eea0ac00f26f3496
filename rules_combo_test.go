package sudoku

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/sudokugo/sudoku/internal/allsamples"
	"pgregory.net/rapid"
)

// Rules of every family of round two laid on the same cells at once, with
// the edge cases of each drawn on purpose (lines of two cells, a renban of
// a whole house, zippers of even length, modular lines of every modulus,
// little killers from a corner, sandwiches of 0, skyscrapers of 1 and 9,
// lockouts of every least difference), and lines kept whether the drawn
// solution keeps them or not, so that many puzzles have no solution: Count
// and TrueCandidates against the brute force.

// addEdgeLines lays one to four lines of random kinds on sol: most walk
// over cells other rules use too, some are true of sol and some not.
func addEdgeLines(rs *Rules, sol *Grid, r Rand) {
	kinds := []LineKind{WhisperLine, RenbanLine, PalindromeLine, BetweenLine,
		LockoutLine, RegionSumLine, ZipperLine, EntropicLine, ModularLine, DoubleArrowLine}
	for range 1 + below(r, 4) {
		kind := kinds[below(r, len(kinds))]
		var cells []int
		switch below(r, 4) {
		case 0: // a whole row, column or box, in order
			cells = randomHouseWalk(r)
		default:
			n := 2 + below(r, 6)
			if kind == BetweenLine || kind == DoubleArrowLine {
				n = 3 + below(r, 5)
			}
			cells = randomWalk(r, n, false, map[int]bool{})
		}
		if len(cells) < 2 || (kind == BetweenLine || kind == DoubleArrowLine) && len(cells) < 3 {
			continue
		}
		l := Line{Kind: kind, Cells: cells}
		switch kind {
		case WhisperLine, LockoutLine:
			l.Value = below(r, 9)
		case ModularLine:
			if l.Value = below(r, 9) + 1; l.Value == 1 {
				l.Value = 0
			}
		}
		// Keep most lines true of sol, so that some puzzles have a
		// solution; the rest may be false.
		if below(r, 4) != 0 && !bruteLineKeeps(rs, l, sol) {
			continue
		}
		if below(r, 4) != 0 && !brutePairLineOK(sol, l) {
			continue
		}
		rs.Lines = append(rs.Lines, l)
	}
}

// randomHouseWalk returns a row or column in order from either end, or
// a box read as a snake, so that each cell is a king's move from the one
// before.
func randomHouseWalk(r Rand) []int {
	if below(r, 2) == 0 {
		return randomLine(r)
	}
	b := below(r, 9)
	top, left := b/3*3, b%3*3
	var cells []int
	for k := range 3 {
		for j := range 3 {
			if k%2 == 1 {
				j = 2 - j
			}
			cells = append(cells, (top+k)*9+left+j)
		}
	}
	if below(r, 2) == 0 {
		for i, j := 0, len(cells)-1; i < j; i, j = i+1, j-1 {
			cells[i], cells[j] = cells[j], cells[i]
		}
	}
	return cells
}

// addEdgeOutside adds one to four outside clues of any kind, little
// killers from a corner among them, mostly true of sol.
func addEdgeOutside(rs *Rules, sol *Grid, r Rand) {
	for range 1 + below(r, 4) {
		kind := OutsideKind(1 + below(r, 4))
		var cells []int
		if kind == LittleKillerClue {
			switch below(r, 3) {
			case 0:
				corner := []int{0, 8, 72, 80}[below(r, 4)]
				cells = []int{corner}
			default:
				cells = randomDiagonal(r)
			}
		} else {
			cells = randomLine(r)
		}
		o := OutsideClue{Kind: kind, Cells: cells, Value: outsideValue(kind, sol, cells)}
		if below(r, 4) == 0 {
			o.Value += below(r, 5) - 2
			if checkOutside(0, o) != nil {
				o.Value = outsideValue(kind, sol, cells)
			}
		}
		rs.Outside = append(rs.Outside, o)
	}
}

// comboFamily lays rules of several families of round two on one grid.
var comboFamily = family{name: "combo", shape: func(r Rand) *Rules {
	switch below(r, 3) {
	case 0:
		return randomMix(r)
	case 1:
		return &Rules{Regions: randomRegions(r)}
	}
	return &Rules{AllWhite: below(r, 3) == 0, AllBlack: below(r, 3) == 0, AllXV: below(r, 3) == 0}
}, over: func(rs *Rules, sol *Grid, r Rand) {
	adds := []func(*Rules, *Grid, Rand){addEdgeLines, addEdgeOutside, addLinePairs,
		randomLinesSets, addValuedMarks, addExtremes, addParity, addQuadruples,
		addOverlapCages, addRepeatCages}
	for _, add := range adds {
		if below(r, 5) == 0 {
			add(rs, sol, r)
		}
	}
	addEdgeLines(rs, sol, r)
}}

// TestComboCountBrute checks Count and TrueCandidates against the brute
// force under rules of several families of round two at once.
func TestComboCountBrute(t *testing.T) {
	// 1,000 cases with -allsamples, 100 by default, 50 with -short.
	withChecks(t, allsamples.Size(1000, 100, 50))
	var seen [4]int
	rapid.Check(t, func(t *rapid.T) {
		rs, sol, _, ok := drawCase(t, comboFamily)
		if !ok {
			return
		}
		bc := newBruteChecker(rs)
		if bc.solves(&Grid{}, &sol) != (rs.Validate(sol) == nil) {
			t.Fatalf("on %v the brute force says %v, Validate %v; rules %+v",
				sol, bc.solves(&Grid{}, &sol), rs.Validate(sol), rs)
		}
		g := clearCells(t, outsideSparser(t, sol), rapid.IntRange(0, 40).Draw(t, "sparse"), "sparseCells")
		seen[checkCountCandidates(t, rs, bc, g)]++
	})
	t.Logf("puzzles with 0, 1, 2, 3+ solutions: %v", seen)
}

// TestAnyValueCountBrute checks Count against the brute force on sparse
// puzzles with outside clues and lines (of two to nine cells) of any
// value Check accepts, not only those the drawn solution keeps:
// skyscrapers of 1 and 9, X-sums of 1, sandwiches of 0, renbans of nine
// cells off any house and lockouts of any least difference among them.
func TestAnyValueCountBrute(t *testing.T) {
	withChecks(t, allsamples.Size(5000, 1000, 300))
	var seen [4]int
	rapid.Check(t, func(t *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		rs := &Rules{}
		sol, ok := rs.randomSolution(r, 20000)
		if !ok {
			return
		}
		for range 1 + below(r, 2) {
			o := OutsideClue{Kind: OutsideKind(1 + below(r, 4)), Cells: randomLine(r)}
			if o.Kind == LittleKillerClue {
				o.Cells = randomDiagonal(r)
			}
			ranges := map[OutsideKind][2]int{LittleKillerClue: {len(o.Cells), 9 * len(o.Cells)},
				SandwichClue: {0, 35}, XSumClue: {1, 45}, SkyscraperClue: {1, 9}}[o.Kind]
			o.Value = ranges[0] + below(r, ranges[1]-ranges[0]+1)
			if below(r, 2) == 0 {
				o.Value = outsideValue(o.Kind, &sol, o.Cells)
			}
			rs.Outside = append(rs.Outside, o)
		}
		for range below(r, 3) {
			kind := LineKind(1 + below(r, 10))
			n := 2 + below(r, 8)
			if kind == BetweenLine || kind == DoubleArrowLine {
				n++
			}
			cells := randomWalk(r, n, false, map[int]bool{})
			if len(cells) < n {
				continue
			}
			l := Line{Kind: kind, Cells: cells}
			switch kind {
			case WhisperLine, LockoutLine:
				l.Value = below(r, 9)
			case ModularLine:
				if l.Value = below(r, 9) + 1; l.Value == 1 {
					l.Value = 0
				}
			}
			rs.Lines = append(rs.Lines, l)
		}
		if err := rs.Check(); err != nil {
			t.Fatalf("drawn rules fail Check: %v", err)
		}
		g := clearCells(t, sol, rapid.IntRange(20, 44).Draw(t, "cleared"), "cells")
		bc := newBruteChecker(rs)
		seen[checkCount(t, rs, bc, g)]++
	})
	t.Logf("puzzles with 0, 1, 2, 3+ solutions: %v", seen)
}

// TestCrowdedCountBrute checks Count against the brute force with lines,
// dots, clones and cages of any value crowded into the top-left 4×4
// cells, so that many pairs of cells carry several rules at once, and
// their tables meet on the same pairs.
func TestCrowdedCountBrute(t *testing.T) {
	withChecks(t, allsamples.Size(1000, 150, 50))
	var seen [4]int
	rapid.Check(t, func(t *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		rs := &Rules{AllWhite: below(r, 4) == 0, AllBlack: below(r, 4) == 0, AllXV: below(r, 4) == 0}
		sol, ok := rs.randomSolution(r, 20000)
		if !ok {
			return
		}
		inCorner := func(c int) bool { return c/9 < 4 && c%9 < 4 }
		corner := func(n int) []int {
			var w []int
			for range 20 {
				w = randomWalk(r, n, false, map[int]bool{})
				ok := len(w) == n
				for _, c := range w {
					ok = ok && inCorner(c)
				}
				if ok {
					return w
				}
			}
			return nil
		}
		for range 1 + below(r, 5) {
			kind := LineKind(1 + below(r, 10))
			n := 2 + below(r, 4)
			if kind == BetweenLine || kind == DoubleArrowLine {
				n++
			}
			cells := corner(n)
			if cells == nil {
				continue
			}
			l := Line{Kind: kind, Cells: cells}
			switch kind {
			case WhisperLine, LockoutLine:
				l.Value = below(r, 9)
			case ModularLine:
				if l.Value = below(r, 9) + 1; l.Value == 1 {
					l.Value = 0
				}
			}
			if below(r, 2) == 0 && !(bruteLineKeeps(rs, l, &sol) && brutePairLineOK(&sol, l)) {
				continue
			}
			rs.Lines = append(rs.Lines, l)
		}
		for range below(r, 4) {
			a := below(r, 4)*9 + below(r, 3)
			b := a + 1
			if below(r, 2) == 0 {
				a = below(r, 3)*9 + below(r, 4)
				b = a + 9
			}
			marks := valuedMarks(int(sol[a]), int(sol[b]))
			d := marks[below(r, len(marks))]
			d.A, d.B = a, b
			if below(r, 3) == 0 {
				d.Kind = DotKind(1 + below(r, 5))
				switch d.Kind {
				case WhiteDot:
					d.Value = below(r, 9)
				case BlackDot:
					if d.Value = below(r, 9) + 1; d.Value == 1 {
						d.Value = 0
					}
				case SumMark:
					d.Value = 3 + below(r, 15)
				default:
					d.Value = 0
				}
			}
			rs.Dots = append(rs.Dots, d)
		}
		if below(r, 3) == 0 {
			if cl, ok := cloneOn(&sol, r, below(r, 4)*9+below(r, 4), 2+below(r, 3)); ok {
				rs.Clones = append(rs.Clones, cl)
			}
		}
		if below(r, 3) == 0 {
			cells := corner(2 + below(r, 4))
			if cells != nil {
				cg := Cage{Cells: cells, AllowRepeats: below(r, 2) == 0}
				for _, c := range cells {
					cg.Sum += int(sol[c])
				}
				rs.Cages = append(rs.Cages, cg)
			}
		}
		if rs.Check() != nil {
			return // two marks of one family on a pair, say
		}
		g := clearCells(t, sol, rapid.IntRange(10, 30).Draw(t, "cleared"), "cells")
		for c := range 16 {
			if below(r, 3) != 0 {
				g[c/4*9+c%4] = 0
			}
		}
		bc := newBruteChecker(rs)
		seen[checkCountCandidates(t, rs, bc, g)]++
	})
	t.Logf("puzzles with 0, 1, 2, 3+ solutions: %v", seen)
}

// TestComboJSONRoundTrip checks that rules of every family of round two
// at once come back whole from their JSON form.
func TestComboJSONRoundTrip(t *testing.T) {
	withChecks(t, allsamples.Size(1000, 100, 30))
	rapid.Check(t, func(t *rapid.T) {
		rs, _, _, ok := drawCase(t, comboFamily)
		if !ok {
			return
		}
		data, err := json.Marshal(rs)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var back Rules
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if diff := cmp.Diff(*rs, back, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("JSON round trip of %s (-want +got):\n%s", data, diff)
		}
	})
}

// TestComboValidateSound checks that Validate reports on a partly filled
// grid only what no completion mends: when it reports an error, the
// brute force finds no solution.
func TestComboValidateSound(t *testing.T) {
	withChecks(t, allsamples.Size(1000, 100, 50))
	reported := 0
	defer func() { t.Logf("%d grids Validate reported", reported) }()
	rapid.Check(t, func(t *rapid.T) {
		rs, sol, r, ok := drawCase(t, comboFamily)
		if !ok {
			return
		}
		g := outsideSparser(t, sol)
		for range below(r, 3) {
			g[below(r, 81)] = uint8(1 + below(r, 9))
		}
		err := rs.Validate(g)
		if err == nil {
			return
		}
		reported++
		if n := newBruteChecker(rs).count(g, 1); n != 0 && !errors.Is(err, ErrRules) {
			t.Fatalf("Validate(%v) = %v, but the brute force finds a solution; rules %+v", g, err, rs)
		}
	})
}

// checkCountCandidates checks Count up to 3 against the brute force on g
// under rs, and TrueCandidates against the union of the brute force's
// solutions when there are any; it returns the brute force's count.
func checkCountCandidates(t *rapid.T, rs *Rules, bc *bruteChecker, g Grid) int {
	t.Helper()
	want := checkCount(t, rs, bc, g)
	if want > 0 {
		wantU, _ := bc.union(g, 1<<20)
		if got := rs.TrueCandidates(g); got != wantU {
			t.Fatalf("TrueCandidates(%v) = %v, brute force %v; rules %+v", g, got, wantU, rs)
		}
	}
	return want
}
