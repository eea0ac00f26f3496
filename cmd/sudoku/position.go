package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/sudokugo/sudoku"
)

// maxPosition is the most bytes a position may take: far more than any
// drawing of a puzzle, its entries and its pencil marks.
const maxPosition = 1 << 20

// A position is what hint and path read: a puzzle, and optionally the
// player's entries and pencil marks.
type position struct {
	puzzle  record // the puzzle
	entries record // the player's digits; grid all 0 when not given
	marks   *[81]sudoku.Digits
	// markAt is the place of each cell's set of marks, for messages.
	markAt [81]inputError
}

// readPosition reads a position from r, named name in messages.
//
// The position is written as lines; blank lines and lines whose first
// non-blank character is '#' are skipped. It holds, in order:
//
//   - the puzzle, as a line of 81 cells or a grid drawn over several
//     lines, as solve reads it;
//   - optionally, the player's entries in the same form: the digits the
//     player wrote, '.' or '0' elsewhere (a given may be left blank or
//     repeated);
//   - optionally, after the entries, the player's pencil marks: 81 sets
//     separated by white space, row by row, over one line or several.
//     A set is its digits run together ("137"), or '.', '0' or '-' for a
//     cell without marks (a filled cell, or an empty cell the player has
//     not marked, which gets every digit no peer holds). Words made of
//     '|', '-', '+' and box-drawing characters only are skipped, so the
//     grid of pencil marks that hint -marks draws reads back.
//
// To give pencil marks without entries, write an entries line of 81 '.'.
func readPosition(name string, r io.Reader) (*position, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxPosition+1))
	if err != nil {
		return nil, fmt.Errorf("sudoku: %v", err)
	}
	if len(data) > maxPosition {
		return nil, fmt.Errorf("sudoku: %s: longer than %d bytes", name, maxPosition)
	}
	text := strings.TrimPrefix(string(data), "\ufeff")
	return parsePosition(name, splitLines(text), 1)
}

// argPosition reads a position written in the command line's arguments,
// one argument a line; messages name the arguments "<arg>", counting
// lines from 1.
func argPosition(args []string) (*position, error) {
	var lines []string
	for _, a := range args {
		if a == "" {
			lines = append(lines, a) // an empty argument is a blank line
		}
		lines = append(lines, splitLines(a)...)
	}
	return parsePosition("<arg>", lines, 1)
}

// parsePosition parses the lines of a position, the first numbered first.
// The puzzle and the entries are read as solve reads records; the lines
// after them are the pencil marks.
func parsePosition(name string, lines []string, first int) (*position, error) {
	rd := newLinesReader(name, lines, first)
	var recs []record
	for len(recs) < 2 {
		rec, ok := rd.next()
		if !ok {
			break
		}
		recs = append(recs, rec)
	}
	if len(recs) == 0 {
		return nil, &inputError{name: name, line: max(first, first+len(lines)-1), col: 1,
			msg: "no puzzle"}
	}
	p := &position{puzzle: recs[0]}
	if len(recs) > 1 {
		p.entries = recs[1]
	}
	for _, rec := range recs {
		if rec.err != nil {
			return nil, rec.err
		}
		if rec.rules != nil {
			return nil, variantError(&rec, "hint or path")
		}
	}
	i := min(rd.nextNum()-first, len(lines))
	if err := p.parseMarks(name, lines[i:], first+i); err != nil {
		return nil, err
	}
	return p, nil
}

// parseMarks parses the pencil marks of the lines, if any.
func (p *position) parseMarks(name string, lines []string, first int) error {
	var marks [81]sudoku.Digits
	n := 0
	for k, line := range lines {
		t := strings.TrimLeft(line, " \t\v\f")
		if t == "" || t[0] == '#' {
			continue
		}
		num := first + k
		for _, w := range words(line) {
			if w.text != "-" && isDrawing(w.text) {
				continue
			}
			at := inputError{name: name, line: num, col: w.col}
			if n == 81 {
				at.msg = "more than 81 sets of pencil marks"
				return &at
			}
			d, err := parseMarkSet(w.text)
			if err != nil {
				at.col += err.col
				at.msg = err.msg
				return &at
			}
			marks[n], p.markAt[n] = d, at
			n++
		}
	}
	switch {
	case n == 0:
		return nil
	case n < 81:
		return &inputError{name: name, line: first + len(lines) - 1, col: 1,
			msg: fmt.Sprintf("%d sets of pencil marks, want 81", n)}
	}
	p.marks = &marks
	return nil
}

// splitLines splits s into lines, each ended by "\n", "\r\n" or "\r"
// alone, as the reader of records splits its input. The end of the last
// line starts no other.
func splitLines(s string) []string {
	var lines []string
	for s != "" {
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			lines = append(lines, s)
			break
		}
		lines = append(lines, s[:i])
		if strings.HasPrefix(s[i:], "\r\n") {
			i++
		}
		s = s[i+1:]
	}
	return lines
}

// A word is a run of characters without white space in a line.
type word struct {
	text string
	col  int // its column in characters, from 1
}

// words splits line at white space, keeping the column of each word.
func words(line string) []word {
	var ws []word
	col, start, startCol := 0, -1, 0
	for i, c := range line + " " {
		col++
		space := c == ' ' || c == '\t' || c == '\v' || c == '\f'
		switch {
		case !space && start < 0:
			start, startCol = i, col
		case space && start >= 0:
			ws = append(ws, word{line[start:i], startCol})
			start = -1
		}
	}
	return ws
}

// isDrawing reports whether s holds drawing characters only: '|', '-',
// '+', and the box-drawing characters U+2500 to U+257F.
func isDrawing(s string) bool {
	for _, c := range s {
		if c != '|' && c != '-' && c != '+' && (c < 0x2500 || c > 0x257F) {
			return false
		}
	}
	return true
}

// A markError is a bad character in a set of pencil marks, col-1
// characters into it.
type markError struct {
	col int
	msg string
}

// parseMarkSet parses one cell's pencil marks.
func parseMarkSet(s string) (sudoku.Digits, *markError) {
	if s == "." || s == "0" || s == "-" {
		return 0, nil
	}
	var d sudoku.Digits
	for i, c := range s {
		if c < '1' || c > '9' {
			col := utf8.RuneCountInString(s[:i])
			return 0, &markError{col, fmt.Sprintf("invalid pencil mark %q", c)}
		}
		d |= 1 << (c - '1')
	}
	return d, nil
}

// candidates returns the pencil-mark state of the position: that of the
// puzzle's start when the position has neither entries nor marks, which
// accepts a puzzle with several solutions, and that of
// [sudoku.NewPosition] otherwise. Errors name the place in the input.
func (p *position) candidates() (sudoku.Candidates, error) {
	var c sudoku.Candidates
	var err error
	if p.entries.lines == nil && p.marks == nil {
		c, err = sudoku.NewCandidates(p.puzzle.grid)
	} else {
		c, err = sudoku.NewPosition(p.puzzle.grid, p.entries.grid, p.marks)
	}
	if err == nil {
		return c, nil
	}
	var me *sudoku.MistakeError
	switch {
	case errors.As(err, &me):
		if me.Mark {
			at := p.markAt[me.Cell]
			at.msg, at.err = err.Error(), err
			return c, &at
		}
		line, col := p.entries.cellPos(me.Cell)
		return c, &inputError{name: p.entries.name, line: line, col: col,
			msg: err.Error(), err: err}
	case errors.Is(err, sudoku.ErrNoSolution):
		return c, noSolution(&p.puzzle)
	case errors.Is(err, sudoku.ErrNotUnique):
		return c, &inputError{name: p.puzzle.name, line: p.puzzle.line, col: 1,
			msg: err.Error()}
	}
	if verr := validate(&p.puzzle); verr != nil {
		return c, verr
	}
	return c, &inputError{name: p.puzzle.name, line: p.puzzle.line, col: 1, msg: err.Error()}
}

// loadPosition reads the position that the arguments of hint or path
// name: standard input for none or "-", the file named by a single
// argument that is not a puzzle, or else the arguments themselves as the
// lines of the position.
func loadPosition(e *env, args []string) (*position, error) {
	switch {
	case len(args) == 0 || len(args) == 1 && args[0] == "-":
		return readPosition("<stdin>", e.stdin)
	case len(args) == 1:
		if _, err := sudoku.Parse(args[0]); err != nil {
			f, err := os.Open(args[0])
			// An argument that names no file and is more cells than
			// letters is a puzzle with a mistake, better reported at
			// the mistake than as a missing file.
			if cells, letters := countCells(args[0]); errors.Is(err, fs.ErrNotExist) &&
				cells > letters {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("sudoku: %v", err)
			}
			defer f.Close()
			return readPosition(args[0], f)
		}
	}
	return argPosition(args)
}
