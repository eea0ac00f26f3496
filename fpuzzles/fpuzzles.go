// Package fpuzzles imports puzzles from f-puzzles, the web editor many
// setters of variant Sudoku use, as a [sudoku.Puzzle]: a grid of givens
// and the [sudoku.Rules] it is played by.
//
// f-puzzles shares a puzzle as a link, https://www.f-puzzles.com/?load=
// followed by the puzzle's JSON compressed with lz-string's
// compressToBase64. [Decode] takes the link, the compressed string or the
// JSON itself.
//
// The package is strict, because a solver that drops a rule answers
// another puzzle: a rule it cannot express is an [*UnsupportedError] that
// names it, and data it cannot read is a [*FormatError] that says where.
// Only what f-puzzles itself gives no rule meaning is ignored.
//
// Read (the f-puzzles keys, and what they become):
//
//   - "size": must be 9; another size is an [*UnsupportedError].
//   - "grid": 9 rows of 9 cells. A cell's "value" with "given": true is a
//     given digit; a value without "given" is a player's entry and is
//     ignored. A cell's "region" (0-8) makes the regions of a jigsaw
//     ([sudoku.Rules.Regions]), set only when some cell leaves its box;
//     a cell without one stays in its box.
//   - "diagonal-" (r1c1 to r9c9) and "diagonal+" (r9c1 to r1c9): the
//     diagonals, [sudoku.Rules.MainDiagonal] and AntiDiagonal.
//   - "antiknight", "antiking", "nonconsecutive", "disjointgroups": true
//     sets the rule. "windoku": true is read too, for tools that write it;
//     f-puzzles itself draws windoku as four extra regions.
//   - "killercage": cages, the total in "value" (none when empty).
//   - "thermometer": each line of an item is a thermometer from its bulb.
//   - "arrow": each line of an item is an arrow from the circle in
//     "cells"; the circle cells at the start of a line are left out of it,
//     and a circle of several cells (a pill) reads in row-major order,
//     left to right or downwards.
//   - "difference" (white kropki dots) with no value or a difference
//     "value" of 1-8, "ratio" (black dots) with no value or a ratio of
//     2-9 ([sudoku.Dot].Value, 0 for the usual 1 and 2), and "xv" with
//     value "X" or "V"; other values are an [*UnsupportedError].
//   - "negative": "difference", "ratio" and "xv" set AllWhite, AllBlack
//     and AllXV; another entry is an [*UnsupportedError]. As in
//     f-puzzles, they pass over a pair with a mark of their own family
//     only: a kropki dot of any value for the first two, an X or V for
//     the third; they keep difference 1 and ratio 2 whatever the values
//     of the dots.
//   - f-puzzles exempts a pair with a kropki dot from "nonconsecutive",
//     so with kropki dots in the puzzle "nonconsecutive" sets AllWhite
//     (whose pairs with a kropki dot are exempt) instead of
//     NonConsecutive.
//   - "odd", "even", "minimum" and "maximum": lists of {"cell": ...},
//     [sudoku.Rules.Odd], Even, Minimums and Maximums.
//   - "quadruple": {"cells": the four cells of a 2×2 square, "values":
//     one to four digits}, a [sudoku.Quadruple] on their top-left cell.
//   - "extraregion": extra houses ([sudoku.Rules.Houses]); when the four
//     windows of windoku are among them they become
//     [sudoku.Rules.Windoku] instead.
//   - "renban", "betweenline" and "regionsumline": each line of an item
//     is a [sudoku.Line] of kind RenbanLine, BetweenLine or
//     RegionSumLine. SudokuPad's lockout, zipper and double arrow lines
//     have no f-puzzles key: the keys some other tools write for them
//     ("lockout", "zipperline", "doublearrow") are an
//     [*UnsupportedError].
//   - "whispers": each line of an item is a [sudoku.WhisperLine] whose
//     neighbours differ by at least the item's value, 5 when it has none;
//     "palindrome": each line a [sudoku.PalindromeLine]; "clone": "cells"
//     and "cloneCells" make a [sudoku.Clone], both read in row-major
//     order. Entropic and modular lines have no f-puzzles key.
//   - "littlekillersum": little killers ([sudoku.LittleKillerClue]); the
//     clue's "cell" lies outside the grid (row 0 or 10, or column 0 or
//     10, as "R0C3") and "direction" (UL, UR, DL or DR) points along the
//     diagonal, whose cells run from the clue; a "cells" list must be
//     that diagonal. "sandwichsum": sandwich sums
//     ([sudoku.SandwichClue]), the "cell" beside a row or column. A
//     clue with an empty value gives no rule.
//
// Ignored, as f-puzzles gives them no rule meaning:
//
//   - "title", "author", "ruleset", "solution", "successMessage",
//     "highlightConflicts", "disabledlogic", "truecandidatesoptions",
//     "activeConstraints" (the kinds of constraint the editor lists; the
//     constraints are under their own keys), "fogofwar" and "foglight"
//     (fog hides cells, it adds no rule);
//   - the cosmetic tools "text", "line", "rectangle", "circle" and "cage"
//     (f-puzzles' cage tool draws a cage without rules; its killer cages
//     are "killercage"), except an item marked as drawn for a constraint
//     ("fromConstraint", "isNewConstraint" or "isLLConstraint"), which is
//     an [*UnsupportedError];
//   - in a cell: "c", "cArray", "highlight", "highlightArray",
//     "centerPencilMarks", "cornerPencilMarks" and "candidates" (colours
//     and the player's marks), and "givenPencilMarks" when it is empty;
//   - in an item: the colours "outlineC", "fontC" and "baseC".
//
// Any other key is an [*UnsupportedError] naming it, unless its value is
// empty (null, false, "", or an empty list or object), which says nothing.
// That covers every other constraint of f-puzzles: "columnindexer",
// "nabner" and so on.
// Cosmetic shapes whose meaning the ruleset text gives are beyond any
// importer: check [sudoku.Rules] against the ruleset when it has one.
//
// Decode checks the form of the data only; whether the rules make sense
// (a region of nine cells, dots between neighbours) is for
// [sudoku.Rules.Check].
package fpuzzles

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// Decode reads an f-puzzles puzzle: the JSON itself, the compressed string, or a whole link with ?load=.
//
// Leading and trailing white space is ignored. Input that starts with '{'
// is read as JSON; input with a "load=" query parameter is read as a link,
// whose parameter is unescaped (a '+' that the link left unescaped is
// kept); anything else is read as the compressed string. Bad input is a
// [*FormatError]; a rule that package sudoku cannot express is an
// [*UnsupportedError]. It never panics, and it runs in time linear in
// len(s) and the length of the JSON, which decompression bounds at 4M
// UTF-16 code units. It is safe for concurrent use.
func Decode(s string) (sudoku.Puzzle, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "{") {
		data, err := loadParam(s)
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		s, err = decompressFromBase64(data)
		if err != nil {
			return sudoku.Puzzle{}, &FormatError{Value: strconv.Quote(cut(data)),
				Reason: "is not lz-string data", Err: err}
		}
	}
	return convert([]byte(s))
}

// loadParam returns the compressed data in s: the value of its load=
// parameter when s is a link, else s itself.
func loadParam(s string) (string, error) {
	var v string
	switch {
	case strings.HasPrefix(s, "load="):
		v = s[len("load="):]
	case strings.Contains(s, "?load="):
		_, v, _ = strings.Cut(s, "?load=")
	case strings.Contains(s, "&load="):
		_, v, _ = strings.Cut(s, "&load=")
	case strings.Contains(s, "://"):
		return "", &FormatError{Value: strconv.Quote(cut(s)),
			Reason: "is a link without ?load="}
	default:
		return s, nil
	}
	if j := strings.IndexAny(v, "&#"); j >= 0 {
		v = v[:j]
	}
	u, err := url.QueryUnescape(v)
	if err != nil {
		return "", &FormatError{Path: "load", Value: strconv.Quote(cut(v)),
			Reason: "is not URL-escaped data", Err: err}
	}
	// The base64 alphabet has '+' but no space: a space here was a '+'
	// that the link did not escape.
	return strings.ReplaceAll(u, " ", "+"), nil
}

// Errors of the package. Every error from [Decode] is an
// [*UnsupportedError], which wraps ErrUnsupported, or a [*FormatError],
// which wraps ErrFormat.
var (
	ErrUnsupported = errors.New("unsupported f-puzzles rule")
	ErrFormat      = errors.New("malformed f-puzzles data")
)

// An UnsupportedError reports a rule of an f-puzzles puzzle that
// [sudoku.Rules] cannot express, such as a palindrome line, a white dot
// for a difference of 2, or a grid of another size.
type UnsupportedError struct {
	// Constraint is the f-puzzles key of the rule, such as "palindrome",
	// "difference" or "size".
	Constraint string

	// Path is where the rule is in the f-puzzles JSON: keys joined by '.',
	// list indexes in brackets, such as "difference[3].value"; just the
	// key when the whole constraint is unsupported.
	Path string

	// Detail says what is unsupported when it is not the whole
	// constraint, such as `a difference of "2"`; else it is empty.
	Detail string
}

// Error returns the message, which gives the path, then what is not
// supported.
func (e *UnsupportedError) Error() string {
	if e.Detail == "" {
		return e.Path + `: f-puzzles constraint "` + e.Constraint + `" is not supported`
	}
	return e.Path + ": " + e.Detail + " is not supported"
}

// Unwrap returns [ErrUnsupported].
func (e *UnsupportedError) Unwrap() error { return ErrUnsupported }

// A FormatError reports input that is not an f-puzzles puzzle: a link
// without data, data that does not decompress, JSON that does not parse,
// or a value of the wrong type or out of range, such as a cell "R10C1".
type FormatError struct {
	// Path is where the value is in the f-puzzles JSON, as in
	// [UnsupportedError], such as "killercage[2].cells[1]" or
	// "grid[0][4].value"; it is empty for the input as a whole.
	Path string

	// Value is the offending text, cut at 40 bytes; empty for a missing
	// key.
	Value string

	// Reason says what is wrong, such as "is not a cell".
	Reason string

	// Err is the cause, such as the JSON syntax error, or nil.
	Err error
}

// Error returns the message: the path, the value, the reason and the
// cause when there is one, as in `killercage[2].cells[1]: "R10C1" is not
// a cell`.
func (e *FormatError) Error() string {
	msg := e.Reason
	if e.Value != "" {
		msg = e.Value + " " + msg
	}
	if e.Path != "" {
		msg = e.Path + ": " + msg
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns [ErrFormat] and the cause when there is one.
func (e *FormatError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrFormat}
	}
	return []error{ErrFormat, e.Err}
}

// cut shortens s to at most 40 bytes, without splitting a UTF-8
// sequence, and marks the cut with "...".
func cut(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	n := max
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "..."
}
