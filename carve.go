// Generation: Carve, and the carving loop under any rules.

package sudoku

// Carve removes clues from solution, one cell at a time in an order drawn
// from r, keeping each removal only when the puzzle stays unique. The
// result has exactly one solution, and it is minimal: no clue can be
// removed without admitting a second solution.
//
// The order is a Fisher-Yates shuffle of the 81 cell indices from the last
// index down: for i from 80 to 1, swap index i with index j = floor(u*(i+1)
// / 2^32), where u = r.Uint32(). This matches the widely used JavaScript
// reference exactly, so a given seed of [Mulberry32] gives the same puzzle
// here and there, in every v1 release. Carve draws exactly 80 values from r.
//
// solution need not be complete: a grid that is already a unique puzzle is
// carved further, cells that are empty staying empty. A grid that is not a
// unique puzzle (it has no solution or several, has clashing givens, or
// holds a value above 9) is returned unchanged, and then no value is drawn
// from r.
//
// A nil r is taken as NewMulberry32(0), as [Generate] takes it.
//
// Carve costs one search per clue, each cheaper than [IsUnique]: it looks
// for a first solution that differs in the cleared cell. It is safe for
// concurrent use when each goroutine has its own r.
func Carve(solution Grid, r Rand) Grid {
	if !IsUnique(solution) {
		return solution
	}
	return carve(solution, r, orbits[NoSymmetry], 0)
}

// carve removes the clues of the unique puzzle g orbit by orbit, in the
// order of a Fisher-Yates shuffle of os drawn from r, keeping a removal
// when the puzzle stays unique and leaves at least minClues clues. With
// the 81 one-cell orbits of NoSymmetry it is Carve's algorithm.
func carve(g Grid, r Rand, os []orbit, minClues int) Grid {
	return (*Rules)(nil).carve(g, r, os, minClues)
}

// carve is the carving loop under the rules rs, which must pass Check: g
// must be unique under them. Classic rules search with the bitboard
// engine, rules of distinct digits only with the house engine
// (hengine.go), whose tables are built once for all the searches; others
// compile once for the general engine. Each engine counts exactly, so
// the puzzle carved is the same whichever searches.
func (rs *Rules) carve(g Grid, r Rand, os []orbit, minClues int) Grid {
	if r == nil {
		r = NewMulberry32(0) // as Carve and Generate document
	}
	var u uniqueness
	switch {
	case rs.classic():
	case rs.housesOnly():
		u.ht = new(htables)
		if !rs.countTables(u.ht) {
			u.ht, u.cr = nil, rs.compile()
		}
	default:
		u.cr = rs.compile()
	}
	var order [81]uint8 // indices into os, which has at most 81 orbits
	for i := range os {
		order[i] = uint8(i)
	}
	shuffle(order[:len(os)], r)
	clues := 0
	for _, v := range g {
		if v != 0 {
			clues++
		}
	}
	for _, i := range order[:len(os)] {
		o := os[i]
		var saved [4]uint8
		removed, last := 0, 0
		for k, c := range o.cells[:o.n] {
			saved[k] = g[c]
			if g[c] != 0 {
				removed, last = removed+1, k
			}
			g[c] = 0
		}
		if removed == 0 {
			continue
		}
		if clues-removed >= minClues &&
			u.stillUnique(&g, o.cells[last], saved[last], removed) {
			clues -= removed
			continue
		}
		for k, c := range o.cells[:o.n] {
			g[c] = saved[k]
		}
	}
	return g
}

// A uniqueness names the engine of carve's searches: the house engine
// under ht, the general engine under cr, or, when both are nil, the
// bitboard engine under classic rules.
type uniqueness struct {
	ht *htables
	cr *ruleset
}

// stillUnique reports whether g, unique before removed clues were cleared
// from it, is still unique. When one clue was cleared, v from cell c, g
// stays unique exactly when no solution puts another digit in c, which a
// first-solution search with v struck from c answers faster than
// Count(g, 2); when several were, it counts.
func (u *uniqueness) stillUnique(g *Grid, c, v uint8, removed int) bool {
	switch {
	case u.ht != nil && removed == 1:
		return u.ht.countExcept(g, 1, int(c), v) == 0
	case u.ht != nil:
		return u.ht.countExcept(g, 2, 0, 0) == 1
	case u.cr != nil && removed == 1:
		return u.cr.countExcept(g, 1, int(c), v) == 0
	case u.cr != nil:
		return u.cr.countExcept(g, 2, 0, 0) == 1
	}
	if removed == 1 {
		return !hasOtherSolution(g, int(c), v)
	}
	return IsUnique(*g)
}
