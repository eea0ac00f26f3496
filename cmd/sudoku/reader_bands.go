package main

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sudokugo/sudoku"
)

// This file reads grids drawn with band lines: the lines that solve
// -format grid draws between the bands ("------+-------+------"), and
// the borders of a boxed grid. Such a grid is read by its structure, not
// by its count of cells: three bands of three rows each, a band line
// after each band but perhaps the last. So a grid with a row missing is
// an error where it shows, and the grid after it is read from its own
// first row rather than lending it rows to make up 81 cells.
//
// The rules, for a grid whose first band line comes after its first
// rows or before its first row (a top border):
//
//   - A band line after three rows closes a band; after the third band
//     the grid is whole (the band line is its bottom border). A band line
//     after fewer rows closes a short band: the grid is an error, and it
//     goes on to its third band, so that its rows are not read as another
//     grid's. A band line after six or nine rows closes two or three
//     bands, the band lines between them missing: the rows are all there,
//     but the grid is an error, since it no longer tells where the grids
//     around it start.
//   - Two grids drawn one after the other with no line between them give
//     six rows between band lines: the last band of the first and the
//     first band of the second. Where the count is not a multiple of
//     three, a row is missing from one of them; a comment, or a line that
//     is not a row, among the first three is taken as the line between
//     them; without one, the lines cannot tell which grid lacks the row,
//     and both are errors. So are the grids after them, with no line
//     between, up to a line that tells where a grid starts: a blank line,
//     a marker or status line, a line of its own, or two band lines in a
//     row (a bottom border, then the next grid's top border).
//   - A blank line, a marker, a status line or a line of its own ends the
//     grid, except that a blank line may follow a band line. The grid is
//     whole when its last band has its three rows; any lines after them
//     (a line of cells, a grid drawn without band lines) are read afresh.
//     A comment inside the grid is skipped.
//   - A line after the first row (a grid with a line between all rows)
//     tells no bands: such a grid is read by its cells, its band lines
//     skipped.
//
// Lines before a grid's first band line other than up to three rows just
// before it are a record of their own (a stray line, or a grid without
// band lines), read as any other lines; but a whole grid, or seven to
// nine lines that are rows but perhaps one (a grid without band lines
// that lacks a row), is a grid of its own, and the band line is the next
// grid's top border.
//
// A grid drawn without band lines (nine lines of nine cells, say) is told
// apart from its neighbours only by its count of cells, so a grid of
// that kind with a row missing is caught only when a blank line, a line
// of its own or the end of the input follows it (see [reader]).

// A bandState is the state of a grid drawn with band lines.
type bandState struct {
	on     bool        // the grid being gathered has band lines
	closed int         // the bands closed so far
	run    int         // the index in pend of the first row of the open band
	fault  *inputError // the first fault of the grid's bands, or nil
}

// maxRun is the most rows the reader gathers after a grid's last band
// line with no band line or boundary in sight: the last band and a
// whole grid drawn without band lines after it.
const maxRun = 3 + 9

// isBandLine reports whether a drawing line is a band line: one with a
// horizontal stroke, as opposed to one of vertical bars only.
func isBandLine(s string) bool {
	return strings.ContainsAny(s, "-+=") || strings.ContainsFunc(s, func(c rune) bool {
		return 0x2500 <= c && c <= 0x257f // box drawing
	})
}

// bandLine handles a band line that comes while no grid with band lines
// is being gathered: a top border, or the first band line of a grid.
func (r *reader) bandLine(l line) (record, bool) {
	n, cells := len(r.pend), sumCells(r.pend)
	switch rows := countRows(r.pend); {
	case n == 0:
		r.bands = bandState{on: true} // a top border
		return record{}, false
	case (cells == 81 || r.strong == n) && isBorder(l.text):
		// A whole grid without band lines, perhaps in parts between
		// blank lines, or lines before a blank line, then a line that
		// may be a top border: it is the next grid's.
		return r.flush(l), true
	case r.strong > 0 && r.strong < n && n-r.strong <= 3:
		// A band has no blank line inside: the lines before the last
		// one are a record of their own, and those after it, the first
		// band, are read again.
		r.unread(l)
		r.putBack(slices.Clone(r.pend[r.strong:]))
		rec := r.stopAt(r.strong)
		r.lost = false // the blank line tells where the next grid starts
		return rec, true
	case cells == 81 || r.strong == n:
		return r.flush(l), true
	case n == 1 && rows == 1:
		// A line after the first row: lines between all rows, which
		// tell no bands. The grid is gathered by its cells.
		r.plain = true
		return record{}, false
	case rows == n && (n <= 3 || n == 6):
		// The grid's first band, or its first two with the band line
		// between them missing.
	case n >= 7 && n <= 9 && rows >= n-1:
		// A grid without band lines (one of its rows perhaps wrong) that
		// lacks a row: the band line is the next grid's top border.
		r.unread(l)
		return r.stopAt(n), true
	default:
		// The rows just before the band line, up to three, are the
		// grid's first band; the lines before them are a record of
		// their own (a stray line, or a grid without band lines).
		k := 0
		for k < min(n, 3) && r.pend[n-1-k].row {
			k++
		}
		r.unread(l)
		r.putBack(slices.Clone(r.pend[n-k:]))
		return r.stopAt(n - k), true
	}
	r.cut = -1
	r.bands = bandState{on: true}
	return r.closeBand(l)
}

// flush ends the grid being gathered before band line l, and returns its
// first record. A line that may be a top border is read again as the
// next grid's; another closes the first band of a grid whose rows went
// before it: that grid is an error, and the grids after it with no line
// between are too, since where they start is not known.
func (r *reader) flush(l line) record {
	blank := r.strong == len(r.pend)
	border := isBorder(l.text)
	if border {
		r.unread(l)
	}
	rec := r.stopAt(len(r.pend))
	switch {
	case !border:
		r.bands, r.lost = bandState{on: true, closed: 1}, true
	case blank:
		r.lost = false // a blank line tells where the next grid starts
	}
	return rec
}

// isBorder reports whether a band line may be a grid's top border: its
// first character is a corner, not a stroke (solve -format grid draws
// its band lines from a stroke, as "------+-------+------").
func isBorder(s string) bool {
	for _, c := range strings.TrimSpace(s) {
		return !strings.ContainsRune("-=─━═", c)
	}
	return false
}

// stopAt ends the grid being gathered after its first n lines, which it
// keeps, and returns its first record as [reader.stop] does. The caller
// has put the lines after them back to be read again.
func (r *reader) stopAt(n int) record {
	r.pend = r.pend[:n]
	if r.cut > n {
		r.cut = -1
	}
	return r.stop()
}

// addBands handles a line while a grid with band lines is gathered.
func (r *reader) addBands(l line) (record, bool) {
	switch l.kind {
	case lineDrawing:
		if !l.band {
			return record{}, false
		}
		return r.closeBand(l)
	case lineCells:
		b := &r.bands
		rows := len(r.pend) - b.run + 1
		if b.closed == 0 && (rows > 3 || !l.row) {
			// No band line after the first three rows under a border,
			// or a line that is not a row: these are lines of a grid
			// without band lines, or stray lines.
			lines := append(slices.Clone(r.pend), l)
			r.pend, r.bands = r.pend[:0], bandState{}
			r.putBack(lines)
			return record{}, false
		}
		if rows > maxRun {
			r.unread(l)
			return r.endBands(l), true
		}
		r.pend = append(r.pend, l)
		return record{}, false
	case lineBoundary:
		if l.weak {
			return record{}, false // a comment inside the grid
		}
		if b := r.bands; !l.ends && !r.lost && len(r.pend) > 0 && b.run == len(r.pend) {
			return record{}, false // a blank line after a band line
		}
	}
	// A boundary or a line of its own ends the grid.
	if len(r.pend) == 0 {
		r.bands = bandState{}
		return r.add(l)
	}
	r.unread(l)
	return r.endBands(l), true
}

// closeBand handles a band line of a grid with band lines.
func (r *reader) closeBand(l line) (record, bool) {
	b := &r.bands
	rows, need := len(r.pend)-b.run, 3-b.closed
	switch {
	case len(r.pend) == 0:
		return record{}, false // borders before the first row
	case rows == 0:
		// A bottom border and the next grid's top border: the grid ends
		// short of its bands, and the next one starts here.
		rec := r.emitBands(len(r.pend))
		r.bands, r.lost = bandState{on: true}, false
		return rec, true
	case rows == 1 && b.closed == 0:
		// A line after the first row under a border: lines between all
		// rows, which tell no bands. The grid is gathered by its cells.
		r.bands, r.plain = bandState{}, true
		return record{}, false
	case rows == 3:
		b.closed++
	case rows < 3:
		r.shortBand(b.closed+1, rows)
		b.closed++
	case rows <= 3*need && rows%3 == 0:
		// Bands with the band line between them missing: the grid's
		// rows may be all there, but they no longer tell where the
		// grids around it start, so it is an error.
		r.missingBandLine()
		b.closed += rows / 3
	case rows > 3*need && rows%3 == 0:
		// The grid's last band, then the next grid's first band (or
		// its first two, the band line between them missing), drawn
		// with no line between the grids, perhaps after whole grids
		// without band lines (nine rows each). The rows after the grid
		// are read afresh.
		if need > 1 {
			r.missingBandLine()
		}
		r.unread(l)
		return r.emitBands(b.run + 3*need), true
	default:
		// The rows of two grids, one of which lacks a row.
		if j := r.noteAt(3); need == 1 && j > 0 {
			// A comment or a stray line among the rows of the last
			// band is the line between the grid and the next one,
			// which starts there and is read afresh.
			if j < 3 {
				r.shortBand(b.closed+1, j)
			}
			r.unread(l)
			return r.emitBands(b.run + j), true
		}
		// The lines cannot tell which grid lacks the row: both are
		// errors.
		r.bandFault(r.pend[len(r.pend)-1], fmt.Sprintf("%v: %d rows between band lines, "+
			"want 3, or 6 where the next grid follows", sudoku.ErrCellCount, rows))
		rec := r.emitBands(len(r.pend))
		r.bands, r.lost = bandState{on: true, closed: 1}, true
		return rec, true
	}
	b.run = len(r.pend)
	if b.closed < 3 {
		return record{}, false
	}
	rec := r.emitBands(len(r.pend))
	r.bands = bandState{on: true} // the line is the grid's bottom border
	return rec, true
}

// noteAt returns the number of lines of the open band before the first
// comment, or the first line that is not a row (a stray line), that
// stands after at most max of its lines and before another; or 0 when
// there is none.
func (r *reader) noteAt(max int) int {
	run := r.pend[r.bands.run:]
	for j := 1; j < len(run) && j <= max; j++ {
		if run[j].afterNote || !run[j].row {
			return j
		}
	}
	return 0
}

// shortBand records the fault of band i of the grid, which has only the
// given rows, the last of which is the last line of pend.
func (r *reader) shortBand(i, rows int) {
	last := r.pend[r.bands.run+rows-1]
	r.bandFault(last, fmt.Sprintf("%v: band %d has %d rows, want 3",
		sudoku.ErrCellCount, i, rows))
}

// endBands ends a grid with band lines before line at (a boundary, a line
// of its own, the end of the input, or a row past maxRun), which the
// caller has put back to be read again, and returns its record.
func (r *reader) endBands(at line) record {
	b := &r.bands
	rows, need := len(r.pend)-b.run, 3-b.closed
	n := len(r.pend)
	if need == 1 && rows > 3 {
		// The last band, and lines of cells after it, which are read
		// afresh; but unless those lines are whole grids of rows, a
		// comment or a stray line among the first three rows is taken
		// as the line between the grid, short, and the next.
		n = b.run + 3
		if j := r.noteAt(2); j > 0 && (rows-3)%9 != 0 {
			r.shortBand(b.closed+1, j)
			n = b.run + j
		}
	}
	if need > 1 && rows == 3*need {
		r.missingBandLine()
	}
	rec := r.emitBands(n)
	r.bands = bandState{}
	return rec
}

// missingBandLine records the fault of a grid whose band line after the
// open band's first three rows is missing.
func (r *reader) missingBandLine() {
	b := r.bands
	r.bandFault(r.pend[b.run+2], fmt.Sprintf("no band line after row %d", 3*b.closed+3))
}

// bandFault records msg as the fault of the grid with band lines, found
// after the end of line l, unless it has one already.
func (r *reader) bandFault(l line, msg string) {
	if r.bands.fault == nil {
		col := utf8.RuneCountInString(l.text) + 1
		r.bands.fault = &inputError{name: r.name, line: l.num, col: col, msg: msg,
			err: sudoku.ErrCellCount}
	}
}

// emitBands returns the record of the first n lines of the grid with band
// lines, with its fault when it has one, and puts the rest back to be
// read afresh.
func (r *reader) emitBands(n int) record {
	fault := r.bands.fault
	rec := r.emit(n)
	r.bands = bandState{}
	if fault != nil {
		if fault.line == 0 {
			// A fault found before the record's first line: place it
			// there.
			fault.line, fault.col = rec.line, 1
		}
		rec.grid, rec.err = sudoku.Grid{}, fault
	}
	return rec
}

// countRows returns the number of the lines that are rows of a drawn
// grid (see [line]).
func countRows(lines []line) int {
	n := 0
	for _, l := range lines {
		if l.row {
			n++
		}
	}
	return n
}

// isRow reports whether a line of cells is a row of a drawn grid: nine
// cells, or eight or ten (a typo) between the bars of a drawing.
func isRow(text string, cells int) bool {
	return cells == 9 || (cells == 8 || cells == 10) && strings.ContainsAny(text, "|│┃║")
}
