package sudoku

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse errors. Every error from [Parse] is a [*ParseError] that wraps one
// of these, so errors.Is(err, ErrSyntax) tells a bad character from a
// wrong number of cells.
var (
	ErrSyntax    = errors.New("invalid character")
	ErrCellCount = errors.New("wrong number of cells")
)

// A ParseError reports where and why [Parse] failed. Line and Column count
// from 1; Column counts characters (runes), not bytes. Offset is the byte
// offset into the input.
//
// For [ErrSyntax], the position is that of the offending character and
// Text holds it (one invalid byte when the input is not UTF-8). For
// [ErrCellCount], Cells is the number of cells found; when there are too
// many, the position is that of the 82nd cell, and when there are too few,
// it is the end of the input.
type ParseError struct {
	Offset int    // byte offset of the error, from 0
	Line   int    // line of the error, from 1
	Column int    // column of the error in characters, from 1
	Text   string // the offending character, for ErrSyntax
	Cells  int    // the number of cells found, for ErrCellCount
	Err    error  // ErrSyntax or ErrCellCount
}

// Error returns the message, which gives the line and column, then the reason.
func (e *ParseError) Error() string {
	pos := fmt.Sprintf("line %d, column %d", e.Line, e.Column)
	switch {
	case e.Err == ErrSyntax:
		return fmt.Sprintf("%s: %v %q", pos, e.Err, e.Text)
	case e.Cells > 81:
		return fmt.Sprintf("%s: %v: more than 81", pos, e.Err)
	case e.Err == ErrCellCount:
		return fmt.Sprintf("%s: %v: found %d, want 81", pos, e.Err, e.Cells)
	}
	return fmt.Sprintf("%s: %v", pos, e.Err)
}

// Unwrap returns the sentinel error, [ErrSyntax] or [ErrCellCount].
func (e *ParseError) Unwrap() error { return e.Err }

// Parse reads a grid in any of the forms people paste:
//
//   - one line of 81 characters, row by row, with the digits 1-9 for givens
//     and '.', '0', '_' or '*' for empty cells;
//   - a grid drawn over several lines, in which white space, the drawing
//     characters '|', '-' and '+', and the Unicode box-drawing characters
//     (U+2500 to U+257F) are ignored, and the cells are read as above.
//
// A byte-order mark (U+FEFF) at the very start, which some editors write
// at the head of a UTF-8 file, is skipped, as the sudoku command skips it
// at the head of its input; anywhere else it is an invalid character.
//
// Any other character, or a number of cells other than 81, is an error of
// type [*ParseError] that gives the position and wraps [ErrSyntax] or
// [ErrCellCount]. Its Offset counts the bytes of s, a leading byte-order
// mark included, and its Column the characters after the mark, as an
// editor shows them. Parse does not check the rules of Sudoku: use
// [Grid.Validate] for that. It runs in time linear in len(s).
func Parse(s string) (Grid, error) {
	start := 0 // the offset of the first character after a byte-order mark
	if strings.HasPrefix(s, byteOrderMark) {
		start = len(byteOrderMark)
	}
	var g Grid
	if len(s)-start == 81 && parseLine(&g, s[start:]) {
		return g, nil
	}
	g = Grid{}
	n := 0 // cells read so far
	line, col := 1, 0
	for off := start; off < len(s); {
		r, size := utf8.DecodeRuneInString(s[off:])
		col++
		v, ok := cellValue(r)
		switch {
		case ok && n == 81:
			return Grid{}, &ParseError{Offset: off, Line: line, Column: col,
				Cells: n + 1, Err: ErrCellCount}
		case ok:
			g[n] = v
			n++
		case r == utf8.RuneError && size <= 1:
			return Grid{}, &ParseError{Offset: off, Line: line, Column: col,
				Text: s[off : off+1], Err: ErrSyntax}
		case r == '\n':
			line, col = line+1, 0
		case !ignored(r):
			return Grid{}, &ParseError{Offset: off, Line: line, Column: col,
				Text: s[off : off+size], Err: ErrSyntax}
		}
		off += size
	}
	if n != 81 {
		return Grid{}, &ParseError{Offset: len(s), Line: line, Column: col + 1,
			Cells: n, Err: ErrCellCount}
	}
	return g, nil
}

// byteOrderMark is U+FEFF in UTF-8, which Parse skips at the start.
const byteOrderMark = "\ufeff"

// parseLine is the fast path of Parse for an 81-byte line made of cell
// characters only. It reports false, leaving g partly written, when the line
// holds anything else.
func parseLine(g *Grid, s string) bool {
	for i := range 81 {
		v, ok := cellValue(rune(s[i]))
		if !ok {
			return false
		}
		g[i] = v
	}
	return true
}

// cellValue returns the cell value that the character r stands for, and
// whether it stands for a cell at all.
func cellValue(r rune) (uint8, bool) {
	switch {
	case '1' <= r && r <= '9':
		return uint8(r - '0'), true
	case r == '.' || r == '0' || r == '_' || r == '*':
		return 0, true
	}
	return 0, false
}

// ignored reports whether Parse skips the character r between cells.
func ignored(r rune) bool {
	switch {
	case r == '|' || r == '-' || r == '+':
		return true
	case 0x2500 <= r && r <= 0x257F: // the Box Drawing block
		return true
	}
	return unicode.IsSpace(r)
}
