package sudoku

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// TestSeveralAtOnce checks that Rate, Path and Hint tell a puzzle with
// several solutions before they try the costly techniques, whose chains
// would search in vain: given a context that ends at its 1000th look
// (see endingContext), which they take before each technique they try,
// between the searches of the gate and every thousand or so branches of
// the nested chains, they still give their own answer, not the
// context's error. Before they counted first, all three ran the nested
// chains on the empty grid, and the context ended there; on the
// magictour puzzles with one clue removed, Rate then took some 400 to
// 1,000 looks, and now 20 to 250.
func TestSeveralAtOnce(t *testing.T) {
	const looks = 1000
	puzzles := append([]Grid{{}}, minusOne(t, allsamples.Size(40, 10, 3))...)
	for _, p := range puzzles {
		ctx := &endingContext{Context: context.Background(), at: looks}
		if gr, err := RateContext(ctx, p); err != ErrNotUnique || gr != (Grade{}) {
			t.Errorf("%v: RateContext = %+v, %v; want the zero Grade, %v", p, gr, err, ErrNotUnique)
		}
	}
	ctx := &endingContext{Context: context.Background(), at: looks}
	if steps, err := PathContext(ctx, Grid{}); err != ErrStuck || len(steps) != 0 {
		t.Errorf("empty grid: PathContext = %d steps, %v; want none, %v", len(steps), err, ErrStuck)
	}
	c, err := NewCandidates(Grid{})
	if err != nil {
		t.Fatal(err)
	}
	ctx = &endingContext{Context: context.Background(), at: looks}
	if st, err := HintContext(ctx, c); err != ErrStuck || st.Technique != 0 {
		t.Errorf("empty grid: HintContext = %v, %v; want no step, %v", st, err, ErrStuck)
	}
	// The context's end still wins when it comes first.
	for _, at := range []int{1, 5} {
		ctx = &endingContext{Context: context.Background(), at: at}
		if _, err := RateContext(ctx, Grid{}); !errors.Is(err, context.Canceled) {
			t.Errorf("ending at look %d: RateContext(empty grid): %v, want %v", at, err, context.Canceled)
		}
	}
}

// TestSeveralPathsAsBefore checks that the path of a puzzle with several
// solutions, which stops as soon as every mark lies in some solution, is
// the one the walk that tries every technique before giving up finds:
// the same steps, and ErrStuck.
//
// What it samples: 6 magictour puzzles with one clue removed and every
// 20th puzzle of serg_benchmark.txt; with -allsamples 40 and every fifth;
// with -short 2 and the first. The empty grid too, but with -short.
func TestSeveralPathsAsBefore(t *testing.T) {
	file := filepath.Join("testdata", "puzzles", "serg_benchmark.txt")
	puzzles := minusOne(t, allsamples.Size(40, 6, 2))
	puzzles = append(puzzles, everyKth(t, file, allsamples.Size(5, 20, 1<<30))...)
	if !testing.Short() {
		puzzles = append(puzzles, Grid{}) // 1.5 s the long way
	}
	for _, p := range puzzles {
		got, err := Path(p)
		if err != ErrStuck {
			t.Fatalf("%v: Path: %v, want ErrStuck", p, err)
		}
		want, err := exhaustivePath(p, false)
		if err != ErrStuck {
			t.Fatalf("%v: the walk through every technique: %v, want ErrStuck", p, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%v: Path differs from the walk through every technique (-walk +Path):\n%s", p, diff)
		}
	}
}

// TestGateKeepsUniqueRatings checks that the count at the gate before the
// costly techniques changes neither the grade nor the path of a unique
// puzzle: both are those of a walk that passes the gate without a look.
// The golden tests (TestSEFiles, TestGolden) check the same against
// known figures on more puzzles, more slowly.
func TestGateKeepsUniqueRatings(t *testing.T) {
	puzzles := generated(9, allsamples.Size(100, 30, 10))
	for _, name := range []string{"17clue.txt", "magictour_top1465.txt"} {
		file := filepath.Join("testdata", "puzzles", name)
		puzzles = append(puzzles, everyKth(t, file, allsamples.Size(5, 20, 100))...)
	}
	for _, p := range puzzles {
		got, err := Rate(p)
		if err != nil {
			t.Fatalf("%v: Rate: %v", p, err)
		}
		w := walker{}
		w.s.exhaustive = true
		want, err := w.rate(p)
		if err != nil {
			t.Fatalf("%v: the walk through every technique: %v", p, err)
		}
		if got != want {
			t.Errorf("%v: Rate = %+v, the walk through every technique %+v", p, got, want)
		}
		steps, err := Path(p)
		if err != nil {
			t.Fatalf("%v: Path: %v", p, err)
		}
		wantSteps, err := exhaustivePath(p, true)
		if err != nil {
			t.Fatalf("%v: the walk through every technique: %v", p, err)
		}
		if diff := cmp.Diff(wantSteps, steps); diff != "" {
			t.Errorf("%v: Path differs from the walk through every technique (-walk +Path):\n%s", p, diff)
		}
	}
}

// exhaustivePath walks the path of p as Path does, trusting uniqueness
// when unique is set, but through every technique, the gate passed
// without a look, and returns its steps and the walk's error.
func exhaustivePath(p Grid, unique bool) ([]Step, error) {
	w := walker{keep: true}
	w.s.exhaustive = true
	err := w.run(p, unique)
	return w.steps, err
}

// TestGateOrder checks what the gate relies on: no technique before it
// relies on uniqueness, and NakedSingle comes before it.
func TestGateOrder(t *testing.T) {
	at := -1
	single := false
	for i, tech := range order {
		if tech == gate {
			at = i
			break
		}
		if needsUnique(tech) {
			t.Errorf("%v relies on uniqueness and comes before the gate", tech)
		}
		single = single || tech == NakedSingle
	}
	if at < 0 || !single {
		t.Errorf("gate %v at %d of order, NakedSingle before it: %v", gate, at, single)
	}
}

// TestSolveWithin checks solveWithin and allLive against the list of all
// the solutions of puzzles with at most 100, the marks of each position
// cut down so that some solutions leave it: a mark is live when a
// solution that keeps to the marks holds it.
func TestSolveWithin(t *testing.T) {
	file := filepath.Join("testdata", "puzzles", "serg_benchmark.txt")
	tested := 0
	for k, p := range everyKth(t, file, allsamples.Size(1, 5, 20)) {
		sols := Solve(p, 101)
		if len(sols) < 2 || len(sols) > 100 {
			continue
		}
		c := fromGrid(p)
		// Take out, in every k-th empty cell, the first solution's
		// digit when the cell has another mark.
		for cell := k % 7; cell < 81; cell += 7 {
			d := digitMask(sols[0][cell])
			if c.marks[cell] != 0 && c.marks[cell] != d {
				c.marks[cell] &^= d
			}
		}
		var keep []Grid // the solutions that keep to the marks
		for _, sol := range sols {
			ok := true
			for cell, m := range c.marks {
				ok = ok && (m == 0 || m&digitMask(sol[cell]) != 0)
			}
			if ok {
				keep = append(keep, sol)
			}
		}
		allLive := true
		for cell, m := range c.marks {
			for ; m != 0; m &= m - 1 {
				d := m.lowest()
				want := false
				for _, sol := range keep {
					want = want || sol[cell] == d
				}
				allLive = allLive && want
				got, ok := solveWithin(&c, cell, d)
				if ok != want {
					t.Fatalf("%v less marks: solveWithin(r%dc%d, %d) found one: %v, want %v",
						p, cell/9+1, cell%9+1, d, ok, want)
				}
				if ok && (got[cell] != d || !containsGrid(keep, got)) {
					t.Fatalf("%v less marks: solveWithin(r%dc%d, %d) = %v, not a solution there",
						p, cell/9+1, cell%9+1, d, got)
				}
			}
		}
		s := solver{c: c}
		if got, err := s.allLive(); got != allLive || err != nil {
			t.Errorf("%v less marks: allLive = %v, %v; want %v", p, got, err, allLive)
		}
		tested++
	}
	if tested == 0 {
		t.Fatal("no puzzle with 2 to 100 solutions in the sample")
	}
}

// containsGrid reports whether gs holds g.
func containsGrid(gs []Grid, g Grid) bool {
	for _, h := range gs {
		if h == g {
			return true
		}
	}
	return false
}

// minusOne returns up to n puzzles of the magictour sample with one clue
// removed: for each puzzle in turn, the first clue, in row-major order,
// whose removal leaves several solutions (a puzzle none of whose clues
// does so is passed over).
func minusOne(tb testing.TB, n int) []Grid {
	tb.Helper()
	var out []Grid
	for _, p := range readSample(tb, filepath.Join("testdata", "puzzles", "magictour_top1465.txt"), 1<<30) {
		for cell, v := range p {
			if v == 0 {
				continue
			}
			q := p
			q[cell] = 0
			if Count(q, 2) == 2 {
				out = append(out, q)
				break
			}
		}
		if len(out) == n {
			break
		}
	}
	if len(out) == 0 {
		tb.Fatal("no magictour puzzle loses its uniqueness with one clue")
	}
	return out
}

// severalSets returns the sets of the benchmarks of puzzles with several
// solutions: the empty grid, and 40 magictour puzzles with one clue
// removed (see minusOne).
func severalSets(b *testing.B) []puzzleSet {
	return []puzzleSet{
		{"empty", []Grid{{}}},
		{"magictour_minus1", minusOne(b, 40)},
	}
}

// stuckOnce holds the positions where the paths of severalSets' puzzles
// stop, computed once for every run of BenchmarkSeveral.
var stuckOnce struct {
	sync.Once
	at map[string][]Candidates
}

// stuckPositions returns, for each set, the position where the path of
// each puzzle stops with ErrStuck: where Hint has nothing to give.
func stuckPositions(b *testing.B, sets []puzzleSet) map[string][]Candidates {
	stuckOnce.Do(func() {
		stuckOnce.at = make(map[string][]Candidates)
		for _, set := range sets {
			for _, p := range set.puzzles {
				c, err := NewCandidates(p)
				if err != nil {
					b.Fatal(err)
				}
				steps, err := Path(p)
				if err != ErrStuck {
					b.Fatalf("%v: Path: %v, want ErrStuck", p, err)
				}
				for _, st := range steps {
					c.Apply(st)
				}
				stuckOnce.at[set.name] = append(stuckOnce.at[set.name], c)
			}
		}
	})
	return stuckOnce.at
}

// BenchmarkSeveral times Rate, Path and Hint on puzzles with several
// solutions (see severalSets), one puzzle per operation: Rate must answer
// ErrNotUnique, Path give its steps with ErrStuck, and Hint, from the
// position where that path stops, ErrStuck.
func BenchmarkSeveral(b *testing.B) {
	sets := severalSets(b)
	b.Run("Rate", func(b *testing.B) {
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Rate(set.puzzles[i]); err != ErrNotUnique {
				b.Fatalf("%v: Rate: %v, want ErrNotUnique", set.puzzles[i], err)
			}
		})
	})
	b.Run("Path", func(b *testing.B) {
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Path(set.puzzles[i]); err != ErrStuck {
				b.Fatalf("%v: Path: %v, want ErrStuck", set.puzzles[i], err)
			}
		})
	})
	b.Run("Hint", func(b *testing.B) {
		stuck := stuckPositions(b, sets)
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Hint(stuck[set.name][i]); err != ErrStuck {
				b.Fatalf("%v: Hint: %v, want ErrStuck", set.puzzles[i], err)
			}
		})
	})
}
