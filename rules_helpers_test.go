package sudoku

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The checks the rule families' tests share: drawing puzzles from a
// solution, Count, Solve and TrueCandidates against the brute checker,
// the faults Check and Validate report, searches that must not allocate,
// and the fuzz targets' bytes and verdicts.

// drawFamily draws one family of fams.
func drawFamily(t *rapid.T, fams []family) family {
	return fams[rapid.IntRange(0, len(fams)-1).Draw(t, "family")]
}

// drawCells draws n distinct cells, under label.
func drawCells(t *rapid.T, n int, label string) []int {
	return rapid.SliceOfNDistinct(rapid.IntRange(0, 80), n, n, rapid.ID[int]).Draw(t, label)
}

// clearCells returns g with n drawn cells cleared, under label.
func clearCells(t *rapid.T, g Grid, n int, label string) Grid {
	for _, c := range drawCells(t, n, label) {
		g[c] = 0
	}
	return g
}

// putWrongDigit puts, one time in four, a random digit in a random
// empty cell of g, which often leaves the puzzle with no solution.
func putWrongDigit(t *rapid.T, g *Grid) {
	if rapid.IntRange(0, 3).Draw(t, "wrong") != 0 {
		return
	}
	c := rapid.IntRange(0, 80).Filter(func(c int) bool { return g[c] == 0 }).Draw(t, "wrongCell")
	g[c] = uint8(rapid.IntRange(1, 9).Draw(t, "wrongDigit"))
}

// checkCount checks Count(g, 3) against the brute checker bc of rs and
// returns the brute checker's count.
func checkCount(t *rapid.T, rs *Rules, bc *bruteChecker, g Grid) int {
	t.Helper()
	want := bc.count(g, 3)
	if got := rs.Count(g, 3); got != want {
		t.Fatalf("Count(%v, 3) = %d, brute force %d; rules %+v", g, got, want, rs)
	}
	return want
}

// countBrute says what checkCountBrute checks of each case.
type countBrute struct {
	// puzzle draws a puzzle from a solution; three are counted a case.
	puzzle func(t *rapid.T, sol Grid) Grid
	// brokenSol allows a drawn solution that breaks a rule drawn over
	// it (a clue a step off); the brute checker and Validate must then
	// agree that it does.
	brokenSol bool
	// validate checks Validate on each puzzle: it reports what the
	// brute checker finds broken, and never a puzzle with a solution.
	validate bool
	// more, if not nil, checks more of a case and returns the counts of
	// the puzzles it counted.
	more func(t *rapid.T, rs *Rules, bc *bruteChecker, sol Grid) []int
}

// checkCountBrute checks Count against the brute checker on puzzles
// drawn from the solutions of cases of each family of fams, in a
// subtest each, as cb says. It returns how many puzzles had 0, 1, 2 and
// 3 solutions, and logs each family's.
func checkCountBrute(t *testing.T, fams []family, cb countBrute) [4]int {
	var all [4]int
	for _, f := range fams {
		t.Run(f.name, func(t *testing.T) {
			var counts [4]int
			rapid.Check(t, func(t *rapid.T) {
				rs, sol, _, ok := drawCase(t, f)
				if !ok {
					return
				}
				bc := newBruteChecker(rs)
				checkDrawnSolution(t, rs, bc, sol, cb.brokenSol)
				wants := make([]int, 0, 4)
				for range 3 {
					g := cb.puzzle(t, sol)
					want := checkCount(t, rs, bc, g)
					if cb.validate {
						err := rs.Validate(g)
						if err == nil && !bc.ok(&g) || err != nil && want > 0 {
							t.Fatalf("Validate(%v) = %v, brute force %d solutions", g, err, want)
						}
					}
					wants = append(wants, want)
				}
				if cb.more != nil {
					wants = append(wants, cb.more(t, rs, bc, sol)...)
				}
				for _, w := range wants {
					counts[w]++
				}
			})
			t.Logf("puzzles with 0, 1, 2, 3+ solutions: %v", counts)
			for k, n := range counts {
				all[k] += n
			}
		})
	}
	return all
}

// checkDrawnSolution checks that the brute checker bc of rs and Validate
// agree on the drawn solution sol, and, unless broken is allowed, that
// sol keeps the rules.
func checkDrawnSolution(t *rapid.T, rs *Rules, bc *bruteChecker, sol Grid, broken bool) {
	t.Helper()
	kept, err := bc.solves(&Grid{}, &sol), rs.Validate(sol)
	if kept != (err == nil) {
		t.Fatalf("on %v the brute force says %v, Validate %v; rules %+v", sol, kept, err, rs)
	}
	if !kept && !broken {
		t.Fatalf("random solution %v breaks the rules %+v: %v", sol, rs, err)
	}
}

// checkSolveKeepsRules checks, on cases of the families fams, that
// every solution Solve returns of a sparse puzzle keeps the givens and
// every rule, by the brute checker and by Validate, and that a puzzle
// cleared from a solution that keeps the rules has a solution.
func checkSolveKeepsRules(t *testing.T, fams []family) {
	rapid.Check(t, func(t *rapid.T) {
		rs, sol, _, ok := drawCase(t, drawFamily(t, fams))
		if !ok {
			return
		}
		bc := newBruteChecker(rs)
		// A sparser puzzle than the brute force can count: the engine's
		// solutions are checked one by one.
		g := sol
		for _, c := range rapid.SliceOfNDistinct(rapid.IntRange(0, 80), 0, 60, rapid.ID[int]).Draw(t, "cleared") {
			g[c] = 0
		}
		sols := rs.Solve(g, 5)
		if len(sols) == 0 && bc.solves(&Grid{}, &sol) {
			t.Fatalf("no solution of %v, which has %v; rules %+v", g, sol, rs)
		}
		for _, s := range sols {
			if !bc.solves(&g, &s) {
				t.Fatalf("solution %v of %v breaks the rules %+v", s, g, rs)
			}
			if err := rs.Validate(s); err != nil {
				t.Fatalf("solution %v of %v: Validate = %v", s, g, err)
			}
		}
	})
}

// checkTrueCandidatesBrute checks, on cases of the families fams,
// TrueCandidates of a puzzle drawn by puzzle against the union of all
// solutions the brute checker enumerates.
func checkTrueCandidatesBrute(t *testing.T, fams []family, puzzle func(*rapid.T, Grid) Grid) {
	rapid.Check(t, func(t *rapid.T) {
		rs, sol, _, ok := drawCase(t, drawFamily(t, fams))
		if !ok {
			return
		}
		g := puzzle(t, sol)
		want, _ := newBruteChecker(rs).union(g, 1<<20)
		if got := rs.TrueCandidates(g); got != want {
			t.Fatalf("TrueCandidates(%v) = %v, brute force %v; rules %+v", g, got, want, rs)
		}
	})
}

// checkRuleError checks that err is nil when rule is "", else a
// *RuleError wrapping sentinel with that rule, index and cells. call
// names the call in the messages.
func checkRuleError(t *testing.T, call string, err, sentinel error, rule string, index int, cells []int) {
	t.Helper()
	if rule == "" {
		if err != nil {
			t.Fatalf("%s = %v, want nil", call, err)
		}
		return
	}
	var re *RuleError
	if !errors.As(err, &re) || !errors.Is(err, sentinel) {
		t.Fatalf("%s = %v, want a *RuleError wrapping %v", call, err, sentinel)
	}
	if re.Rule != rule || re.Index != index {
		t.Errorf("%s = %v: rule %q %d, want %q %d", call, err, re.Rule, re.Index, rule, index)
	}
	if len(cells) > 0 || len(re.Cells) > 0 {
		if diff := cmp.Diff(cells, re.Cells); diff != "" {
			t.Errorf("%s = %v: cells (-want +got):\n%s", call, err, diff)
		}
	}
}

// checkNoAllocs checks that rs has the one solution of g and that a
// search of it allocates nothing once the rules are compiled.
func checkNoAllocs(t *testing.T, rs *Rules, g Grid) {
	t.Helper()
	cr := rs.compile()
	if n := cr.countExcept(&g, 2, 0, 0); n != 1 {
		t.Fatalf("%d solutions, want 1", n)
	}
	if a := testing.AllocsPerRun(5, func() { cr.countExcept(&g, 2, 0, 0) }); a != 0 {
		t.Errorf("%v allocations per search", a)
	}
}

// fuzzBytes hands out a fuzz target's bytes one at a time, and zeros
// once they run out.
type fuzzBytes []byte

// next returns the next byte, or 0 when none is left.
func (b *fuzzBytes) next() int {
	if len(*b) == 0 {
		return 0
	}
	v := (*b)[0]
	*b = (*b)[1:]
	return int(v)
}

// grid reads a grid from the bytes left, two a cell: an index taken
// modulo 81 and a digit taken modulo top (top above 10 gives values
// out of range).
func (b *fuzzBytes) grid(top int) Grid {
	var g Grid
	for len(*b) >= 2 {
		c, v := b.next()%81, b.next()%top
		g[c] = uint8(v)
	}
	return g
}

// checkFuzzCase runs Check, Validate and a bounded Solve and Count of g
// under rs, which must not panic, and checks that invalid rules find no
// solution and report an error, that every solution of valid rules
// keeps the givens and the brute checker (and Validate, with validate),
// and that Count agrees with Solve where both finish within the budget.
func checkFuzzCase(t *testing.T, rs *Rules, g Grid, validate bool) {
	t.Helper()
	checkErr := rs.Check()
	_ = rs.Validate(g)
	s := Solver{Rules: rs, MaxNodes: 2000}
	sols, _, err := s.Solve(context.Background(), g, 2)
	if checkErr != nil {
		if len(sols) != 0 || err == nil {
			t.Fatalf("invalid rules (%v): %d solutions, error %v", checkErr, len(sols), err)
		}
		return
	}
	bc := newBruteChecker(rs)
	for _, sol := range sols {
		if !bc.solves(&g, &sol) || validate && rs.Validate(sol) != nil {
			t.Fatalf("solution %v of %v breaks the rules %+v", sol, g, rs)
		}
	}
	// Count may search another way than Solve (the house engine counts
	// with leaner tables), so either may run out of nodes where the
	// other does not; where both finish they agree.
	n, _, cerr := s.Count(context.Background(), g, 2)
	switch {
	case cerr != nil && !errors.Is(cerr, ErrBudget):
		t.Fatalf("Count: %v", cerr)
	case cerr == nil && err == nil && n != len(sols):
		t.Fatalf("Count = %d, but Solve found %d solutions of %v under %+v", n, len(sols), g, rs)
	}
}
