package main

import (
	"context"
	"errors"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// formatSE is rate's output form of Sudoku Explainer's command-line
// rater (serate): the puzzle, a space and ED=ER/EP/ED.
const formatSE = "se"

// runRate is the rate command: it grades each puzzle of its input with
// [sudoku.Rate] and writes one line a puzzle, in input order.
func runRate(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	format := fs.String("format", formatLine,
		"output `form`: line (the puzzle, its rating and level) or se "+
			"(the puzzle and Sudoku Explainer's ED=rating/pearl/diamond)")
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, "whose rating takes longer than `D`")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *format != formatLine && *format != formatSE {
		return usageError(fs, "unknown -format %q (want line or se)", *format)
	}
	w, ok := workerCount(fs, *workers)
	if !ok {
		return exitUsage
	}
	r := rater{timeout: puzzleTimeout{d: *timeout, work: "rating"}}
	work := r.work
	if *format == formatSE {
		work = r.workSE
	}
	f := &filter{label: fs.Name(), workers: w, marker: "-\n", work: work}
	return f.run(e, fs.Args())
}

// A rater grades the puzzles of the rate command, each within its
// timeout.
type rater struct {
	timeout puzzleTimeout
}

// rate grades the puzzle of rec, giving up after r.timeout.
func (r rater) rate(rec *record) (sudoku.Grade, error) {
	if r.timeout.d == 0 {
		return sudoku.Rate(rec.grid)
	}
	ctx, cancel := r.timeout.context()
	defer cancel()
	g, err := sudoku.RateContext(ctx, rec.grid)
	if errors.Is(err, context.DeadlineExceeded) {
		return g, r.timeout.error(rec, err)
	}
	return g, err
}

// work appends to out the line of the rate command for the puzzle of
// rec: the puzzle, its rating with one decimal and its level, separated by
// tabs. A puzzle that Rate cannot grade (clashing givens, no solution or
// several, or a rating over the time given) gets the marker and an error
// naming its place.
func (r rater) work(out []byte, rec *record) ([]byte, error) {
	g, err := r.rate(rec)
	if err != nil {
		return append(out, "-\n"...), rateError(rec, err)
	}
	out = appendLine(out, &rec.grid)
	return appendGrade(out, g), nil
}

// workSE is work for -format se: the puzzle, a space and ED=ER/EP/ED,
// each with one decimal, as Sudoku Explainer's serate writes them by
// default. A solved grid gets ED=0.0/0.0/0.0.
func (r rater) workSE(out []byte, rec *record) ([]byte, error) {
	g, err := r.rate(rec)
	if err != nil {
		return append(out, "-\n"...), rateError(rec, err)
	}
	out = appendLine(out, &rec.grid)
	out = append(out, " ED="...)
	for i, r := range [3]float64{g.Rating, g.Pearl, g.Diamond} {
		if i > 0 {
			out = append(out, '/')
		}
		out = strconv.AppendFloat(out, r, 'f', 1, 64)
	}
	return append(out, '\n'), nil
}

// appendGrade appends to b a tab, the rating with one decimal, a tab and
// the level, and a newline. A solved grid, which has no level (the zero
// Level), gets the word "solved" in its place.
func appendGrade(b []byte, g sudoku.Grade) []byte {
	b = append(b, '\t')
	b = strconv.AppendFloat(b, g.Rating, 'f', 1, 64)
	b = append(b, '\t')
	if g.Level == 0 {
		b = append(b, "solved"...)
	} else {
		b = append(b, g.Level.String()...)
	}
	return append(b, '\n')
}

// rateError returns the error to report for a record whose puzzle the
// technique engine refused with err, or err itself when it already names
// the record's place.
func rateError(rec *record, err error) error {
	var ierr *inputError
	switch {
	case errors.As(err, &ierr):
		return err
	case errors.Is(err, sudoku.ErrNoSolution):
		return noSolution(rec)
	case errors.Is(err, sudoku.ErrNotUnique):
		return &inputError{name: rec.name, line: rec.line, col: 1, msg: err.Error()}
	}
	if verr := validate(rec); verr != nil {
		return verr
	}
	return &inputError{name: rec.name, line: rec.line, col: 1, msg: err.Error()}
}
