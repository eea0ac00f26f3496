package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/sudokugo/sudoku"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// bin is the sudoku binary that the end-to-end tests run.
var bin string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "sudoku-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bin = filepath.Join(dir, "sudoku")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building sudoku: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runSudoku runs the binary with args and the file stdin (none when
// empty) as standard input, and returns its output and exit status.
func runSudoku(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}

// TestGolden runs the command on the files in testdata and compares what
// it writes and its exit status with the golden files.
func TestGolden(t *testing.T) {
	tests := []struct {
		name  string
		stdin string // file for standard input
		args  []string
	}{
		{"no-args", "", nil},
		{"help", "", []string{"help"}},
		{"help-solve", "", []string{"help", "solve"}},
		{"solve-h", "", []string{"solve", "-h"}},
		{"unknown-command", "", []string{"frobnicate"}},
		{"unknown-flag", "", []string{"solve", "-frob"}},
		{"bad-format", "", []string{"solve", "-format", "json"}},
		{"bad-workers", "", []string{"count", "-workers", "0"}},
		{"example", "", []string{"example"}},
		{"solve-good", "", []string{"solve", "testdata/good.txt"}},
		{"solve-crlf", "", []string{"solve", "testdata/crlf.txt"}},
		{"solve-bad", "", []string{"solve", "testdata/bad.txt"}},
		{"solve-bad-unique", "", []string{"solve", "-unique", "-workers", "3", "testdata/bad.txt"}},
		{"solve-grid-unique", "", []string{"solve", "-format", "grid", "-unique", "testdata/good.txt"}},
		{"solve-grid-bad", "", []string{"solve", "-format", "grid", "-unique", "testdata/bad.txt"}},
		{"solve-stdin", "testdata/bad.txt", []string{"solve", "-workers", "1"}},
		{"solve-files", "testdata/crlf.txt",
			[]string{"solve", "testdata/good.txt", "testdata/missing.txt", "-", "testdata/crlf.txt"}},
		{"count", "", []string{"count", "-limit", "5", "testdata/bad.txt"}},
		{"generate", "", []string{"generate", "-n", "5", "-seed", "7"}},
		{"generate-solution", "", []string{"generate", "-n", "2", "-seed", "7", "-solution", "-format", "grid"}},
		{"generate-args", "", []string{"generate", "-n", "2", "extra"}},
		{"generate-symmetry", "", []string{"generate", "-n", "3", "-seed", "7", "-symmetry", "rot180", "-grade", "-solution"}},
		{"generate-grid-grade", "", []string{"generate", "-seed", "7", "-symmetry", "diagonals",
			"-minimal", "-clues", "20-30", "-grade", "-format", "grid"}},
		{"generate-budget", "", []string{"generate", "-n", "3", "-seed", "7", "-clues", "-18", "-tries", "2"}},
		{"generate-timeout", "", []string{"generate", "-n", "5", "-seed", "7", "-timeout", "1ns"}},
		{"generate-bad-symmetry", "", []string{"generate", "-symmetry", "spiral"}},
		{"generate-bad-clues", "", []string{"generate", "-clues", "30-20"}},
		{"generate-bad-tries", "", []string{"generate", "-tries", "-1"}},
		{"generate-level", "", []string{"generate", "-n", "3", "-seed", "7", "-level", "hard", "-solution"}},
		{"generate-rating", "", []string{"generate", "-n", "2", "-seed", "7", "-rating", "6.5-6.6",
			"-symmetry", "rot180", "-format", "grid"}},
		{"generate-bad-level", "", []string{"generate", "-level", "wild"}},
		{"generate-bad-rating", "", []string{"generate", "-rating", "5-2.6"}},
		{"bench-no-file", "", []string{"bench"}},
		{"rate-levels", "", []string{"rate", "testdata/levels.txt"}},
		{"rate-se", "", []string{"rate", "-format", "se", "testdata/levels.txt", "testdata/rate-se.txt"}},
		{"rate-timeout", "", []string{"rate", "-timeout", "1ns", "-workers", "1", "testdata/rate-se.txt"}},
		{"rate-bad-timeout", "", []string{"rate", "-timeout", "-1s"}},
		{"rate-bad-format", "", []string{"rate", "-format", "grid"}},
		{"rate-bad", "testdata/bad.txt", []string{"rate", "-workers", "2", "testdata/good.txt", "-"}},
		{"rate-args", "", []string{"rate", "-workers", "-1"}},
		{"hint-puzzle", "", []string{"hint", puzzle}},
		{"hint-nudge", "", []string{"hint", "-level", "nudge", "testdata/position.txt"}},
		{"hint-pointer", "testdata/position.txt", []string{"hint", "-level", "pointer"}},
		{"hint-marks", "", []string{"hint", "-marks", puzzle, "..8......9" + strings.Repeat(".", 71)}},
		{"hint-mistake", "", []string{"hint", "testdata/mistake.txt"}},
		{"hint-mark-mistake", "testdata/markmistake.txt", []string{"hint", "-"}},
		{"hint-bad-marks", "", []string{"hint", "testdata/badmarks.txt"}},
		{"hint-bad-level", "", []string{"hint", "-level", "all", puzzle}},
		{"hint-solved", "", []string{"hint", solution}},
		{"hint-multiple", "", []string{"hint", twoSolutions}},
		{"hint-clash", "", []string{"hint", "44" + puzzle[2:]}},
		{"hint-missing", "", []string{"hint", "testdata/missing.txt"}},
		{"hint-typo", "", []string{"hint", puzzle[:40] + "x" + puzzle[41:]}},
		{"hint-extra", "", []string{"hint", puzzle, "..8", "1"}},
		{"path-hard", "", []string{"path", hardPuzzle}},
		{"path-position", "", []string{"path", "testdata/position.txt"}},
		{"path-stuck", "", []string{"path", twoSolutions}},
		{"path-mistake", "", []string{"path", "testdata/mistake.txt"}},

		// Variant rules (issue 10).
		{"solve-variants", "", []string{"solve", "-unique", "testdata/variants.txt"}},
		{"solve-variants-grid", "testdata/variants.txt", []string{"solve", "-format", "grid", "-workers", "2"}},
		{"count-variants", "", []string{"count", "-limit", "5", "testdata/variants.txt"}},
		{"candidates-variants", "", []string{"candidates", "testdata/variants.txt"}},
		{"candidates-classic", "", []string{"candidates", "testdata/bad.txt"}},
		{"candidates-grid", "", []string{"candidates", "-format", "grid", "testdata/good.txt",
			"testdata/variants-bad.txt"}},
		{"candidates-rules", "", []string{"candidates", "-format", "grid", "-rules", "main",
			"testdata/xsudoku.txt"}},
		{"variants-bad", "", []string{"solve", "-unique", "testdata/variants-bad.txt"}},
		{"count-variants-bad", "testdata/variants-bad.txt", []string{"count", "-workers", "1"}},
		{"solve-rules-x", "", []string{"solve", "-unique", "-rules", "x", "testdata/xsudoku.txt"}},
		{"solve-rules-diagonals", "", []string{"solve", "-unique", "-rules", "diagonal-, diagonal+",
			"testdata/xsudoku.txt"}},
		{"solve-rules-merge", "", []string{"solve", "-unique", "-rules", "antiknight", "testdata/windoku.txt"}},
		{"solve-rules-broken", "", []string{"solve", "-rules", "x,antiknight", "testdata/variants.txt"}},
		{"count-rules", "", []string{"count", "-rules", "nonconsecutive", "testdata/nonconsecutive.txt"}},
		{"solve-rules-unknown", "", []string{"solve", "-rules", "x,hyper"}},
		{"solve-rules-layout", "", []string{"count", "-rules", "killer"}},
		{"rate-variants", "", []string{"rate", "testdata/variants.txt"}},
		{"hint-variant", "", []string{"hint", `{"grid":"` + puzzle + `","rules":{"antiKing":true}}`}},
		{"generate-rules", "", []string{"generate", "-n", "3", "-seed", "5", "-rules", "x,windoku"}},
		{"generate-rules-killer", "", []string{"generate", "-n", "2", "-seed", "5",
			"-rules", "killer", "-solution"}},
		{"generate-rules-grid", "", []string{"generate", "-n", "2", "-seed", "5",
			"-rules", "jigsaw,kropki,negative", "-solution", "-format", "grid"}},
		{"generate-rules-level", "", []string{"generate", "-rules", "thermo", "-level", "hard"}},
		{"generate-rules-unknown", "", []string{"generate", "-rules", "sandwich"}},

		// Searches that stall, bounded by -timeout (issue 23).
		{"solve-timeout", "", []string{"solve", "-unique", "-timeout", "200ms", "testdata/stalling.txt"}},
		{"solve-timeout-grid", "testdata/stalling.txt", []string{"solve", "-format", "grid",
			"-timeout", "200ms", "-workers", "1"}},
		{"count-timeout", "", []string{"count", "-limit", "1", "-timeout", "200ms", "testdata/stalling.txt"}},
		{"candidates-timeout", "", []string{"candidates", "-timeout", "200ms", "testdata/stalling.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := runSudoku(t, tt.stdin, tt.args...)
			var b strings.Builder
			fmt.Fprintf(&b, "$ sudoku %s", strings.Join(tt.args, " "))
			if tt.stdin != "" {
				fmt.Fprintf(&b, " < %s", tt.stdin)
			}
			fmt.Fprintf(&b, "\n-- exit status %d --\n-- stdout --\n%s-- stderr --\n%s", code, stdout, stderr)
			got := b.String()
			file := filepath.Join("testdata", "golden", tt.name+".txt")
			if *update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -update to make it)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s:\n%s", file, lineDiff(string(want), got))
			}
		})
	}
}

// lineDiff shows the first lines where want and got differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\nwant %q\ngot  %q", i+1, wl, gl)
		}
	}
	return "(no difference)"
}

// TestSolveOrder checks that the results come in input order, the same
// for any number of workers, and that each is a solution of its puzzle.
func TestSolveOrder(t *testing.T) {
	const file = "testdata/easy_500.txt"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	puzzles := strings.Fields(string(data))
	sols := strings.Fields(sameForWorkers(t, []string{"1", "2", "7"}, "solve", file))
	if len(sols) != len(puzzles) {
		t.Fatalf("%d solutions for %d puzzles", len(sols), len(puzzles))
	}
	for i, p := range puzzles {
		checkSolution(t, p, sols[i])
	}
}

// sameForWorkers runs the command args[0] with -workers set to each of
// workers and the rest of args, fails t unless every run succeeds quietly
// with the same output, and returns that output.
func sameForWorkers(t *testing.T, workers []string, args ...string) string {
	t.Helper()
	var first string
	for i, w := range workers {
		a := append([]string{args[0], "-workers", w}, args[1:]...)
		stdout, stderr, code := runSudoku(t, "", a...)
		if code != 0 || stderr != "" {
			t.Fatalf("%v: exit status %d, stderr %q", a, code, stderr)
		}
		if i == 0 {
			first = stdout
		} else if stdout != first {
			t.Fatalf("%v: output differs from -workers %s", a, workers[0])
		}
	}
	return first
}

// checkSolution fails t unless sol is a complete grid that keeps the
// givens of puzzle p and has no digit twice in a row, column or box.
func checkSolution(t *testing.T, p, sol string) {
	t.Helper()
	if len(sol) != 81 || len(p) != 81 {
		t.Fatalf("puzzle %q, solution %q: want 81 characters each", p, sol)
	}
	for i := range 81 {
		if p[i] != '.' && p[i] != '0' && p[i] != sol[i] {
			t.Fatalf("solution %q of %q changes cell %d", sol, p, i)
		}
	}
	// Each row, column and box must hold each digit once.
	for h := range 27 {
		seen := map[byte]bool{}
		for k := range 9 {
			var cell int
			switch {
			case h < 9:
				cell = h*9 + k
			case h < 18:
				cell = k*9 + h - 9
			default:
				b := h - 18
				cell = (b/3*3+k/3)*9 + b%3*3 + k%3
			}
			seen[sol[cell]] = true
		}
		for d := byte('1'); d <= '9'; d++ {
			if !seen[d] {
				t.Fatalf("solution %q of %q: house %d lacks %c", sol, p, h, d)
			}
		}
	}
}

// TestGenerate checks that generate's output depends on the seed only,
// not on the number of workers, and that each puzzle is unique and
// minimal with the solution given.
func TestGenerate(t *testing.T) {
	first := sameForWorkers(t, []string{"1", "3"}, "generate", "-n", "30", "-seed", "12345", "-solution")
	lines := strings.Split(strings.TrimSuffix(first, "\n"), "\n")
	if len(lines) != 30 {
		t.Fatalf("%d lines, want 30", len(lines))
	}
	seen := map[string]bool{}
	for _, line := range lines {
		p, sol, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("line %q: no tab", line)
		}
		checkSolution(t, p, sol)
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		if !sudoku.IsUnique(g) {
			t.Errorf("puzzle %s is not unique", p)
		}
		for i := range g {
			if g[i] == 0 {
				continue
			}
			h := g
			h[i] = 0
			if sudoku.IsUnique(h) {
				t.Errorf("puzzle %s is not minimal: cell %d can go", p, i)
				break
			}
		}
		if seen[p] {
			t.Errorf("puzzle %s made twice", p)
		}
		seen[p] = true
	}

	// A shorter run makes the first puzzles of a longer one.
	short, _, _ := runSudoku(t, "", "generate", "-n", "5", "-seed", "12345", "-solution")
	if !strings.HasPrefix(first, short) || strings.Count(short, "\n") != 5 {
		t.Errorf("-n 5 does not give the first 5 puzzles of -n 30:\n%s", short)
	}

	// Another seed gives other puzzles.
	other, _, _ := runSudoku(t, "", "generate", "-n", "30", "-seed", "12346", "-solution")
	if other == first {
		t.Error("seeds 12345 and 12346 give the same puzzles")
	}

	// Without -seed, the seed is reported, and repeats the run.
	out1, stderr, code := runSudoku(t, "", "generate", "-n", "3")
	m := regexp.MustCompile(`^sudoku generate: -seed (\d+)\n$`).FindStringSubmatch(stderr)
	if code != 0 || m == nil {
		t.Fatalf("generate without -seed: exit status %d, stderr %q", code, stderr)
	}
	out2, _, _ := runSudoku(t, "", "generate", "-n", "3", "-seed", m[1])
	if out1 != out2 {
		t.Errorf("-seed %s does not repeat the run:\n%s\n%s", m[1], out1, out2)
	}
}

func TestBench(t *testing.T) {
	stdout, stderr, code := runSudoku(t, "", "bench", "-time", "1ms", "-workers", "2", "testdata/easy_500.txt")
	if code != 0 || stderr != "" {
		t.Fatalf("exit status %d, stderr %q", code, stderr)
	}
	re := regexp.MustCompile(`^ *file +workers +puzzles +puzzles/s +µs/puzzle +guesses/puzzle *\n` +
		` *easy_500\.txt +2 +[1-9]\d*00 +[1-9]\d* +\d+\.\d\d +0\.00 *\n$`)
	if !re.MatchString(stdout) {
		t.Errorf("output does not match %s:\n%s", re, stdout)
	}
	// Bad puzzles are reported and left out; the others are timed.
	stdout, stderr, code = runSudoku(t, "", "bench", "-time", "1ms", "-workers", "1", "testdata/bad.txt")
	if code != 1 || !strings.Contains(stderr, "testdata/bad.txt:3:81: wrong number of cells") {
		t.Errorf("exit status %d, stderr %q", code, stderr)
	}
	// Of the four puzzles timed, the one with two solutions needs a
	// guess; the guesses per puzzle are above zero.
	if !regexp.MustCompile(`bad\.txt +1 +[1-9]\d* +\d+ +[\d.]+ +0\.[1-9]\d\n`).MatchString(stdout) {
		t.Errorf("no timing for the good puzzles of bad.txt:\n%s", stdout)
	}
}

// TestBenchNothingToTime checks that bench does not pretend: a file that
// is missing, empty or holds no valid puzzle is an error (status 1) with
// a message, and a table is written only for the files timed.
func TestBenchNothingToTime(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	comments := filepath.Join(dir, "comments.txt")
	missing := filepath.Join(dir, "missing.txt")
	one := filepath.Join(dir, "one.txt")
	for name, text := range map[string]string{
		empty: "", comments: "# nothing here\n\n", one: puzzle + "\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		files  []string
		stderr []string // each in standard error
		table  bool     // whether stdout has the table
	}{
		{"missing", []string{missing}, []string{"open " + missing + ": no such file"}, false},
		{"empty", []string{empty}, []string{empty + ": no puzzles to time"}, false},
		{"comments", []string{comments}, []string{comments + ": no puzzles to time"}, false},
		{"some bad, then empty", []string{"testdata/bad.txt", empty},
			[]string{"testdata/bad.txt:3:81", empty + ": no puzzles to time"}, true},
		{"one of three", []string{empty, one, missing},
			[]string{empty + ": no puzzles", "open " + missing}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"bench", "-time", "1ms", "-workers", "1"}, tt.files...)
			stdout, stderr, code := runSudoku(t, "", args...)
			if code != exitBad {
				t.Errorf("exit status %d, want %d", code, exitBad)
			}
			for _, msg := range tt.stderr {
				if !strings.Contains(stderr, msg) {
					t.Errorf("stderr %q lacks %q", stderr, msg)
				}
			}
			if table := strings.Contains(stdout, "puzzles/s"); table != tt.table {
				t.Errorf("stdout %q: table %v, want %v", stdout, table, tt.table)
			}
		})
	}

	// A negative duration is a usage error, not a single pass.
	stdout, stderr, code := runSudoku(t, "", "bench", "-time", "-1s", one)
	if code != exitUsage || stdout != "" ||
		!strings.Contains(stderr, "-time must not be negative") {
		t.Errorf("bench -time -1s: status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestNoArgsStdin checks that the command with no arguments does not
// read standard input: it must return at once with standard input open
// and silent.
func TestNoArgsStdin(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	cmd := exec.Command(bin)
	cmd.Stdin = r
	var e bytes.Buffer
	cmd.Stderr = &e
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(e.String(), "Usage:") {
			t.Errorf("exit %v, stderr %q; want status 2 and the usage", err, e.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("sudoku with no arguments waited for standard input")
	}
}

// TestSolveStreams checks that results come out while input is still
// arriving: a program can feed puzzles one at a time and read each answer.
func TestSolveStreams(t *testing.T) {
	cmd := exec.Command(bin, "solve")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer in.Close()
	buf := make([]byte, 82)
	for range 3 {
		fmt.Fprintln(in, puzzle)
		got := make(chan error, 1)
		go func() {
			_, err := readFull(outPipe, buf)
			got <- err
		}()
		select {
		case err := <-got:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatal("no answer while standard input stays open")
		}
		checkSolution(t, puzzle, string(buf[:81]))
	}
}

// readFull reads exactly len(b) bytes from r.
func readFull(r interface{ Read([]byte) (int, error) }, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		k, err := r.Read(b[n:])
		n += k
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// TestParseFlags checks that flags are taken wherever they come before
// "--", with their values, and that the other arguments stay in order.
func TestParseFlags(t *testing.T) {
	// parsed is what a command line sets: the flags, then the arguments.
	type parsed struct {
		unique bool
		format string
		n      int
		args   []string
	}
	tests := []struct {
		name string
		args []string
		want parsed
	}{
		{"none", nil, parsed{false, "line", 0, []string{}}},
		{"flags first", []string{"-unique", "-format", "grid", "a"},
			parsed{true, "grid", 0, []string{"a"}}},
		{"flags after", []string{"a", "-unique", "-n", "3"},
			parsed{true, "line", 3, []string{"a"}}},
		{"flags between", []string{"a", "-format=grid", "b", "--n", "4", "c"},
			parsed{false, "grid", 4, []string{"a", "b", "c"}}},
		{"dash is stdin", []string{"-", "-unique", "-"},
			parsed{true, "line", 0, []string{"-", "-"}}},
		{"after --", []string{"a", "--", "-unique", "--", "-x"},
			parsed{false, "line", 0, []string{"a", "-unique", "--", "-x"}}},
		{"value like a flag", []string{"-format", "-unique", "a"},
			parsed{false, "-unique", 0, []string{"a"}}},
		{"value --", []string{"-format", "--", "-unique"},
			parsed{true, "--", 0, []string{}}},
		{"bool with value", []string{"a", "-unique=false", "b"},
			parsed{false, "line", 0, []string{"a", "b"}}},
		// Pencil marks and entries of hint may start with '-'.
		{"not flags", []string{"p", "- 37 -", "-1", "-.8", "---x"},
			parsed{false, "line", 0, []string{"p", "- 37 -", "-1", "-.8", "---x"}}},
		{"negative value", []string{"-n", "-1"},
			parsed{false, "line", -1, []string{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			fs := newFlags(&env{stderr: &stderr}, &command{name: "test"})
			var got parsed
			fs.BoolVar(&got.unique, "unique", false, "")
			fs.StringVar(&got.format, "format", "line", "")
			fs.IntVar(&got.n, "n", 0, "")
			if code, ok := parseFlags(fs, tt.args); !ok {
				t.Fatalf("%q: stopped with status %d: %s", tt.args, code, stderr.String())
			}
			got.args = fs.Args()
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(parsed{}),
				cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%q: (-want +got)\n%s", tt.args, diff)
			}
		})
	}
}

// TestParseFlagsStop checks that a bad flag stops a command wherever it
// comes, with the exit status and a message.
func TestParseFlagsStop(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		msg  string // in standard error
	}{
		{"unknown after", []string{"a", "-frob"}, exitUsage, "not defined: -frob"},
		{"missing value", []string{"a", "-format"}, exitUsage, "needs an argument: -format"},
		{"bad value after", []string{"a", "-n", "x", "b"}, exitUsage, "invalid value"},
		{"help after", []string{"a", "-h"}, exitOK, "usage: sudoku test"},
		{"negative duration", []string{"a", "-d", "-1s"}, exitUsage,
			"sudoku test: -d must not be negative"},
		{"negative duration first", []string{"-d=-1ns"}, exitUsage,
			"sudoku test: -d must not be negative"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			fs := newFlags(&env{stderr: &stderr}, &command{name: "test"})
			fs.String("format", "line", "")
			fs.Int("n", 0, "")
			fs.Duration("d", 0, "")
			code, ok := parseFlags(fs, tt.args)
			if ok || code != tt.code || !strings.Contains(stderr.String(), tt.msg) {
				t.Errorf("%q: %v, status %d, stderr %q; want status %d and %q",
					tt.args, ok, code, stderr.String(), tt.code, tt.msg)
			}
		})
	}
}

// TestFlagsAnywhere checks that every command that takes arguments takes
// its flags after them and between them too, as if they came first; and
// that "--" ends the flags.
func TestFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"one.txt": puzzle + "\n",
		"two.txt": hardPuzzle + "\n",
		"-x":      twoSolutions + "\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	runIn := func(args ...string) (stdout, stderr string, code int) {
		var o, e bytes.Buffer
		env := &env{stdin: strings.NewReader(puzzle + "\n"), stdout: &o, stderr: &e}
		code = run(env, args)
		return o.String(), e.String(), code
	}

	for _, tt := range []struct{ args, same []string }{
		{[]string{"solve", "one.txt", "-unique"}, []string{"solve", "-unique", "one.txt"}},
		{[]string{"solve", "one.txt", "-format", "grid", "two.txt", "-unique"},
			[]string{"solve", "-format", "grid", "-unique", "one.txt", "two.txt"}},
		{[]string{"solve", "-", "-unique", "two.txt"}, []string{"solve", "-unique", "-", "two.txt"}},
		{[]string{"count", "one.txt", "-limit", "1", "-workers=1", "--", "-x"},
			[]string{"count", "-limit", "1", "-workers=1", "--", "one.txt", "-x"}},
		{[]string{"rate", "two.txt", "-workers", "1"}, []string{"rate", "-workers", "1", "two.txt"}},
		{[]string{"hint", puzzle, "-level", "nudge"}, []string{"hint", "-level", "nudge", puzzle}},
		{[]string{"help", "solve", "-h"}, []string{"help", "-h", "solve"}},
	} {
		stdout, stderr, code := runIn(tt.args...)
		want, wantErr, wantCode := runIn(tt.same...)
		if stdout != want || stderr != wantErr || code != wantCode {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want as %q: %d, %q, %q",
				tt.args, code, stdout, stderr, tt.same, wantCode, want, wantErr)
		}
	}

	// Flags after the files take effect (solve with -unique adds a
	// word), and a file named like a flag is read after "--".
	stdout, stderr, code := runIn("solve", "one.txt", "-unique", "--", "-x")
	sols := strings.Split(stdout, "\n")
	if code != exitOK || stderr != "" || len(sols) != 3 ||
		!strings.HasSuffix(sols[0], "\tunique") || !strings.HasSuffix(sols[1], "\tmultiple") {
		t.Errorf("solve one.txt -unique -- -x: status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// After "--", -unique is a file, which does not exist.
	stdout, stderr, code = runIn("solve", "one.txt", "--", "-unique")
	if code != exitBad || strings.Contains(stdout, "unique") ||
		!strings.Contains(stderr, "open -unique") {
		t.Errorf("solve one.txt -- -unique: status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// bench takes its flags after the files too.
	stdout, stderr, code = runIn("bench", "one.txt", "-time", "1ms", "-workers", "1")
	if code != exitOK || stderr != "" || !regexp.MustCompile(`one\.txt +1 +`).MatchString(stdout) {
		t.Errorf("bench one.txt -time 1ms -workers 1: status %d, stdout %q, stderr %q",
			code, stdout, stderr)
	}
}

// TestWorkersBound checks that -workers above maxWorkers is a usage error
// in every command that has the flag, before any work, and that
// maxWorkers itself is accepted.
func TestWorkersBound(t *testing.T) {
	in := puzzle + "\n"
	for _, args := range [][]string{
		{"solve"}, {"count"}, {"candidates"}, {"rate"}, {"generate", "-seed", "1"},
		{"bench", "-time", "1ms", "testdata/good.txt"},
	} {
		for _, w := range []int{maxWorkers + 1, 100000} {
			var o, e bytes.Buffer
			env := &env{stdin: strings.NewReader(in), stdout: &o, stderr: &e}
			a := append([]string{args[0], "-workers", fmt.Sprint(w)}, args[1:]...)
			code := run(env, a)
			if code != exitUsage || o.Len() != 0 ||
				!strings.Contains(e.String(), fmt.Sprintf("-workers must be at most %d", maxWorkers)) {
				t.Errorf("%q: status %d, stdout %q, stderr %q", a, code, o.String(), e.String())
			}
		}
		var o, e bytes.Buffer
		env := &env{stdin: strings.NewReader(in), stdout: &o, stderr: &e}
		a := append([]string{args[0], "-workers", fmt.Sprint(maxWorkers)}, args[1:]...)
		if code := run(env, a); code != exitOK || o.Len() == 0 {
			t.Errorf("%q: status %d, stdout %q, stderr %q", a, code, o.String(), e.String())
		}
	}
}
