package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"time"

	"github.com/sudokugo/sudoku"
)

// A puzzleTimeout is the -timeout of the commands that work on each
// puzzle by itself (solve, count, candidates, rate): the longest the work
// on one puzzle may take. A puzzle that runs out gets the command's
// marker and an error naming its place, and the run goes on with the
// next puzzle; a variant line can make a search run for hours, and one
// puzzle should not hold up a whole file.
type puzzleTimeout struct {
	d    time.Duration // 0 for no limit
	work string        // the work, for the message: "solving"
}

// timeoutFlag defines the -timeout flag on fs. usage completes "give up
// on a puzzle ", naming the duration `D`, as in "whose rating takes
// longer than `D`".
func timeoutFlag(fs *flag.FlagSet, usage string) *time.Duration {
	return fs.Duration("timeout", 0, "give up on a puzzle "+usage+" (default: no limit)")
}

// context returns the context that the work on one puzzle runs with, done
// after t.d, and the function that releases it. Without a limit it is
// the background context, which searches never look at.
func (t puzzleTimeout) context() (context.Context, context.CancelFunc) {
	if t.d == 0 {
		return context.Background(), func() {}
	}
	return context.WithTimeout(context.Background(), t.d)
}

// error returns the error to report for rec when a search on its puzzle
// stopped with err: the puzzle ran out of time, as "solving took longer
// than -timeout 200ms", or else err with the record's place.
func (t puzzleTimeout) error(rec *record, err error) error {
	msg := err.Error()
	if errors.Is(err, context.DeadlineExceeded) {
		msg = fmt.Sprintf("%s took longer than -timeout %v", t.work, t.d)
	}
	return &inputError{name: rec.name, line: rec.line, col: 1, msg: msg, err: err}
}

// count returns the number of solutions of g under the rules rs (nil for
// classic), at most limit, within t. Without a limit it is
// [sudoku.Rules.Count], which for classic rules is [sudoku.Count], the
// fastest count; with one, it is a [sudoku.Solver]'s, which looks at the
// context every thousand nodes or so.
func (t puzzleTimeout) count(rs *sudoku.Rules, g sudoku.Grid, limit int) (int, error) {
	if t.d == 0 {
		return rs.Count(g, limit), nil
	}
	ctx, cancel := t.context()
	defer cancel()
	n, _, err := sudoku.Solver{Rules: rs}.Count(ctx, g, limit)
	return n, err
}
