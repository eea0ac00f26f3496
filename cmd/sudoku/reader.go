package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/sudokugo/sudoku"
)

// maxLine is the longest line the reader keeps, in bytes. A grid line,
// even drawn with box-drawing characters, is a few hundred bytes at most;
// a longer line is reported as an error and skipped, so that memory stays
// bounded whatever the input holds.
const maxLine = 64 << 10

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
// The stream is read line by line. A trailing "\r" is dropped, so CRLF
// files read like LF files, and so is a byte order mark at the start.
// Blank lines and lines whose first non-blank character is '#' are
// skipped wherever they appear. Every other line is classified by the
// cells it holds, the characters that [sudoku.Parse] reads as cells:
//
//   - A line with 81 cells or more is a record of its own (an error when
//     it has more than 81 cells or a character Parse rejects).
//   - A line with fewer cells starts a grid drawn over several lines, and
//     the lines that follow are added to it until it holds 81 cells.
//     Lines of drawing characters only (borders such as "------+------")
//     are skipped, inside a grid or outside one.
//   - A line that would take a grid past 81 cells ends it: the unfinished
//     grid is reported with too few cells, and the line is read afresh,
//     so one short line loses no other puzzle.
//   - A line holding a character that Parse rejects is a line of text
//     when it has at least as many letters as cells: a record (and an
//     error) of its own, ending any unfinished grid. Otherwise it is
//     taken as cells with a typo, counted as above, and its record is
//     reported at the first character that Parse rejects.
//   - At the end of the input, an unfinished grid is reported.
//
// A reader keeps at most one line and one unfinished grid in memory.
type reader struct {
	name string // for messages
	br   *bufio.Reader
	n    int   // lines read so far
	err  error // the first read error other than io.EOF
	buf  []byte

	// The grid being gathered over several lines.
	pend      []string // its lines that hold cells
	pendLines []int    // their line numbers
	pendCells int      // the cells they hold

	again    []byte // a line to read afresh before the next one
	againNum int    // its line number
	eof      bool
}

// newReader returns a reader of r, naming it name in messages.
func newReader(name string, r io.Reader) *reader {
	return &reader{name: name, br: bufio.NewReaderSize(r, 64<<10)}
}

// Err returns the first error, other than io.EOF, met while reading.
func (r *reader) Err() error { return r.err }

// next returns the next record, and false at the end of the input or
// after a read error (see [reader.Err]).
func (r *reader) next() (record, bool) {
	for {
		line, num, ok := r.readLine()
		if !ok {
			if r.pendCells > 0 {
				return r.flush(), true
			}
			return record{}, false
		}
		rec, done := r.add(line, num)
		if done {
			return rec, true
		}
	}
}

// add takes in one line and reports whether a record is complete.
func (r *reader) add(line []byte, num int) (record, bool) {
	t := bytes.TrimLeft(line, " \t\v\f")
	if len(t) == 0 || t[0] == '#' {
		return record{}, false
	}
	if len(line) > maxLine {
		if r.pendCells > 0 {
			r.keepAgain(line, num)
			return r.flush(), true
		}
		msg := fmt.Sprintf("line longer than %d bytes", maxLine)
		return record{name: r.name, line: num, lines: []int{num},
			err: &inputError{name: r.name, line: num, col: 1, msg: msg}}, true
	}
	s := string(line)
	g, err := sudoku.Parse(s)
	if err == nil && r.pendCells == 0 {
		// The common case: a one-line puzzle.
		return record{name: r.name, line: num, text: s, lines: []int{num}, grid: g}, true
	}
	var pe *sudoku.ParseError
	errors.As(err, &pe) // every error from Parse is a *ParseError
	var cells int
	switch {
	case err == nil || pe.Cells > 81:
		cells = 81 // a line of 81 cells or more stands alone
	case errors.Is(err, sudoku.ErrCellCount):
		cells = pe.Cells
		if cells == 0 {
			return record{}, false // a drawing line
		}
	default:
		// A line with a character Parse rejects. A line of text (a
		// title, say) stands alone; a line of cells with a typo
		// counts as part of a grid, which is then reported at the
		// typo.
		var letters int
		cells, letters = countCells(s)
		if letters >= cells {
			cells = 81
		}
	}
	if r.pendCells > 0 && r.pendCells+cells > 81 {
		// The line does not fit: report the unfinished grid, and read
		// the line again on its own.
		r.keepAgain(line, num)
		return r.flush(), true
	}
	r.pend = append(r.pend, s)
	r.pendLines = append(r.pendLines, num)
	r.pendCells += cells
	if r.pendCells >= 81 {
		return r.flush(), true
	}
	return record{}, false
}

// keepAgain keeps line to be read again by the next call of readLine.
func (r *reader) keepAgain(line []byte, num int) {
	r.again = append(r.again[:0], line...)
	r.againNum = num
}

// flush returns the gathered grid as a record and starts afresh.
func (r *reader) flush() record {
	rec := r.parse(r.pend, r.pendLines)
	r.pend, r.pendLines, r.pendCells = nil, nil, 0
	return rec
}

// parse parses the lines of a record, numbered by nums.
func (r *reader) parse(lines []string, nums []int) record {
	rec := record{name: r.name, line: nums[0], lines: nums}
	if len(lines) == 1 {
		rec.text = lines[0]
	} else {
		rec.text = strings.Join(lines, "\n")
	}
	g, err := sudoku.Parse(rec.text)
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		rec.err = &inputError{name: r.name, line: nums[pe.Line-1],
			col: pe.Column, msg: parseMessage(pe)}
		return rec
	}
	rec.grid = g
	return rec
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

// readLine returns the next line without its end of line, its number, and
// false at the end of the input. A line longer than maxLine comes back
// cut to maxLine+1 bytes, the rest of it having been skipped.
func (r *reader) readLine() ([]byte, int, bool) {
	if r.againNum != 0 {
		num := r.againNum
		r.againNum = 0
		return r.again, num, true
	}
	if r.eof {
		return nil, 0, false
	}
	// Keep up to maxLine bytes of the line and its "\r\n", and one more
	// to tell a line that is too long.
	const keep = maxLine + 3
	r.buf = r.buf[:0]
	for {
		chunk, err := r.br.ReadSlice('\n')
		room := keep - len(r.buf)
		r.buf = append(r.buf, chunk[:min(len(chunk), room)]...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			r.eof = true
			if err != io.EOF {
				r.err = err
			}
			if len(r.buf) == 0 {
				return nil, 0, false
			}
		}
		break
	}
	r.n++
	line := bytes.TrimSuffix(r.buf, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if r.n == 1 {
		line = bytes.TrimPrefix(line, []byte("\ufeff"))
	}
	return line[:min(len(line), maxLine+1)], r.n, true
}

// cellPos returns the line and column, in the file, of the given cell of
// the record, counting cells the way [sudoku.Parse] does.
func (rec *record) cellPos(cell int) (line, col int) {
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
