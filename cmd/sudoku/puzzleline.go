package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/fpuzzles"
)

// The forms of a puzzle line that carries its rules, which the reader
// takes as a record of its own.
const (
	formJSON     = 1 + iota // {"grid":"...","rules":{...}}, as sudoku.Puzzle marshals it
	formFPuzzles            // an f-puzzles link, compressed string or JSON
)

// minCompressed is the fewest characters of an f-puzzles compressed
// string that the reader takes for one: the shortest puzzle f-puzzles
// shares is longer, and a word of text is shorter.
const minCompressed = 40

// puzzleLineForm returns the form of a line that holds a puzzle with its
// rules, or 0 for any other line. Leading and trailing white space is
// ignored.
//
//   - A line that starts with '{' is JSON: the JSON form of
//     [sudoku.Puzzle], or an f-puzzles puzzle when its object has the key
//     "size" or its "grid" is a list (see [puzzleJSONForm]).
//   - A line that starts with "http://", "https://" or "load=", or holds
//     "?load=", is an f-puzzles link.
//   - A single word of at least minCompressed characters of the base64
//     alphabet that starts with a letter is an f-puzzles compressed
//     string. A line of cells is none of these: it starts with a digit,
//     a blank or a drawing character.
func puzzleLineForm(text string) int {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return 0
	case t[0] == '{':
		return puzzleJSONForm([]byte(t))
	case strings.HasPrefix(t, "http://"), strings.HasPrefix(t, "https://"),
		strings.HasPrefix(t, "load="), strings.Contains(t, "?load="):
		return formFPuzzles
	case len(t) >= minCompressed && isLetter(t[0]) && isBase64(t):
		return formFPuzzles
	}
	return 0
}

// puzzleJSONForm returns the form of a line of JSON: formFPuzzles for an
// object with the key "size", or whose "grid" is a list, as f-puzzles
// writes; formJSON for anything else, which is then read (and reported
// on) as a [sudoku.Puzzle].
func puzzleJSONForm(data []byte) int {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return formJSON
	}
	if _, ok := top["size"]; ok {
		return formFPuzzles
	}
	if g := bytes.TrimSpace(top["grid"]); len(g) > 0 && g[0] == '[' {
		return formFPuzzles
	}
	return formJSON
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// isBase64 reports whether s holds only characters of the base64
// alphabet, padding included.
func isBase64(s string) bool {
	for i := range len(s) {
		c := s[i]
		if !isLetter(c) && !('0' <= c && c <= '9') && c != '+' && c != '/' && c != '=' {
			return false
		}
	}
	return true
}

// parsePuzzleLine reads the puzzle line of rec, in the given form, into
// its grid and rules; a line it cannot read sets rec.err. It does not
// check the rules: that is for [rulesValue.of], once the flag's rules
// are added.
func (r *reader) parsePuzzleLine(rec *record, form int) {
	rec.form = form
	var p sudoku.Puzzle
	var err error
	if form == formFPuzzles {
		p, err = fpuzzles.Decode(rec.text)
		if err != nil {
			rec.err = &inputError{name: r.name, line: rec.line, col: 1,
				msg: "f-puzzles: " + err.Error(), err: err}
			return
		}
	} else {
		data := []byte(rec.text)
		if err = json.Unmarshal(data, &p); err != nil {
			rec.err = &inputError{name: r.name, line: rec.line,
				col: jsonErrorColumn(rec.text, err), msg: err.Error(), err: err}
			return
		}
		rec.gridAt = gridColumn(rec.text)
	}
	rec.grid = p.Grid
	if p.Rules.Regions != nil || !zeroRules(&p.Rules) {
		rules := p.Rules
		rec.rules = &rules
	}
}

// zeroRules reports whether rs is classic Sudoku: the zero Rules. Every
// field of Rules must be named here, or a rule of the line is dropped.
func zeroRules(rs *sudoku.Rules) bool {
	return rs.Regions == nil && !rs.MainDiagonal && !rs.AntiDiagonal &&
		!rs.Windoku && !rs.DisjointGroups && len(rs.Houses) == 0 &&
		!rs.AntiKnight && !rs.AntiKing && !rs.NonConsecutive &&
		len(rs.Cages) == 0 && len(rs.Thermos) == 0 && len(rs.Arrows) == 0 &&
		len(rs.Dots) == 0 && !rs.AllWhite && !rs.AllBlack && !rs.AllXV &&
		len(rs.Odd)+len(rs.Even)+len(rs.Minimums)+len(rs.Maximums) == 0 &&
		len(rs.Quadruples)+len(rs.Lines)+len(rs.Outside)+len(rs.Clones) == 0
}

// jsonErrorColumn returns the column of line, from 1, at which a JSON
// error lies, when it is known: the character a syntax error stops at;
// for a grid that does not parse, the bad cell, or the grid's value when
// no one cell is to blame (too few or too many cells) or the cells are
// not one a character; and 1 otherwise.
func jsonErrorColumn(line string, err error) int {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off := min(max(int(se.Offset)-1, 0), len(line))
		return utf8.RuneCountInString(line[:off]) + 1
	}
	var pe *sudoku.ParseError
	var je *sudoku.JSONError
	if !errors.As(err, &je) || je.Path != "grid" {
		return 1
	}
	value, cells := gridValue(line)
	switch {
	case cells > 0 && errors.As(err, &pe) && pe.Line == 1 && pe.Column <= 81:
		return cells + pe.Column - 1
	case value > 0:
		return value
	}
	return 1
}

// gridColumn returns the column, from 1, of the first character of the
// string value of the key "grid" at the top of a JSON object, when that
// string is 81 characters without escapes, one a cell; or 0.
func gridColumn(line string) int {
	_, cells := gridValue(line)
	return cells
}

// gridValue returns the columns, from 1, of the value of the key "grid"
// at the top of a JSON object, whatever it is, and of the first
// character of that value when it is a string of 81 characters without
// escapes, one a cell; 0 for what is not found.
func gridValue(line string) (value, cells int) {
	dec := json.NewDecoder(strings.NewReader(line))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return 0, 0
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return 0, 0
		}
		if key != "grid" {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return 0, 0
			}
			continue
		}
		// The value starts after the ':' that follows the key, and
		// the white space around it.
		start := int(dec.InputOffset())
		for start < len(line) && strings.IndexByte(" \t\r\n:", line[start]) >= 0 {
			start++
		}
		if start == len(line) {
			return 0, 0
		}
		value = utf8.RuneCountInString(line[:start]) + 1
		if line[start] != '"' {
			return value, 0
		}
		end := strings.IndexAny(line[start+1:], `"\`)
		if end != 81 || line[start+1+end] != '"' {
			return value, 0 // not one character a cell
		}
		return value, value + 1
	}
	return 0, 0
}

// puzzleLinePos returns the line and column of a cell of a puzzle line:
// the cell's place in the grid string of a JSON line, or the start of
// the line when that is not known.
func (rec *record) puzzleLinePos(cell int) (line, col int) {
	if rec.gridAt > 0 {
		return rec.line, rec.gridAt + cell
	}
	return rec.line, 1
}

// variantError returns the error for a puzzle with rules beyond classic
// Sudoku given to commands, named by label, that play classic Sudoku
// only (rate, hint, path, bench).
func variantError(rec *record, label string) error {
	return &inputError{name: rec.name, line: rec.line, col: 1,
		msg: "puzzle has rules beyond classic Sudoku, which " + label + " does not support"}
}
