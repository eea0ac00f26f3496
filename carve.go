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
// Carve costs one search per clue, each cheaper than [IsUnique]: it looks
// for a first solution that differs in the cleared cell. It is safe for
// concurrent use when each goroutine has its own r.
func Carve(solution Grid, r Rand) Grid {
	if !IsUnique(solution) {
		return solution
	}
	var order [81]uint8
	for i := range order {
		order[i] = uint8(i)
	}
	shuffle(order[:], r)
	g := solution
	for _, c := range order {
		v := g[c]
		if v == 0 {
			continue
		}
		g[c] = 0
		// g was unique with v in c, so it stays unique exactly when no
		// solution puts another digit in c.
		if hasOtherSolution(&g, int(c), v) {
			g[c] = v
		}
	}
	return g
}
