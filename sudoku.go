// Package sudoku solves, counts, checks and generates 9×9 Sudoku puzzles.
//
// A puzzle or a solution is a [Grid]: 81 cells in row-major order, 0 for an
// empty cell and 1-9 for a digit. [Parse] reads the forms people paste (an
// 81-character line, or a drawn grid); [Grid.String] writes the line back.
//
// [Solve] finds solutions up to a limit, [Count] counts them without
// allocating, and [IsUnique] tells whether a puzzle is proper (exactly one
// solution). They run on a bitboard engine that propagates singles and
// locked candidates before it guesses; a [Solver] bounds a search by
// guesses, nodes or a context and reports its [Stats].
//
// [Carve] removes clues from a solution until no more can go while the
// puzzle stays unique, reproducibly from a seeded [Rand] such as
// [Mulberry32]; [Generate] makes a random solution and carves it, and a
// [Generator] makes puzzles with a chosen [Symmetry], clue count and
// difficulty.
//
// [Hint], [Path] and [Rate] solve the way a person does, on pencil marks
// ([Candidates]) with named techniques from the simplest up, explaining
// each [Step], and grade a puzzle on the Sudoku Explainer scale.
//
// A [Rules] value adds variant rules to the classic ones: jigsaw regions,
// diagonals, windoku, disjoint groups and extra houses, anti-knight,
// anti-king, non-consecutive, killer cages, thermometers, arrows, kropki
// dots and XV marks, in any mix. Its methods check the rule set, validate,
// solve, count, prove uniqueness, carve and give the true candidates under
// those rules, on a general candidate-mask engine; a [Solver] and a
// [Generator] take them too. A [Puzzle] is a grid with its rules, read and
// written as one line of JSON; package fpuzzles imports the f-puzzles
// editor's puzzles. The zero Rules is classic Sudoku, and then every
// search runs on the bitboard engine.
//
// Every function in the package is safe for concurrent use: none keeps
// state between calls, and none prints, logs or starts goroutines.
//
// The package is for programs that need correct answers fast. It is not a
// Sudoku game: it has no notion of a player, a timer or a user interface.
// It handles the 9×9 grid with digits 1-9 only (no other sizes), and its
// hints and grades are for classic rules only.
package sudoku

import (
	"errors"
	"fmt"
	"strings"
)

// A Grid is a 9×9 Sudoku grid in row-major order: cell i is in row i/9 and
// column i%9, counting from 0. A cell holds 0 when it is empty and 1-9 when
// it holds that digit; any other value makes the grid invalid (see
// [Grid.Validate]).
//
// The zero Grid is the empty grid. A Grid is a value: it copies by
// assignment and compares with ==.
type Grid [81]uint8

// String returns the grid as one line of 81 characters, row by row, with
// '.' for an empty cell. A cell holding a value above 9 is written as '?',
// which [Parse] rejects; for every valid grid, Parse(g.String()) == g.
func (g Grid) String() string {
	var b [81]byte
	for i, v := range g {
		b[i] = cellChar(v)
	}
	return string(b[:])
}

// cellChar is the character that String writes for a cell value.
func cellChar(v uint8) byte {
	switch {
	case v == 0:
		return '.'
	case v <= 9:
		return '0' + v
	}
	return '?'
}

// Pretty returns the grid drawn for people: nine lines of digits separated
// by spaces, with '|' between boxes and a line of '-' and '+' between bands,
// each line ending in a newline. Empty cells are '.'. [Parse] reads this
// form back.
//
//	4 . . | . . . | 2 . .
//	. 5 3 | . 1 4 | . . 7
//	...
//	------+-------+------
func (g Grid) Pretty() string {
	var sb strings.Builder
	sb.Grow(11 * 22)
	for r := range 9 {
		if r == 3 || r == 6 {
			sb.WriteString("------+-------+------\n")
		}
		for c := range 9 {
			switch {
			case c == 3 || c == 6:
				sb.WriteString(" | ")
			case c > 0:
				sb.WriteByte(' ')
			}
			sb.WriteByte(cellChar(g[r*9+c]))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// MarshalText implements [encoding.TextMarshaler]: it returns the
// 81-character line of [Grid.String], so that a Grid reads and writes as a
// string in JSON and other text formats. A cell holding a value above 9 is
// an error of type [*ValueError].
func (g Grid) MarshalText() ([]byte, error) {
	for i, v := range g {
		if v > 9 {
			return nil, &ValueError{Cell: i, Value: v}
		}
	}
	b := make([]byte, 81)
	for i, v := range g {
		b[i] = cellChar(v)
	}
	return b, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it parses text with
// [Parse] and stores the result in g. On error g is left unchanged.
func (g *Grid) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*g = p
	return nil
}

// Validation errors. A [*ValueError] wraps ErrValue; a [*ConflictError]
// wraps ErrConflict.
var (
	ErrValue    = errors.New("cell value above 9")
	ErrConflict = errors.New("digit repeated in a row, column or box")
)

// A ValueError reports a cell that holds a value other than 0-9.
type ValueError struct {
	Cell  int   // the cell, 0-80 in row-major order
	Value uint8 // the value it holds
}

// Error returns the message, which names the cell in r1c1 notation and
// the value.
func (e *ValueError) Error() string {
	return fmt.Sprintf("%s holds %d: %v", cellName(e.Cell), e.Value, ErrValue)
}

// Unwrap returns [ErrValue].
func (e *ValueError) Unwrap() error { return ErrValue }

// A ConflictError reports two cells that see each other (they share a row,
// a column or a box) and hold the same digit. Cell1 comes before Cell2 in
// row-major order.
type ConflictError struct {
	Cell1, Cell2 int   // the two cells, 0-80 in row-major order
	Digit        uint8 // the digit both hold
}

// Error returns the message, which names both cells in r1c1 notation
// and the digit.
func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s and %s both hold %d: %v",
		cellName(e.Cell1), cellName(e.Cell2), e.Digit, ErrConflict)
}

// Unwrap returns [ErrConflict].
func (e *ConflictError) Unwrap() error { return ErrConflict }

// cellName names a cell in r1c1 notation, rows and columns counted from 1.
func cellName(cell int) string {
	return fmt.Sprintf("r%dc%d", cell/9+1, cell%9+1)
}

// Validate reports whether g could be a puzzle: nil when every cell holds
// 0-9 and no two cells that see each other hold the same digit. Otherwise
// it returns a [*ValueError] for the first cell above 9, or else a
// [*ConflictError] for the first clashing pair in row-major order of the
// second cell. A valid grid may still have no solution.
func (g Grid) Validate() error {
	for i, v := range g {
		if v > 9 {
			return &ValueError{Cell: i, Value: v}
		}
	}
	for i, v := range g {
		if v == 0 {
			continue
		}
		// Look back at the earlier peers only, so the pair is reported
		// once, at its second cell.
		for _, p := range peers[i] {
			if int(p) < i && g[p] == v {
				return &ConflictError{Cell1: int(p), Cell2: i, Digit: v}
			}
		}
	}
	return nil
}
