package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// runInput runs the binary with args and input as standard input, and
// returns its output and exit status.
func runInput(t *testing.T, input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	f := filepath.Join(t.TempDir(), "stdin")
	if err := os.WriteFile(f, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	return runSudoku(t, f, args...)
}

// TestRoundTrip runs each output of the command that holds puzzles or
// solutions, in each of its forms, back into solve, and checks that every
// grid written reads back as itself, with nothing reported (issue 9,
// item 5). solve's answer for each record shows what was read: the
// solution of a puzzle, and a solution itself for a solution.
func TestRoundTrip(t *testing.T) {
	const n = 4
	gen := []string{"generate", "-n", "4", "-seed", "9"}
	puzzles := strings.Fields(sameForWorkers(t, []string{"1"}, gen...))
	stdout, stderr, code := runInput(t, strings.Join(puzzles, "\n")+"\n", "solve")
	if code != 0 || stderr != "" {
		t.Fatalf("solve: exit status %d, stderr %q", code, stderr)
	}
	sols := strings.Fields(stdout)
	if len(puzzles) != n || len(sols) != n {
		t.Fatalf("%d puzzles and %d solutions, want %d", len(puzzles), len(sols), n)
	}
	input := strings.Join(puzzles, "\n") + "\n"
	tests := []struct {
		name  string
		stdin string   // the input of the first command
		args  []string // the first command
		want  []string // what solve writes for its output
	}{
		{"generate", "", gen, sols},
		{"generate -grade", "", append(gen, "-grade"), sols},
		{"generate -solution", "", append(gen, "-solution"), sols},
		{"generate -grade -solution", "", append(gen, "-grade", "-solution"), sols},
		{"generate -format grid", "", append(gen, "-format", "grid"), sols},
		{"generate -format grid -grade", "", append(gen, "-format", "grid", "-grade"), sols},
		// The solution grid after the line "solution" is skipped (issue
		// 23, item 5).
		{"generate -format grid -solution", "", append(gen, "-format", "grid", "-solution"), sols},
		{"generate -format grid -grade -solution", "",
			append(gen, "-format", "grid", "-grade", "-solution"), sols},
		{"rate", input, []string{"rate"}, sols},
		{"rate -format se", input, []string{"rate", "-format", "se"}, sols}, // item 4
		{"solve", input, []string{"solve"}, sols},
		{"solve -unique", input, []string{"solve", "-unique"}, sols},
		{"solve -format grid", input, []string{"solve", "-format", "grid"}, sols},
		{"solve -unique -format grid", input, []string{"solve", "-unique", "-format", "grid"}, sols},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, code := runInput(t, tt.stdin, tt.args...)
			if code != 0 || stderr != "" {
				t.Fatalf("%v: exit status %d, stderr %q", tt.args, code, stderr)
			}
			got, stderr, code := runInput(t, out, "solve")
			if code != 0 || stderr != "" {
				t.Fatalf("solve of %q: exit status %d, stderr %q", out, code, stderr)
			}
			if g, w := strings.Join(strings.Fields(got), "\n"), strings.Join(tt.want, "\n"); g != w {
				t.Errorf("solve of %q:\ngot:\n%s\nwant:\n%s", out, g, w)
			}
		})
	}
}

// TestRoundTripVariants runs each output of generate with rules, in each
// of its forms, back into solve, and checks that each puzzle reads back
// once, with its rules: solve's answers are the solutions that generate
// wrote.
func TestRoundTripVariants(t *testing.T) {
	gen := []string{"generate", "-n", "3", "-seed", "9", "-rules", "x,killer"}
	var sols []string
	for _, l := range strings.Split(strings.TrimSpace(sameForWorkers(t, []string{"1"},
		append(gen, "-solution")...)), "\n") {
		_, s, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("generate -solution wrote %q, want a puzzle, a tab and its solution", l)
		}
		sols = append(sols, s)
	}
	for _, extra := range [][]string{nil, {"-solution"}, {"-format", "grid"},
		{"-format", "grid", "-solution"}} {
		args := append(slices.Clone(gen), extra...)
		t.Run(strings.Join(extra, " "), func(t *testing.T) {
			out, stderr, code := runInput(t, "", args...)
			if code != 0 || stderr != "" {
				t.Fatalf("%v: exit status %d, stderr %q", args, code, stderr)
			}
			got, stderr, code := runInput(t, out, "solve")
			if code != 0 || stderr != "" {
				t.Fatalf("solve of %q: exit status %d, stderr %q", out, code, stderr)
			}
			if g, w := strings.Join(strings.Fields(got), "\n"), strings.Join(sols, "\n"); g != w {
				t.Errorf("solve of %q:\ngot:\n%s\nwant:\n%s", out, g, w)
			}
		})
	}
}

// TestRoundTripMarkers checks that the markers of bad results ("-",
// "-<TAB>-", "-<TAB>none" and their grid forms) read back as no record
// and no error: a second solve answers the good records only.
func TestRoundTripMarkers(t *testing.T) {
	// r1c9 can hold nothing but 9, which r2c9 holds.
	noSolution := "12345678." + "........9" + strings.Repeat(".", 63)
	input := strings.Join([]string{puzzle, "!!", noSolution, puzzle2}, "\n") + "\n"
	for _, args := range [][]string{
		{"solve"}, {"solve", "-unique"}, {"solve", "-format", "grid"},
		{"solve", "-unique", "-format", "grid"}, {"rate"},
	} {
		out, _, code := runInput(t, input, args...)
		if code != 1 {
			t.Fatalf("%v: exit status %d, want 1", args, code)
		}
		got, stderr, code := runInput(t, out, "solve")
		if code != 0 || stderr != "" {
			t.Fatalf("solve of %q: exit status %d, stderr %q", out, code, stderr)
		}
		if n := len(strings.Fields(got)); n != 2 {
			t.Errorf("solve of %q: %d results, want 2:\n%s", out, n, got)
		}
	}
}

// TestIssueReproductions runs the two reproductions of issue 9, item 1: a
// drawn grid missing a row before two grids, each after a blank line; and
// a stray line before a drawn grid.
func TestIssueReproductions(t *testing.T) {
	data, err := os.ReadFile("../../testdata/puzzles/17clue.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := strings.Fields(string(data))[:3]
	var b strings.Builder
	b.WriteString(strings.Join(rows(p[0])[:8], "\n") + "\n\n")
	b.WriteString(strings.Join(rows(p[1]), "\n") + "\n\n")
	b.WriteString(strings.Join(rows(p[2]), "\n") + "\n")
	stdout, stderr, code := runInput(t, b.String(), "solve", "-unique")
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if code != 1 || len(lines) != 3 || lines[0] != "-\t-" ||
		stderr != "<stdin>:8:10: wrong number of cells: found 72, want 81\n" {
		t.Fatalf("got exit status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for i, l := range lines[1:] {
		sol, ok := strings.CutSuffix(l, "\tunique")
		if !ok {
			t.Fatalf("line %d: %q, want a unique solution", i+2, l)
		}
		checkSolution(t, p[i+1], sol)
	}

	example, _, _ := runInput(t, "", "example")
	grid := strings.Join(strings.Split(example, "\n")[2:13], "\n") // sed -n 3,13p
	stdout, stderr, code = runInput(t, "1 2 3\n"+grid+"\n", "solve")
	if code != 1 || stdout != "-\n"+solution+"\n" ||
		stderr != "<stdin>:1:6: wrong number of cells: found 3, want 81\n" {
		t.Fatalf("got exit status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestSplitGridThenGrid runs solve on drawn grids with a blank line or a
// comment inside them, each followed by the next grid with no blank line
// between: each grid's solution is its own, never that of a grid made of
// rows of two puzzles.
func TestSplitGridThenGrid(t *testing.T) {
	data, err := os.ReadFile("../../testdata/puzzles/17clue.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := strings.Fields(string(data))[:2]
	tests := []struct {
		name  string
		first string // the first grid, drawn with a boundary inside
	}{
		{"comment after five rows",
			strings.Join(rows(p[0])[:5], "\n") + "\n# note\n" + strings.Join(rows(p[0])[5:], "\n")},
		{"blank line after three rows",
			strings.Join(rows(p[0])[:3], "\n") + "\n\n" + strings.Join(rows(p[0])[3:], "\n")},
		{"bands apart", band(p[0], 0) + "\n" + band(p[0], 1) + "\n" + strings.TrimSuffix(band(p[0], 2), "\n")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.first + "\n" + strings.Join(rows(p[1]), "\n") + "\n"
			stdout, stderr, code := runInput(t, in, "solve", "-workers", "1")
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			if code != 0 || len(lines) != 2 || stderr != "" {
				t.Fatalf("solve of %q: exit status %d, stdout %q, stderr %q", in, code, stdout, stderr)
			}
			for i, l := range lines {
				checkSolution(t, p[i], l)
			}
		})
	}
}

// TestHintInput checks the messages of hint for input that is not a
// position (issue 9, item 8).
func TestHintInput(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		stderr      string
	}{
		{"short puzzle", "", []string{"hint", puzzle[:80]},
			"<arg>:1:81: wrong number of cells: found 80, want 81\n"},
		{"blank input", "\n", []string{"hint"}, "<stdin>:1:1: no puzzle\n"},
		{"cr", puzzle + "\r" + puzzle[:80] + "\r", []string{"hint"},
			"<stdin>:2:81: wrong number of cells: found 80, want 81\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := runInput(t, tt.stdin, tt.args...)
			if code != 1 || stderr != tt.stderr {
				t.Errorf("exit status %d, stderr %q; want 1, %q", code, stderr, tt.stderr)
			}
		})
	}
}
