package main

import (
	"context"
	"strings"

	"github.com/sudokugo/sudoku"
)

// runCandidates is the candidates command: the true candidates of every
// cell of each puzzle, the digits it holds in at least one solution.
func runCandidates(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	format := fs.String("format", formatLine,
		"output `form`: line (the 81 cells' digits, separated by spaces) "+
			"or grid (a grid of pencil marks)")
	rules := rulesFlag(fs, false)
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, "whose candidates take longer than `D` to find")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if code, ok := checkFormat(fs, *format); !ok {
		return code
	}
	w, ok := workerCount(fs, *workers)
	if !ok {
		return exitUsage
	}
	cw := candidatesWork{grid: *format == formatGrid, rules: rules,
		timeout: puzzleTimeout{d: *timeout, work: "finding the candidates"}}
	f := &filter{label: fs.Name(), workers: w, variants: true,
		marker: string(cw.appendMarker(nil)), work: cw.work}
	return f.run(e, fs.Args())
}

// A candidatesWork is the work of the candidates command on one puzzle.
type candidatesWork struct {
	grid    bool          // draw grids rather than write lines
	rules   *rulesValue   // the rules of -rules
	timeout puzzleTimeout // the bound on each puzzle's searches together
}

// work appends to out the true candidates of the puzzle of rec, or the
// marker and an error when it has no solution or its searches run out of
// time.
func (cw candidatesWork) work(out []byte, rec *record) ([]byte, error) {
	rs, err := cw.rules.of(rec)
	if err != nil {
		return cw.appendMarker(out), err
	}
	ctx, cancel := cw.timeout.context()
	defer cancel()
	ds, ok, err := trueCandidates(ctx, rs, rec.grid)
	if err != nil {
		return cw.appendMarker(out), cw.timeout.error(rec, err)
	}
	if !ok {
		// No solution, as for clashing givens, told apart only now.
		if err := validateUnder(rec, rs); err != nil {
			return cw.appendMarker(out), err
		}
		return cw.appendMarker(out), noSolution(rec)
	}
	if cw.grid {
		return append(appendMarksGrid(out, &ds), '\n'), nil
	}
	return appendMarksLine(out, &ds), nil
}

// trueCandidates returns the true candidates of g under the rules rs
// (nil for classic Sudoku), and false when g has no solution; or the
// error of ctx when it is done before the answer is found. Most
// puzzles are unique, and the candidates of a unique puzzle are its
// solution: two solutions found settle that at the cost of one count,
// where [sudoku.Rules.TrueCandidates] would prove every other digit of
// every cell impossible, one search each.
func trueCandidates(ctx context.Context, rs *sudoku.Rules, g sudoku.Grid) ([81]sudoku.Digits, bool, error) {
	var ds [81]sudoku.Digits
	s := sudoku.Solver{Rules: rs} // a nil *Rules is classic Sudoku
	sols, _, err := s.Solve(ctx, g, 2)
	if err != nil {
		return ds, false, err
	}
	switch len(sols) {
	case 0:
		return ds, false, nil
	case 1:
		for i, v := range sols[0] {
			ds[i] = 1 << (v - 1)
		}
		return ds, true, nil
	}
	ds, _, err = s.TrueCandidates(ctx, g)
	return ds, err == nil, err
}

// appendMarker appends to b the marker of a puzzle without candidates.
func (cw candidatesWork) appendMarker(b []byte) []byte {
	if cw.grid {
		return append(b, "-\n\n"...)
	}
	return append(b, "-\n"...)
}

// appendMarksLine appends to b the line form of the sets of digits ds:
// the 81 sets, row by row, each its digits run together as
// [sudoku.Digits.String] writes them, separated by single spaces. It is
// the form in which hint and path read pencil marks.
func appendMarksLine(b []byte, ds *[81]sudoku.Digits) []byte {
	for i, d := range ds {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, d.String()...)
	}
	return append(b, '\n')
}

// appendMarksGrid appends to b the sets of digits ds drawn as a grid of
// pencil marks, nine lines with a rule between bands of three, as hint
// -marks draws them: each set is padded to the width of the widest, and
// the boxes are set apart by '|' and lines of '-' and '+'.
func appendMarksGrid(b []byte, ds *[81]sudoku.Digits) []byte {
	var cells [81]string
	width := 1
	for i, d := range ds {
		cells[i] = d.String()
		width = max(width, len(cells[i]))
	}
	rule := strings.Repeat("-", 3*(width+1)+1)
	for r := range 9 {
		if r == 3 || r == 6 {
			b = append(b, rule+"+"+rule+"+"+rule+"\n"...)
		}
		start := len(b)
		for c := range 9 {
			if c == 3 || c == 6 {
				b = append(b, " |"...)
			}
			s := cells[r*9+c]
			b = append(b, ' ')
			b = append(b, s...)
			b = append(b, strings.Repeat(" ", width-len(s))...)
		}
		// No spaces at the end of a line.
		for len(b) > start && b[len(b)-1] == ' ' {
			b = b[:len(b)-1]
		}
		b = append(b, '\n')
	}
	return b
}
