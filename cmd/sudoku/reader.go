package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudokugo/sudoku"
)

// maxLine is the longest line the reader keeps, in bytes. A grid line,
// even drawn with box-drawing characters, is a few hundred bytes at most;
// a longer line is reported as an error and skipped, so that memory stays
// bounded whatever the input holds.
const maxLine = 64 << 10

// maxAhead is the most cells the reader gathers after a boundary inside a
// grid, once rows after the boundary have finished it, to tell a whole
// grid followed by the next one from a short grid followed by whole ones.
// Past it, the grid is taken as short, and the lines after the boundary
// are read afresh.
const maxAhead = 4 * 81

// A record is one puzzle read from the input: a line of 81 cells, or the
// lines of a grid drawn over several lines. A record that cannot be read
// as a grid has err set.
type record struct {
	name  string      // the file name used in messages
	line  int         // the line the record starts on, from 1
	text  string      // the record's lines that hold cells, joined by '\n'
	lines []int       // the file line of each line of text
	grid  sudoku.Grid // the grid, when err is nil
	err   error       // an *inputError when the record is bad

	// A puzzle line that carries its rules (see puzzleline.go): its
	// form, its rules (nil for classic), and the column of its first
	// cell for a JSON line (0 when unknown).
	form   int
	rules  *sudoku.Rules
	gridAt int
}

// An inputError reports bad input at a place in a file, formatted the way
// compilers and Go's tools do: "name:line:column: message".
type inputError struct {
	name      string
	line, col int
	msg       string
	err       error // the error behind msg, if any, for errors.Is
}

// Error returns the message with its place, as "name:line:column: msg".
func (e *inputError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.name, e.line, e.col, e.msg)
}

// Unwrap returns the error behind the message, or nil.
func (e *inputError) Unwrap() error { return e.err }

// A reader splits a stream into records.
//
// The stream is read line by line. A line ends at "\n", "\r\n" or "\r"
// alone (old Mac files), and a byte order mark at the start is dropped.
// Each line is one of:
//
//   - a boundary: a blank line, a comment (its first non-blank character
//     is '#'), the marker "-" of a bad result, or a status line that the
//     command writes after a grid ("unique", "multiple", "none", "rating
//     2.6, medium", "solution"). A boundary is skipped. A comment may
//     stand inside a grid; any other boundary ends an unfinished grid,
//     but for blank lines between bands or rows (see below). The line
//     "solution" also drops the record after it, the answer to the
//     puzzle before.
//   - a drawing line, of drawing characters only. A band line (one with
//     a horizontal stroke, such as "------+------" or a border) gives a
//     grid its structure: see reader_bands.go. Other drawing lines are
//     skipped.
//   - a line of its own: 81 cells or more (an error when more than 81 or
//     when a character is not a cell), a line of text (a character that
//     is not a cell, and at least as many letters as cells), a puzzle
//     with its rules (a JSON object, an f-puzzles link or compressed
//     string: see [puzzleLineForm]), or a line longer than maxLine. It is
//     a record, and ends any unfinished grid.
//   - a line of cells: fewer than 81 of them, the characters that
//     [sudoku.Parse] reads as cells, perhaps with a typo. It starts a grid
//     drawn over several lines, or adds to the one being gathered, which
//     is a record once it holds 81 cells.
//
// A line holding a tab is cut at the tab when what comes before it has
// at least 81 characters or is the marker "-": the fields after the tab
// (a rating, a solution, unique or none) are ignored, so that the
// command's own outputs read back as their puzzles; so is " ED=..."
// after a puzzle of 81 characters (rate -format se).
//
// A grid drawn with band lines is read by its bands (reader_bands.go).
// A grid without them that goes wrong ends where the signs say, so that
// one bad grid costs no other record:
//
//   - A marker or a status line ends a grid. So does a blank line,
//     unless the parts of the grid between blank lines so far are whole
//     bands, or each one row (a grid with a blank line after each row);
//     where a part does not match the parts before it, those parts are a
//     record and the part is read afresh.
//   - A comment inside a grid ends it only where the rows after it, up
//     to the next boundary or line of its own, do not finish it. A grid
//     whose rows before a comment all hold w cells is whole when rows of
//     w cells after the comment bring it to exactly 81 cells, even when
//     more lines of cells follow with no boundary between (the next grid
//     drawn right after it): whether it is whole is settled at the next
//     boundary, line of its own or end of input, from all the lines after
//     the comment. The grid is whole when the lines after the rows that
//     finish it are rows of w cells making whole grids, or the first
//     bands of the next grid (27 or 54 cells, before a boundary), or
//     whole grids one of which has one row, not its last, of a cell too
//     few or too many. The grid is short, and the lines after the comment
//     are read afresh, when those lines are whole grids themselves (a
//     short grid does not take the first row of the next), and whenever
//     neither reading makes whole grids of them. Past [maxAhead] cells
//     after the comment with no end in sight, the grid is short.
//   - A line that would take a grid past 81 cells ends it, and is read
//     afresh, except that a first line whose count of cells differs from
//     the rows after it, which with that line make a whole grid, is a
//     record of its own (a stray line before a grid); and that a grid of
//     rows of equal length but one gets its last row even when that row
//     takes it past 81 (a row with a cell too many).
//   - A grid with the wrong number of cells is reported at the row whose
//     count differs from the others, when there is exactly one such row.
//
// A reader keeps at most one grid's lines, and up to [maxAhead] cells of
// lines after a boundary inside it, in memory.
type reader struct {
	name string        // for messages
	br   *bufio.Reader // the input; nil for a reader of mem
	mem  []string      // the lines to read when br is nil
	n    int           // lines read so far
	err  error         // the first read error other than io.EOF
	buf  []byte
	eof  bool
	cr   bool // the last line ended at "\r": skip a "\n" that follows

	queue []line // lines to read afresh before the next line of input
	pend  []line // the lines of the grid being gathered
	// cut is the index in pend of the first line after a boundary, or
	// -1 when no boundary has come since the grid started.
	cut int
	// strong is the index in pend of the first line after the last
	// blank line inside the grid, or 0 when none has come; part is the
	// number of cells of each part of the grid between blank lines.
	strong, part int
	// noted is set when a comment has come since the last line of cells
	// of the grid; plain when the grid has a line after each row, which
	// tells no bands, so that its band lines are skipped; lost when two
	// grids with band lines ran into each other, one of them short, so
	// that where the grids after them start is not known until a
	// boundary, a line of its own or two band lines in a row.
	noted, plain, lost bool

	// The state of a grid drawn with band lines (see reader_bands.go).
	bands bandState

	// skip is set by the line "solution": the record after it is the
	// answer to the one before, and is not returned.
	skip bool
}

// The kinds of line, as the reader sees them.
const (
	lineCells    = iota // a line of fewer than 81 cells
	lineAlone           // a record of its own
	lineLong            // a line longer than maxLine, a record of its own
	lineBoundary        // a blank line, a comment, a marker or a status
	lineDrawing         // drawing characters only
)

// A line is one line of input, classified.
type line struct {
	text  string // the line, cut at a tab when the fields after it are ignored
	num   int    // its number in the file, from 1
	kind  int    // lineCells, lineAlone, ...
	cells int    // the cells it holds, for lineCells
	// grid is the line's grid when it is a whole puzzle (good), which
	// spares the common one-line record a second parse.
	grid sudoku.Grid
	good bool
	form int // formJSON or formFPuzzles for a puzzle line with rules, else 0
	// weak is set for a boundary that is a comment, which may stand
	// inside a grid; ends for the marker and the status lines, which the
	// command writes after a grid and so always end one; band for a
	// drawing line with a horizontal stroke (a band line); solution for
	// the line "solution"; row for a line of cells that is a row of a
	// drawn grid (isRow); afterNote for a line of cells that a comment
	// comes before inside a grid.
	weak, ends, band, solution, row, afterNote bool
}

// newReader returns a reader of r, naming it name in messages.
func newReader(name string, r io.Reader) *reader {
	return &reader{name: name, br: bufio.NewReaderSize(r, 64<<10), cut: -1}
}

// newLinesReader returns a reader of lines already split, the first
// numbered first.
func newLinesReader(name string, lines []string, first int) *reader {
	return &reader{name: name, mem: lines, n: first - 1, cut: -1}
}

// Err returns the first error, other than io.EOF, met while reading.
func (r *reader) Err() error { return r.err }

// nextNum returns the number of the next line the reader has not taken
// into a record.
func (r *reader) nextNum() int {
	if len(r.pend) > 0 {
		return r.pend[0].num
	}
	if len(r.queue) > 0 {
		return r.queue[0].num
	}
	return r.n + 1
}

// next returns the next record, and false at the end of the input or
// after a read error (see [reader.Err]).
func (r *reader) next() (record, bool) {
	for {
		rec, ok := r.next1()
		if !ok || !r.skip {
			return rec, ok
		}
		// The grid after the line "solution": the answer to the
		// puzzle before it.
		r.skip = false
	}
}

// next1 returns the next record, as next does, but for the skipping of
// a solution.
func (r *reader) next1() (record, bool) {
	for {
		l, ok := r.take()
		if !ok {
			if r.bands.on {
				if len(r.pend) > 0 {
					return r.endBands(line{num: r.n + 1}), true
				}
				r.bands = bandState{}
			}
			if len(r.pend) > 0 {
				return r.stop(), true
			}
			return record{}, false
		}
		if rec, done := r.add(l); done {
			return rec, true
		}
	}
}

// take returns the next line to handle: one to read afresh, or the next
// line of input.
func (r *reader) take() (line, bool) {
	if len(r.queue) > 0 {
		l := r.queue[0]
		r.queue = r.queue[1:]
		return l, true
	}
	text, ok := r.readLine()
	if !ok {
		return line{}, false
	}
	return classify(string(text), r.n), true
}

// putBack puts lines of a grid back, to be taken before any other, each
// line of cells that came after a comment with a comment before it again,
// so that they read as they first did.
func (r *reader) putBack(lines []line) {
	var q []line
	for _, l := range lines {
		if l.afterNote {
			q = append(q, line{text: "#", num: l.num, kind: lineBoundary, weak: true})
		}
		q = append(q, l)
	}
	r.unread(q...)
}

// unread puts lines back, to be taken before any other.
func (r *reader) unread(lines ...line) {
	if len(lines) == 0 {
		return
	}
	q := make([]line, 0, len(lines)+len(r.queue))
	r.queue = append(append(q, lines...), r.queue...)
}

// add takes in one line and reports whether a record is complete.
func (r *reader) add(l line) (record, bool) {
	switch {
	case l.kind == lineCells:
		l.afterNote = l.afterNote || r.noted && len(r.pend) > 0
		r.noted = false
	case l.weak:
		r.noted = true
	case l.kind != lineDrawing:
		r.noted = false
	}
	if len(r.pend) == 0 && (l.kind == lineBoundary && !l.weak || l.kind == lineAlone ||
		l.kind == lineLong) {
		r.lost = false // the next grid starts after a line that tells
	}
	if r.bands.on {
		return r.addBands(l)
	}
	switch l.kind {
	case lineDrawing:
		if l.band && !r.plain {
			return r.bandLine(l)
		}
		return record{}, false
	case lineBoundary:
		return r.boundary(l)
	case lineCells:
		return r.addCells(l)
	}
	// A line of its own ends the grid being gathered first.
	if len(r.pend) > 0 {
		r.unread(l)
		return r.stop(), true
	}
	if l.kind == lineLong {
		msg := fmt.Sprintf("line longer than %d bytes", maxLine)
		return record{name: r.name, line: l.num, lines: []int{l.num},
			err: &inputError{name: r.name, line: l.num, col: 1, msg: msg}}, true
	}
	if l.good {
		// The common case: a puzzle on one line.
		return record{name: r.name, line: l.num, text: l.text,
			lines: []int{l.num}, grid: l.grid}, true
	}
	return r.parse([]line{l}), true
}

// boundary handles a boundary line.
func (r *reader) boundary(l line) (record, bool) {
	if len(r.pend) == 0 {
		if l.solution {
			r.skip = true
		}
		return record{}, false
	}
	if n := sumCells(r.pend); !l.weak && n < 81 {
		// A marker or a status line ends the grid. So does a blank line,
		// unless the parts of the grid between blank lines so far are
		// whole bands, or hold the same number of cells, a divisor of
		// 81 (a grid with a blank line after each row). Only a comment
		// may stand anywhere in a grid.
		part := sumCells(r.pend[r.strong:])
		if part == 0 {
			return record{}, false // blank lines in a row
		}
		bands := part%27 == 0 && r.part%27 == 0
		rows := 81%part == 0 && (r.strong == 0 || part == r.part)
		if l.ends || !sameWidth(r.pend) || !bands && !rows {
			r.unread(l)
			switch {
			case r.strong > 0 && !l.ends:
				// The part since the last blank line does not match the
				// parts before it: they are a record, and it is read
				// afresh.
				rec := r.emit(r.strong)
				r.lost = false // the blank line tells where the part starts
				return rec, true
			case r.cut > 0 && r.cut < len(r.pend) && !sameWidth(r.pend):
				// Lines of different widths: those before a comment
				// are a record, and those after it are read afresh.
				return r.emit(r.cut), true
			}
			return r.emit(len(r.pend)), true
		}
		r.strong, r.part = len(r.pend), part
	}
	switch {
	case r.cut < 0:
		r.cut = len(r.pend)
		return record{}, false
	case r.cut == len(r.pend):
		return record{}, false // boundaries in a row
	}
	switch n := sumCells(r.pend); {
	case n == 81:
		// The lines since the boundary finish the grid.
		r.unread(l)
		return r.emit(len(r.pend)), true
	case n < 81 && sameWidth(r.pend):
		r.cut = len(r.pend) // bands apart: join them
		return record{}, false
	}
	r.unread(l)
	return r.split(true), true
}

// stop ends the grid being gathered, at the end of the input or before a
// line of its own, and returns its first record.
func (r *reader) stop() record {
	if r.cut < 0 || r.cut == len(r.pend) {
		return r.emit(len(r.pend))
	}
	if n := sumCells(r.pend); n == 81 || n < 81 && sameWidth(r.pend) {
		return r.emit(len(r.pend))
	}
	return r.split(false)
}

// split ends a grid cut by a boundary when the lines after the boundary
// hold more than its missing cells, at a boundary (atBoundary) or before
// a line of its own or the end of input, and returns its first record:
// the grid before the boundary alone (short), or that grid with the rows
// that finish it. The lines after those are read afresh.
func (r *reader) split(atBoundary bool) record {
	k := r.rest()
	if k == 0 {
		// Nothing finishes the grid in rows as wide as its own.
		return r.emit(r.cut)
	}
	b := r.pend[r.cut:]
	w := b[0].cells
	if !sameWidth(b) {
		if oddRowAfter(b, k, w) {
			// The grid is whole, and whole grids follow it, one of
			// them with a row of a cell too few or too many.
			return r.emit(r.cut + k)
		}
		// A line of another width: the grid is short.
		return r.emit(r.cut)
	}
	nb, nk := sumCells(b), sumCells(b[:k])
	switch {
	case nb%81 == 0:
		// Whole grids after a short one: the short grid does not take
		// the first rows of the next.
		return r.emit(r.cut)
	case (nb-nk)%81 == 0:
		// The grid is whole, and whole grids follow it.
		return r.emit(r.cut + k)
	case atBoundary && nb-nk < 81 && (nb-nk)%27 == 0:
		// The grid is whole, and the next one starts after it in
		// bands apart.
		return r.emit(r.cut + k)
	}
	// No reading makes whole grids of the lines: the grid is short, as
	// it was before rows after a boundary could finish it.
	return r.emit(r.cut)
}

// oddRowAfter reports whether the lines b after a boundary, the first k
// of which finish the grid before it in rows of w cells, are rows of w
// cells but for one row of a cell too few or too many, not the last of
// its grid, and make whole grids of rows counted after the first k
// lines but not counted from the first line.
func oddRowAfter(b []line, k, w int) bool {
	rows := 81 / w
	if len(b)%rows == 0 || (len(b)-k)%rows != 0 {
		return false
	}
	odd := oddLine(b, w)
	if odd < k || (odd-k)%rows == rows-1 {
		return false
	}
	return b[odd].cells == w-1 || b[odd].cells == w+1
}

// rest returns the number of lines after the boundary that, each as wide
// as the lines before it, give the grid exactly 81 cells; or 0.
func (r *reader) rest() int {
	a := r.pend[:r.cut]
	if !sameWidth(a) {
		return 0
	}
	w, n := a[0].cells, sumCells(a)
	for i, l := range r.pend[r.cut:] {
		if l.cells != w {
			return 0
		}
		if n += w; n == 81 {
			return i + 1
		}
	}
	return 0
}

// addCells handles a line of cells.
func (r *reader) addCells(l line) (record, bool) {
	if len(r.pend) == 0 {
		r.pend = append(r.pend, l)
		return record{}, false
	}
	if r.cut >= 0 {
		return r.addAfterCut(l)
	}
	total := sumCells(r.pend) + l.cells
	switch {
	case total == 81:
		r.pend = append(r.pend, l)
		return r.emit(len(r.pend)), true
	case total < 81:
		r.pend = append(r.pend, l)
		return record{}, false
	}
	// The line does not fit.
	if stray(r.pend, l) {
		r.unread(l)
		return r.emit(1), true
	}
	if w := l.cells; 81%w == 0 && len(r.pend)+1 == 81/w && oddLine(r.pend, w) >= 0 {
		// A grid of rows of w cells, one of which is wrong: this line
		// is its last row.
		r.pend = append(r.pend, l)
		return r.emit(len(r.pend)), true
	}
	r.unread(l)
	return r.emit(len(r.pend)), true
}

// addAfterCut handles a line of cells that comes after a boundary inside
// a grid.
func (r *reader) addAfterCut(l line) (record, bool) {
	if k := r.rest(); k > 0 {
		// Rows after the boundary have finished the grid; whether it
		// is whole or short depends on the lines that follow: read on
		// to the next boundary, line of its own or end of input (see
		// split), up to maxAhead cells.
		r.pend = append(r.pend, l)
		if sumCells(r.pend[r.cut:]) > maxAhead {
			// Grids drawn one after another with no boundary: the
			// grid before the boundary is taken as short.
			return r.emit(r.cut), true
		}
		return record{}, false
	}
	if sumCells(r.pend[r.cut:])+l.cells >= 81 {
		// The lines after the boundary make a grid of their own, or
		// more than one, and none of them finish the grid before it:
		// that grid is short.
		r.unread(l)
		return r.emit(r.cut), true
	}
	r.pend = append(r.pend, l)
	return record{}, false
}

// emit returns the record of the first n lines of the grid being
// gathered, and puts the rest back to be read afresh.
func (r *reader) emit(n int) record {
	rec := r.parse(r.pend[:n])
	// A record that ends at a blank line is the last that the grids run
	// into each other before it leave in doubt (see lost).
	lostAfter := r.lost && !(r.strong > 0 && n == r.strong)
	if r.lost && rec.err == nil {
		// Grids ran into each other before this one, with no line since
		// that tells where it starts.
		msg := fmt.Sprintf("%v: a row is missing from this grid or from one before it, "+
			"with no blank line between them", sudoku.ErrCellCount)
		rec.grid = sudoku.Grid{}
		rec.err = &inputError{name: r.name, line: rec.line, col: 1, msg: msg, err: sudoku.ErrCellCount}
	}
	r.putBack(r.pend[n:])
	r.pend, r.cut, r.strong, r.part, r.plain = r.pend[:0], -1, 0, 0, false
	r.lost = lostAfter
	return rec
}

// stray reports whether the first of the lines is a stray line before a
// grid: the other lines and l hold the same number of cells, which the
// first does not, and make exactly 81 cells.
func stray(lines []line, l line) bool {
	if len(lines) < 2 || lines[0].cells == l.cells {
		return false
	}
	for _, x := range lines[1:] {
		if x.cells != l.cells {
			return false
		}
	}
	return sumCells(lines[1:])+l.cells == 81
}

// oddLine returns the index of the one line whose count of cells differs
// from w, when all the others hold w cells and there are at least two
// of them; and -1 otherwise.
func oddLine(lines []line, w int) int {
	odd := -1
	for i, l := range lines {
		if l.cells == w {
			continue
		}
		if odd >= 0 {
			return -1
		}
		odd = i
	}
	if len(lines) < 3 {
		return -1
	}
	return odd
}

// sameWidth reports whether the lines all hold the same number of cells,
// a number that divides 81 (the rows or bands of a drawn grid).
func sameWidth(lines []line) bool {
	w := lines[0].cells
	for _, l := range lines {
		if l.cells != w {
			return false
		}
	}
	return 81%w == 0
}

// sumCells returns the number of cells of the lines.
func sumCells(lines []line) int {
	n := 0
	for _, l := range lines {
		n += l.cells
	}
	return n
}

// classify returns the line text, numbered num, with its kind.
func classify(text string, num int) line {
	l := line{text: text, num: num}
	if len(text) > maxLine {
		l.kind = lineLong
		return l
	}
	if c := firstNonBlank(text); c == 0 || c == '#' {
		l.kind, l.weak = lineBoundary, c == '#'
		return l
	}
	if i := strings.IndexByte(text, '\t'); i >= 0 {
		// Fields after a puzzle, or after a marker, are ignored.
		if f := text[:i]; utf8.RuneCountInString(f) >= 81 || strings.TrimSpace(f) == "-" {
			l.text = f
		}
	}
	if f, rest, ok := strings.Cut(l.text, " "); ok && strings.HasPrefix(rest, "ED=") &&
		utf8.RuneCountInString(f) == 81 {
		// A puzzle and its ratings as Sudoku Explainer's rater writes
		// them (rate -format se).
		l.text = f
	}
	if l.form = puzzleLineForm(l.text); l.form != 0 {
		l.kind = lineAlone // a puzzle with its rules: see puzzleline.go
		return l
	}
	g, err := sudoku.Parse(l.text)
	if err == nil {
		l.kind, l.grid, l.good = lineAlone, g, true
		return l
	}
	var pe *sudoku.ParseError
	errors.As(err, &pe) // every error from Parse is a *ParseError
	switch {
	case pe.Cells > 81:
		l.kind = lineAlone
	case errors.Is(err, sudoku.ErrCellCount) && pe.Cells > 0:
		l.kind, l.cells = lineCells, pe.Cells
	case errors.Is(err, sudoku.ErrCellCount):
		l.kind, l.band = lineDrawing, isBandLine(l.text)
		if strings.TrimSpace(l.text) == "-" {
			// The marker of a bad result.
			l.kind, l.band, l.ends = lineBoundary, false, true
		}
	case strings.TrimSpace(l.text) == "solution":
		l.kind, l.solution, l.ends = lineBoundary, true, true
	case isStatus(strings.TrimSpace(l.text)):
		l.kind, l.ends = lineBoundary, true
	default:
		// A line with a character Parse rejects. A line of text (a
		// title, say) stands alone; a line of cells with a typo
		// counts as part of a grid, which is then reported at the
		// typo.
		cells, letters := countCells(l.text)
		l.kind, l.cells = lineCells, cells
		if letters >= cells || cells >= 81 {
			l.kind, l.cells = lineAlone, 0
		}
	}
	if l.kind == lineCells {
		l.row = isRow(l.text, l.cells)
	}
	return l
}

// firstNonBlank returns the first byte of s that is not a space, tab,
// vertical tab or form feed, or 0 when there is none.
func firstNonBlank(s string) byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\v', '\f':
		default:
			return c
		}
	}
	return 0
}

// isStatus reports whether t is a line that the command writes after a
// grid: the word unique, multiple or none (solve -unique -format grid),
// or "rating 2.6, medium" (generate -grade -format grid).
func isStatus(t string) bool {
	switch t {
	case "unique", "multiple", "none":
		return true
	}
	rest, ok := strings.CutPrefix(t, "rating ")
	if !ok {
		return false
	}
	num, level, ok := strings.Cut(rest, ", ")
	if _, err := strconv.ParseFloat(num, 64); !ok || err != nil || level == "" {
		return false
	}
	for _, c := range level {
		if !unicode.IsLetter(c) {
			return false
		}
	}
	return true
}

// parse parses the lines of a record.
func (r *reader) parse(lines []line) record {
	nums := make([]int, len(lines))
	for i, l := range lines {
		nums[i] = l.num
	}
	rec := record{name: r.name, line: nums[0], lines: nums}
	if len(lines) == 1 {
		rec.text = lines[0].text
		if lines[0].form != 0 {
			r.parsePuzzleLine(&rec, lines[0].form)
			return rec
		}
	} else {
		var sb strings.Builder
		for i, l := range lines {
			if i > 0 {
				sb.WriteByte('\n')
			}
			sb.WriteString(l.text)
		}
		rec.text = sb.String()
	}
	g, err := sudoku.Parse(rec.text)
	if err == nil {
		rec.grid = g
		return rec
	}
	var pe *sudoku.ParseError
	errors.As(err, &pe) // every error from Parse is a *ParseError
	rec.err = &inputError{name: r.name, line: nums[pe.Line-1],
		col: pe.Column, msg: parseMessage(pe)}
	if errors.Is(err, sudoku.ErrCellCount) {
		if e := r.oddRowError(lines); e != nil {
			rec.err = e
		}
	}
	return rec
}

// oddRowError returns the error for a grid with the wrong number of
// cells whose rows hold the same number of cells but one, placed at that
// row; or nil.
func (r *reader) oddRowError(lines []line) error {
	if len(lines) < 3 {
		return nil
	}
	w := lines[0].cells
	if w != lines[1].cells {
		w = lines[2].cells
	}
	i := oddLine(lines, w)
	if i < 0 {
		return nil
	}
	l := lines[i]
	col := utf8.RuneCountInString(l.text) + 1 // after a short row
	if l.cells > w {
		// At the first cell too many.
		n := 0
		col = 0
		for _, c := range l.text {
			col++
			if isCell(c) {
				if n == w {
					break
				}
				n++
			}
		}
	}
	msg := fmt.Sprintf("%v: found %d on this line, %d on the others",
		sudoku.ErrCellCount, l.cells, w)
	return &inputError{name: r.name, line: l.num, col: col, msg: msg}
}

// parseMessage words a parse error without its position, which the
// command gives in the file's terms.
func parseMessage(pe *sudoku.ParseError) string {
	switch {
	case errors.Is(pe, sudoku.ErrSyntax):
		return fmt.Sprintf("%v %q", pe.Err, pe.Text)
	case pe.Cells > 81:
		return fmt.Sprintf("%v: more than 81", pe.Err)
	}
	return fmt.Sprintf("%v: found %d, want 81", pe.Err, pe.Cells)
}

// readLine returns the next line without its end of line, and false at
// the end of the input; r.n counts it. A line longer than maxLine comes
// back cut to maxLine+1 bytes, the rest of it having been skipped.
func (r *reader) readLine() ([]byte, bool) {
	if r.br == nil {
		if len(r.mem) == 0 {
			return nil, false
		}
		s := r.mem[0]
		r.mem = r.mem[1:]
		r.n++
		return []byte(s), true
	}
	if r.eof {
		return nil, false
	}
	// Keep up to maxLine bytes of the line, and one more to tell a line
	// that is too long.
	const keep = maxLine + 1
	r.buf = r.buf[:0]
	started := false
	for {
		if _, err := r.br.Peek(1); err != nil {
			r.eof = true
			if err != io.EOF {
				r.err = err
			}
			if !started {
				return nil, false
			}
			break
		}
		data, _ := r.br.Peek(r.br.Buffered())
		if r.cr {
			// The "\n" of a "\r\n" whose "\r" ended the last line.
			r.cr = false
			if data[0] == '\n' {
				r.br.Discard(1)
				continue
			}
		}
		started = true
		i := lineEnd(data)
		if i < 0 {
			r.buf = append(r.buf, data[:min(len(data), keep-len(r.buf))]...)
			r.br.Discard(len(data))
			continue
		}
		r.buf = append(r.buf, data[:min(i, keep-len(r.buf))]...)
		r.cr = data[i] == '\r'
		r.br.Discard(i + 1)
		break
	}
	r.n++
	text := r.buf
	if r.n == 1 {
		text = bytes.TrimPrefix(text, []byte("\ufeff"))
	}
	return text, true
}

// lineEnd returns the index of the first "\n" or "\r" in b, or -1.
func lineEnd(b []byte) int {
	// Two searches for a byte are faster than one for either byte.
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		i = len(b)
	}
	if j := bytes.IndexByte(b[:i], '\r'); j >= 0 {
		return j
	}
	if i == len(b) {
		return -1
	}
	return i
}

// cellPos returns the line and column, in the file, of the given cell of
// the record, counting cells the way [sudoku.Parse] does.
func (rec *record) cellPos(cell int) (line, col int) {
	if rec.form != 0 {
		return rec.puzzleLinePos(cell)
	}
	row, col := 0, 0
	n := 0
	for _, c := range rec.text {
		col++
		switch {
		case c == '\n':
			row, col = row+1, 0
		case isCell(c):
			if n == cell {
				return rec.lines[row], col
			}
			n++
		}
	}
	return rec.line, 1
}

// countCells returns the number of cells in s, and of letters.
func countCells(s string) (cells, letters int) {
	for _, c := range s {
		switch {
		case isCell(c):
			cells++
		case unicode.IsLetter(c):
			letters++
		}
	}
	return cells, letters
}

// isCell reports whether [sudoku.Parse] reads c as a cell: a digit, or one
// of the blanks '.', '0', '_' and '*'.
func isCell(c rune) bool {
	return '0' <= c && c <= '9' || c == '.' || c == '_' || c == '*'
}
