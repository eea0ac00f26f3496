// Search API: Solver, its bounds and statistics (see ARCHITECTURE.md).

package sudoku

import (
	"context"
	"fmt"
	"math"
)

// A Solver runs bounded, observed searches: the options form of [Solve]
// and [Count], and of [Rules.Solve] and [Rules.Count] when Rules is set.
// Its fields bound the work of one call; the zero Solver is unbounded,
// and then its methods give the same answers as Solve and Count, with
// statistics. A negative bound is no bound either.
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
	// this many guesses (branches). Zero or a negative value means no
	// bound, as a zero or negative timeout does in net/http.
	MaxGuesses int64
	// MaxNodes stops a search with ErrBudget before it visits more than
	// this many nodes (board states). Zero or a negative value means no
	// bound.
	MaxNodes int64
	// Rules, when not nil, are the rules the puzzles are searched under;
	// nil means classic Sudoku; for a [Puzzle] p, give &p.Rules ([Rules]
	// says why one is a pointer and the other a value). Searches only
	// read them. A rule set that fails [Rules.Check] makes every search
	// (with a limit above 0) return an error wrapping [ErrRules].
	Rules *Rules
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
	if general, cr, err := s.rulesPath(); general {
		if err != nil {
			return nil, Stats{}, err
		}
		return s.solveRules(ctx, cr, &g, limit)
	}
	var e engine
	var stack [deep]frame
	e.stack = stack[:]
	if ok, err := s.start(ctx, &e, &g); !ok {
		return nil, Stats{}, err
	}
	var out []Grid
	for len(out) < limit {
		found, err := e.next(ctx)
		if !found {
			return out, e.stats(), err
		}
		if out == nil {
			out = make([]Grid, 0, min(limit, 2))
		}
		out = append(out, e.grid())
	}
	return out, e.stats(), nil
}

// Count returns the number of solutions of g, counting at most limit of
// them, as [Count] does, and the statistics of the search. When a bound
// or ctx stops the search, it returns the number found so far and an
// error as [Solver.Solve] does. A nil ctx is allowed and means no
// cancellation.
//
// Under classic rules Count does not allocate, nor under rules made only
// of distinct-digit constraints (regions, diagonals, windoku, disjoint
// groups, houses, cages without a total, anti-knight, anti-king); other
// rules are compiled for each call (a few allocations), and the search
// itself allocates nothing. It is safe for concurrent use.
func (s Solver) Count(ctx context.Context, g Grid, limit int) (int, Stats, error) {
	if limit <= 0 {
		return 0, Stats{}, nil
	}
	if general, cr, err := s.rulesPath(); general {
		if err != nil {
			return 0, Stats{}, err
		}
		return s.countRules(ctx, cr, &g, limit)
	}
	if n, st, ok, err := s.simdSolverCount(ctx, &g, limit); ok {
		return n, st, err // the vector core, in GOEXPERIMENT=simd builds
	}
	var e engine
	var stack [deep]frame
	e.stack = stack[:]
	if ok, err := s.start(ctx, &e, &g); !ok {
		return 0, Stats{}, err
	}
	for e.found < limit {
		if found, err := e.next(ctx); !found {
			return e.found, e.stats(), err
		}
	}
	return e.found, e.stats(), nil
}

// stats returns the statistics of the search so far.
func (b *budget) stats() Stats {
	return Stats{Nodes: b.nodes, Guesses: b.guesses}
}

// start sets the bounds of s on e and loads g. It reports false when g is
// invalid, and returns an error when ctx is done already.
func (s Solver) start(ctx context.Context, e *engine, g *Grid) (bool, error) {
	if err := notStarted(ctx); err != nil {
		return false, err
	}
	e.unbounded()
	e.bound(ctx, s)
	return e.load(g), nil
}

// notStarted returns the error that stops a search before it starts: ctx
// already done.
func notStarted(ctx context.Context) error {
	if ctx != nil && ctx.Done() != nil {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("sudoku: search not started: %w", err)
		}
	}
	return nil
}

// bound sets the bounds of s on b, and the context checks a ctx that can
// be done needs. Every engine's start calls it once its board is loaded
// or, for the bitboard engine, just before.
func (b *budget) bound(ctx context.Context, s Solver) {
	// Zero and negative bounds leave the search unbounded, as the
	// Solver's fields say.
	if s.MaxGuesses > 0 {
		b.maxGuesses = s.MaxGuesses
	}
	if s.MaxNodes > 0 {
		b.maxNodes = s.MaxNodes
		b.nextCheck = s.MaxNodes
	}
	if ctx != nil && ctx.Done() != nil {
		b.nextCheck = min(b.nextCheck, ctxEvery)
	}
}

// check is called when a bound may have been reached: when the node count
// passes nextCheck or the guess count reaches maxGuesses. It returns the
// error that stops the search, or nil after setting the next point to
// call it.
func (b *budget) check(ctx context.Context) error {
	switch {
	case b.guesses >= b.maxGuesses:
		return fmt.Errorf("sudoku: %d guesses: %w", b.guesses, ErrBudget)
	case b.maxNodes > 0 && b.nodes > b.maxNodes:
		b.nodes-- // the node that was not visited
		return fmt.Errorf("sudoku: %d nodes: %w", b.nodes, ErrBudget)
	case ctx != nil && ctx.Err() != nil:
		return fmt.Errorf("sudoku: search stopped after %d nodes: %w",
			b.nodes, ctx.Err())
	}
	b.nextCheck = math.MaxInt64
	if b.maxNodes > 0 {
		b.nextCheck = b.maxNodes
	}
	if ctx != nil && ctx.Done() != nil {
		b.nextCheck = min(b.nextCheck, b.nodes+ctxEvery)
	}
	return nil
}
