package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// The tests of the solver engine check it against facts computed
// independently of the package: a plain backtracking counter here, and
// the first simple search of the package, kept as a second reference;
// solutions go through checkSolution of sudoku_test.go. The counter and
// the checker work out rows, columns and boxes themselves, not from the
// package's tables.

// refHouses returns the row, column and box of cell i, computed from
// scratch.
func refHouses(i int) (r, c, b int) {
	r, c = i/9, i%9
	return r, c, r/3*3 + c/3
}

// backtrackCount counts the solutions of g up to limit with a plain
// backtracking search on the most constrained cell. It returns 0 for a
// grid with a value above 9 or clashing givens.
func backtrackCount(g Grid, limit int) int {
	n, _ := backtrackCountWithin(g, limit, 0)
	return n
}

// backtrackCountWithin is backtrackCount that gives up, reporting false,
// after maxNodes cells tried (no bound when maxNodes is 0), so that a fuzz
// target is not held up by the rare grid this plain search takes seconds
// on.
func backtrackCountWithin(g Grid, limit, maxNodes int) (int, bool) {
	var row, col, box [9][10]bool
	for i, v := range g {
		if v == 0 {
			continue
		}
		r, c, b := refHouses(i)
		if v > 9 || row[r][v] || col[c][v] || box[b][v] {
			return 0, true
		}
		row[r][v], col[c][v], box[b][v] = true, true, true
	}
	n, nodes := 0, 0
	var rec func() bool
	rec = func() bool {
		nodes++
		if maxNodes > 0 && nodes > maxNodes {
			return true
		}
		best, bestN := -1, 10
		for i, v := range g {
			if v != 0 {
				continue
			}
			r, c, b := refHouses(i)
			k := 0
			for d := 1; d <= 9; d++ {
				if !row[r][d] && !col[c][d] && !box[b][d] {
					k++
				}
			}
			if k < bestN {
				best, bestN = i, k
			}
		}
		if best < 0 {
			n++
			return n >= limit
		}
		r, c, b := refHouses(best)
		for d := uint8(1); d <= 9; d++ {
			if row[r][d] || col[c][d] || box[b][d] {
				continue
			}
			g[best] = d
			row[r][d], col[c][d], box[b][d] = true, true, true
			stop := rec()
			row[r][d], col[c][d], box[b][d] = false, false, false
			g[best] = 0
			if stop {
				return true
			}
		}
		return false
	}
	if limit > 0 {
		rec()
	}
	return n, maxNodes == 0 || nodes <= maxNodes
}

// A simpleSearch is the package's first engine, kept as a second
// reference: a depth-first search for solutions of one valid grid, on the
// cell with the fewest candidates, without propagation. Its solutions come
// in lexicographic order of the cells it branches on.
type simpleSearch struct {
	limit int    // stop after this many solutions
	found int    // solutions found so far
	out   []Grid // where solutions go, when the caller wants them

	g             Grid    // the grid being filled
	row, col, box [9]mask // the digits placed in each house
}

// run fills the houses from g and searches it.
func (s *simpleSearch) run(g Grid) {
	s.g = g
	for c, v := range g {
		if v != 0 {
			s.flip(c, digitMask(v))
		}
	}
	s.dfs()
}

// flip toggles the digit set m in the houses of cell c.
func (s *simpleSearch) flip(c int, m mask) {
	s.row[c/9] ^= m
	s.col[c%9] ^= m
	s.box[boxOf(c)] ^= m
}

// dfs branches on the empty cell with the fewest candidates, trying its
// digits in increasing order. It reports true when the limit is reached.
func (s *simpleSearch) dfs() bool {
	best, bestN := -1, 10
	var bestM mask
	for c := range 81 {
		if s.g[c] != 0 {
			continue
		}
		m := allDigits &^ (s.row[c/9] | s.col[c%9] | s.box[boxOf(c)])
		n := m.count()
		if n >= bestN {
			continue
		}
		if n == 0 {
			return false // dead end
		}
		best, bestN, bestM = c, n, m
		if n == 1 {
			break
		}
	}
	if best < 0 {
		// No empty cell left: the grid is a solution.
		s.found++
		if s.out != nil {
			s.out = append(s.out, s.g)
		}
		return s.found >= s.limit
	}
	for m := bestM; m != 0; m &= m - 1 {
		bit := m & -m
		s.g[best] = bit.lowest()
		s.flip(best, bit)
		stop := s.dfs()
		s.flip(best, bit)
		if stop {
			s.g[best] = 0
			return true
		}
	}
	s.g[best] = 0
	return false
}

// simpleCount counts the solutions of g up to limit with simpleSearch.
func simpleCount(g Grid, limit int) int {
	if limit <= 0 || g.Validate() != nil {
		return 0
	}
	s := simpleSearch{limit: limit}
	s.run(g)
	return s.found
}

// refGrid returns a random complete grid drawn from r by a shuffled
// backtracking fill, independent of the package's generator.
func refGrid(r *rand.Rand) Grid {
	var g Grid
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == 81 {
			return true
		}
		for _, d := range r.Perm(9) {
			v := uint8(d + 1)
			ok := true
			ri, ci, bi := refHouses(i)
			for j := range i {
				rj, cj, bj := refHouses(j)
				if g[j] == v && (ri == rj || ci == cj || bi == bj) {
					ok = false
					break
				}
			}
			if ok {
				g[i] = v
				if fill(i + 1) {
					return true
				}
			}
		}
		g[i] = 0
		return false
	}
	fill(0)
	return g
}

// randomPuzzle returns a grid for the counting tests drawn from r: a
// random complete grid with blanks of random number, and sometimes a few
// cells changed to random digits, which may leave no solution or
// clashing givens.
func randomPuzzle(r *rand.Rand) Grid {
	g := refGrid(r)
	blanks := 10 + r.IntN(45)
	for _, i := range r.Perm(81)[:blanks] {
		g[i] = 0
	}
	if r.IntN(4) == 0 {
		for range 1 + r.IntN(3) {
			g[r.IntN(81)] = uint8(r.IntN(10))
		}
	}
	return g
}

// More puzzles with known answers (knownPuzzle and twoSolutions are in
// sudoku_test.go): the first lines of magictour_top1465.txt, easy_100k.txt
// and forum_hardest_1905_11plus.txt (see testdata/puzzles), whose puzzles
// are proper.
const (
	magicFirst = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	easyFirst  = ".48..739..3..581.7...29..5.2..71....6......85..3...6..1....9..6.7..8...4..654..39"
	forumFirst = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
)

// TestEngineAgainstReference compares Count with the reference counter
// on thousands of random grids with blanks.
func TestEngineAgainstReference(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	r := rand.New(rand.NewPCG(1, 2))
	var seen [3]int // how many cases had no solution, one, several
	for k := range n {
		g := randomPuzzle(r)
		limit := 1 + r.IntN(4)
		want := backtrackCount(g, limit)
		if got := Count(g, limit); got != want {
			t.Fatalf("case %d: Count(%s, %d) = %d, reference %d", k, g, limit, got, want)
		}
		if old := simpleCount(g, limit); old != want {
			t.Fatalf("case %d: simpleCount(%s, %d) = %d, reference %d", k, g, limit, old, want)
		}
		seen[min(backtrackCount(g, 2), 2)]++
	}
	// The cases must cover all three answers for the check to mean much.
	for i, k := range seen {
		if k < n/20 {
			t.Errorf("only %d of %d cases with %d solutions (2 = several)", k, n, i)
		}
	}
}

func TestEngineProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		g := randomPuzzle(rand.New(rand.NewPCG(seed, 3)))
		limit := rapid.IntRange(1, 6).Draw(t, "limit")
		sols := Solve(g, limit)
		if want := backtrackCount(g, limit); len(sols) != want {
			t.Fatalf("len(Solve(%s, %d)) = %d, reference %d", g, limit, len(sols), want)
		}
		if n := Count(g, limit); n != len(sols) {
			t.Fatalf("Count = %d, len(Solve) = %d", n, len(sols))
		}
		for _, s := range sols {
			checkSolution(t, g, s)
		}
		if again := Solve(g, limit); !cmp.Equal(sols, again) {
			t.Fatalf("Solve is not repeatable: %s", cmp.Diff(sols, again))
		}
		got, st, err := Solver{}.Solve(context.Background(), g, limit)
		if err != nil || !cmp.Equal(sols, got) {
			t.Fatalf("Solver.Solve = %v, %v; Solve = %v", got, err, sols)
		}
		valid := g.Validate() == nil
		if valid && st.Nodes < 1 || !valid && st.Nodes != 0 ||
			st.Guesses < 0 || st.Nodes > 2*st.Guesses+1 {
			t.Fatalf("Stats %+v out of range", st)
		}
	})
}

// TestEngineAnyBytes checks that any 81 bytes give valid solutions or
// none, without a panic.
func TestEngineAnyBytes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var g Grid
		for i := range g {
			// Mostly blanks, some digits, a few values above 9.
			g[i] = rapid.SampledFrom([]uint8{0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 255}).Draw(t, "cell")
		}
		sols := Solve(g, 2)
		if g.Validate() != nil && sols != nil {
			t.Fatalf("invalid grid %v has solutions", g)
		}
		for _, s := range sols {
			checkSolution(t, g, s)
		}
		if n := Count(g, 2); n != len(sols) {
			t.Fatalf("Count = %d, len(Solve) = %d", n, len(sols))
		}
	})
}

func TestSolverBudget(t *testing.T) {
	hard := mustParse(t, forumFirst)
	_, full, err := Solver{}.Count(context.Background(), hard, 2)
	if err != nil || full.Guesses < 10 {
		t.Fatalf("unbounded: %+v, %v; want at least 10 guesses", full, err)
	}
	n, st, err := Solver{MaxGuesses: 3}.Count(context.Background(), hard, 2)
	if !errors.Is(err, ErrBudget) {
		t.Fatalf("MaxGuesses 3: err = %v, want ErrBudget", err)
	}
	if st.Guesses != 3 || n > 1 {
		t.Errorf("MaxGuesses 3: n = %d, %+v", n, st)
	}
	_, st, err = Solver{MaxNodes: 5}.Count(context.Background(), hard, 2)
	if !errors.Is(err, ErrBudget) || st.Nodes != 5 {
		t.Errorf("MaxNodes 5: %+v, %v; want 5 nodes and ErrBudget", st, err)
	}
	// A budget that suffices changes nothing.
	n, st, err = Solver{MaxGuesses: full.Guesses, MaxNodes: full.Nodes}.Count(context.Background(), hard, 2)
	if err != nil || n != 1 || st != full {
		t.Errorf("ample budget: %d, %+v, %v; want 1, %+v, nil", n, st, err, full)
	}
	// The empty grid: partial results come back with the error.
	sols, _, err := Solver{MaxNodes: 2000}.Solve(context.Background(), Grid{}, 1000)
	if !errors.Is(err, ErrBudget) || len(sols) == 0 || len(sols) >= 1000 {
		t.Fatalf("empty grid: %d solutions, %v; want some and ErrBudget", len(sols), err)
	}
	for _, s := range sols {
		checkSolution(t, Grid{}, s)
	}
	if want := Solve(Grid{}, len(sols)); !cmp.Equal(sols, want) {
		t.Errorf("partial solutions differ from Solve's first ones: %s", cmp.Diff(want, sols))
	}
}

// countdown is a context that is done after its Err has been asked a
// number of times, to stop a search in its middle without goroutines.
type countdown struct {
	context.Context
	left int
	done chan struct{}
}

func (c *countdown) Done() <-chan struct{} { return c.done }

func (c *countdown) Err() error {
	if c.left == 0 {
		return context.Canceled
	}
	c.left--
	return nil
}

func TestSolverContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n, _, err := Solver{}.Count(ctx, mustParse(t, knownPuzzle), 2)
	if !errors.Is(err, context.Canceled) || n != 0 {
		t.Errorf("cancelled: %d, %v; want 0, context.Canceled", n, err)
	}
	// Cancelled in the middle of enumerating the empty grid.
	cd := &countdown{Context: context.Background(), left: 3, done: make(chan struct{})}
	sols, st, err := Solver{}.Solve(cd, Grid{}, 1e6)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("countdown: err = %v, want context.Canceled", err)
	}
	if len(sols) == 0 || st.Nodes < 3*ctxEvery || st.Nodes > 4*ctxEvery {
		t.Errorf("countdown: %d solutions, %+v", len(sols), st)
	}
	for _, s := range sols {
		checkSolution(t, Grid{}, s)
	}
	// A live context and a nil one change nothing.
	hard := mustParse(t, magicFirst)
	var none context.Context
	_, want, _ := Solver{}.Count(none, hard, 2)
	n, got, err := Solver{}.Count(context.Background(), hard, 2)
	if n != 1 || got != want || err != nil {
		t.Errorf("live context: %d, %+v, %v; want 1, %+v, nil", n, got, err, want)
	}
}

func TestSolverStats(t *testing.T) {
	// The first puzzle of easy_100k.txt falls to singles.
	_, st, err := Solver{}.Count(context.Background(), mustParse(t, easyFirst), 2)
	if err != nil || st != (Stats{Nodes: 1}) {
		t.Errorf("easy puzzle: %+v, %v; want 1 node, no guess", st, err)
	}
	_, st, _ = Solver{}.Count(context.Background(), Grid{10}, 2)
	if st != (Stats{}) {
		t.Errorf("invalid grid: %+v, want no work", st)
	}
	_, st, _ = Solver{}.Count(context.Background(), mustParse(t, twoSolutions), 2)
	if st.Guesses < 1 {
		t.Errorf("two solutions: %+v, want a guess", st)
	}
}

func TestEngineAllocs(t *testing.T) {
	for _, s := range []string{knownPuzzle, twoSolutions, magicFirst, forumFirst} {
		g := mustParse(t, s)
		if a := testing.AllocsPerRun(20, func() { Count(g, 2) }); a != 0 {
			t.Errorf("Count(%s, 2): %v allocations", s, a)
		}
		if a := testing.AllocsPerRun(20, func() { Count(g, 1) }); a != 0 {
			t.Errorf("Count(%s, 1): %v allocations", s, a)
		}
		ctx := context.Background()
		if a := testing.AllocsPerRun(20, func() { Solver{MaxGuesses: 1e6}.Count(ctx, g, 2) }); a != 0 {
			t.Errorf("Solver.Count(%s, 2): %v allocations", s, a)
		}
	}
}

// countCarve is Carve as documented, with every removal tested by
// Count(g, 2): the form Carve had before it used hasOtherSolution.
func countCarve(solution Grid, r Rand) Grid {
	if Count(solution, 2) != 1 {
		return solution
	}
	var order [81]uint8
	for i := range order {
		order[i] = uint8(i)
	}
	shuffle(order[:], r)
	g := solution
	for _, c := range order {
		if v := g[c]; v != 0 {
			g[c] = 0
			if Count(g, 2) != 1 {
				g[c] = v
			}
		}
	}
	return g
}

// TestCarveUnchanged checks that Carve gives the same puzzles as when it
// tested each removal with Count(g, 2).
func TestCarveUnchanged(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for seed := range uint32(40) {
		sol := refGrid(r)
		got := Carve(sol, NewMulberry32(seed))
		want := countCarve(sol, NewMulberry32(seed))
		if got != want {
			t.Fatalf("seed %d: Carve(%s) = %s, want %s", seed, sol, got, want)
		}
	}
}

func TestHasOtherSolution(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var seen [2]int
	for k := range 2000 {
		g := randomPuzzle(r)
		if g.Validate() != nil || Count(g, 2) != 1 {
			continue
		}
		c := r.IntN(81)
		v := g[c]
		if v == 0 {
			continue
		}
		g[c] = 0
		want := backtrackCount(g, 2) == 2
		if got := hasOtherSolution(&g, c, v); got != want {
			t.Fatalf("case %d: hasOtherSolution(%s, %d, %d) = %v, want %v", k, g, c, v, got, want)
		}
		seen[b2i(want)]++
	}
	if seen[0] < 20 || seen[1] < 20 {
		t.Errorf("too few cases of each answer: %v", seen)
	}
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// FuzzEngineCount checks Count against the backtracking reference on
// grids read from the input as digits ('1'-'9', anything else blank),
// with at least 25 givens so that the reference stays quick.
func FuzzEngineCount(f *testing.F) {
	f.Add([]byte(knownPuzzle), uint8(2))
	f.Add([]byte(twoSolutions), uint8(3))
	f.Add([]byte(forumFirst), uint8(2))
	f.Fuzz(func(t *testing.T, b []byte, limit uint8) {
		var g Grid
		givens := 0
		for i := range min(len(b), 81) {
			if '1' <= b[i] && b[i] <= '9' {
				g[i] = b[i] - '0'
				givens++
			}
		}
		if givens < 25 {
			return
		}
		lim := int(limit%5) + 1
		want, ok := backtrackCountWithin(g, lim, 200_000)
		if !ok {
			t.Skip("the reference search is too slow on this grid")
		}
		if got := Count(g, lim); got != want {
			t.Fatalf("Count(%s, %d) = %d, reference %d", g, lim, got, want)
		}
	})
}

// TestEngineDeep checks Count on grids with few givens, whose searches
// nest more guesses than its first stack holds, so that Count must go on
// on the deep one from where it stopped.
func TestEngineDeep(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	overflowed := 0
	for k := range 300 {
		var g Grid
		for range r.IntN(12) {
			g[r.IntN(81)] = uint8(1 + r.IntN(9))
		}
		limit := 1 + r.IntN(60)
		want := backtrackCount(g, limit)
		if got := Count(g, limit); got != want {
			t.Fatalf("case %d: Count(%s, %d) = %d, reference %d", k, g, limit, got, want)
		}
		var st [first]frame
		if _, ok := countOn(st[:], &g, limit, 0, 0); !ok {
			overflowed++
		}
	}
	if overflowed < 30 {
		t.Errorf("only %d of 300 searches overflowed the first stack", overflowed)
	}
}

// TestEngineConfinedDigits checks grids found by fuzzing FuzzSolve (see
// testdata/fuzz/FuzzSolve) that took seconds: they have no solution,
// because the digits 1, 2 and 7 must all go in r2c4 or r2c5 (rows 1 and
// 3 hold them already, and column 6 holds them below), but propagation
// does not see it, and the search filled the rest of the grid in every
// way before it failed. minirowsFit sees it at once.
func TestEngineConfinedDigits(t *testing.T) {
	for _, s := range []string{
		"1.7...2...........2......17.....7........2.8.81.........9..1.....................",
		"1.7...2...........2......17.....7........2...81............1.....................",
	} {
		g := mustParse(t, s)
		n, st, err := Solver{}.Count(context.Background(), g, 3)
		if n != 0 || err != nil || st.Nodes > 1 {
			t.Errorf("Solver.Count(%s, 3) = %d, %+v, %v; want 0 after 1 node", s, n, st, err)
		}
	}
}

// TestEngineNearlySolved compares Count and Solve with the reference
// counter on solutions with a few cells blanked and one given changed to
// a digit none of its peers holds: valid grids that propagation fills to
// the last cells, most of them without a solution, so that a clash shows
// only as the grid is finished (the case propagate cuts short when no
// cell is left open).
func TestEngineNearlySolved(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	r := rand.New(rand.NewPCG(11, 12))
	var seen [3]int // how many cases had no solution, one, several
	for k := range n {
		sol := refGrid(r)
		g := sol
		blanks := r.Perm(81)[:1+r.IntN(16)]
		for _, i := range blanks {
			g[i] = 0
		}
		// Give a given cell the digit of a blank peer when no peer of
		// the cell holds it: a few tries, most of which succeed.
		for range 20 {
			b, c := blanks[r.IntN(len(blanks))], r.IntN(81)
			rb, cb, xb := refHouses(b)
			rc, cc, xc := refHouses(c)
			if g[c] == 0 || rb != rc && cb != cc && xb != xc {
				continue
			}
			h := g
			h[c] = sol[b]
			if h.Validate() == nil {
				g = h
				break
			}
		}
		want := backtrackCount(g, 2)
		if got := Count(g, 2); got != want {
			t.Fatalf("case %d: Count(%s, 2) = %d, reference %d", k, g, got, want)
		}
		sols := Solve(g, 2)
		if len(sols) != want {
			t.Fatalf("case %d: len(Solve(%s, 2)) = %d, reference %d", k, g, len(sols), want)
		}
		for _, s := range sols {
			checkSolution(t, g, s)
		}
		seen[want]++
	}
	// Several solutions are rare here; the other two answers must both
	// be common for the check to mean much.
	for i, k := range seen[:2] {
		if k < n/20 {
			t.Errorf("only %d of %d cases with %d solutions", k, n, i)
		}
	}
}

// TestEngineLoad checks the board that load sets up against the rules
// worked out cell by cell: a grid with a value above 9, or two equal
// givens in one house, is refused; otherwise a given holds its own digit
// alone, an empty cell every digit that no given in its houses holds, and
// the open cells are the empty ones.
func TestEngineLoad(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var g Grid
		// Sparse or dense, so that both valid and clashing grids come up.
		blanks := rapid.IntRange(0, 20).Draw(t, "blanks")
		for i := range g {
			if rapid.IntRange(0, 20).Draw(t, "blank") < blanks {
				continue
			}
			g[i] = rapid.SampledFrom([]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 128, 255}).Draw(t, "cell")
		}
		valid := legal(g)
		var e engine
		if got := e.load(&g); got != valid {
			t.Fatalf("load(%v) = %v, want %v", g, got, valid)
		}
		if !valid {
			return
		}
		for i, v := range g {
			open := e.open[i/27]>>(i%27)&1 != 0
			if open != (v == 0) {
				t.Fatalf("cell %d (value %d): open %v", i, v, open)
			}
			for d := uint8(1); d <= 9; d++ {
				want := allowed(&g, i, d)
				got := e.cand[int(d-1)*3+i/27]>>(i%27)&1 != 0
				if got != want {
					t.Fatalf("grid %v: cell %d (value %d) candidate %d is %v, want %v", g, i, v, d, got, want)
				}
			}
		}
	})
}

// TestEngineGoesOn checks Count where its search outgrows its first stack
// and must go on on the deep one, and then backtrack through the frames it
// carried over: the forum's hardest less a few givens, whose few solutions
// Count must all find, against the reference counter.
//
// What it samples (checkGoesOn): the first 50 of the 200 puzzles, every
// one with -allsamples, the first 30 with -short.
func TestEngineGoesOn(t *testing.T) {
	checkGoesOn(t, 11, Count, func(g *Grid, limit int) bool {
		var st [first]frame
		_, ok := countOn(st[:], g, limit, 0, 0)
		return !ok
	})
}

// checkGoesOn checks count against the reference backtracker on the
// forum's hardest less a few givens (drawn from seed), whose counts stay
// below the limit, and that overflows, which tells whether a search on
// the first stack alone overflows, says so for a tenth of them or more.
func checkGoesOn(t *testing.T, seed uint64, count func(g Grid, limit int) int, overflows func(g *Grid, limit int) bool) {
	t.Helper()
	puzzles, err := readPuzzles("testdata/puzzles/forum_hardest_1905_11plus.txt")
	if err != nil {
		t.Fatal(err)
	}
	// A prefix, so that each puzzle loses the same givens as in the
	// whole run: the reference counter takes most of the time.
	puzzles = puzzles[:min(len(puzzles), allsamples.Size(len(puzzles), 50, 30))]
	r := rand.New(rand.NewPCG(seed, seed+1))
	const limit = 1000
	carried := 0 // cases that overflowed and were not cut short by limit
	for k, p := range puzzles {
		g := p
		for range 2 + r.IntN(2) {
			g[r.IntN(81)] = 0
		}
		want, ok := backtrackCountWithin(g, limit, 3_000_000)
		if !ok {
			continue
		}
		if got := count(g, limit); got != want {
			t.Fatalf("case %d: count(%s, %d) = %d, reference %d", k, g, limit, got, want)
		}
		if want < limit && overflows(&g, limit) {
			carried++
		}
	}
	if carried < len(puzzles)/10 {
		t.Errorf("only %d of %d cases went on on the deep stack to the end", carried, len(puzzles))
	}
}

// countOn is countSolutions on the given stack, for the tests of the
// stack's depth. It reports ok == false when the stack overflowed, and
// then n is meaningless.
func countOn(stack []frame, g *Grid, limit, c int, v uint8) (n int, ok bool) {
	var e engine
	if n, done := e.settle(g, c, v); done {
		return n, true
	}
	e.stack = stack
	e.search(limit)
	return e.found, !e.overflow
}

// TestEngineRectangle checks the search's shortcut to a second solution,
// a unique rectangle in the first one (see swapped). Every puzzle of the
// serg sample has several solutions, and half of them a rectangle through
// the last guess; the magictour puzzles, each unique, less the four cells
// of a rectangle of their solution, have two, and with one of the four
// cells given again, as many as the search without the shortcut finds
// (Solve, whose solutions are checked), and a rectangle only when that is
// more than one.
func TestEngineRectangle(t *testing.T) {
	checkRectangles(t, "", countSolutions, firstSwapped)
}

// checkRectangles checks a core's shortcut to a second solution, with
// count that core's count of the solutions of g, at most limit, that do
// not hold v in cell c, and first whether its first solution of g has a
// rectangle that the shortcut takes; core names the core in failures.
func checkRectangles(t *testing.T, core string, count func(g *Grid, limit, c int, v uint8) int, first func(Grid) bool) {
	t.Helper()
	serg, err := readPuzzles("testdata/puzzles/serg_benchmark.txt")
	if err != nil {
		t.Fatal(err)
	}
	magic, err := readPuzzles("testdata/puzzles/magictour_top1465.txt")
	if err != nil {
		t.Fatal(err)
	}
	clue17, err := readPuzzles("testdata/puzzles/17clue.txt")
	if err != nil {
		t.Fatal(err)
	}
	magic = append(magic, clue17...)
	if testing.Short() {
		serg, magic = serg[:100], magic[:60]
	}
	swaps := 0
	for k, g := range serg {
		if n := count(&g, 2, 0, 0); n != 2 {
			t.Fatalf("serg %d: %sCount(%s, 2) = %d, want 2", k+1, core, g, n)
		}
		if first(g) {
			swaps++
		}
	}
	if swaps < len(serg)/4 {
		t.Errorf("a rectangle after %d of %d serg puzzles' first solutions", swaps, len(serg))
	}
	swaps, blocked := 0, 0
	for k, p := range magic {
		s := Solve(p, 1)[0]
		for _, cells := range rectangles(s) {
			g := p
			for _, c := range cells {
				g[c] = 0
			}
			if n := count(&g, 2, 0, 0); n != 2 {
				t.Fatalf("magictour %d less %v: %sCount(%s, 2) = %d, want 2", k+1, cells, core, g, n)
			}
			if first(g) {
				swaps++
			}
			// One cell of the four kept from its digit: no swap may
			// put the digit back.
			if sols := Solve(g, 3); len(sols) < 3 {
				for _, c := range cells {
					want := 0
					for _, sol := range sols {
						if sol[c] != s[c] {
							want++
						}
					}
					if n := count(&g, 2, c, s[c]); n != want {
						t.Fatalf("magictour %d less %v: %s%d solutions of %s without %d in cell %d, want %d", k+1, cells, core, n, g, s[c], c, want)
					}
				}
			}
			// One cell of the four given again: the swap is no
			// solution.
			for _, c := range cells {
				h := g
				h[c] = s[c]
				sols := Solve(h, 2)
				for _, sol := range sols {
					checkSolution(t, h, sol)
				}
				if n := count(&h, 2, 0, 0); n != len(sols) {
					t.Fatalf("magictour %d less %v: %sCount(%s, 2) = %d, Solve finds %d", k+1, cells, core, h, n, len(sols))
				}
				if first(h) && len(sols) < 2 {
					t.Fatalf("magictour %d less %v: %sa rectangle in %s, which has one solution", k+1, cells, core, h)
				}
				blocked++
			}
		}
	}
	if swaps == 0 || blocked < len(magic) {
		t.Errorf("of %d magictour puzzles, %d cases found a rectangle at once and %d were checked with a given in it", len(magic), swaps, blocked)
	}
}

// firstSwapped reports whether the search's first solution of g, found
// after a guess, has a rectangle that swapped finds.
func firstSwapped(g Grid) bool {
	var e engine
	if _, done := e.settle(&g, 0, 0); done {
		return false
	}
	var st [deep]frame
	e.stack = st[:]
	found, _ := e.next(context.Background())
	return found && e.sp > 0 && e.swapped()
}

// rectangles returns the unique rectangles of the solution s, each as
// its four cells, found by brute force: two rows, two columns and two
// boxes, two digits in crossed pairs.
func rectangles(s Grid) [][4]int {
	var out [][4]int
	for r1 := range 9 {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := range 9 {
				for c2 := c1 + 1; c2 < 9; c2++ {
					sameBand, sameStack := r1/3 == r2/3, c1/3 == c2/3
					if sameBand == sameStack {
						continue // four boxes, or one
					}
					a, b := s[r1*9+c1], s[r1*9+c2]
					if s[r2*9+c1] == b && s[r2*9+c2] == a {
						out = append(out, [4]int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2})
					}
				}
			}
		}
	}
	return out
}
