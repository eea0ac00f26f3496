package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
)

// Puzzles for the tests of hint and path.
const (
	// solution is the solution of puzzle.
	solution = "468973215953214687712856439124537896876492153539168724285649371341785962697321548"
	// twoSolutions is the core's known puzzle with two solutions.
	twoSolutions = "4689..2159532146877128564391245..896876492153539168724285649371341785962697321548"
	// hardPuzzle is the hard puzzle of testdata/levels.txt (rated 4.2).
	hardPuzzle = ".................1..2..3.4.............15...6..3.7..2......473..5.......16...8..."
)

// TestParsePosition checks the forms of a position and the places of
// its errors.
func TestParsePosition(t *testing.T) {
	empty := strings.Repeat(".", 81)
	allMarks := strings.TrimSpace(strings.Repeat("123 ", 81))
	tests := []struct {
		name    string
		lines   []string
		entries string // the entries grid; "" for none given
		marks   int    // the cells with marks; -1 for no marks
		err     string // the error, "" for none
	}{
		{"puzzle", []string{puzzle}, "", -1, ""},
		{"drawn", strings.Split(drawn, "\n"), "", -1, ""},
		{"entries", []string{"# c", puzzle, "", "..8" + empty[3:]}, "..8" + empty[3:], -1, ""},
		{"marks", []string{puzzle, empty, allMarks}, empty, 81, ""},
		{"marks over lines", append([]string{puzzle, empty},
			strings.Split(strings.Repeat(strings.Repeat(". ", 9)+"|\n+---+\n", 9), "\n")...),
			empty, 0, ""},
		{"dash is empty", []string{puzzle, empty, strings.Repeat("- ", 81)}, empty, 0, ""},
		{"no puzzle", []string{"# nothing", ""}, "", -1, "<arg>:2:1: no puzzle"},
		{"short entries", []string{puzzle, "..8"}, "", -1,
			"<arg>:2:4: wrong number of cells: found 3, want 81"},
		{"bad mark", []string{puzzle, empty, "12 3\u00e94"}, "", -1,
			`<arg>:3:5: invalid pencil mark 'é'`},
		{"few marks", []string{puzzle, empty, "1 2", "# end"}, "", -1,
			"<arg>:4:1: 2 sets of pencil marks, want 81"},
		{"many marks", []string{puzzle, empty, allMarks + " 5"}, "", -1,
			"<arg>:3:325: more than 81 sets of pencil marks"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := argPosition(tt.lines)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := p.puzzle.grid.String(); got != puzzle {
				t.Errorf("puzzle %s, want %s", got, puzzle)
			}
			if tt.entries == "" && p.entries.lines != nil {
				t.Errorf("entries %s, want none", p.entries.grid)
			}
			if tt.entries != "" && p.entries.grid.String() != tt.entries {
				t.Errorf("entries %s, want %s", p.entries.grid, tt.entries)
			}
			n := -1
			if p.marks != nil {
				n = 0
				for _, d := range p.marks {
					if d != 0 {
						n++
					}
				}
			}
			if n != tt.marks {
				t.Errorf("%d cells with marks, want %d", n, tt.marks)
			}
		})
	}
}

// TestPositionMistake checks that a wrong entry and a missing mark are
// reported at their place, as mistakes.
func TestPositionMistake(t *testing.T) {
	marks := make([]string, 81)
	for i := range marks {
		marks[i] = "."
	}
	marks[9] = "12" // r2c1, whose digit is 9
	tests := []struct {
		name  string
		lines []string
		err   string
	}{
		{"entry", []string{puzzle, "...5" + strings.Repeat(".", 77)}, "<arg>:2:4: r1c4 holds 5: contradicts the solution"},
		{"entry in grid", []string{puzzle, "... ... ...", "# row 2", "... 7.. ...", strings.Repeat(".", 63)},
			"<arg>:4:5: r2c4 holds 7: contradicts the solution"},
		{"mark", []string{puzzle, strings.Repeat(".", 81), strings.Join(marks, " ")},
			"<arg>:3:19: r2c1 lacks the pencil mark 9: contradicts the solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := argPosition(tt.lines)
			if err == nil {
				_, err = p.candidates()
			}
			if err == nil || err.Error() != tt.err || !errors.Is(err, sudoku.ErrMistake) {
				t.Fatalf("error %v, want %s wrapping ErrMistake", err, tt.err)
			}
		})
	}
}

// TestPathSolves checks that path's steps end in the solution, for every
// puzzle of levels.txt, and that each line but the last is a rating and
// a step.
func TestPathSolves(t *testing.T) {
	for _, p := range []string{puzzle, hardPuzzle,
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"} {
		stdout, stderr, code := runSudoku(t, "", "path", p)
		if code != 0 || stderr != "" {
			t.Fatalf("path %s: exit status %d, stderr %q", p, code, stderr)
		}
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		last, ok := strings.CutPrefix(lines[len(lines)-1], "solution\t")
		if !ok {
			t.Fatalf("path %s: last line %q", p, lines[len(lines)-1])
		}
		checkSolution(t, p, last)
		for _, l := range lines[:len(lines)-1] {
			r, text, ok := strings.Cut(l, "\t")
			if !ok || len(r) != 3 || r[1] != '.' || text == "" {
				t.Errorf("path %s: step line %q", p, l)
			}
		}
	}
}

// TestLoadPosition checks the places of errors in a position read from
// the arguments or standard input, and its line ends (issue 9, item 8).
func TestLoadPosition(t *testing.T) {
	entries := "..8......9" + strings.Repeat(".", 71)
	tests := []struct {
		name    string
		args    []string
		stdin   string
		entries string // the entries read, "" for none
		err     string // the error, "" for none
	}{
		{"short puzzle", []string{puzzle[:80]}, "", "",
			"<arg>:1:81: wrong number of cells: found 80, want 81"},
		{"short drawn puzzle", []string{"4 6 . | . . . | 2 . ."}, "", "",
			"<arg>:1:22: wrong number of cells: found 9, want 81"},
		{"missing file", []string{"testdata/missing.txt"}, "", "",
			"sudoku: open testdata/missing.txt: no such file or directory"},
		{"blank line", nil, "\n", "", "<stdin>:1:1: no puzzle"},
		{"empty", nil, "", "", "<stdin>:1:1: no puzzle"},
		{"comments", nil, "# a\n# b\n", "", "<stdin>:2:1: no puzzle"},
		{"cr", nil, puzzle + "\r" + entries + "\r", entries, ""},
		{"crlf", nil, puzzle + "\r\n" + entries + "\r\n", entries, ""},
		{"cr error", nil, puzzle + "\r\r" + entries[:80] + "\r", "",
			"<stdin>:3:81: wrong number of cells: found 80, want 81"},
		{"rate output", nil, puzzle + "\t2.6\tmedium\n" + entries + "\n", entries, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &env{stdin: strings.NewReader(tt.stdin)}
			p, err := loadPosition(e, tt.args)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := p.puzzle.grid.String(); got != puzzle {
				t.Errorf("puzzle %s, want %s", got, puzzle)
			}
			if got := p.entries.grid.String(); p.entries.lines != nil && got != tt.entries ||
				p.entries.lines == nil && tt.entries != "" {
				t.Errorf("entries %s, want %s", got, tt.entries)
			}
		})
	}
}

// TestTooManyArguments checks that hint, path, draw and help report more
// arguments than they take as such, with the count, rather than as a
// bad puzzle; and that a position written one line an argument, which
// may take more than three, is still read.
func TestTooManyArguments(t *testing.T) {
	tooMany := "too many arguments: 4, want at most 3 (PUZZLE [ENTRIES [MARKS]], FILE or -)"
	rows := []string{"hint"}
	for i := 0; i < 81; i += 9 {
		rows = append(rows, puzzle[i:i+9])
	}
	tests := []struct {
		name string
		args []string
		code int
		msg  string // the start of standard error
	}{
		{"hint", []string{"hint", "a", "b", "c", "d"}, exitUsage, "sudoku hint: " + tooMany},
		{"path", []string{"path", "a", "b", "c", "d"}, exitUsage, "sudoku path: " + tooMany},
		{"draw", []string{"draw", "a", "b", "c", "d"}, exitUsage, "sudoku draw: " + tooMany},
		{"four puzzles", []string{"hint", puzzle, puzzle, puzzle, puzzle}, exitUsage,
			"sudoku hint: " + tooMany + `; read one line an argument, they fail at ` +
				`<arg>:3:3: invalid pencil mark '.'`},
		{"three", []string{"hint", "a", "b", "c"}, exitBad, `<arg>:1:1: invalid character "a"`},
		{"help", []string{"help", "hint", "path"}, exitUsage,
			"sudoku help: too many arguments: 2, want at most 1 (COMMAND)"},
		{"rows", rows, exitOK, ""},
		{"rows as draw", append([]string{"draw"}, rows[1:]...), exitOK, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errOut, code := runIn("", tt.args...)
			if code != tt.code || !strings.HasPrefix(errOut, tt.msg) {
				t.Fatalf("status %d, stderr %q; want %d and %q", code, errOut, tt.code, tt.msg)
			}
		})
	}
}
