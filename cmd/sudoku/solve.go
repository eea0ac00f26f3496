package main

import (
	"flag"
	"slices"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// The output forms, chosen with -format.
const (
	formatLine = "line" // one line per puzzle, 81 characters
	formatGrid = "grid" // a grid drawn for people, then a blank line
)

// formatFlag defines the -format flag on fs.
func formatFlag(fs *flag.FlagSet) *string {
	return fs.String("format", formatLine,
		"output `form`: line (81 characters a puzzle) or grid (drawn for people)")
}

// checkFormat reports a usage error for an unknown output form.
func checkFormat(fs *flag.FlagSet, format string) (int, bool) {
	if format != formatLine && format != formatGrid {
		return usageError(fs, "unknown -format %q (want line or grid)", format), false
	}
	return exitOK, true
}

// runSolve is the solve command.
func runSolve(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	format := formatFlag(fs)
	unique := fs.Bool("unique", false,
		"also report whether each puzzle is unique: unique, multiple or none")
	rules := rulesFlag(fs, false)
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, "that takes longer than `D` to solve")
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
	s := solver{grid: *format == formatGrid, unique: *unique, rules: rules,
		timeout: puzzleTimeout{d: *timeout, work: "solving"}}
	f := &filter{label: fs.Name(), workers: w, variants: true,
		marker: string(s.appendResult(nil, nil, "-")), work: s.work}
	return f.run(e, fs.Args())
}

// A solver is the work of the solve command on one puzzle.
type solver struct {
	grid    bool          // write grids rather than lines
	unique  bool          // add the uniqueness of each puzzle
	rules   *rulesValue   // the rules of -rules
	timeout puzzleTimeout // the bound on each puzzle's search
}

// work appends to out the result for the puzzle of rec.
func (s solver) work(out []byte, rec *record) ([]byte, error) {
	limit := 1
	if s.unique {
		limit = 2
	}
	rs, err := s.rules.of(rec)
	if err != nil {
		return s.appendResult(out, nil, "-"), err
	}
	// Without -timeout the context is never done, and the search is
	// that of sudoku.Solve, or of Rules.Solve under rules.
	ctx, cancel := s.timeout.context()
	defer cancel()
	sols, _, err := sudoku.Solver{Rules: rs}.Solve(ctx, rec.grid, limit)
	if err != nil {
		return s.appendResult(out, nil, "-"), s.timeout.error(rec, err)
	}
	switch len(sols) {
	case 0:
		// Solve has no solution for clashing givens either; tell the
		// two apart only now, to spare good puzzles a second check.
		if err := validateUnder(rec, rs); err != nil {
			return s.appendResult(out, nil, "-"), err
		}
		return s.appendResult(out, nil, "none"), noSolution(rec)
	case 1:
		return s.appendResult(out, &sols[0], "unique"), nil
	}
	return s.appendResult(out, &sols[0], "multiple"), nil
}

// appendResult appends to b the result for one puzzle: its solution, or
// "-" when sol is nil, followed by the status when s.unique is set.
func (s solver) appendResult(b []byte, sol *sudoku.Grid, status string) []byte {
	switch {
	case sol == nil:
		b = append(b, '-')
	case s.grid:
		b = append(b, sol.Pretty()...)
		b = b[:len(b)-1] // the status or the newline below ends it
	default:
		b = appendLine(b, sol)
	}
	if s.unique {
		if s.grid {
			b = append(b, '\n')
		} else {
			b = append(b, '\t')
		}
		b = append(b, status...)
	}
	b = append(b, '\n')
	if s.grid {
		b = append(b, '\n')
	}
	return b
}

// appendLine appends to b the 81-character line of a complete grid, as
// [sudoku.Grid.String] writes it, without making a string.
func appendLine(b []byte, g *sudoku.Grid) []byte {
	n := len(b)
	b = slices.Grow(b, len(g))[:n+len(g)]
	line := b[n:]
	for i, v := range g {
		line[i] = '0' + v
		if v == 0 {
			line[i] = '.'
		}
	}
	return b
}

// runCount is the count command.
func runCount(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	limit := fs.Int("limit", 1000,
		"count at most `N` solutions of a puzzle; a count of N means N or more")
	rules := rulesFlag(fs, false)
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, "that takes longer than `D` to count")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *limit < 1 {
		return usageError(fs, "-limit must be at least 1")
	}
	w, ok := workerCount(fs, *workers)
	if !ok {
		return exitUsage
	}
	n := *limit
	t := puzzleTimeout{d: *timeout, work: "counting"}
	work := func(out []byte, rec *record) ([]byte, error) {
		rs, err := rules.of(rec)
		if err != nil {
			return append(out, "-\n"...), err
		}
		k, err := t.count(rs, rec.grid, n)
		if err != nil {
			return append(out, "-\n"...), t.error(rec, err)
		}
		if k == 0 {
			// Clashing givens count 0 too, but are an error.
			if err := validateUnder(rec, rs); err != nil {
				return append(out, "-\n"...), err
			}
		}
		return append(strconv.AppendInt(out, int64(k), 10), '\n'), nil
	}
	f := &filter{label: fs.Name(), workers: w, marker: "-\n", work: work, variants: true}
	return f.run(e, fs.Args())
}
