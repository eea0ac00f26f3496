package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudokugo/sudoku"
)

// This file reads grids drawn with band lines: the lines that solve
// -format grid draws between the bands ("------+-------+------"), and
// the borders of a boxed grid. Such a grid is read by its structure, not
// by its count of cells: three bands of three rows each, a band line
// after each band but perhaps the last, and nothing else inside but
// comments. So a grid with a row missing is an error at the band line
// where it shows, however the grids around it are drawn, and the grid
// after it is read from its own first row; its rows are never lent to a
// neighbour to make up 81 cells.
//
// The rules, for a grid whose first band line comes after its first
// three rows or before its first row (a top border):
//
//   - A band line after three rows closes a band. After the third band
//     the grid is whole (the band line is its bottom border).
//   - A band line after fewer rows closes a short band: the grid is an
//     error at that line, and it goes on to its third band so that its
//     rows are not read as another grid's.
//   - Two grids drawn one after the other with no line between them give
//     six rows between band lines: the last band of the first and the
//     first band of the second. Any other count of rows there (a row
//     missing from either, which the lines cannot tell apart) makes both
//     grids errors: the first at that band line, the second when its
//     last band is read.
//   - A blank line, a marker, a status line or a line of its own ends the
//     grid. The grid is whole when its last band has its three rows; any
//     rows after them (a line of cells, a grid drawn without band lines)
//     are read afresh. A comment inside the grid is skipped.
//   - Two band lines in a row end a grid that lacks rows (a bottom
//     border, then the next grid's top border).
//
// Lines before a grid's first band line other than up to three rows just
// before it are a record of their own (a stray line, or a grid without
// band lines), read as any other lines; but seven to nine lines before
// it, all rows but perhaps one, are a grid without band lines that lacks
// a row, and the band line is the next grid's top border.
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
	if len(r.pend) == 0 {
		r.bands = bandState{on: true} // a top border
		return record{}, false
	}
	n, rows := len(r.pend), countRows(r.pend)
	switch {
	case rows == n && (n <= 3 || n == 6) && r.strong == 0:
		// The grid's first band, or its first two with the band line
		// between them missing.
	case n >= 7 && n <= 9 && rows >= n-1:
		// A grid without band lines (one of its rows perhaps wrong) that
		// lacks a row: the band line is the next grid's top border.
		r.unread(l)
		return r.stopAt(n), true
	default:
		// The rows just before the band line, up to three and after any
		// blank line, marker or status line, are the grid's first band;
		// the lines before them are a record of their own (a stray line,
		// or a grid without band lines).
		k := 0
		for k < min(n-r.strong, 3) && r.pend[n-1-k].row {
			k++
		}
		r.unread(append(slices.Clone(r.pend[n-k:]), l)...)
		return r.stopAt(n - k), true
	}
	r.cut, r.strong = -1, 0
	r.bands = bandState{on: true}
	return r.closeBand(l)
}

// stopAt ends the grid being gathered after its first n lines, which it
// keeps, and returns its first record as [reader.stop] does. The caller
// has put the lines after them back to be read again.
func (r *reader) stopAt(n int) record {
	r.pend = r.pend[:n]
	if r.cut > n {
		r.cut = -1
	}
	r.strong = 0
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
		if b.closed == 0 && rows > 3 {
			// No band line after the first three rows under a border:
			// these are rows of a grid without band lines.
			lines := append(slices.Clone(r.pend), l)
			r.pend, r.bands = r.pend[:0], bandState{}
			r.unread(lines...)
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
		// short of its bands.
		rec := r.emitBands(len(r.pend))
		r.bands = bandState{on: true}
		return rec, true
	case rows == 3:
		b.closed++
	case rows < 3:
		r.bandFault(l, fmt.Sprintf("%v: band %d has %d rows, want 3",
			sudoku.ErrCellCount, b.closed+1, rows))
		b.closed++
	case rows > 3*need && ((rows-3*need)%9 == 0 || (rows-3*need-3)%9 == 0):
		// The grid's last band, then the next grid's first band, drawn
		// with no line between the grids, or whole grids without band
		// lines (nine rows each) and perhaps a first band. The rows
		// after the grid are read afresh.
		if need > 1 {
			r.missingBandLine(l)
		}
		r.unread(l)
		rec := r.emitBands(b.run + 3*need)
		r.bands = bandState{}
		return rec, true
	case rows <= 3*need && rows%3 == 0:
		r.missingBandLine(l)
		b.closed += rows / 3
	default:
		// Rows of two grids, one of which lacks a row: both are errors.
		r.bandFault(l, fmt.Sprintf("%v: %d rows between band lines, want 3, "+
			"or 6 where the next grid follows", sudoku.ErrCellCount, rows))
		rec := r.emitBands(len(r.pend))
		msg := fmt.Sprintf("%v: a row is missing from this grid's first band "+
			"or the grid before it", sudoku.ErrCellCount)
		r.bands = bandState{on: true, closed: 1,
			fault: &inputError{name: r.name, line: l.num, col: 1, msg: msg, err: sudoku.ErrCellCount}}
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

// endBands ends a grid with band lines before line at (a boundary, a line
// of its own, the end of the input, or a row past maxRun), which the
// caller has put back to be read again, and returns its record.
func (r *reader) endBands(at line) record {
	b := &r.bands
	rows, need := len(r.pend)-b.run, 3-b.closed
	n := len(r.pend)
	switch {
	case need == 1 && rows >= 3:
		// The last band, and perhaps lines of cells after it, which are
		// read afresh.
		n = b.run + 3
	case need > 1 && rows == 3*need:
		r.missingBandLine(at)
	}
	rec := r.emitBands(n)
	r.bands = bandState{}
	return rec
}

// missingBandLine records the fault of a grid whose band line is missing,
// found at line l.
func (r *reader) missingBandLine(l line) {
	r.bandFault(l, fmt.Sprintf("no band line after row %d", 3*r.bands.closed+3))
}

// bandFault records msg as the fault of the grid with band lines, found
// at line l, unless it has one already.
func (r *reader) bandFault(l line, msg string) {
	if r.bands.fault == nil {
		r.bands.fault = &inputError{name: r.name, line: l.num, col: 1, msg: msg}
		if strings.HasPrefix(msg, sudoku.ErrCellCount.Error()) {
			r.bands.fault.err = sudoku.ErrCellCount
		}
	}
}

// emitBands returns the record of the first n lines of the grid with band
// lines, with its fault when it has one, and puts the rest back to be
// read afresh.
func (r *reader) emitBands(n int) record {
	fault := r.bands.fault
	rec := r.emit(n)
	if fault != nil {
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
