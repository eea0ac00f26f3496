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
	styleLine   = iota // 81 cells on one line
	stylePretty        // as solve -format grid draws it, no border
	styleBorder        // with +---+ borders
	styleBoxed         // with box-drawing borders
	styleRows          // nine lines of nine cells, a blank line around
	numStyles
)

// buildCut returns the input that the recipe data describes and the grids
// it holds, in order.
func buildCut(data []byte) (string, []cutGrid) {
	r := &recipe{data: data}
	var b strings.Builder
	var grids []cutGrid
	apart := true // a blank line, or the start of input, came last
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
		case styleRows:
			lines = rows(p)
			if !apart {
				b.WriteString("\n")
			}
		}
		whole, cut := true, false
		if style != styleLine && r.pick(3) == 1 {
			// Delete one line: a row, a band line or a border. A grid
			// that keeps its rows keeps its cells: it may be read.
			i := r.pick(len(lines))
			cells, _ := countCells(lines[i])
			lines = append(lines[:i:i], lines[i+1:]...)
			whole, cut = cells == 0, true
		}
		for i, l := range lines {
			b.WriteString(l + "\n")
			if i < len(lines)-1 && r.pick(8) == 1 {
				b.WriteString("# note\n")
			}
		}
		g := cutGrid{puzzle: p, whole: whole, cut: cut, apartBefore: apart}
		g.sure = !cut && (style == styleLine || style == styleBoxed ||
			style == styleBorder || apart)
		after := []string{"", "\n", "# c\n", "unique\n", "-\n"}[r.pick(5)]
		if style == styleRows {
			after = "\n"
		}
		b.WriteString(after)
		apart = after == "\n" || after == "unique\n" || after == "-\n"
		if style == stylePretty && !apart {
			g.sure = false
		}
		grids = append(grids, g)
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
