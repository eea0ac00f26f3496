// Technique engine: the trial (the last resort) and the chains' length bonus.

package sudoku

// The last resort, for positions no pattern technique solves, and the
// length bonus of the chains. A trial settles a candidate by search,
// which always works, but is no longer a technique a person would call
// logic; its rating says so.

// lengthBonus returns the rating in tenths that a chain of n links adds
// to its technique's base rating, on the scale of Sudoku Explainer: none
// up to 4 links, then a tenth more each time the length passes the next
// of 6, 8, 12, 16, 24, 32, 48, 64, ..., which grow by half and by a third
// in turn.
func lengthBonus(n int) int {
	bonus, ceil := 0, 4
	for odd := false; n > ceil; odd = !odd {
		bonus++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
	}
	return bonus
}

// trial finds a candidate that leaves the grid without solution, trying
// the cells with the fewest marks first, and eliminates it.
func (s *solver) trial() bool {
	for n := 2; n <= 9; n++ {
		for c, m := range s.c.marks {
			if m.count() != n {
				continue
			}
			for ; m != 0; m &= m - 1 {
				g := Grid(s.c.values)
				g[c] = m.lowest()
				if Count(g, 1) == 0 {
					s.eliminate(c, m.lowest())
					s.addCell(RoleAssumption, c, m.lowest())
					return true
				}
			}
		}
	}
	return false
}
