package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/internal/allsamples"
)

// symmetryMaps gives, for each name of -symmetry, the maps of (row,
// column), from 0, that the clues must keep: written out here, apart from
// the library's tables, to check them.
var symmetryMaps = map[string][]func(r, c int) (int, int){
	"rot180":    {func(r, c int) (int, int) { return 8 - r, 8 - c }},
	"rot90":     {func(r, c int) (int, int) { return c, 8 - r }},
	"mirror-lr": {func(r, c int) (int, int) { return r, 8 - c }},
	"mirror-ud": {func(r, c int) (int, int) { return 8 - r, c }},
	"mirror": {func(r, c int) (int, int) { return r, 8 - c },
		func(r, c int) (int, int) { return 8 - r, c }},
	"diagonal":     {func(r, c int) (int, int) { return c, r }},
	"antidiagonal": {func(r, c int) (int, int) { return 8 - c, 8 - r }},
	"diagonals": {func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return 8 - c, 8 - r }},
}

// checkSymmetry fails t unless the clues of puzzle p keep the maps.
func checkSymmetry(t *testing.T, p string, maps []func(r, c int) (int, int)) {
	t.Helper()
	for i := range 81 {
		for _, m := range maps {
			r, c := m(i/9, i%9)
			if (p[i] == '.') != (p[r*9+c] == '.') {
				t.Fatalf("puzzle %s: r%dc%d and its image r%dc%d differ", p, i/9+1, i%9+1, r+1, c+1)
			}
		}
	}
}

// checkMinimal fails t unless no clue of the unique puzzle g can go.
func checkMinimal(t *testing.T, g sudoku.Grid) {
	t.Helper()
	for i := range g {
		if g[i] == 0 {
			continue
		}
		h := g
		h[i] = 0
		if sudoku.Count(h, 2) == 1 {
			t.Fatalf("puzzle %s is not minimal: r%dc%d can go", g, i/9+1, i%9+1)
		}
	}
}

// generated runs generate with args for 1 and 3 workers, checks that the
// two outputs agree and that nothing went wrong, and returns the lines.
func generated(t *testing.T, args ...string) []string {
	t.Helper()
	out := sameForWorkers(t, []string{"1", "3"}, append([]string{"generate"}, args...)...)
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// TestGenerateSymmetry checks that every puzzle made with -symmetry and
// -clues is unique, keeps the symmetry and the clue range, and is the
// same for any number of workers; and, with -minimal, is minimal.
func TestGenerateSymmetry(t *testing.T) {
	for name, maps := range symmetryMaps {
		t.Run(name, func(t *testing.T) {
			args := []string{"-n", "6", "-seed", "11", "-symmetry", name, "-clues", "22-32", "-solution"}
			if name == "rot180" {
				args = append(args, "-minimal")
			}
			for _, line := range generated(t, args...) {
				p, sol, _ := strings.Cut(line, "\t")
				checkSolution(t, p, sol)
				checkSymmetry(t, p, maps)
				g, err := sudoku.Parse(p)
				if err != nil {
					t.Fatal(err)
				}
				if n := sudoku.Count(g, 2); n != 1 {
					t.Fatalf("puzzle %s has %d solutions", p, n)
				}
				clues := 81 - strings.Count(p, ".")
				if clues < 22 || clues > 32 {
					t.Errorf("puzzle %s has %d clues, want 22-32", p, clues)
				}
				if name == "rot180" {
					checkMinimal(t, g)
				}
			}
		})
	}
}

// TestGenerateGrade checks that -grade, -level and -rating write what
// rate writes for the same puzzles, and that the grades are those asked.
func TestGenerateGrade(t *testing.T) {
	tests := []struct {
		args   []string
		level  string  // the level every puzzle must have, or ""
		lo, hi float64 // the range of the ratings
	}{
		{[]string{"-n", "12", "-seed", "5", "-grade", "-symmetry", "mirror-ud"}, "", 1, 10},
		{[]string{"-n", "6", "-seed", "5", "-level", "medium"}, "medium", 2.4, 4},
		{[]string{"-n", "6", "-seed", "5", "-level", "extreme", "-symmetry", "rot180"}, "extreme", 7, 10},
		{[]string{"-n", "6", "-seed", "5", "-rating", "4.2-4.4"}, "hard", 4.2, 4.4},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var puzzles, want strings.Builder
			for _, l := range generated(t, tt.args...) {
				f := strings.Split(l, "\t")
				if len(f) != 3 {
					t.Fatalf("line %q: want puzzle, rating and level", l)
				}
				r, err := strconv.ParseFloat(f[1], 64)
				if err != nil || r < tt.lo || r > tt.hi || tt.level != "" && f[2] != tt.level {
					t.Fatalf("line %q: want a rating in %v-%v and level %q", l, tt.lo, tt.hi, tt.level)
				}
				puzzles.WriteString(f[0] + "\n")
				want.WriteString(l + "\n")
			}
			file := filepath.Join(t.TempDir(), "puzzles.txt")
			if err := os.WriteFile(file, []byte(puzzles.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			got, stderr, code := runSudoku(t, "", "rate", file)
			if code != 0 || stderr != "" || got != want.String() {
				t.Errorf("rate: exit status %d, stderr %q, output\n%s\nwant\n%s",
					code, stderr, got, want.String())
			}
		})
	}
}

// TestGenerateNoRepeats checks that a run makes no puzzle twice. With a
// 32-bit seed for each puzzle, -n 300 -seed 15 -symmetry rot90 -minimal
// made 5 puzzles twice (lines 48 and 291 were the same): the retries of
// one index walked into the stream of another.
//
// What it samples: -n 100 (the old code repeated 2 puzzles in the first
// 100); -n 300 with -allsamples, -n 40 with -short.
func TestGenerateNoRepeats(t *testing.T) {
	n := strconv.Itoa(allsamples.Size(300, 100, 40))
	args := []string{"generate", "-n", n, "-seed", "15", "-symmetry", "rot90", "-minimal"}
	out, stderr, code := runSudoku(t, "", args...)
	if code != 0 || stderr != "" {
		t.Fatalf("%v: exit status %d, stderr %q", args, code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if strconv.Itoa(len(lines)) != n {
		t.Fatalf("%v: %d lines, want %s", args, len(lines), n)
	}
	seen := map[string]int{}
	for i, p := range lines {
		if j, ok := seen[p]; ok {
			t.Errorf("lines %d and %d are the same puzzle %s", j+1, i+1, p)
		}
		seen[p] = i
	}
}

// TestGeneratePrefix checks that a shorter run makes the first puzzles of
// a longer one, with retries (-minimal with a symmetry) and with any
// number of workers.
func TestGeneratePrefix(t *testing.T) {
	short, long := "100", "200"
	if testing.Short() {
		short, long = "20", "40"
	}
	args := []string{"-seed", "15", "-symmetry", "rot180", "-minimal"}
	a := sameForWorkers(t, []string{"1", "3"}, append([]string{"generate", "-n", short}, args...)...)
	b := sameForWorkers(t, []string{"2"}, append([]string{"generate", "-n", long}, args...)...)
	if !strings.HasPrefix(b, a) || strconv.Itoa(strings.Count(a, "\n")) != short {
		t.Errorf("-n %s does not give the first %s puzzles of -n %s", short, short, long)
	}
}

// TestGenerateBadOptions checks that options no puzzle can meet end the
// run at once with exit status 2 and a message that names the option,
// and that a bound far above every rating bounds nothing.
func TestGenerateBadOptions(t *testing.T) {
	tests := []struct {
		args []string
		msg  string // what standard error must hold
	}{
		{[]string{"-rating", "1e19-"}, "MinRating 1e+19 is above 11.7"},
		{[]string{"-rating", "11.8"}, "MinRating 11.8 is above 11.7"},
		{[]string{"-rating", "-0.9"}, "MaxRating 0.9 is below 1.0"},
		{[]string{"-rating", "NaN"}, `invalid value "NaN" for flag -rating`},
		{[]string{"-rating", "Inf"}, `invalid value "Inf" for flag -rating`},
		{[]string{"-clues", "90"}, "90 is above 81, the number of cells"},
		{[]string{"-clues", "20-82"}, "82 is above 81, the number of cells"},
		{[]string{"-clues", "-16"}, "MaxClues 16 is below 17"},
		{[]string{"-clues", "81", "-level", "easy"}, "MinClues 81 leaves a solved grid"},
		{[]string{"-level", "easy", "-rating", "5-6"}, "no easy puzzle rates 5-6"},
		{[]string{"-n", "0"}, "-n must be at least 1"},
		{[]string{"-n", "0", "-format", "grid"}, "-n must be at least 1"},
		{[]string{"-n", "0", "-format", "svg"}, "-n must be at least 1"},
		{[]string{"-n", "0", "-format", "html"}, "-n must be at least 1"},
		{[]string{"-n", "-1"}, "-n must be at least 1"},
		{[]string{"-seed", "-1"}, `invalid value "-1" for flag -seed: ` + seedWant},
		{[]string{"-seed", "seven"}, `invalid value "seven" for flag -seed: ` + seedWant},
		{[]string{"-seed", "18446744073709551616"},
			`invalid value "18446744073709551616" for flag -seed: ` + seedWant},
		{[]string{"-seed", "0x"}, `invalid value "0x" for flag -seed: ` + seedWant},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			args := append([]string{"generate", "-seed", "1"}, tt.args...)
			out, stderr, code := runSudoku(t, "", args...)
			if code != 2 || out != "" || !strings.Contains(stderr, tt.msg) {
				t.Errorf("exit status %d, output %q, stderr %q; want status 2 and %q",
					code, out, stderr, tt.msg)
			}
		})
	}
	lines := generated(t, "-n", "3", "-seed", "1", "-rating", "-1e19", "-tries", "50")
	if len(lines) != 3 {
		t.Errorf("-rating -1e19: %d lines, want 3", len(lines))
	}
}

// TestRateTimeoutRoomy checks that a -timeout that every rating meets
// changes nothing: the output of rate, in both forms, is the same as
// without it.
func TestRateTimeoutRoomy(t *testing.T) {
	for _, format := range []string{"line", "se"} {
		want, wantErr, wantCode := runSudoku(t, "", "rate", "-format", format, "testdata/levels.txt", "testdata/rate-se.txt")
		got, gotErr, gotCode := runSudoku(t, "", "rate", "-format", format, "-timeout", "1h", "testdata/levels.txt", "testdata/rate-se.txt")
		if got != want || gotErr != wantErr || gotCode != wantCode {
			t.Errorf("-format %s -timeout 1h: %q, %q, %d; without: %q, %q, %d",
				format, got, gotErr, gotCode, want, wantErr, wantCode)
		}
	}
}

// seedWant is what a bad -seed is told to be.
const seedWant = "want a whole number from 0 to 18446744073709551615 (2^64-1), " +
	"in decimal or after 0x (hexadecimal), 0o or 0 (octal) or 0b (binary)"

// TestSeedForms checks that every form -seed takes gives the puzzles of
// the same number, and the largest seed is taken.
func TestSeedForms(t *testing.T) {
	want, _, code := runIn("", "generate", "-seed", "16")
	if code != exitOK {
		t.Fatalf("-seed 16: status %d", code)
	}
	for _, s := range []string{"0x10", "0X10", "0o20", "020", "0b10000", "1_6"} {
		t.Run(s, func(t *testing.T) {
			got, errOut, code := runIn("", "generate", "-seed", s)
			if code != exitOK || got != want {
				t.Errorf("status %d, stderr %q, puzzle %q; want %q", code, errOut, got, want)
			}
		})
	}
	if _, errOut, code := runIn("", "generate", "-seed", "18446744073709551615"); code != exitOK {
		t.Errorf("-seed 2^64-1: status %d, stderr %q", code, errOut)
	}
}
