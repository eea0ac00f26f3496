package sudoku

import (
	"context"
	"fmt"
	"math"
)

// A Solver runs bounded, observed searches: the options form of [Solve]
// and [Count]. Its fields bound the work of one call; the zero Solver is
// unbounded, and then its methods give the same answers as Solve and
// Count, with statistics.
//
// A stopped search has looked at part of the space only: the solutions
// it returns are the first ones in the order of [Solve], and a count is a
// lower bound. The bounds cost nothing measurable; a live context adds a
// look at ctx.Err every thousand nodes or so.
//
// A Solver holds no state between calls, so one value may be used by
// many goroutines at once.
type Solver struct {
	// MaxGuesses stops a search with ErrBudget before it makes more than
	// this many guesses (branches); 0 means no bound.
	MaxGuesses int64
	// MaxNodes stops a search with ErrBudget before it visits more than
	// this many nodes (board states); 0 means no bound.
	MaxNodes int64
}

// Stats describes the work of one search.
type Stats struct {
	// Nodes is the number of board states the search visited: the
	// puzzle itself, and each branch tried.
	Nodes int64
	// Guesses is the number of times the search branched because
	// propagation alone did not decide the puzzle. A puzzle that singles
	// and locked candidates solve takes no guess.
	Guesses int64
}

// Solve returns up to limit solutions of g, in the order of [Solve], and
// the statistics of the search. When a bound stops the search, it returns
// the solutions found so far and an error that wraps [ErrBudget]; when ctx
// is done, it returns them with an error that wraps ctx.Err(). A nil ctx
// is allowed and means no cancellation.
//
// An invalid grid has no solutions and is not an error, as with [Solve].
// The context is looked at every thousand nodes or so (a fraction of a
// millisecond on hard puzzles), so cancellation takes effect quickly but
// not at once. Solve is safe for concurrent use.
func (s Solver) Solve(ctx context.Context, g Grid, limit int) ([]Grid, Stats, error) {
	if limit <= 0 {
		return nil, Stats{}, nil
	}
	out := make([]Grid, 0, min(limit, 2))
	var e engine
	e.limit = limit
	e.out = &out
	st, err := s.run(ctx, &e, &g)
	if len(out) == 0 {
		out = nil
	}
	return out, st, err
}

// Count returns the number of solutions of g, counting at most limit of
// them, as [Count] does, and the statistics of the search. When a bound
// or ctx stops the search, it returns the number found so far and an
// error as [Solver.Solve] does. A nil ctx is allowed and means no
// cancellation.
//
// Count does not allocate. It is safe for concurrent use.
func (s Solver) Count(ctx context.Context, g Grid, limit int) (int, Stats, error) {
	if limit <= 0 {
		return 0, Stats{}, nil
	}
	var e engine
	e.limit = limit
	st, err := s.run(ctx, &e, &g)
	return e.found, st, err
}

// run loads g into e and searches it within the bounds of s.
func (s Solver) run(ctx context.Context, e *engine, g *Grid) (Stats, error) {
	e.unbounded()
	if s.MaxGuesses > 0 {
		e.maxGuesses = s.MaxGuesses
	}
	if s.MaxNodes > 0 {
		e.maxNodes = s.MaxNodes
		e.nextCheck = s.MaxNodes
	}
	if ctx != nil && ctx.Done() != nil {
		if err := ctx.Err(); err != nil {
			return Stats{}, fmt.Errorf("sudoku: search not started: %w", err)
		}
		e.ctx = ctx
		e.nextCheck = min(e.nextCheck, ctxEvery)
	}
	if dirty, ok := e.load(g); ok {
		e.run(dirty)
	}
	return Stats{Nodes: e.nodes, Guesses: e.guesses}, e.err
}

// check is called when a bound may have been reached: when the node count
// passes nextCheck or the guess count reaches maxGuesses. It reports
// whether the search must stop, setting e.err, and otherwise sets the next
// point to call it.
func (e *engine) check() bool {
	switch {
	case e.guesses >= e.maxGuesses:
		e.err = fmt.Errorf("sudoku: %d guesses: %w", e.guesses, ErrBudget)
	case e.maxNodes > 0 && e.nodes > e.maxNodes:
		e.nodes--
		e.err = fmt.Errorf("sudoku: %d nodes: %w", e.nodes, ErrBudget)
	case e.ctx != nil && e.ctx.Err() != nil:
		e.err = fmt.Errorf("sudoku: search stopped after %d nodes: %w",
			e.nodes, e.ctx.Err())
	default:
		e.nextCheck = math.MaxInt64
		if e.maxNodes > 0 {
			e.nextCheck = e.maxNodes
		}
		if e.ctx != nil {
			e.nextCheck = min(e.nextCheck, e.nodes+ctxEvery)
		}
		return false
	}
	return true
}
