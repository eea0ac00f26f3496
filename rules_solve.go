// Search API under Rules: picks the bitboard, house or general engine.

package sudoku

import (
	"context"
	"fmt"
	"math/bits"
)

// The searches under a Rules: the methods of Rules, the Solver's path for
// rules beyond classic, and the witness method of TrueCandidates. Classic
// rules go to the bitboard engine (engine.go), rules of distinct digits
// only to the house engine (hengine.go), others to the general engine
// (vengine.go).

// Solve returns up to limit solutions of the puzzle g under the rules, in
// a deterministic order, as [Solve] does for classic Sudoku. A rule set
// that fails [Rules.Check] has no solutions, nor has a grid holding a
// value above 9; limit <= 0 returns none.
//
// Classic rules (a nil or zero *Rules, or one that adds only houses
// within a row, column or box) cost what Solve costs. Rules that only
// make cells hold different digits (regions, diagonals, windoku, disjoint
// groups, houses, cages without a total, anti-knight, anti-king) are
// searched by the bitboard engine widened to them, which builds its tables
// in about a microsecond and allocates nothing but the solutions
// returned: X and windoku puzzles of 16 to 19 clues take some 25 µs to
// prove unique, jigsaw ones about 90 µs, 13 to 48 times a classic puzzle
// of as many clues, as their searches visit 9 to 26 times as many nodes.
// Other rules are compiled for each call, a few microseconds and
// allocations, and searched by a general engine: proper variant puzzles
// take tens of microseconds to milliseconds. Use a [Solver] with Rules
// set to bound the work. Solve is safe for concurrent use.
func (rs *Rules) Solve(g Grid, limit int) []Grid {
	sol, _, _ := Solver{Rules: rs}.Solve(context.Background(), g, limit)
	return sol
}

// Count returns the number of solutions of the puzzle g under the rules,
// counting at most limit of them, as [Count] does for classic Sudoku; 0
// when limit <= 0, when the rule set fails [Rules.Check], or when a cell
// holds a value above 9. Its cost is that of [Rules.Solve]; for classic
// rules it is Count, and like Count it allocates nothing for classic
// rules and rules of different digits only. It is safe for concurrent
// use.
func (rs *Rules) Count(g Grid, limit int) int {
	if rs.classic() {
		return Count(g, limit)
	}
	n, _, _ := Solver{Rules: rs}.Count(context.Background(), g, limit)
	return n
}

// IsUnique reports whether the puzzle g has exactly one solution under
// the rules. It costs Count(g, 2) and is safe for concurrent use.
func (rs *Rules) IsUnique(g Grid) bool {
	return rs.Count(g, 2) == 1
}

// TrueCandidates returns, for each cell, the digits it holds in at least
// one solution of g under the rules (for a given, its digit when g has a
// solution); every set is empty when g has none. The answer is exact.
//
// It costs one search for two solutions, which answers a unique puzzle,
// then at most 729 first-solution searches and usually far fewer: each
// solution found witnesses a digit in every cell, and a search is made
// only for a digit of a cell not yet witnessed and not ruled out by
// propagation, with the cell fixed to it. Use [Solver.TrueCandidates] to bound the work. It is safe for
// concurrent use.
func (rs *Rules) TrueCandidates(g Grid) [81]Digits {
	ds, _, _ := Solver{Rules: rs}.TrueCandidates(context.Background(), g)
	return ds
}

// TrueCandidates is [Rules.TrueCandidates] under the rules s.Rules (nil
// for classic), with the bounds of s over all its searches together and
// their statistics summed. When a bound or ctx stops it, it returns the
// digits witnessed so far, which are a subset of the answer, and the
// error; an invalid rule set gives an error wrapping [ErrRules]. It is
// safe for concurrent use.
func (s Solver) TrueCandidates(ctx context.Context, g Grid) ([81]Digits, Stats, error) {
	var out [81]Digits
	var total Stats
	if err := s.Rules.Check(); err != nil {
		return out, total, err
	}
	var cr *ruleset
	var ht *htables // the tables of the house engine, when it takes the rules
	switch {
	case s.Rules.classic():
	case s.Rules.housesOnly():
		ht = new(htables)
		if !s.Rules.houseTables(ht) {
			ht, cr = nil, s.Rules.compile()
		}
	default:
		cr = s.Rules.compile()
	}
	// search finds up to limit solutions of h within what is left of the
	// bounds, none with a digit of excl (nil for none) in its cell.
	search := func(h *Grid, limit int, excl *[81]uint16) ([]Grid, error) {
		t := s
		if s.MaxNodes > 0 {
			t.MaxNodes = s.MaxNodes - total.Nodes
			if t.MaxNodes <= 0 {
				return nil, fmt.Errorf("sudoku: %d nodes: %w", total.Nodes, ErrBudget)
			}
		}
		if s.MaxGuesses > 0 {
			t.MaxGuesses = s.MaxGuesses - total.Guesses
			if t.MaxGuesses <= 0 {
				return nil, fmt.Errorf("sudoku: %d guesses: %w", total.Guesses, ErrBudget)
			}
		}
		var sol []Grid
		var st Stats
		var err error
		switch {
		case ht != nil && excl != nil:
			sol, st, err = t.firstHouses(ctx, ht, h, excl)
		case ht != nil:
			sol, st, err = t.solveHouses(ctx, ht, h, limit)
		case excl != nil:
			sol, st, err = t.firstExcluding(ctx, cr, h, excl)
		case cr == nil:
			sol, st, err = t.Solve(ctx, *h, limit)
		default:
			sol, st, err = t.solveRules(ctx, cr, h, limit)
		}
		total.Nodes += st.Nodes
		total.Guesses += st.Guesses
		return sol, err
	}
	witness := func(sols []Grid) {
		for _, sol := range sols {
			for c, v := range sol {
				out[c] |= 1 << (v - 1)
			}
		}
	}
	// Two solutions first: a unique puzzle is answered by its solution.
	sols, err := search(&g, 2, nil)
	witness(sols)
	if len(sols) < 2 || err != nil {
		return out, total, err
	}
	// Only the digits that propagation leaves can be in a solution: the
	// others need no search, and are excluded from all searches, as is
	// each digit a search finds in no solution, so later searches have
	// less to look at.
	var left [81]uint16
	switch {
	case ht != nil:
		left = ht.propagated(&g)
	case cr != nil:
		left = cr.propagated(&g)
	default:
		left = (&Rules{}).compile().propagated(&g)
	}
	var excl [81]uint16
	for c := range g {
		if g[c] == 0 {
			excl[c] = allMask &^ left[c]
		}
	}
	for c := range g {
		if g[c] != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			bit := uint16(1) << (d - 1)
			if out[c].Has(d) || excl[c]&bit != 0 {
				continue
			}
			h := g
			h[c] = d
			sols, err := search(&h, 1, &excl)
			if err != nil {
				return out, total, err
			}
			if len(sols) == 0 {
				excl[c] |= bit
			}
			witness(sols)
		}
	}
	return out, total, nil
}

// firstExcluding returns the first solution of g, under the compiled
// rules cr or classic rules when cr is nil, in which no cell holds a digit
// of its excl mask, with the statistics and bounds of s.
func (s Solver) firstExcluding(ctx context.Context, cr *ruleset, g *Grid, excl *[81]uint16) ([]Grid, Stats, error) {
	if cr == nil {
		var e engine
		var stack [deep]frame
		e.stack = stack[:]
		if ok, err := s.start(ctx, &e, g); !ok {
			return nil, Stats{}, err
		}
		// load marked every digit-band dirty, so the propagation sees
		// the bits cleared here.
		for c, x := range excl {
			for ; x != 0; x &= x - 1 {
				d := uint(bits.TrailingZeros16(x))
				e.cand[d*3+uint(c)/27] &^= 1 << (uint(c) % 27)
			}
		}
		if found, err := e.next(ctx); !found {
			return nil, e.stats(), err
		}
		return []Grid{e.grid()}, e.stats(), nil
	}
	var e vengine
	var stack [deep]vframe
	e.rs, e.stack = cr, stack[:]
	if ok, err := s.startRules(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	for c, x := range excl {
		if x != 0 && !e.restrict(uint8(c), ^x) {
			return nil, Stats{}, nil
		}
	}
	if found, err := e.next(ctx, nil); !found {
		return nil, e.stats(), err
	}
	return []Grid{e.grid()}, e.stats(), nil
}

// propagated returns the candidates of each cell of g after propagation
// under cr, without search; every digit of every solution is among them.
func (cr *ruleset) propagated(g *Grid) [81]uint16 {
	var e vengine
	e.rs = cr
	if !e.load(g) || !e.propagate() {
		return [81]uint16{}
	}
	return e.m
}

// solveRules is Solver.Solve under the compiled rules cr, or under
// s.Rules by the house engine when cr is nil.
func (s Solver) solveRules(ctx context.Context, cr *ruleset, g *Grid, limit int) ([]Grid, Stats, error) {
	if cr == nil {
		var ht htables
		if s.Rules.houseTables(&ht) {
			return s.solveHouses(ctx, &ht, g, limit)
		}
		cr = s.Rules.compile()
	}
	var e vengine
	var stack [deep]vframe
	e.rs, e.stack = cr, stack[:]
	if ok, err := s.startRules(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	var out []Grid
	for len(out) < limit {
		found, err := e.next(ctx, nil)
		if !found {
			return out, e.stats(), err
		}
		out = append(out, e.grid())
	}
	return out, e.stats(), nil
}

// countRules is Solver.Count under the compiled rules cr, or under
// s.Rules by the house engine when cr is nil.
func (s Solver) countRules(ctx context.Context, cr *ruleset, g *Grid, limit int) (int, Stats, error) {
	if cr == nil {
		var ht htables
		if s.Rules.countTables(&ht) {
			return s.countHouses(ctx, &ht, g, limit)
		}
		cr = s.Rules.compile()
	}
	var e vengine
	var stack [deep]vframe
	e.rs, e.stack = cr, stack[:]
	if ok, err := s.startRules(ctx, &e, g); !ok {
		return 0, Stats{}, err
	}
	if limit <= 2 && cr.probe {
		return e.probeCount(ctx, limit)
	}
	for e.found < limit {
		if found, err := e.next(ctx, nil); !found {
			return e.found, e.stats(), err
		}
	}
	return e.found, e.stats(), nil
}

// startRules sets the bounds of s on e and loads g, as Solver.start.
func (s Solver) startRules(ctx context.Context, e *vengine, g *Grid) (bool, error) {
	if err := notStarted(ctx); err != nil {
		return false, err
	}
	if !e.load(g) {
		return false, nil
	}
	e.bound(ctx, s)
	return true, nil
}

// rulesPath reports whether s searches with an engine other than the
// bitboard one, and then returns the compiled rules for the general
// engine, nil when the house engine (hengine.go) takes them, or the error
// of Check.
func (s Solver) rulesPath() (bool, *ruleset, error) {
	if s.Rules.classic() {
		return false, nil, nil
	}
	if err := s.Rules.Check(); err != nil {
		return true, nil, err
	}
	if s.Rules.housesOnly() {
		return true, nil, nil
	}
	return true, s.Rules.compile(), nil
}

// countExcept counts the solutions of g under cr, at most limit, that do
// not hold the digit v (1-9) in cell c; v == 0 leaves every solution in.
func (cr *ruleset) countExcept(g *Grid, limit, c int, v uint8) int {
	var e vengine
	var stack [deep]vframe
	e.rs, e.stack = cr, stack[:]
	if !e.load(g) {
		return 0
	}
	if v != 0 && g[c] == v {
		return 0
	}
	if v != 0 && g[c] == 0 {
		e.m[c] = allMask
		if !e.restrict(uint8(c), allMask&^(1<<(v-1))) {
			return 0
		}
	}
	for e.found < limit {
		if found, _ := e.next(context.Background(), nil); !found {
			break
		}
	}
	return e.found
}

// Carve removes clues from solution under the rules as [Carve] does for
// classic Sudoku, in the same order for the same r, keeping each removal
// only when the puzzle stays unique under the rules; the result is
// unique and minimal. A rule set such as a killer's may carve to no
// givens at all. A grid that is not a unique puzzle under the rules, or
// rules that fail [Rules.Check], return solution unchanged, and then no
// value is drawn from r. A nil r is taken as NewMulberry32(0).
//
// Carve costs one search per clue; for classic rules it is Carve. It is
// safe for concurrent use when each goroutine has its own r.
func (rs *Rules) Carve(solution Grid, r Rand) Grid {
	if rs.classic() {
		return Carve(solution, r)
	}
	if rs.Check() != nil || !rs.IsUnique(solution) {
		return solution
	}
	return rs.carve(solution, r, orbits[NoSymmetry], 0)
}

// randomSolution returns a random complete grid under the rules, drawn
// from r, or false when there is none, when the rule set fails Check, or
// when the searches visit more than maxNodes nodes in all (0: no bound)
// first. Searches for a random solution have heavy tails, so it restarts
// with a fresh draw and a doubled budget, from 256 nodes, until one
// finds a solution or proves there is none.
func (rs *Rules) randomSolution(r Rand, maxNodes int64) (Grid, bool) {
	if rs.Check() != nil {
		return Grid{}, false
	}
	cr := rs.compile()
	var stack [deep]vframe
	used := int64(0)
	for step := int64(256); maxNodes <= 0 || used < maxNodes; step *= 2 {
		if maxNodes > 0 {
			step = min(step, maxNodes-used)
		}
		var e vengine
		e.rs, e.stack, e.seeded = cr, stack[:], true
		var g Grid
		e.load(&g)
		e.maxNodes, e.nextCheck = step, step
		found, err := e.next(context.Background(), r)
		used += e.nodes
		if found {
			return e.grid(), true
		}
		if err == nil {
			return Grid{}, false // the whole space, searched
		}
	}
	return Grid{}, false
}
