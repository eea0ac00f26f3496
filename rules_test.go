package sudoku

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// A family makes a random rule set of one kind: shape first (from r),
// then, for the rules that are drawn over a solution (cages, dots), from
// the solution sol of the shape rules.
type family struct {
	name  string
	shape func(r Rand) *Rules
	over  func(rs *Rules, sol *Grid, r Rand) // nil when none
}

// families are the rule families the tests draw from.
var families = []family{
	{name: "classic", shape: func(Rand) *Rules { return &Rules{} }},
	{name: "jigsaw", shape: func(r Rand) *Rules { return &Rules{Regions: randomRegions(r)} }},
	{name: "x", shape: func(Rand) *Rules { return &Rules{MainDiagonal: true, AntiDiagonal: true} }},
	{name: "windoku", shape: func(Rand) *Rules { return &Rules{Windoku: true} }},
	{name: "disjoint", shape: func(Rand) *Rules { return &Rules{DisjointGroups: true} }},
	{name: "houses", shape: func(r Rand) *Rules { return &Rules{Houses: randomHouses(r)} }},
	{name: "anti-knight", shape: func(Rand) *Rules { return &Rules{AntiKnight: true} }},
	{name: "anti-king", shape: func(Rand) *Rules { return &Rules{AntiKing: true} }},
	{name: "non-consecutive", shape: func(Rand) *Rules { return &Rules{NonConsecutive: true} }},
	{name: "killer", shape: func(Rand) *Rules { return &Rules{} }, over: addCages},
	{name: "thermo", shape: func(r Rand) *Rules { return &Rules{Thermos: randomThermos(r)} }},
	{name: "arrow", shape: func(r Rand) *Rules { return &Rules{Arrows: randomArrows(r)} }},
	{name: "kropki", shape: func(Rand) *Rules { return &Rules{} }, over: addKropki},
	{name: "xv", shape: func(Rand) *Rules { return &Rules{} }, over: addXV},
	{name: "negative", shape: func(Rand) *Rules { return &Rules{} }, over: addNegative},
	{name: "mix", shape: randomMix, over: func(rs *Rules, sol *Grid, r Rand) {
		if below(r, 2) == 0 {
			addCages(rs, sol, r)
		}
		addNegative(rs, sol, r)
	}},
}

// randomRegions returns jigsaw regions: the boxes after random swaps of
// orthogonal neighbours in different regions, so each keeps nine cells.
func randomRegions(r Rand) *[81]uint8 {
	var reg [81]uint8
	for c := range reg {
		reg[c] = uint8(c/27*3 + c%9/3)
	}
	for range 40 {
		a := below(r, 81)
		b := a + 1
		if below(r, 2) == 0 {
			b = a + 9
		}
		if b > 80 || b == a+1 && b%9 == 0 || reg[a] == reg[b] {
			continue
		}
		reg[a], reg[b] = reg[b], reg[a]
	}
	return &reg
}

// randomHouses returns one to three houses of two to nine random cells.
func randomHouses(r Rand) [][]int {
	var hs [][]int
	for range 1 + below(r, 3) {
		hs = append(hs, randomCells(r, 2+below(r, 8)))
	}
	return hs
}

// randomCells returns n distinct random cells.
func randomCells(r Rand, n int) []int {
	var perm [81]int
	for i := range perm {
		perm[i] = i
	}
	for i := range n {
		j := i + below(r, 81-i)
		perm[i], perm[j] = perm[j], perm[i]
	}
	return append([]int(nil), perm[:n]...)
}

// randomWalk returns a walk of up to n distinct cells from a random cell,
// each a king's move (or, orth, an orthogonal step) from the one before.
func randomWalk(r Rand, n int, orth bool, used map[int]bool) []int {
	c := below(r, 81)
	if used[c] {
		return nil
	}
	walk := []int{c}
	used[c] = true
	for len(walk) < n {
		var next []int
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := c/9+dr, c%9+dc
				if (dr != 0 || dc != 0) && (!orth || dr == 0 || dc == 0) &&
					rr >= 0 && rr < 9 && cc >= 0 && cc < 9 && !used[rr*9+cc] {
					next = append(next, rr*9+cc)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		c = next[below(r, len(next))]
		used[c] = true
		walk = append(walk, c)
	}
	return walk
}

// randomThermos returns one to four thermos of two to six cells.
func randomThermos(r Rand) []Thermo {
	var ts []Thermo
	used := map[int]bool{}
	for range 1 + below(r, 4) {
		w := randomWalk(r, 2+below(r, 5), false, used)
		if len(w) >= 2 {
			ts = append(ts, Thermo{Cells: w})
		}
	}
	return ts
}

// randomArrows returns one to three arrows, some with pills.
func randomArrows(r Rand) []Arrow {
	var as []Arrow
	used := map[int]bool{}
	for range 1 + below(r, 3) {
		k := 1
		if below(r, 3) == 0 {
			k = 2
		}
		w := randomWalk(r, k+1+below(r, 4), false, used)
		if len(w) > k && (k == 1 || len(w)-k >= 2) {
			as = append(as, Arrow{Circle: w[:k], Cells: w[k:]})
		}
	}
	return as
}

// randomMix returns a few shape rules together.
func randomMix(r Rand) *Rules {
	rs := &Rules{
		MainDiagonal:   below(r, 3) == 0,
		Windoku:        below(r, 3) == 0,
		AntiKing:       below(r, 4) == 0,
		AntiKnight:     below(r, 5) == 0,
		NonConsecutive: below(r, 6) == 0,
	}
	if below(r, 3) == 0 {
		rs.Regions = randomRegions(r)
	}
	if below(r, 2) == 0 {
		rs.Thermos = randomThermos(r)
	}
	if below(r, 2) == 0 {
		rs.Arrows = randomArrows(r)
	}
	return rs
}

// addCages tiles the grid with cages of up to five cells drawn over sol,
// each of distinct digits; a few have no total.
func addCages(rs *Rules, sol *Grid, r Rand) {
	var owner [81]bool
	for _, c := range randomCells(r, 81) {
		if owner[c] {
			continue
		}
		cells := []int{c}
		owner[c] = true
		var digits [10]bool
		digits[sol[c]] = true
		size := 1 + below(r, 5)
		for len(cells) < size {
			var next []int
			for _, x := range cells {
				for _, y := range []int{x - 9, x + 9, x - 1, x + 1} {
					if y < 0 || y > 80 || (y == x-1 || y == x+1) && y/9 != x/9 ||
						owner[y] || digits[sol[y]] {
						continue
					}
					next = append(next, y)
				}
			}
			if len(next) == 0 {
				break
			}
			y := next[below(r, len(next))]
			owner[y] = true
			digits[sol[y]] = true
			cells = append(cells, y)
		}
		sum := 0
		for _, x := range cells {
			sum += int(sol[x])
		}
		if below(r, 10) == 0 {
			sum = 0
		}
		rs.Cages = append(rs.Cages, Cage{Cells: cells, Sum: sum})
	}
}

// markKind returns the marks that the digits x and y meet.
func markKinds(x, y int) []DotKind {
	var ks []DotKind
	if x-y == 1 || y-x == 1 {
		ks = append(ks, WhiteDot)
	}
	if x == 2*y || y == 2*x {
		ks = append(ks, BlackDot)
	}
	if x+y == 10 {
		ks = append(ks, XMark)
	}
	if x+y == 5 {
		ks = append(ks, VMark)
	}
	return ks
}

// addMarks puts, on orthogonal pairs of sol, marks of the kinds in want
// that the pair meets, at most one of each family (kropki, or X and V):
// on each such pair when all is set, else on some. A pair of 2 and 3 may
// so get a white dot and a V, as the negative rules of both families ask.
func addMarks(rs *Rules, sol *Grid, r Rand, all func(DotKind) bool, want ...DotKind) {
	for a := range 81 {
		for _, b := range []int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 {
				continue
			}
			var done [2]bool // a mark of the family, kropki or XV, is on
			for _, k := range markKinds(int(sol[a]), int(sol[b])) {
				f := 0
				if k == XMark || k == VMark {
					f = 1
				}
				for _, w := range want {
					if k == w && !done[f] && (all(k) || below(r, 3) == 0) {
						rs.Dots = append(rs.Dots, Dot{A: a, B: b, Kind: k})
						done[f] = true
					}
				}
			}
		}
	}
}

func addKropki(rs *Rules, sol *Grid, r Rand) {
	addMarks(rs, sol, r, func(DotKind) bool { return false }, WhiteDot, BlackDot)
}

func addXV(rs *Rules, sol *Grid, r Rand) {
	addMarks(rs, sol, r, func(DotKind) bool { return false }, XMark, VMark)
}

// addNegative sets some negative rules, then puts every mark they ask
// for on sol, and some of the others.
func addNegative(rs *Rules, sol *Grid, r Rand) {
	rs.AllWhite, rs.AllBlack, rs.AllXV = below(r, 2) == 0, below(r, 2) == 0, below(r, 2) == 0
	addMarks(rs, sol, r, func(k DotKind) bool {
		return k == WhiteDot && rs.AllWhite || k == BlackDot && rs.AllBlack ||
			(k == XMark || k == VMark) && rs.AllXV
	}, WhiteDot, BlackDot, XMark, VMark)
}

// drawCase draws a rule set of the family and a solution of it, or
// reports false when the search found none within its budget.
func drawCase(t *rapid.T, f family) (*Rules, Grid, Rand, bool) {
	r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
	rs := f.shape(r)
	if err := rs.Check(); err != nil {
		t.Fatalf("%s: drawn rules fail Check: %v", f.name, err)
	}
	budget := int64(20000)
	if testing.Short() {
		budget = 5000 // random jigsaw layouts often have no solution
	}
	sol, ok := rs.randomSolution(r, budget)
	if !ok {
		return nil, Grid{}, nil, false
	}
	if f.over != nil {
		f.over(rs, &sol, r)
		if err := rs.Check(); err != nil {
			t.Fatalf("%s: drawn rules fail Check: %v", f.name, err)
		}
	}
	return rs, sol, r, true
}

// puzzleFrom clears up to 14 random cells of sol and, sometimes, puts a
// random digit in one cleared cell.
func puzzleFrom(t *rapid.T, sol Grid) Grid {
	n := rapid.IntRange(0, 14).Draw(t, "cleared")
	g := clearCells(t, sol, n, "cells")
	if n > 0 {
		putWrongDigit(t, &g)
	}
	return g
}

// TestRulesCountBrute checks Count against the brute force on random
// puzzles of every family: a random solution with cells cleared, some
// with a wrong digit put in, so with one, several or no solutions.
func TestRulesCountBrute(t *testing.T) {
	// 40 cases of three puzzles for each family: 1,920 puzzles counted
	// by both; 600 cases (28,800 puzzles) with -allsamples, 30 (1,440)
	// with -short (rapid takes a fifth). Most of the time goes to drawing
	// the solutions of the non-consecutive and jigsaw families.
	withChecks(t, allsamples.Size(600, 40, 150))
	checkCountBrute(t, families, countBrute{puzzle: puzzleFrom})
}

// TestRulesSolveKeepsRules checks that every solution returned keeps the
// givens and breaks no rule.
func TestRulesSolveKeepsRules(t *testing.T) {
	// Drawing a solution of a random non-consecutive or jigsaw rule set
	// takes most of a case: 200 cases, the package's 2,000 with
	// -allsamples, 100 with -short (rapid takes a fifth).
	withChecks(t, allsamples.Size(2000, 200, 500))
	checkSolveKeepsRules(t, families)
}

// TestRulesTrueCandidatesBrute checks TrueCandidates against the union of
// all solutions the brute force enumerates.
func TestRulesTrueCandidatesBrute(t *testing.T) {
	// Drawing a solution of a random non-consecutive or jigsaw rule set
	// takes most of a case: 200 cases, the package's 2,000 with
	// -allsamples, 100 with -short (rapid takes a fifth).
	withChecks(t, allsamples.Size(2000, 200, 500))
	checkTrueCandidatesBrute(t, families, puzzleFrom)
}

// TestRulesCarve checks that a carved puzzle keeps the solution, is
// unique, and is minimal under its rules.
//
// Non-consecutive puzzles carve to a handful of clues that the engine
// takes long to prove unique, so -short leaves them out.
func TestRulesCarve(t *testing.T) {
	// A case carves a puzzle and tests each clue for minimality: 40
	// cases, 400 with -allsamples, 30 with -short (rapid takes a fifth).
	withChecks(t, allsamples.Size(400, 40, 150))
	rapid.Check(t, func(t *rapid.T) {
		f := drawFamily(t, families)
		if testing.Short() && f.name == "non-consecutive" {
			return
		}
		rs, sol, r, ok := drawCase(t, f)
		if !ok {
			return
		}
		p := rs.Carve(sol, r)
		sols := rs.Solve(p, 2)
		if len(sols) != 1 || sols[0] != sol {
			t.Fatalf("carved %v has solutions %v, want only %v", p, sols, sol)
		}
		for c, v := range p {
			if v == 0 {
				continue
			}
			q := p
			q[c] = 0
			if rs.IsUnique(q) {
				t.Fatalf("carved %v is not minimal: %s can go", p, cellName(c))
			}
		}
	})
}

// TestRulesClassicSame checks that classic rule sets give what the
// classic functions give.
func TestRulesClassicSame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		sol := randomGrid(r)
		p := Carve(sol, r)
		for _, rs := range []*Rules{nil, {}, {Houses: [][]int{{0, 1, 2}}}} {
			if got, want := rs.Count(p, 2), Count(p, 2); got != want {
				t.Fatalf("%+v: Count = %d, want %d", rs, got, want)
			}
			if got := rs.TrueCandidates(p); got[0] != Digits(1<<(sol[0]-1)) {
				t.Fatalf("%+v: TrueCandidates r1c1 = %v, want %d", rs, got[0], sol[0])
			}
		}
		// The general engine agrees on classic puzzles too.
		g := p
		g[below(r, 81)] = 0
		cr := (&Rules{}).compile()
		if got, want := cr.countExcept(&g, 3, 0, 0), Count(g, 3); got != want {
			t.Fatalf("general engine counts %d of %v, want %d", got, g, want)
		}
	})
}
