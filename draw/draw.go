// Package draw writes pictures of Sudoku as SVG: a grid with its givens
// and a player's entries, the variant rules of a [sudoku.Rules] (jigsaw
// regions, killer cages, thermometers, arrows, kropki dots, XV marks,
// diagonals, windoku windows; renban, between, lockout, region sum,
// zipper and double arrow lines; the clues outside the grid in a ring
// around it), a position with its pencil marks, a
// [sudoku.Step] on the position it applies to, and printable sheets of
// puzzles on A4 or US-letter pages.
//
// Every picture is a whole SVG document with a <title> and a <desc>, its
// text written as <text> elements (so it can be selected and read aloud),
// and its sizes in the units of its viewBox, so it scales to any size.
// Nothing depends on colour alone: givens are bold, the roles of a step's
// pattern differ by hatching and outline as well as by colour, and strong
// links are solid where weak ones are dashed, so a picture printed in
// black and white reads the same.
//
// The package draws; it does not solve. Pass it what the root package
// computes ([sudoku.Hint], [sudoku.Path], [sudoku.Generator]). It is for
// pictures people look at and print, not for storing puzzles: use the
// text and JSON forms of the root package for that.
//
// The functions write to an [io.Writer] and take an [*Options] that may be
// nil, as [image/png.Encode] does. They check their input before writing
// anything, so a bad grid, rule or step writes nothing and returns an
// [*Error]. They print nothing, start no goroutines, and are safe for
// concurrent use; the output for the same input is always the same bytes.
package draw

import (
	"errors"
	"io"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// Options are the settings of a drawing. A nil *Options is the zero
// Options: a classic grid, the title and description made from what is
// drawn, the drawing's own size, and a legend under a step.
type Options struct {
	// Title is the drawing's <title>, and Desc its <desc>. When empty
	// or only white space, they are made from what is drawn: the kind of picture for the
	// title; for the description the givens row by row, the rules, and
	// for a step its explanation ([sudoku.Step.Explain]).
	Title, Desc string

	// Rules, when not nil, are the variant rules to draw with the grid.
	// Rules without a drawing of their own (the chess rules,
	// non-consecutive, disjoint groups and the negative rules) are named
	// in a line of text under the grid.
	Rules *sudoku.Rules

	// Caption is text to write under the grid, wrapped to its width,
	// such as the explanation of a step; empty for none.
	Caption string

	// Width is the width attribute of the <svg> element, a CSS length such
	// as "9cm" or "100%". When it is a number, alone or followed by one
	// of the units px, cm, mm, in, pt, pc or em, the height attribute is
	// that length scaled by the drawing's aspect ratio, in the same unit
	// ("9cm" is 9cm high for a grid without caption, and higher with
	// text under the grid). A percentage, or any other value, is written
	// as given with no height: the page that holds the drawing sizes it
	// (an <img> or an inline <svg> keeps the viewBox's proportions). When
	// empty, the drawing is as many pixels wide and high as its viewBox
	// has units (552 for a grid without caption).
	Width string

	// IDPrefix starts every id the drawing defines (the hatchings of a
	// step), so that several drawings inlined in one HTML page do not
	// clash. A grid or a position defines no ids.
	IDPrefix string

	// NoLegend leaves out the legend under a step, which names each role,
	// the placements, the eliminations and the kinds of link.
	NoLegend bool
}

// ErrRange is the sentinel of every [*Error]: a cell, digit, house, region
// or kind out of range.
var ErrRange = errors.New("out of range")

// An Error reports input that cannot be drawn. Path says where the value
// is, as in "rules.cages[3].cells[1]", "step.placements[0].digit" or
// "entries[17]"; Value is the value found there.
type Error struct {
	Path  string // where the value is
	Value int    // the value
	Err   error  // the cause, [ErrRange]
}

// Error returns the message, as in "draw: rules.cages[3].cells[1]: 81 out
// of range".
func (e *Error) Error() string {
	return "draw: " + e.Path + ": " + strconv.Itoa(e.Value) + " " + e.Err.Error()
}

// Unwrap returns the cause, [ErrRange].
func (e *Error) Unwrap() error { return e.Err }

// Grid writes an SVG drawing of a grid: the givens of puzzle in bold, and
// the digits of entries (a player's digits, or a solution) in the cells
// that puzzle leaves empty in a lighter style. An entry in a given's cell
// is not drawn. Pass a zero entries to draw the puzzle alone.
//
// A value above 9 in either grid, or a cell out of range in opt.Rules, is
// an [*Error], and nothing is written. Otherwise the error is w's.
func Grid(w io.Writer, puzzle, entries sudoku.Grid, opt *Options) error {
	d, err := newDrawer(opt, puzzle, entries)
	if err != nil {
		return err
	}
	d.grid()
	return d.finish(w, gridTitle(d), gridDesc(d))
}

// Position writes an SVG drawing of a position in play: the digits of c,
// those that puzzle gives in bold and the others in a lighter style, and
// the pencil marks of c small in the empty cells, 1 top left to 9 bottom
// right (smaller still, below and right of the total, in a cell that
// holds a killer cage's total). Pass a zero puzzle to draw every digit as
// an entry.
//
// A value above 9 in puzzle, or a cell out of range in opt.Rules, is an
// [*Error], and nothing is written. Otherwise the error is w's.
func Position(w io.Writer, puzzle sudoku.Grid, c sudoku.Candidates, opt *Options) error {
	d, err := newDrawer(opt, puzzle, c.Grid())
	if err != nil {
		return err
	}
	d.setMarks(&c)
	d.grid()
	return d.finish(w, rulesName(d.opt.Rules)+" position with pencil marks", positionDesc(d))
}

// Step writes an SVG drawing of step s on the position c it applies to,
// with the givens of puzzle in bold as for [Position]. The cells,
// candidates and houses of the step's pattern are shaded by role, each
// role with its own hatching, colour and outline; a placement is its
// digit white on a dark disc, and an elimination its pencil mark crossed
// out. The links of a chain are arrows from one candidate to the next,
// solid for a strong link and dashed for a weak one. Unless
// opt.NoLegend is set, a legend under the grid names what is shown. The
// title names the technique and the rating, and the description is the
// step's explanation.
//
// A value above 9 in puzzle, a cell out of range in opt.Rules, or a cell,
// digit or house out of range in s is an [*Error], and nothing is
// written. Otherwise the error is w's.
func Step(w io.Writer, puzzle sudoku.Grid, c sudoku.Candidates, s sudoku.Step, opt *Options) error {
	d, err := newDrawer(opt, puzzle, c.Grid())
	if err != nil {
		return err
	}
	if err := checkStep(&s); err != nil {
		return err
	}
	d.setMarks(&c)
	d.step = &s
	d.grid()
	return d.finish(w, stepTitle(&s), stepDesc(&s))
}
