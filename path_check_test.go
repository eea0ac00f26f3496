package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
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
	c, err := NewCandidates(puzzle)
	if err != nil {
		t.Fatal(err)
	}
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

// readPuzzles reads up to n puzzles, one a line, from the file.
func readPuzzles(t testing.TB, file string, n int) []Grid {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := Parse(line)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out = append(out, g)
	}
	return out
}

// TestPathSound checks every step of the path of generated puzzles and of
// the sample sets under testdata/puzzles against the known solution.
func TestPathSound(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
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
		ps := readPuzzles(t, f, n)
		steps := 0
		for _, p := range ps {
			if IsUnique(p) {
				steps += checkPath(t, p)
			}
		}
		t.Logf("%s: %d puzzles, %d steps checked", filepath.Base(f), len(ps), steps)
	}
}
