package sudoku

import (
	"path/filepath"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// checkPath solves puzzle by Path and checks every placement and every
// elimination of every step against the solution, and that the path ends
// at the solution. It returns the number of steps.
func checkPath(t *testing.T, puzzle Grid) int {
	t.Helper()
	sol := Solve(puzzle, 2)
	if len(sol) != 1 {
		t.Fatalf("%v: %d solutions, want a unique puzzle", puzzle, len(sol))
	}
	steps, err := Path(puzzle)
	if err != nil {
		t.Fatalf("Path(%v): %v", puzzle, err)
	}
	c := fromGrid(puzzle)
	for _, st := range steps {
		checkStep(t, st, sol[0])
		c.Apply(st)
	}
	if c.Grid() != sol[0] {
		t.Fatalf("%v: path ends at %v, want %v", puzzle, c.Grid(), sol[0])
	}
	return len(steps)
}

// checkStep checks that a step places only the solution's digits and
// eliminates none of them, and that it makes some progress.
func checkStep(t *testing.T, st Step, sol Grid) {
	t.Helper()
	if len(st.Placements)+len(st.Eliminations) == 0 {
		t.Fatalf("%v: a step that does nothing: %s", st.Technique, st.Explain())
	}
	for _, p := range st.Placements {
		if sol[p.Cell] != p.Digit {
			t.Fatalf("%v places %d in %s, solution has %d: %s",
				st.Technique, p.Digit, cellName(p.Cell), sol[p.Cell], st.Explain())
		}
	}
	for _, e := range st.Eliminations {
		if sol[e.Cell] == e.Digit {
			t.Fatalf("%v eliminates %d from %s, the solution's digit: %s",
				st.Technique, e.Digit, cellName(e.Cell), st.Explain())
		}
	}
}

// readSample reads up to n puzzles from the file.
func readSample(t testing.TB, file string, n int) []Grid {
	t.Helper()
	ps, err := readPuzzles(file)
	if err != nil {
		t.Fatal(err)
	}
	return ps[:min(n, len(ps))]
}

// everyKth returns every k-th puzzle of the file, starting with the
// first, so that a sample spreads over the whole file; k < 1 is 1.
func everyKth(t testing.TB, file string, k int) []Grid {
	t.Helper()
	ps := readSample(t, file, 1<<30)
	k = max(k, 1)
	out := make([]Grid, 0, (len(ps)+k-1)/k)
	for i := 0; i < len(ps); i += k {
		out = append(out, ps[i])
	}
	return out
}

// generated returns n puzzles that Generate makes from a Mulberry32 of
// the seed, the same for the same seed.
func generated(seed uint32, n int) []Grid {
	r := NewMulberry32(seed)
	out := make([]Grid, n)
	for i := range out {
		out[i], _ = Generate(r)
	}
	return out
}

// TestPathSound checks every step of the path of generated puzzles and of
// the unique puzzles of the sample sets under testdata/puzzles against the
// known solution.
//
// What it samples: 100 generated puzzles, every fifth puzzle of each set
// (about 60 a set) and, of the forum's hardest, whose nested forcing
// chains take the better part of a second a path, every 50th (4, lines
// 1, 51, 101 and 151); with -allsamples, 300 generated puzzles, every
// puzzle of each set and every fifth of the hardest (40, among them the
// four); with -short, 30 generated, every 30th of each set and the first
// of the hardest.
// serg_benchmark.txt holds no unique puzzle: TestPathSeveralSolutions
// takes it.
func TestPathSound(t *testing.T) {
	t.Run("generated", func(t *testing.T) {
		n, steps := allsamples.Size(300, 100, 30), 0
		r := NewMulberry32(5)
		for range n {
			p, _ := Generate(r)
			steps += checkPath(t, p)
		}
		t.Logf("%d puzzles, %d steps checked", n, steps)
	})
	files, _ := filepath.Glob(filepath.Join("testdata", "puzzles", "*.txt"))
	for _, f := range files {
		if filepath.Base(f) == "serg_benchmark.txt" {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			k := allsamples.Size(1, 5, 30)
			if filepath.Base(f) == "forum_hardest_1905_11plus.txt" {
				k = allsamples.Size(5, 50, 1<<30)
			}
			steps, count := 0, 0
			for _, p := range everyKth(t, f, k) {
				if Count(p, 2) == 1 {
					steps += checkPath(t, p)
					count++
				}
			}
			if count == 0 {
				t.Fatal("no unique puzzle in the sample")
			}
			t.Logf("%d puzzles, %d steps checked", count, steps)
		})
	}
}

// TestPathSeveralSolutions checks the path of puzzles with several
// solutions (at most 100, so that all can be listed): every step must hold
// in every solution, no uniqueness technique may appear, and the path must
// stop with ErrStuck.
//
// What it samples: serg_benchmark.txt holds puzzles with several
// solutions (and some with more than 100); the test takes every 15th
// line, every line (86 puzzles with 2 to 100 solutions) with
// -allsamples, and the first 20 lines with -short.
func TestPathSeveralSolutions(t *testing.T) {
	file := filepath.Join("testdata", "puzzles", "serg_benchmark.txt")
	var sample []Grid
	if testing.Short() && !allsamples.On() {
		sample = readSample(t, file, 20)
	} else {
		sample = everyKth(t, file, allsamples.Size(1, 15, 1))
	}
	puzzles, steps := 0, 0
	for _, p := range sample {
		sols := Solve(p, 101)
		if len(sols) < 2 || len(sols) > 100 {
			continue
		}
		path, err := Path(p)
		if err != ErrStuck {
			t.Fatalf("%v: Path: %v, want ErrStuck", p, err)
		}
		for _, st := range path {
			if needsUnique(st.Technique) {
				t.Fatalf("%v: %v on a puzzle with several solutions", p, st.Technique)
			}
			for _, sol := range sols {
				checkStep(t, st, sol)
			}
		}
		puzzles++
		steps += len(path)
	}
	if puzzles == 0 {
		t.Fatal("no puzzle with several solutions in the sample")
	}
	t.Logf("%d puzzles with several solutions, %d steps checked against each solution", puzzles, steps)
}
