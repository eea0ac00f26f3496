package sudoku

import (
	"path/filepath"
	"testing"
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

// TestPathSound checks every step of the path of generated puzzles and of
// the unique puzzles of the sample sets under testdata/puzzles against the
// known solution. In short mode it takes a few puzzles of each.
func TestPathSound(t *testing.T) {
	n, perSet := 300, 1<<30
	if testing.Short() {
		n, perSet = 30, 10
	}
	steps := 0
	r := NewMulberry32(5)
	for range n {
		p, _ := Generate(r)
		steps += checkPath(t, p)
	}
	t.Logf("generated: %d puzzles, %d steps checked", n, steps)
	files, _ := filepath.Glob(filepath.Join("testdata", "puzzles", "*.txt"))
	for _, f := range files {
		steps, count, k := 0, 0, perSet
		if filepath.Base(f) == "forum_hardest_1905_11plus.txt" {
			k = min(k, 8) // nested forcing chains: seconds a puzzle
			if testing.Short() {
				k = 1
			}
		}
		for _, p := range readSample(t, f, k) {
			if Count(p, 2) == 1 {
				steps += checkPath(t, p)
				count++
			}
		}
		if count > 0 {
			t.Logf("%s: %d puzzles, %d steps checked", filepath.Base(f), count, steps)
		}
	}
}

// TestPathSeveralSolutions checks the path of puzzles with several
// solutions (at most 100, so that all can be listed): every step must hold
// in every solution, no uniqueness technique may appear, and the path must
// stop with ErrStuck.
func TestPathSeveralSolutions(t *testing.T) {
	perSet := 1 << 30
	if testing.Short() {
		perSet = 20
	}
	file := filepath.Join("testdata", "puzzles", "serg_benchmark.txt")
	puzzles, steps := 0, 0
	for _, p := range readSample(t, file, perSet) {
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
	t.Logf("%d puzzles with several solutions, %d steps checked against each solution", puzzles, steps)
}
