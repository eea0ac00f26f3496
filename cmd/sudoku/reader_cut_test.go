package main

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// This file checks the reader on grids cut (a line of the drawing
// deleted), run together with no line between them and interleaved with
// comments, built from a recipe as in reader_fuzz_test.go. Whatever the
// cuts, every grid read is a grid that was written whole, as often as it
// was written whole; and a whole grid that the lines around it tell
// apart from its neighbours is read: a line of 81 cells, a boxed grid,
// or any grid with a blank line (or the start or end of input) on each
// side of it.
//
// The recipe writes what the reader can tell apart (see reader_bands.go
// and cmd/sudoku's documentation): a grid drawn without band lines has a
// blank line on each side, since its cells alone tell where it ends; and
// where two grids meet with no blank line between them, no comment but
// one between them stands in the last band of the first or the first
// band of the second, since a comment there is read as the line between
// the grids.

// A cutGrid is one grid that a cut recipe wrote.
type cutGrid struct {
	puzzle string
	whole  bool // written with all its rows
	sure   bool // written with all its lines, and told apart from its neighbours
	// cut is set when a line of the grid was deleted; apartBefore when
	// a blank line or the start of input comes before the grid.
	cut, apartBefore bool
}

// The styles a cut recipe draws a grid in.
const (
	styleLine     = iota // 81 cells on one line
	stylePretty          // as solve -format grid draws it, no border
	styleBorder          // with +---+ borders
	styleBoxed           // with box-drawing borders
	styleRows            // nine lines of nine cells, a blank line around
	styleSpaced          // nine lines of nine cells, a blank line after each
	styleEveryRow        // with a line between all rows, a blank line around
	numStyles
)

// buildCut returns the input that the recipe data describes and the grids
// it holds, in order.
func buildCut(data []byte) (string, []cutGrid) {
	r := &recipe{data: data}
	var b strings.Builder
	var grids []cutGrid
	apart := true     // a blank line, or the start of input, came last
	joined := false   // the last grid ends with no blank line after it
	chainCut := false // a grid was cut since the last blank line
	for len(r.data) > 0 && len(grids) < 12 {
		style := r.pick(numStyles)
		p, _ := relabel(r)
		var lines []string
		switch style {
		case styleLine:
			lines = []string{p}
		case stylePretty:
			lines = strings.Split(strings.TrimSuffix(pretty(p), "\n"), "\n")
		case styleBorder, styleBoxed:
			lines = strings.Split(strings.TrimSuffix(bordered(p, style == styleBoxed), "\n"), "\n")
		case styleRows, styleSpaced:
			lines = rows(p)
		case styleEveryRow:
			lines = []string{"+-------+-------+-------+"}
			for _, row := range rows(p) {
				lines = append(lines, "| "+strings.Join(strings.Split(row, ""), " ")+" |",
					"+-------+-------+-------+")
			}
		}
		// Grids whose lines tell no bands are told apart from the
		// grids around them by blank lines only.
		told := style != styleRows && style != styleSpaced && style != styleEveryRow
		if !told && !apart {
			b.WriteString("\n")
		}
		after := []string{"", "\n", "# c\n", "unique\n", "-\n"}[r.pick(5)]
		if !told {
			after = "\n"
		}
		whole, cut := true, false
		// A grid with a blank line after each row is not cut: nothing
		// tells such a grid that lacks a row from the next one.
		if style != styleLine && style != styleSpaced && r.pick(3) == 1 {
			// Delete one line: a row, a band line or a border. A grid
			// that keeps its rows keeps its cells: it may be read.
			i := r.pick(len(lines))
			cells, _ := countCells(lines[i])
			lines = append(lines[:i:i], lines[i+1:]...)
			whole, cut = cells == 0, true
		}
		// Where no blank line stands between this grid and the next, a
		// comment among the rows where they meet would be read as the
		// line between them: notes go between the first and last bands
		// then.
		first, last := 0, len(lines)-1
		if after == "" || after == "# c\n" {
			last = len(lines) - 4
		}
		if joined {
			first = 3 // nor in the first band after such a meeting
		}
		for i, l := range lines {
			b.WriteString(l + "\n")
			if style == styleSpaced && i < len(lines)-1 {
				b.WriteString("\n")
			} else if i >= first && i < last && r.pick(8) == 1 {
				b.WriteString("# note\n")
			}
		}
		g := cutGrid{puzzle: p, whole: whole, cut: cut, apartBefore: apart}
		// A boxed grid is told apart by its borders, unless a grid cut
		// before it, with no blank line since, left where grids start
		// unknown.
		g.sure = !cut && (style == styleLine || apart ||
			(style == styleBoxed || style == styleBorder) && !chainCut)
		b.WriteString(after)
		apart = after == "\n" || after == "unique\n" || after == "-\n"
		joined = after == "" || after == "# c\n"
		if style == stylePretty && !apart {
			g.sure = false
		}
		grids = append(grids, g)
		chainCut = !apart && (chainCut || cut)
	}
	if n := len(grids); n > 0 && grids[n-1].apartBefore && !grids[n-1].cut {
		// The end of input tells the last grid apart.
		grids[n-1].sure = true
	}
	return b.String(), grids
}

// checkCut checks the reader on the input that data describes: each grid
// read is one written whole, no more often than it was, and each sure
// grid is read.
func checkCut(t checker, data []byte) {
	t.Helper()
	input, grids := buildCut(data)
	written := map[string]int{} // whole grids written, by puzzle
	sure := map[string]int{}    // sure grids, by puzzle
	for _, g := range grids {
		if g.whole {
			written[g.puzzle]++
		}
		if g.sure {
			sure[g.puzzle]++
		}
	}
	read := map[string]int{}
	r := newReader("in", strings.NewReader(input))
	for {
		rec, ok := r.next()
		if !ok {
			break
		}
		if rec.err != nil {
			continue
		}
		p := rec.grid.String()
		if read[p]++; read[p] > written[p] {
			t.Fatalf("input %q: record at line %d reads as %s, which was written whole %d times",
				input, rec.line, p, written[p])
		}
	}
	for p, n := range sure {
		if read[p] < n {
			t.Fatalf("input %q: %s read %d times, want at least %d", input, p, read[p], n)
		}
	}
}

// FuzzRecordsCut checks, for inputs built from the fuzzer's bytes, that
// every grid the reader reads was written whole, and that each grid the
// lines around it tell apart is read, whatever lines were deleted from
// the grids around it.
func FuzzRecordsCut(f *testing.F) {
	for _, s := range []string{
		"\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x05\x00\x00\x00\x01\x00",
		"\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0d\x00\x00\x00\x01\x01\x00",
		"\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x03\x00\x00\x00\x00\x01\x00",
		"\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x01\x01\x00",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkCut(t, data)
	})
}

// TestRecordsCutProperty checks the reader as FuzzRecordsCut does, over
// many random recipes.
func TestRecordsCutProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkCut(t, rapid.SliceOfN(rapid.Byte(), 0, 600).Draw(t, "recipe"))
	})
}
