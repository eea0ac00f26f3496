package sudoku

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// bruteForceCount counts the solutions of g, at most limit, that do not hold
// v in cell c (v == 0: all), by plain backtracking on the fewest-candidate
// cell with its own peer test. An invalid grid has none.
func bruteForceCount(g Grid, limit, c int, v uint8) int {
	for i, x := range g {
		if x > 9 {
			return 0
		}
		if x == 0 {
			continue
		}
		for j, y := range g {
			if j != i && y == x && plainSees(i, j) {
				return 0
			}
		}
	}
	n, nodes := 0, 0
	var rec func()
	rec = func() {
		if nodes++; nodes > 200000 {
			n = limit + 1 // too long: give up
			return
		}
		best, bestN, bestM := -1, 10, 0
		for i, x := range g {
			if x != 0 {
				continue
			}
			m := 0
			for d := 1; d <= 9; d++ {
				if i == c && uint8(d) == v {
					continue
				}
				ok := true
				for j, y := range g {
					if y == uint8(d) && plainSees(i, j) {
						ok = false
						break
					}
				}
				if ok {
					m |= 1 << d
				}
			}
			k := 0
			for mm := m; mm != 0; mm &= mm - 1 {
				k++
			}
			if k < bestN {
				best, bestN, bestM = i, k, m
			}
		}
		if best < 0 {
			if c >= 0 && v != 0 && g[c] == v {
				return // a given holds the excluded digit
			}
			n++
			return
		}
		for d := 1; d <= 9 && n < limit; d++ {
			if bestM>>d&1 != 0 {
				g[best] = uint8(d)
				rec()
				g[best] = 0
			}
		}
	}
	rec()
	if n > limit {
		return -1
	}
	return min(n, limit)
}

// plainSees reports whether cells i and j, not the same, share a house.
func plainSees(i, j int) bool {
	if i == j {
		return false
	}
	ri, ci, rj, cj := i/9, i%9, j/9, j%9
	return ri == rj || ci == cj || (ri/3 == rj/3 && ci/3 == cj/3)
}

// countScalar is countSolutions on the scalar engine, in either build.
func countScalar(g *Grid, limit, c int, v uint8) int {
	var e engine
	if n, done := e.settle(g, c, v); done {
		return n
	}
	root := e.board
	return countFrom(&root, e.rootOpen, limit)
}

// mixedGrids makes grids of many kinds from the random source r.
func mixedGrids(r *rand.Rand, n int) []Grid {
	var out []Grid
	out = append(out, Grid{})
	for range n {
		sol := refGrid(r)
		var g Grid
		switch k := r.IntN(9); k {
		case 7, 8: // givens changed to digits none of their peers hold
			for _, i := range r.Perm(81)[:20+r.IntN(55)] {
				g[i] = sol[i]
			}
			for range k - 6 {
				i := r.IntN(81)
				for _, d := range r.Perm(9) {
					ok := true
					for j := range g {
						if plainSees(i, j) && g[j] == uint8(d+1) {
							ok = false
						}
					}
					if ok {
						g[i] = uint8(d + 1)
						break
					}
				}
			}
		case 0: // a subset of a solution, any size
			keep := r.IntN(82)
			for _, i := range r.Perm(81)[:keep] {
				g[i] = sol[i]
			}
		case 1: // nearly full
			g = sol
			for _, i := range r.Perm(81)[:1+r.IntN(6)] {
				g[i] = 0
			}
		case 2: // a subset with one given changed (often dead)
			for _, i := range r.Perm(81)[:17+r.IntN(40)] {
				g[i] = sol[i]
			}
			i := r.IntN(81)
			g[i] = uint8(1 + r.IntN(9))
		case 3: // digits fully placed, plus a few more
			for range 1 + r.IntN(4) {
				dd := uint8(1 + r.IntN(9))
				for i := range g {
					if sol[i] == dd {
						g[i] = dd
					}
				}
			}
			for _, i := range r.Perm(81)[:r.IntN(20)] {
				g[i] = sol[i]
			}
		case 4: // random givens, not from a solution
			for range r.IntN(30) {
				g[r.IntN(81)] = uint8(1 + r.IntN(9))
			}
		case 5: // a subset with a bad byte
			for _, i := range r.Perm(81)[:r.IntN(40)] {
				g[i] = sol[i]
			}
			bad := []uint8{10, 11, 15, 16, 0x7f, 0x80, 0x81, 0x89, 0x8a, 0xff}
			g[r.IntN(81)] = bad[r.IntN(len(bad))]
		case 6: // nearly full, two givens swapped (conflict or dead)
			g = sol
			for _, i := range r.Perm(81)[:5+r.IntN(20)] {
				g[i] = 0
			}
			a, b := r.IntN(81), r.IntN(81)
			g[a], g[b] = g[b], g[a]
		}
		out = append(out, g)
	}
	return out
}

// TestCountBrute compares Count, Solve, IsUnique, Solver.Count and both
// engines (with and without an excluded digit) with a plain
// backtracking count on grids of many kinds: subsets of a solution,
// nearly full grids, grids with a changed given, a digit fully placed,
// random givens, bad bytes and swapped givens.
//
// What it samples: 120 grids (the first 120 of the 400 that -allsamples
// checks, mixedGrids drawing them in turn from the same generator); 60
// with -short.
func TestCountBrute(t *testing.T) {
	n := allsamples.Size(400, 120, 60)
	r := rand.New(rand.NewPCG(1, 2))
	skipped := 0
	var kinds [4]int // grids with 0, 1, 2 or more solutions
	defer func() {
		t.Logf("%d counts skipped (brute force too long); grids by solutions (0, 1, 2, 3+): %v", skipped, kinds)
	}()
	for _, g := range mixedGrids(r, n) {
		for _, limit := range []int{1, 2, 3, 7} {
			want := bruteForceCount(g, limit, -1, 0)
			if want < 0 {
				skipped++
				continue
			}
			if got := Count(g, limit); got != want {
				t.Fatalf("Count(%v, %d) = %d, brute %d", g, limit, got, want)
			}
			if got := countScalar(&g, limit, 0, 0); got != want {
				t.Fatalf("scalar count(%v, %d) = %d, brute %d", g, limit, got, want)
			}
			if got, ok := simdCount(&g, limit, 0, 0); ok && got != want {
				t.Fatalf("simd count(%v, %d) = %d, brute %d", g, limit, got, want)
			}
			got, st, err := Solver{}.Count(context.Background(), g, limit)
			if err != nil || got != want {
				t.Fatalf("Solver.Count(%v, %d) = %d, %v, brute %d", g, limit, got, err, want)
			}
			if want > 0 && st.Nodes < 1 {
				t.Fatalf("Solver.Count(%v): nodes %d", g, st.Nodes)
			}
			sols := Solve(g, limit)
			if len(sols) != want {
				t.Fatalf("Solve(%v, %d): %d solutions, brute %d", g, limit, len(sols), want)
			}
			for _, s := range sols {
				checkPlainSolution(t, g, s)
			}
		}
		if k := bruteForceCount(g, 3, -1, 0); k >= 0 {
			kinds[k]++
		}
		if want := bruteForceCount(g, 2, -1, 0); want >= 0 && IsUnique(g) != (want == 1) {
			t.Fatalf("IsUnique(%v) = %v, brute count %d", g, !(want == 1), want)
		}
		// Exclusions: a cell and a digit, limit 1 and 2.
		c := r.IntN(81)
		v := uint8(1 + r.IntN(9))
		for _, limit := range []int{1, 2} {
			want := bruteForceCount(g, limit, c, v)
			if want < 0 {
				continue
			}
			if got := countScalar(&g, limit, c, v); got != want {
				t.Fatalf("scalar count(%v, %d, r%dc%d != %d) = %d, brute %d", g, limit, c/9+1, c%9+1, v, got, want)
			}
			if got, ok := simdCount(&g, limit, c, v); ok && got != want {
				t.Fatalf("simd count(%v, %d, r%dc%d != %d) = %d, brute %d", g, limit, c/9+1, c%9+1, v, got, want)
			}
		}
	}
}

// checkPlainSolution checks that s solves g: digits 1-9, the givens
// kept, and no two peers alike.
func checkPlainSolution(t *testing.T, g, s Grid) {
	t.Helper()
	for i := range s {
		if s[i] < 1 || s[i] > 9 || (g[i] != 0 && g[i] != s[i]) {
			t.Fatalf("solution %v of %v: cell %d", s, g, i)
		}
		for j := range s {
			if plainSees(i, j) && s[i] == s[j] {
				t.Fatalf("solution %v of %v: cells %d and %d", s, g, i, j)
			}
		}
	}
}

// TestCountExclusionBrute excludes the solution's own digit from an
// empty cell, at limit 2, and compares with the brute-force count: the
// shortcut to a second solution must not put the digit back.
func TestCountExclusionBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		sol := refGrid(r)
		var g Grid
		for _, i := range r.Perm(81)[:22+r.IntN(20)] {
			g[i] = sol[i]
		}
		for c := range 81 {
			if g[c] != 0 {
				continue
			}
			v := sol[c]
			want := bruteForceCount(g, 2, c, v)
			if want < 0 {
				break
			}
			if got := countScalar(&g, 2, c, v); got != want {
				t.Fatalf("scalar count(%v, 2, r%dc%d != %d) = %d, brute %d", g, c/9+1, c%9+1, v, got, want)
			}
			if got, ok := simdCount(&g, 2, c, v); ok && got != want {
				t.Fatalf("simd count(%v, 2, r%dc%d != %d) = %d, brute %d", g, c/9+1, c%9+1, v, got, want)
			}
			break
		}
	}
}

// inkala is Arto Inkala's puzzle of 2012, published as the world's
// hardest: unique, and it needs guesses.
const inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

// TestCountNoAlloc checks that Count and Solver.Count do not allocate.
func TestCountNoAlloc(t *testing.T) {
	g := Grid{}
	hard, _ := Parse(inkala)
	for _, p := range []Grid{g, hard} {
		if a := testing.AllocsPerRun(20, func() { Count(p, 2) }); a != 0 {
			t.Errorf("Count: %v allocs", a)
		}
		if a := testing.AllocsPerRun(20, func() { Solver{}.Count(context.Background(), p, 2) }); a != 0 {
			t.Errorf("Solver.Count: %v allocs", a)
		}
	}
}

// TestCountEmptyMany counts and lists many solutions of the empty grid.
func TestCountEmptyMany(t *testing.T) {
	for _, limit := range []int{1, 2, 1000, 20000} {
		if got := Count(Grid{}, limit); got != limit {
			t.Errorf("Count(empty, %d) = %d", limit, got)
		}
		if got := countScalar(&Grid{}, limit, 0, 0); got != limit {
			t.Errorf("scalar(empty, %d) = %d", limit, got)
		}
	}
	// Distinct solutions.
	sols := Solve(Grid{}, 500)
	seen := map[Grid]bool{}
	for _, s := range sols {
		checkPlainSolution(t, Grid{}, s)
		seen[s] = true
	}
	if len(seen) != 500 {
		t.Errorf("Solve(empty, 500): %d distinct", len(seen))
	}
}

// TestSolverBudgetBounds checks that MaxGuesses and MaxNodes stop a
// search before it passes them, with an error, and let it finish when
// they are as large as its work.
func TestSolverBudgetBounds(t *testing.T) {
	hard, _ := Parse(inkala)
	_, full, err := Solver{}.Count(context.Background(), hard, 2)
	if err != nil {
		t.Fatal(err)
	}
	bounds := []struct {
		name  string
		full  int64
		solve func(budget int64) (int, Stats, error)
		used  func(Stats) int64
	}{
		{"MaxGuesses", full.Guesses, func(budget int64) (int, Stats, error) {
			return Solver{MaxGuesses: budget}.Count(context.Background(), hard, 2)
		}, func(st Stats) int64 { return st.Guesses }},
		{"MaxNodes", full.Nodes, func(budget int64) (int, Stats, error) {
			return Solver{MaxNodes: budget}.Count(context.Background(), hard, 2)
		}, func(st Stats) int64 { return st.Nodes }},
	}
	for _, bd := range bounds {
		for _, budget := range []int64{1, 2, bd.full - 1, bd.full} {
			n, st, err := bd.solve(budget)
			if bd.used(st) > budget {
				t.Errorf("%s %d: %d used", bd.name, budget, bd.used(st))
			}
			if budget < bd.full && err == nil {
				t.Errorf("%s %d < %d: no error (n %d)", bd.name, budget, bd.full, n)
			}
			if budget >= bd.full && (err != nil || n != 1) {
				t.Errorf("%s %d: %d, %v", bd.name, budget, n, err)
			}
		}
	}
}
