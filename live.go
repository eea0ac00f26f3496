// Technique engine: the gate before the costly techniques, uniqueness first.

package sudoku

import (
	"context"
	"math/bits"
)

// The gate before the costly techniques. Up to the uniqueness techniques,
// the techniques of order are pattern searches that cost microseconds;
// from there on the chains and forcing chains cost up to seconds, and on
// a puzzle with several solutions they search in vain: Rate of the empty
// grid spent some 0.4 s of processor time in them before a count told it
// that the grid is not unique. So next stops at the gate, once the
// patterns have found nothing, and asks the search engine, which answers
// in microseconds (a few milliseconds for the empty grid's marks):
//
//   - in a walk that trusts uniqueness (Rate, Path's first walk), the
//     first time: does the grid have one solution? Every step so far was
//     a deduction that holds in every solution (no uniqueness technique
//     comes before the gate), so the grid has the puzzle's solutions. A
//     puzzle with several ends there with ErrNotUnique, one with none
//     with ErrNoSolution, and a unique puzzle goes on as before: its path
//     and rating do not change.
//
//   - in a position without uniqueness techniques (a puzzle with several
//     solutions): does every mark lie in some solution of the position?
//     Then no technique has a step: a sound step removes only marks that
//     lie in no solution, and places only a digit that every solution has
//     in its cell, which then has that mark alone, and NakedSingle, before
//     the gate, takes such a cell. So next reports ErrStuck at once, which
//     is what the whole search would have found, only slower.

// gate is the first technique of order that the gate comes before: the
// first that relies on uniqueness, after which the costly ones follow.
const gate = UniqueRectangle1

// atGate checks the position at the gate (see above), and returns the
// error that ends next: ErrNotUnique or ErrNoSolution from the count of a
// walk that trusts uniqueness, ErrStuck when every mark is live, ctx's
// error when it is done; nil to go on with the techniques.
func (s *solver) atGate() error {
	if s.exhaustive {
		return nil
	}
	if s.c.unique {
		if !s.verify || s.counted {
			return nil
		}
		s.counted = true
		switch Count(Grid(s.c.values), 2) {
		case 0:
			return ErrNoSolution
		case 2:
			return ErrNotUnique
		}
		return nil
	}
	live, err := s.allLive()
	if err != nil {
		return err
	}
	if live {
		return ErrStuck
	}
	return nil
}

// allLive reports whether every mark of s.c lies in some solution of the
// position: a grid that completes its digits with one of its marks in
// each empty cell. It looks for a solution through each mark not yet seen
// in one, and stops at the first mark that has none: where the paths of
// magictour puzzles less a clue stop, 16 to 43 searches of some
// microseconds each, and 177 on the empty grid (3 ms); on a unique
// position two at most. It gives up with ctx's error once ctx is done.
func (s *solver) allLive() (bool, error) {
	var seen [81]mask // the marks seen in a solution so far
	for cell, m := range s.c.marks {
		for m &^= seen[cell]; m != 0; m &^= seen[cell] {
			if s.ctx != nil && s.ctx.Err() != nil {
				return false, s.ctx.Err()
			}
			sol, ok := solveWithin(&s.c, cell, m.lowest())
			if !ok {
				return false, nil
			}
			for q, v := range sol {
				seen[q] |= digitMask(v)
			}
		}
	}
	return true, nil
}

// solveWithin returns the first solution of the position c, whose digits
// it keeps and whose empty cells take one of their marks, that has the
// digit d in the empty cell cell; ok is false when there is none. It costs
// about what Count does, and allocates nothing.
func solveWithin(c *Candidates, cell int, d uint8) (sol Grid, ok bool) {
	g := Grid(c.values)
	g[cell] = d
	var e engine
	e.unbounded()
	if !e.load(&g) {
		return Grid{}, false
	}
	// load gave each empty cell every digit its peers leave; take out
	// those that are not marks. load marked every digit-band dirty.
	for q, m := range c.marks {
		if g[q] != 0 {
			continue
		}
		for out := allDigits &^ m; out != 0; out &= out - 1 {
			i := uint(bits.TrailingZeros16(uint16(out)))*3 + uint(q)/27
			e.cand[i] &^= 1 << (uint(q) % 27)
		}
	}
	var stack [deep]frame
	e.stack = stack[:]
	if found, _ := e.next(context.Background()); !found {
		return Grid{}, false
	}
	return e.grid(), true
}
