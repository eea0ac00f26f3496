//go:build goexperiment.simd && amd64

package sudoku

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"simd/archsimd"
	"testing"

	"pgregory.net/rapid"
)

// The tests of the vector core (engine_simd_amd64.go) check its counts
// against the scalar engine and against the plain backtracking counter
// of engine_test.go, and its bit
// arithmetic against definitions worked out here from the rules.

// needAVX2 skips the test when the CPU has no AVX2, which the core
// needs.
func needAVX2(t testing.TB) {
	t.Helper()
	if !archsimd.X86.AVX2() {
		t.Skip("no AVX2: the scalar engine does all the work")
	}
}

// scalarCount counts on the scalar engine alone, on a full stack.
func scalarCount(g Grid, limit int) int {
	var st [deep]frame
	n, _ := countOn(st[:], &g, limit, 0, 0)
	return n
}

// TestSIMDSets compares the vector core with the scalar engine on every
// puzzle of the sample sets, counting to 1 and to 2, and checks the first
// solution it finds.
func TestSIMDSets(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "puzzles", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no sample sets: %v", err)
	}
	needAVX2(t)
	for _, f := range files {
		ps, err := readPuzzles(f)
		if err != nil {
			t.Fatal(err)
		}
		if testing.Short() {
			ps = ps[:min(len(ps), 60)]
		}
		for k, g := range ps {
			for limit := 1; limit <= 2; limit++ {
				got := vecCountSolutions(&g, limit, 0, 0)
				if want := scalarCount(g, limit); got != want {
					t.Fatalf("%s:%d: vector count to %d = %d, scalar %d",
						f, k+1, limit, got, want)
				}
			}
			checkSIMDSolution(t, g)
		}
	}
}

// checkSIMDSolution checks the first solution the vector core finds for
// g, a grid with one.
func checkSIMDSolution(t *testing.T, g Grid) {
	t.Helper()
	var st [deep]vecBoard
	e := vecEngine{stack: st[:]}
	e.unbounded()
	if !e.load(&g) {
		t.Fatalf("%s: load failed", g)
	}
	if found, _ := e.next(context.Background()); !found {
		t.Fatalf("%s: no solution found", g)
	}
	checkSolution(t, g, e.grid())
}

// TestSIMDProperties compares the vector core with the reference counter
// and the scalar engine on random grids with blanks, some with clashing
// or changed cells (no solution), some with few givens (many solutions).
func TestSIMDProperties(t *testing.T) {
	needAVX2(t)
	withChecks(t, 1000)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		r := rand.New(rand.NewPCG(seed, 7))
		var g Grid
		if rapid.Bool().Draw(t, "sparse") {
			for range r.IntN(20) {
				g[r.IntN(81)] = uint8(1 + r.IntN(9))
			}
		} else {
			g = randomPuzzle(r)
		}
		limit := rapid.IntRange(1, 40).Draw(t, "limit")
		want := scalarCount(g, limit)
		givens := 0
		for _, v := range g {
			givens += b2i(v != 0)
		}
		if givens >= 25 {
			if ref := backtrackCount(g, limit); ref != want {
				t.Fatalf("scalar Count(%s, %d) = %d, reference %d", g, limit, want, ref)
			}
		}
		if got := vecCountSolutions(&g, limit, 0, 0); got != want {
			t.Fatalf("vector Count(%s, %d) = %d, want %d", g, limit, got, want)
		}
	})
}

// TestSIMDExcluded checks the count that leaves one digit out of one cell
// (hasOtherSolution, for Carve) against the scalar engine.
func TestSIMDExcluded(t *testing.T) {
	needAVX2(t)
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 8))
		g := randomPuzzle(r)
		c := rapid.IntRange(0, 80).Draw(t, "cell")
		v := uint8(rapid.IntRange(1, 9).Draw(t, "digit"))
		var st [deep]frame
		want, _ := countOn(st[:], &g, 3, c, v)
		if got := vecCountSolutions(&g, 3, c, v); got != want {
			t.Fatalf("%s without %d in cell %d: %d, want %d", g, v, c, got, want)
		}
	})
}

// TestSIMDDeep checks that a search that overflows the first stack goes
// on on the deep one from where it stopped, as TestEngineGoesOn does for
// the scalar engine: on the forum's hardest less a few givens, with
// counts below the limit, so that a search that started again, or lost
// or repeated a branch, would count wrong; and enough of them overflow
// the first stack.
func TestSIMDDeep(t *testing.T) {
	needAVX2(t)
	count := func(g Grid, limit int) int { return vecCountSolutions(&g, limit, 0, 0) }
	checkGoesOn(t, 13, count, func(g *Grid, limit int) bool {
		var st [vecFirst]vecBoard
		_, ok := vecCountOn(st[:], g, limit, 0, 0)
		return !ok
	})
}

// TestSIMDSolver checks the bounds and statistics of Solver.Count on the
// vector core.
func TestSIMDSolver(t *testing.T) {
	needAVX2(t)
	hard := mustParse(t, forumFirst)
	ctx := context.Background()
	n, full, err := Solver{}.vecCount(ctx, &hard, 2)
	if n != 1 || err != nil || full.Guesses < 10 || full.Nodes <= full.Guesses {
		t.Fatalf("unbounded: %d, %+v, %v", n, full, err)
	}
	_, st, err := Solver{MaxGuesses: 3}.vecCount(ctx, &hard, 2)
	if !errors.Is(err, ErrBudget) || st.Guesses != 3 {
		t.Errorf("MaxGuesses 3: %+v, %v", st, err)
	}
	_, st, err = Solver{MaxNodes: 5}.vecCount(ctx, &hard, 2)
	if !errors.Is(err, ErrBudget) || st.Nodes != 5 {
		t.Errorf("MaxNodes 5: %+v, %v", st, err)
	}
	// The grids of TestEngineConfinedDigits, which minirowsFit finds
	// dead at the first node.
	for _, s := range []string{
		"1.7...2...........2......17.....7........2.8.81.........9..1.....................",
		"1.7...2...........2......17.....7........2...81............1.....................",
	} {
		g := mustParse(t, s)
		n, st, err := Solver{}.vecCount(ctx, &g, 3)
		if n != 0 || err != nil || st.Nodes > 1 {
			t.Errorf("%s: %d, %+v, %v; want 0 after 1 node", s, n, st, err)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := (Solver{}).vecCount(cancelled, &hard, 2); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
}

// TestSIMDAllocs checks that counting on the vector core allocates
// nothing.
func TestSIMDAllocs(t *testing.T) {
	hard := mustParse(t, forumFirst)
	needAVX2(t)
	allocs := testing.AllocsPerRun(20, func() {
		vecCountSolutions(&hard, 2, 0, 0)
		Solver{}.vecCount(context.Background(), &hard, 2)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per count", allocs)
	}
}

// TestSIMDLoad checks the board load sets up, on random puzzles and on
// the same with a clashing given added, against the rules: a digit may
// go in an empty cell when no peer holds it, and a grid where two peers
// hold one digit is refused.
func TestSIMDLoad(t *testing.T) {
	needAVX2(t)
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 11))
		g := randomPuzzle(r)
		if rapid.Bool().Draw(t, "clash") {
			// Copy a given to an empty peer.
			from := rapid.IntRange(0, 80).Draw(t, "from")
			for g[from] == 0 {
				from = (from + 1) % 81
			}
			to := rapid.IntRange(0, 80).Draw(t, "to")
			for g[to] != 0 || !sees(from, to) {
				to = (to + 1) % 81
				if to == from {
					t.Skip("no empty peer")
				}
			}
			g[to] = g[from]
		}
		valid := legal(g)
		if rapid.Bool().Draw(t, "big") {
			// A value above 9 anywhere, even the last cell.
			c := rapid.IntRange(0, 80).Draw(t, "cell")
			g[c] = rapid.Uint8Range(10, 255).Draw(t, "value")
			valid = false
		}
		// A board left from another grid, which load must overwrite.
		var e vecBoard
		for i := range e.cand {
			e.cand[i] = bandBits
		}
		if ok := e.load(&g); ok != valid {
			t.Fatalf("load(%s) = %v, want %v", g, ok, valid)
		}
		if !valid {
			return
		}
		for c := range 81 {
			for d := uint8(1); d <= 9; d++ {
				want := allowed(&g, c, d)
				got := e.cand[int(d-1)*4+c/27]>>(c%27)&1 != 0
				if got != want {
					t.Fatalf("load(%s): digit %d in cell %d: %v, want %v", g, d, c, got, want)
				}
			}
			if open := e.open[c/27]>>(c%27)&1 != 0; open != (g[c] == 0) {
				t.Fatalf("load(%s): cell %d open %v", g, c, open)
			}
		}
		// The pads, which the vectors read, are empty.
		for i := 3; i < 40; i += 4 {
			if e.cand[i] != 0 {
				t.Fatalf("load(%s): pad word %d = %#x", g, i, e.cand[i])
			}
		}
		if e.cand[36]|e.cand[37]|e.cand[38] != 0 || e.open[3]|e.open[7] != 0 {
			t.Fatalf("load(%s): pads %x %x", g, e.cand[36:], e.open)
		}
		if [3]uint32(e.open[:3]) != [3]uint32(e.open[4:7]) {
			t.Fatalf("load(%s): open %x", g, e.open)
		}
	})
}

// TestSIMDShrink checks the locked candidates of shrink8 on
// random band words against the definition: a minirow keeps its cells
// when some placement of the digit in the band, one cell per row in
// three different boxes, goes through it using present minirows only.
func TestSIMDShrink(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		var in [16]uint32
		for i := range in {
			// Sparse words, so that the rule has something to remove.
			in[i] = r.Uint32() & r.Uint32() & bandBits
		}
		got := applyLanes(in, shrink8)
		for i, a := range in {
			if want := refShrink(a); got[i] != want {
				t.Fatalf("shrink(%027b) = %027b, want %027b", a, got[i], want)
			}
		}
	}
}

// refShrink is the band rule by its definition.
func refShrink(a uint32) uint32 {
	present := func(r, k int) bool { return a>>(r*9+k*3)&7 != 0 }
	var keep uint32
	for k0 := range 3 {
		for k1 := range 3 {
			k2 := 3 - k0 - k1
			if k0 == k1 || k2 < 0 || k2 > 2 || k2 == k0 || k2 == k1 {
				continue
			}
			if present(0, k0) && present(1, k1) && present(2, k2) {
				keep |= 7<<(k0*3) | 7<<(9+k1*3) | 7<<(18+k2*3)
			}
		}
	}
	return a & keep
}

// TestSIMDRowsShared checks rowsShared8 on band words
// with every row not empty.
func TestSIMDRowsShared(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		var in [16]uint32
		for i := range in {
			for row := range 3 {
				x := r.Uint32() & r.Uint32() & 511
				if x == 0 {
					x = 1 << r.IntN(9)
				}
				in[i] |= x << (row * 9)
			}
		}
		got := applyLanes(in, rowsShared8)
		for i, a := range in {
			var want uint32
			for row := range 3 {
				if bits.OnesCount32(a>>(row*9)&511) >= 2 {
					want |= 511 << (row * 9)
				}
			}
			if got[i] != want {
				t.Fatalf("rowsShared(%027b) = %027b, want %027b", a, got[i], want)
			}
		}
	}
}

// TestSIMDColsShared checks colsShared8 on random digits against a count
// of each column's places over the digit's three bands.
func TestSIMDColsShared(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(9, 10))
	for range 2000 {
		var in [8]uint32
		for i := range in {
			if i%4 != 3 {
				in[i] = r.Uint32() & r.Uint32() & r.Uint32() & bandBits
			}
		}
		var shared [8]uint32
		colsShared8(archsimd.LoadUint32x8(&in)).Store(&shared)
		archsimd.ClearAVXUpperBits()
		for i := range in {
			var want uint32
			for j := range 9 {
				n, mine := 0, 0
				for b := range 3 {
					for row := range 3 {
						if in[i-i%4+b]>>(row*9+j)&1 != 0 {
							n++
							mine += b2i(b == i%4)
						}
					}
				}
				if mine >= 2 || n > mine {
					want |= 1 << j
				}
			}
			if i%4 == 3 {
				want = 0 // a pad lane, empty as every pad
			}
			if shared[i] != want {
				t.Fatalf("lane %d of %x: shared %09b; want %09b",
					i, in, shared[i], want)
			}
		}
	}
}

// TestSIMDStack checks stack8, the locked candidates between
// the boxes of a stack and its columns, on random digits: a column of a
// band keeps its cells when some placement of the digit in the stack, one
// column per band in three different columns, goes through it.
func TestSIMDStack(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		var in [16]uint32
		for i := range in {
			if i%4 != 3 {
				in[i] = r.Uint32() & r.Uint32() & r.Uint32() & bandBits
			}
		}
		got := applyLanes(in, stack8)
		for i, a := range in {
			if i%4 == 3 {
				continue
			}
			want := a
			for stack := range 3 {
				col := func(b, j int) bool {
					x := in[i-i%4+b]
					return x>>(stack*3+j)&(1|1<<9|1<<18) != 0
				}
				keep := [3]bool{}
				for j0 := range 3 {
					for j1 := range 3 {
						j2 := 3 - j0 - j1
						if j0 == j1 || j2 < 0 || j2 > 2 || j2 == j0 || j2 == j1 {
							continue
						}
						if col(0, j0) && col(1, j1) && col(2, j2) {
							keep[[3]int{j0, j1, j2}[i%4]] = true
						}
					}
				}
				for j := range 3 {
					if !keep[j] {
						want &^= (1 | 1<<9 | 1<<18) << (stack*3 + j)
					}
				}
			}
			if got[i] != want {
				t.Fatalf("stack lane %d of %x: %027b, want %027b", i, in, got[i], want)
			}
		}
	}
}

// applyLanes applies f to the lanes of in, eight at a time.
func applyLanes(in [16]uint32, f func(archsimd.Uint32x8) archsimd.Uint32x8) [16]uint32 {
	var out [16]uint32
	f(archsimd.LoadUint32x8((*[8]uint32)(in[:8]))).Store((*[8]uint32)(out[:8]))
	f(archsimd.LoadUint32x8((*[8]uint32)(in[8:]))).Store((*[8]uint32)(out[8:]))
	archsimd.ClearAVXUpperBits()
	return out
}

// FuzzSIMDCount compares the vector core with the scalar engine on grids
// read from the input as digits ('1'-'9', anything else blank).
func FuzzSIMDCount(f *testing.F) {
	f.Add([]byte(knownPuzzle), uint8(2))
	f.Add([]byte(twoSolutions), uint8(3))
	f.Add([]byte(forumFirst), uint8(2))
	f.Add([]byte(magicFirst), uint8(1))
	f.Add([]byte("1.7...2...........2......17.....7........2.8.81.........9..1....................."), uint8(3))
	f.Add([]byte("12"), uint8(9))
	f.Fuzz(func(t *testing.T, b []byte, limit uint8) {
		needAVX2(t)
		var g Grid
		for i := range min(len(b), 81) {
			if '1' <= b[i] && b[i] <= '9' {
				g[i] = b[i] - '0'
			}
		}
		lim := int(limit%20) + 1
		want := scalarCount(g, lim)
		if got := vecCountSolutions(&g, lim, 0, 0); got != want {
			t.Fatalf("vector Count(%s, %d) = %d, scalar %d", g, lim, got, want)
		}
	})
}

// BenchmarkSIMDCount counts, to 2, the solutions of the benchmark sets
// (see bench_test.go) on the vector core, so that it can be compared,
// through BenchmarkCount2 in a build without GOEXPERIMENT=simd, with the
// scalar engine.
func BenchmarkSIMDCount(b *testing.B) {
	needAVX2(b)
	for _, set := range loadSets(b) {
		b.Run(set.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				vecCountSolutions(&set.puzzles[i], 2, 0, 0)
				if i++; i == len(set.puzzles) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// vecCountOn counts on the vector core on the given stack alone, and
// reports ok == false when it overflows.
func vecCountOn(stack []vecBoard, g *Grid, limit, c int, v uint8) (n int, ok bool) {
	var e vecEngine
	e.stack = stack
	e.unbounded()
	if !e.load(g) {
		return 0, true
	}
	if v != 0 {
		e.cand[uint(v-1)*4+uint(c)/27] &^= 1 << (uint(c) % 27)
	}
	ok = e.search(limit)
	return e.found, ok
}

// grid returns the solved board as a Grid, for the tests to check.
func (e *vecBoard) grid() Grid {
	var g Grid
	for i, a := range e.cand[:36] {
		d := uint8(i/4) + 1
		base := i % 4 * 27
		for ; a != 0; a &= a - 1 {
			g[base+bits.TrailingZeros32(a)] = d
		}
	}
	return g
}

// TestSIMDRectangle checks the vector core's shortcut to a second
// solution (see swapped) as TestEngineRectangle checks the scalar
// engine's: every puzzle of the serg sample has several solutions, and
// the shortcut ends a quarter or more of their counts; the magictour and
// 17-clue puzzles, each unique, less the four cells of a rectangle of
// their solution, have two, and with one of the four given again, as
// many as Solve finds (its solutions checked), with a rectangle only
// when that is more than one.
func TestSIMDRectangle(t *testing.T) {
	needAVX2(t)
	checkRectangles(t, "vector ", vecCountSolutions, vecFirstSwapped)
}

// vecFirstSwapped reports whether the vector core's first solution of g,
// found after a guess, has a rectangle that swapped finds.
func vecFirstSwapped(g Grid) bool {
	var st [deep]vecBoard
	e := vecEngine{stack: st[:]}
	e.unbounded()
	if !e.load(&g) {
		return false
	}
	e.free = [3]uint32{e.open[0], e.open[1], e.open[2]}
	found, _ := e.next(context.Background())
	return found && e.sp > 0 && e.swapped()
}

// TestSIMDMostSeen checks mostSeen8 on random boards against the rule
// worked out here: of the cells of the set, the first that sees the most
// open cells (in its row, column or box, itself left out). The open
// cells' pad lanes hold garbage, as a frame's guess does.
func TestSIMDMostSeen(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(11, 12))
	for range 3000 {
		var open, set [8]uint32
		for b := range 3 {
			// Dense or sparse open cells, and a set of a few of them.
			open[b] = r.Uint32() & bandBits
			if r.IntN(2) == 0 {
				open[b] &= r.Uint32()
			}
			set[b] = open[b] & r.Uint32() & r.Uint32() & r.Uint32()
			open[b+4], set[b+4] = open[b], r.Uint32()
		}
		open[3], open[7], set[3], set[7] = r.Uint32()>>1, r.Uint32()>>1, r.Uint32(), r.Uint32()
		if set[0]|set[1]|set[2] == 0 {
			continue
		}
		isOpen := func(c int) bool { return open[c/27]>>(c%27)&1 != 0 }
		best, bestN := -1, -1
		for c := range 81 {
			if set[c/27]>>(c%27)&1 == 0 {
				continue
			}
			n := 0
			for p := range 81 {
				row, col := p/9 == c/9, p%9 == c%9
				box := p/27 == c/27 && p%9/3 == c%9/3
				if p != c && (row || col || box) && isOpen(p) {
					n++
				}
			}
			if n > bestN {
				best, bestN = c, n
			}
		}
		got := mostSeen8(ld8(&open), ld8(&set))
		if int(got) != best {
			t.Fatalf("open %027b, set %027b: got r%dc%d, want r%dc%d",
				open[:3], set[:3], got/9+1, got%9+1, best/9+1, best%9+1)
		}
	}
}

// TestSIMDPush checks push8 against the rules: the frame is the board
// less the guessed digit in the cell; on the board the cell holds the
// digit alone and is not open, and the digit has left the cell's row,
// column and box; nothing else changed.
func TestSIMDPush(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(13, 14))
	for range 2000 {
		var e, f vecBoard
		for d := range 9 {
			for b := range 3 {
				e.cand[d*4+b] = r.Uint32() & bandBits
			}
		}
		for b := range 3 {
			e.open[b] = r.Uint32() & bandBits
			e.open[b+4] = e.open[b]
		}
		e.open[3] = r.Uint32() // a guess of an earlier frame
		c := uint(r.IntN(81))
		d := uint(r.IntN(9))
		i := d*4 + c/27
		e.cand[i] |= 1 << (c % 27)
		old := e
		e.push8(&f, i, c)
		want := old
		want.cand[i] &^= 1 << (c % 27)
		if f != want {
			t.Fatalf("frame: got %v, want %v", f, want)
		}
		has := func(v *vecBoard, d, p uint) bool { return v.cand[d*4+p/27]>>(p%27)&1 != 0 }
		for p := range uint(81) {
			sees := p/9 == c/9 || p%9 == c%9 || p/27 == c/27 && p%9/3 == c%9/3
			for k := range uint(9) {
				w := has(&old, k, p)
				switch {
				case p == c:
					w = k == d
				case k == d && sees:
					w = false
				}
				if has(&e, k, p) != w {
					t.Fatalf("cell r%dc%d, digit %d after placing %d in r%dc%d: got %v, want %v",
						p/9+1, p%9+1, k+1, d+1, c/9+1, c%9+1, !w, w)
				}
			}
			wasOpen := old.open[p/27]>>(p%27)&1 != 0
			if isOpen := e.open[p/27]>>(p%27)&1 != 0; isOpen != (wasOpen && p != c) {
				t.Fatalf("open r%dc%d: got %v", p/9+1, p%9+1, isOpen)
			}
		}
		if [3]uint32(e.open[4:7]) != [3]uint32(e.open[:3]) || e.open[3] != old.open[3] {
			t.Fatalf("open copies and pad: got %v, want copies and %d", e.open, old.open[3])
		}
	}
}

// TestSIMDMissing checks missing8 on full boards, every cell with one
// digit, against a check of every house for nine different digits: the
// boards are solutions (a pattern, its digits and its rows and columns
// shuffled within bands and stacks), some with a cell changed, two
// cells of a box swapped or two rows of different bands swapped.
func TestSIMDMissing(t *testing.T) {
	needAVX2(t)
	r := rand.New(rand.NewPCG(15, 16))
	for range 3000 {
		var g Grid
		perm := r.Perm(9)
		rows, cols := r.Perm(3), r.Perm(3)
		for c := range 81 {
			row, col := c/9, c%9
			// Shuffle the rows of each band and the columns of each
			// stack by one permutation each.
			row, col = row/3*3+rows[row%3], col/3*3+cols[col%3]
			g[c] = uint8(perm[(row*3+row/3+col)%9] + 1)
		}
		switch r.IntN(4) {
		case 1:
			g[r.IntN(81)] = uint8(r.IntN(9) + 1)
		case 2:
			// Two cells of a box swap their digits: in one row, only
			// the columns go wrong; in one column, only the rows.
			b, k1, k2 := r.IntN(9), r.IntN(9), r.IntN(9)
			c1 := (b/3*3+k1/3)*9 + b%3*3 + k1%3
			c2 := (b/3*3+k2/3)*9 + b%3*3 + k2%3
			g[c1], g[c2] = g[c2], g[c1]
		case 3:
			// Two rows of different bands swap: only the boxes go
			// wrong.
			r1, r2 := r.IntN(3), 3+r.IntN(6)
			for k := range 9 {
				g[r1*9+k], g[r2*9+k] = g[r2*9+k], g[r1*9+k]
			}
		}
		valid := true
		for h := range 27 {
			var seen [10]bool
			for k := range 9 {
				var c int
				switch {
				case h < 9:
					c = h*9 + k
				case h < 18:
					c = k*9 + h - 9
				default:
					b := h - 18
					c = (b/3*3+k/3)*9 + b%3*3 + k%3
				}
				if seen[g[c]] {
					valid = false
				}
				seen[g[c]] = true
			}
		}
		var v vecBoard
		for c, d := range g {
			v.cand[int(d-1)*4+c/27] |= 1 << (c % 27)
		}
		bad := false
		for k := range 5 {
			bad = bad || !missing8(ld8(at8(v.cand[:], k)), k).IsZero()
		}
		archsimd.ClearAVXUpperBits()
		if bad == valid {
			t.Fatalf("missing8 on\n%v: %v, want %v", g, bad, !valid)
		}
	}
}
