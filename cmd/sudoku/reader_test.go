package main

import (
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sudokugo/sudoku"
)

// The puzzle of the example command, and the same puzzle drawn over
// several lines in two styles.
const (
	puzzle = "46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4."
	drawn  = `+-------+-------+-------+
| 4 6 . | . . . | 2 . . |
| . 5 3 | . 1 4 | . . 7 |
| 7 . . | . . 6 | . 3 9 |
+-------+-------+-------+
| . . . | . . 7 | . 9 . |
| 8 . . | . . 2 | . 5 . |
| 5 3 . | . 6 . | . . . |
+-------+-------+-------+
| . . 5 | . 4 . | . 7 1 |
| . 4 . | . 8 . | 9 . . |
| . 9 . | . . . | . 4 . |
+-------+-------+-------+
`
	boxed = `┌───────┬───────┬───────┐
│ 4 6 0 │ 0 0 0 │ 2 0 0 │
│ 0 5 3 │ 0 1 4 │ 0 0 7 │
│ 7 0 0 │ 0 0 6 │ 0 3 9 │
├───────┼───────┼───────┤
│ 0 0 0 │ 0 0 7 │ 0 9 0 │
│ 8 0 0 │ 0 0 2 │ 0 5 0 │
│ 5 3 0 │ 0 6 0 │ 0 0 0 │
├───────┼───────┼───────┤
│ 0 0 5 │ 0 4 0 │ 0 7 1 │
│ 0 4 0 │ 0 8 0 │ 9 0 0 │
│ 0 9 0 │ 0 0 0 │ 0 4 0 │
└───────┴───────┴───────┘
`
)

// readAll returns what the reader makes of input, as records does, and
// fails t if reading stopped on an error.
func readAll(t *testing.T, input string) []string {
	t.Helper()
	r := newReader("in", strings.NewReader(input))
	got := records(r)
	if err := r.Err(); err != nil {
		t.Fatalf("Err() = %v", err)
	}
	return got
}

// records reads r to its end and returns one string a record: the line
// of the record's first line and its grid, or its error.
func records(r *reader) []string {
	var got []string
	for {
		rec, ok := r.next()
		if !ok {
			return got
		}
		if rec.err != nil {
			got = append(got, rec.err.Error())
			continue
		}
		got = append(got, strconv.Itoa(rec.line)+" "+rec.grid.String())
	}
}

func TestReader(t *testing.T) {
	short := puzzle[:80]
	typo := "4x" + puzzle[2:]
	tests := []readCase{
		{"empty", "", nil},
		{"blank and comments", "\n  \n# a comment\n   # indented\n\t\n", nil},
		{"one line", puzzle + "\n", []string{"1 " + puzzle}},
		{"no final newline", puzzle, []string{"1 " + puzzle}},
		{"zeros", strings.ReplaceAll(puzzle, ".", "0"), []string{"1 " + puzzle}},
		{"crlf", "# x\r\n" + puzzle + "\r\n\r\n" + puzzle + "\r\n",
			[]string{"2 " + puzzle, "4 " + puzzle}},
		{"byte order mark", "\ufeff" + puzzle + "\n", []string{"1 " + puzzle}},
		{"drawn grid", "# first\n" + drawn + "\n" + puzzle + "\n",
			[]string{"3 " + puzzle, "16 " + puzzle}},
		{"box drawing", boxed + boxed, []string{"2 " + puzzle, "15 " + puzzle}},
		{"nine lines", strings.Join(rows(puzzle), "\n"), []string{"1 " + puzzle}},
		{"comment inside a grid",
			strings.Join(rows(puzzle)[:4], "\n") + "\n# half way\n# and more\n" +
				strings.Join(rows(puzzle)[4:], "\n") + "\n",
			[]string{"1 " + puzzle}},
		{"short line", short + "\n" + puzzle + "\n",
			[]string{"in:1:81: wrong number of cells: found 80, want 81", "2 " + puzzle}},
		{"long line", puzzle + "1\n" + puzzle + "\n",
			[]string{"in:1:82: wrong number of cells: more than 81", "2 " + puzzle}},
		{"typo", typo + "\n" + puzzle + "\n",
			[]string{`in:1:2: invalid character "x"`, "2 " + puzzle}},
		{"short line then typo", short + "\n" + typo + "\n",
			[]string{"in:1:81: wrong number of cells: found 80, want 81",
				`in:2:2: invalid character "x"`}},
		{"typo inside a grid", "# g\n" + strings.Replace(drawn, "8 .", "8 ?", 1) + puzzle,
			[]string{`in:8:5: invalid character "?"`, "15 " + puzzle}},
		{"title", "Puzzle 1:\n" + drawn + "\n",
			[]string{`in:1:1: invalid character "P"`, "3 " + puzzle}},
		{"title inside a grid",
			strings.Join(strings.Split(drawn, "\n")[:4], "\n") + "\nPuzzle 2:\n" + drawn,
			[]string{"in:4:26: wrong number of cells: found 27, want 81",
				`in:5:1: invalid character "P"`, "7 " + puzzle}},
		{"garbage", "!!!\n" + puzzle + "\n",
			[]string{`in:1:1: invalid character "!"`, "2 " + puzzle}},
		{"grid cut short", strings.Join(rows(puzzle)[:5], "\n") + "\n" + puzzle,
			[]string{"in:5:10: wrong number of cells: found 45, want 81", "6 " + puzzle}},
		{"grid at end of input", "\n" + strings.Join(rows(puzzle)[:2], "\n") + "\n\n",
			[]string{"in:3:10: wrong number of cells: found 18, want 81"}},
		{"overflowing grid", strings.Join(rows(puzzle)[:8], "\n") + "\n" +
			"1234567891\n" + puzzle,
			[]string{"in:8:10: wrong number of cells: found 72, want 81",
				"in:9:11: wrong number of cells: found 10, want 81",
				"10 " + puzzle}},
		{"invalid utf-8", "4\xff" + puzzle[2:] + "\n",
			[]string{`in:1:2: invalid character "\xff"`}},
		{"wide characters", "é" + puzzle[:80] + "\n",
			[]string{`in:1:1: invalid character "é"`}},
		{"drawing only", "+---+\n|   |\n+---+\n", nil},
	}
	checkReads(t, tests)
}

// A readCase is an input and the records the reader makes of it, as
// records gives them.
type readCase struct {
	name, input string
	want        []string
}

// checkReads checks each case's records, in a subtest of its name.
func checkReads(t *testing.T, tests []readCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := readAll(t, tt.input)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("records of %q:\ngot:\n%s\nwant:\n%s", tt.input,
					strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// rows returns the nine rows of an 81-character puzzle.
func rows(p string) []string {
	var r []string
	for i := 0; i < 81; i += 9 {
		r = append(r, p[i:i+9])
	}
	return r
}

func TestReaderLongLine(t *testing.T) {
	huge := strings.Repeat(".", 3*maxLine)
	got := readAll(t, huge+"\n"+puzzle+"\n"+huge)
	want := []string{
		"in:1:1: line longer than 65536 bytes",
		"2 " + puzzle,
		"in:3:1: line longer than 65536 bytes",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
	// A long line after part of a grid ends the grid first.
	got = readAll(t, puzzle[:9]+"\n"+huge+"\n")
	want = []string{
		"in:1:10: wrong number of cells: found 9, want 81",
		"in:2:1: line longer than 65536 bytes",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestReaderSlowInput(t *testing.T) {
	// One byte at a time, as from a pipe that trickles.
	in := "# x\r\n" + drawn + puzzle + "\n"
	r := newReader("in", iotest.OneByteReader(strings.NewReader(in)))
	got := records(r)
	want := []string{"3 " + puzzle, "15 " + puzzle}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestReaderError(t *testing.T) {
	boom := errors.New("boom")
	in := io.MultiReader(strings.NewReader(puzzle+"\n"+puzzle[:9]),
		iotest.ErrReader(boom))
	r := newReader("in", in)
	got := records(r)
	want := []string{"1 " + puzzle, "in:2:10: wrong number of cells: found 9, want 81"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
	if !errors.Is(r.Err(), boom) {
		t.Errorf("Err() = %v, want %v", r.Err(), boom)
	}
}

func TestCellPos(t *testing.T) {
	// Cells 0, 40 and 80 of the drawn grid, and of the boxed one, whose
	// drawing characters take three bytes but one column each.
	tests := []struct {
		text       string
		cell       int
		line, col  int
		first, gap int
	}{
		{drawn, 0, 2, 3, 0, 0},
		{drawn, 40, 7, 13, 0, 0},
		{drawn, 80, 12, 23, 0, 0},
		{boxed, 0, 2, 3, 0, 0},
		{boxed, 80, 12, 23, 0, 0},
		{puzzle, 80, 1, 81, 0, 0},
	}
	for _, tt := range tests {
		r := newReader("in", strings.NewReader(tt.text))
		rec, ok := r.next()
		if !ok || rec.err != nil {
			t.Fatalf("reading %q: %v", tt.text, rec.err)
		}
		line, col := rec.cellPos(tt.cell)
		if line != tt.line || col != tt.col {
			t.Errorf("cellPos(%d) = %d:%d, want %d:%d", tt.cell, line, col, tt.line, tt.col)
		}
	}
}

func TestValidatePosition(t *testing.T) {
	// The 6 at r3c6 clashes with a 6 put at r2c5 (same box): reported
	// at the second cell in row-major order, r3c6, on line 4 of the file.
	text := "# clash\n" + strings.Replace(drawn, ". 1 4", "6 1 4", 1)
	r := newReader("in", strings.NewReader(text))
	rec, _ := r.next()
	if rec.err != nil {
		t.Fatal(rec.err)
	}
	err := validate(&rec)
	want := "in:5:15: r2c4 and r3c6 both hold 6: digit repeated in a row, column or box"
	if err == nil || err.Error() != want {
		t.Errorf("validate = %v, want %s", err, want)
	}
}

func TestReaderLineLimit(t *testing.T) {
	// A line of maxLine bytes is kept whatever its end of line; one more
	// byte makes it too long.
	fill := puzzle + strings.Repeat(" ", maxLine-len(puzzle))
	for _, input := range []string{
		fill + "\n" + fill + ".\n",
		fill + "\r\n" + fill + ".\r\n",
		fill + "\n" + fill + ".", // no end to the last line
	} {
		got := readAll(t, input)
		want := []string{"1 " + puzzle, "in:2:1: line longer than 65536 bytes"}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}

// FuzzReader checks, on any input, that the reader does not panic, that
// records come in the order of their lines, that each good record's text
// parses to its grid, and that each error points into the record.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		puzzle + "\n", drawn, boxed, "# c\r\n" + puzzle[:40] + "\n" + puzzle[40:],
		puzzle[:80] + "\n4x" + puzzle[2:], "Puzzle 1:\n" + drawn, "\ufeff" + puzzle,
		puzzle + "\r" + puzzle[:9] + "\r\n\r" + drawn, puzzle + "\t2.6\tmedium\n-\tnone\n",
		"1 2 3\n" + drawn + "unique\n",
		`{"grid":"` + puzzle + `","rules":{"antiKing":true}}` + "\n" + drawn,
		puzzle[:9] + "\n" + `{"grid":"` + puzzle + `",}`, "https://f-puzzles.com/?load=N4Ig\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := newReader("in", strings.NewReader(in))
		// A line ends at "\n", "\r\n" or "\r".
		lines := strings.Count(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(in), "\n") + 1
		last := 0
		for {
			rec, ok := r.next()
			if !ok {
				break
			}
			if rec.line <= last || rec.line > lines {
				t.Fatalf("record at line %d after line %d, of %d", rec.line, last, lines)
			}
			last = rec.lines[len(rec.lines)-1]
			var ie *inputError
			switch {
			case errors.As(rec.err, &ie):
				if ie.line < rec.line || ie.line > last || ie.col < 1 {
					t.Fatalf("error %v outside its record, lines %v", ie, rec.lines)
				}
			case rec.err != nil:
				t.Fatalf("error %v is not an *inputError", rec.err)
			case rec.form == formJSON:
				var p sudoku.Puzzle
				err := json.Unmarshal([]byte(rec.text), &p)
				if err != nil || p.Grid != rec.grid {
					t.Fatalf("record %q: grid %v, JSON gives %v, %v", rec.text, rec.grid, p.Grid, err)
				}
			case rec.form == formFPuzzles:
				// Read by package fpuzzles, which has its own tests.
			default:
				g, err := sudoku.Parse(rec.text)
				if err != nil || g != rec.grid {
					t.Fatalf("record %q: grid %v, Parse gives %v, %v", rec.text, rec.grid, g, err)
				}
			}
		}
	})
}

// Two more puzzles for the tests of record boundaries (any grids do: the
// reader does not solve them).
const (
	puzzle2 = ".................1..2..3.4.............15...6..3.7..2......473..5.......16...8..."
	puzzle3 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)

// band returns the i-th band of p, three rows of nine cells, with a
// newline after each.
func band(p string, i int) string {
	return strings.Join(rows(p)[3*i:3*i+3], "\n") + "\n"
}

// pretty draws p the way solve -format grid and generate -format grid do.
func pretty(p string) string {
	g, err := sudoku.Parse(p)
	if err != nil {
		panic(err)
	}
	return g.Pretty()
}

// TestReaderBoundaries checks that a record that goes wrong ends at a
// record boundary, so that the records after it are read as they were
// written (issue 9, item 1), that the outputs of the command read back
// as their puzzles (item 5), and that "\r" alone ends a line (item 8).
func TestReaderBoundaries(t *testing.T) {
	nine := func(p string) string { return strings.Join(rows(p), "\n") + "\n" }
	tests := []readCase{
		// The reproduction of the issue in small: a grid of eight rows,
		// then two grids, each after a blank line.
		{"short grid before grids",
			strings.Join(rows(puzzle)[:8], "\n") + "\n\n" + nine(puzzle2) + "\n" + nine(puzzle3),
			[]string{"in:8:10: wrong number of cells: found 72, want 81",
				"10 " + puzzle2, "20 " + puzzle3}},
		{"short grid before a comment",
			strings.Join(rows(puzzle)[:8], "\n") + "\n# next\n" + nine(puzzle2),
			[]string{"in:8:10: wrong number of cells: found 72, want 81", "10 " + puzzle2}},
		{"short grid before a grid with a short row",
			strings.Join(rows(puzzle)[:8], "\n") + "\n\n" +
				strings.Join(slices.Replace(rows(puzzle2), 3, 4, puzzle2[27:35]), "\n") + "\n\n" +
				puzzle3,
			[]string{"in:8:10: wrong number of cells: found 72, want 81",
				"in:13:9: wrong number of cells: found 8 on this line, 9 on the others",
				"20 " + puzzle3}},
		{"bands apart", strings.Join(rows(puzzle)[:3], "\n") + "\n\n" +
			strings.Join(rows(puzzle)[3:6], "\n") + "\n\n" + strings.Join(rows(puzzle)[6:], "\n"),
			[]string{"1 " + puzzle}},
		// The second reproduction: a stray line before a drawn grid.
		{"stray line", "1 2 3\n" + pretty(puzzle),
			[]string{"in:1:6: wrong number of cells: found 3, want 81", "2 " + puzzle}},
		{"stray line then grids", "1 2 3\n" + pretty(puzzle) + pretty(puzzle2),
			[]string{"in:1:6: wrong number of cells: found 3, want 81",
				"2 " + puzzle, "13 " + puzzle2}},
		// A row with a cell too many or too few is where its grid went
		// wrong, and the grids after it are read as written.
		{"long row", strings.Replace(pretty(puzzle), ". . . | . . 7", ". . . . | . . 7", 1) +
			pretty(puzzle2),
			[]string{"in:5:23: wrong number of cells: found 10 on this line, 9 on the others",
				"12 " + puzzle2}},
		{"short row", strings.Replace(pretty(puzzle), ". . . | . . 7", ". . | . . 7", 1) +
			pretty(puzzle2),
			[]string{"in:5:20: wrong number of cells: found 8 on this line, 9 on the others",
				"12 " + puzzle2}},
		{"short row before a blank line",
			strings.Replace(pretty(puzzle), ". . . | . . 7", ". . | . . 7", 1) + "\n" +
				pretty(puzzle2),
			[]string{"in:5:20: wrong number of cells: found 8 on this line, 9 on the others",
				"13 " + puzzle2}},
		// A grid with a boundary inside it, and the next grid right after
		// it: the rows after the boundary that bring the grid to 81
		// cells finish it, and the next grid reads whole.
		{"comment inside a grid, then a grid",
			strings.Join(rows(puzzle)[:5], "\n") + "\n# note\n" +
				strings.Join(rows(puzzle)[5:], "\n") + "\n" + nine(puzzle2),
			[]string{"1 " + puzzle, "11 " + puzzle2}},
		{"grid cut after four rows, then a grid",
			strings.Join(rows(puzzle)[:4], "\n") + "\n# cut\n" +
				strings.Join(rows(puzzle)[4:], "\n") + "\n" + nine(puzzle2) + "\n",
			[]string{"1 " + puzzle, "11 " + puzzle2}},
		{"bands apart, then bands with no blank line between",
			band(puzzle, 0) + "\n" + band(puzzle, 1) + "\n" + band(puzzle, 2) +
				band(puzzle2, 0) + "\n" + band(puzzle2, 1) + "\n" + band(puzzle2, 2),
			[]string{"1 " + puzzle, "12 " + puzzle2}},
		{"comment inside a grid, then a grid and a line",
			strings.Join(rows(puzzle)[:5], "\n") + "\n# note\n" +
				strings.Join(rows(puzzle)[5:], "\n") + "\n" + nine(puzzle2) + puzzle3,
			[]string{"1 " + puzzle, "11 " + puzzle2, "20 " + puzzle3}},
		{"comment inside a grid, then a grid with a short row",
			strings.Join(rows(puzzle)[:5], "\n") + "\n# note\n" +
				strings.Join(rows(puzzle)[5:], "\n") + "\n" +
				strings.Join(slices.Replace(rows(puzzle2), 7, 8, puzzle2[63:71]), "\n") + "\n",
			[]string{"1 " + puzzle,
				"in:18:9: wrong number of cells: found 8 on this line, 9 on the others"}},
		// The rule holds when whole grids follow the short one
		// with no blank line between them.
		{"short grid before two grids with no blank line between",
			strings.Join(rows(puzzle)[:8], "\n") + "\n\n" + nine(puzzle2) + nine(puzzle3),
			[]string{"in:8:10: wrong number of cells: found 72, want 81",
				"10 " + puzzle2, "19 " + puzzle3}},
		// The outputs of the command.
		{"rate", puzzle + "\t2.6\tmedium\n" + puzzle2 + "\t4.2\thard\n",
			[]string{"1 " + puzzle, "2 " + puzzle2}},
		{"solution after a tab", puzzle + "\t" + solution + "\n",
			[]string{"1 " + puzzle}},
		{"unique", solution + "\tunique\n-\t-\n-\tnone\n" + solution + "\tmultiple\n",
			[]string{"1 " + solution, "4 " + solution}},
		{"grid and status", pretty(solution) + "unique\n\n-\n-\n\n-\nnone\n\n" +
			pretty(solution) + "multiple\n\n",
			[]string{"1 " + solution, "20 " + solution}},
		{"grid and rating", pretty(puzzle) + "rating 2.6, medium\n\n" +
			pretty(puzzle2) + "rating 4.2, hard\n\n",
			[]string{"1 " + puzzle, "14 " + puzzle2}},
		{"tab in a typo", "4x" + puzzle[2:] + "\t2.6\n",
			[]string{`in:1:2: invalid character "x"`}},
		{"tabs between cells", strings.ReplaceAll(nine(puzzle), "", "\t")[1:],
			[]string{"1 " + puzzle}},
		// Line ends.
		{"cr", puzzle + "\r" + puzzle2 + "\r",
			[]string{"1 " + puzzle, "2 " + puzzle2}},
		{"cr grid", strings.ReplaceAll(pretty(puzzle)+"\n"+pretty(puzzle2), "\n", "\r"),
			[]string{"1 " + puzzle, "13 " + puzzle2}},
		{"cr then crlf", "#\r\r\n" + puzzle + "\r\n\r" + puzzle2,
			[]string{"3 " + puzzle, "5 " + puzzle2}},
	}
	checkReads(t, tests)
}

// TestReaderCutGrids checks grids drawn with band lines that lack a row,
// followed by the next grid with no blank line between (issue 23, item
// 1): the grid is an error at the band line where the short band shows,
// and the grid after it is read whole; where the lines cannot tell which
// of two grids lacks the row, both are errors, and no grid is made of
// the rows of two.
func TestReaderCutGrids(t *testing.T) {
	// del deletes line i of s; note puts "# note" before line i.
	del := func(s string, i int) string {
		ls := strings.Split(s, "\n")
		return strings.Join(append(ls[:i:i], ls[i+1:]...), "\n")
	}
	note := func(s string, i int) string {
		ls := strings.Split(s, "\n")
		return strings.Join(append(append(ls[:i:i], "# note"), ls[i:]...), "\n")
	}
	tests := []readCase{
		// The reproduction: a note after the fifth row, the
		// sixth row deleted.
		{"note, row of band 2 missing, then a grid",
			del(note(pretty(puzzle), 6), 7) + pretty(puzzle2),
			[]string{"in:6:22: wrong number of cells: band 2 has 2 rows, want 3",
				"12 " + puzzle2}},
		{"row of band 1 missing, then a grid", del(pretty(puzzle), 1) + pretty(puzzle2),
			[]string{"in:2:22: wrong number of cells: band 1 has 2 rows, want 3",
				"11 " + puzzle2}},
		{"row of band 3 missing, then a grid", del(pretty(puzzle), 9) + pretty(puzzle2),
			[]string{"in:13:22: wrong number of cells: 5 rows between band lines, want 3, " +
				"or 6 where the next grid follows",
				"in:21:22: wrong number of cells: found 54, want 81"}},
		{"row of band 3 missing, then a grid after a blank line",
			del(pretty(puzzle), 9) + "\n" + pretty(puzzle2),
			[]string{"in:10:22: wrong number of cells: found 72, want 81", "12 " + puzzle2}},
		{"boxed, row missing, then a boxed grid", del(boxed, 6) + boxed,
			[]string{"in:7:26: wrong number of cells: band 2 has 2 rows, want 3",
				"14 " + puzzle}},
		{"band line missing", del(pretty(puzzle), 3) + "\n" + pretty(puzzle2),
			[]string{"in:3:22: no band line after row 3", "12 " + puzzle2}},
		{"blank line inside a band", strings.Replace(pretty(puzzle), "\n", "\n\n", 1),
			[]string{"in:1:22: wrong number of cells: found 9, want 81",
				"in:4:22: wrong number of cells: band 1 has 2 rows, want 3"}},
		{"blank line inside a band of rows",
			strings.Join(rows(puzzle)[:4], "\n") + "\n\n" + strings.Join(rows(puzzle)[4:], "\n") + "\n",
			[]string{"in:4:10: wrong number of cells: found 36, want 81",
				"in:10:10: wrong number of cells: found 45, want 81"}},
		// Forms that tell no bands, read by their cells.
		{"blank line after each row", strings.Join(rows(puzzle), "\n\n") + "\n",
			[]string{"1 " + puzzle}},
		{"cr cr lf", strings.ReplaceAll(strings.Join(rows(puzzle), "\n")+"\n", "\n", "\r\r\n"),
			[]string{"1 " + puzzle}},
		{"a line between all rows", everyRow(puzzle) + "\n" + everyRow(puzzle2),
			[]string{"2 " + puzzle, "22 " + puzzle2}},
		// A comment or a stray line where two grids meet is the line
		// between them.
		{"last row missing, a comment, then a grid",
			del(pretty(puzzle), 10) + "# puzzle 2\n" + pretty(puzzle2),
			[]string{"in:10:22: wrong number of cells: band 3 has 2 rows, want 3", "12 " + puzzle2}},
		{"last row missing, a comment, then nine lines",
			del(pretty(puzzle), 10) + "# puzzle 2\n" + strings.Join(rows(puzzle2), "\n") + "\n",
			[]string{"in:10:22: wrong number of cells: band 3 has 2 rows, want 3", "12 " + puzzle2}},
		{"a stray line between two grids", pretty(puzzle) + "1 1\n" + pretty(puzzle2),
			[]string{"1 " + puzzle, "in:12:4: wrong number of cells: found 2, want 81",
				"13 " + puzzle2}},
		// Reading the command's own outputs (items 4 and 5).
		{"rate -format se", puzzle + " ED=2.6/1.2/1.2\n", []string{"1 " + puzzle}},
		{"solution after its puzzle",
			pretty(puzzle) + "\nsolution\n" + pretty(solution) + "\n" + pretty(puzzle2),
			[]string{"1 " + puzzle, "26 " + puzzle2}},
	}
	checkReads(t, tests)
}

// everyRow draws p boxed with a line between all its rows.
func everyRow(p string) string {
	lines := []string{"+-------+-------+-------+"}
	for _, row := range rows(p) {
		lines = append(lines, "| "+strings.Join(strings.Split(row, ""), " ")+" |",
			"+-------+-------+-------+")
	}
	return strings.Join(lines, "\n") + "\n"
}
