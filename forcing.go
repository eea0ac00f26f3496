package sudoku

// The last resorts, for positions no pattern technique solves. A forcing
// chain assumes a candidate and follows the singles it forces until some
// cell has no digit left or some digit no place in a house: the candidate
// is then false. A trial settles a candidate by search, which always
// works, but is no longer a technique a person would call logic; its
// rating says so.

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

// A trialState is a copy of the grid in which consequences are followed.
type trialState struct {
	c Candidates // the position, changed in place
	// dead is the contradiction propagate found: a cell left without a
	// digit, or a house left without a place for a digit.
	dead PatternItem
}

// propagate places naked and hidden singles until none is left or a
// contradiction appears, which it reports. It appends each placement to
// trail, and gives up (reporting no contradiction) when trail would grow
// past limit entries.
func (t *trialState) propagate(trail *[]Candidate, limit int) bool {
	for len(*trail) < limit {
		progress := false
		for c := range 81 {
			if t.c.values[c] != 0 {
				continue
			}
			m := t.c.marks[c]
			switch {
			case m == 0:
				t.dead = PatternItem{RoleBase, -1, c, 0}
				return true
			case m&(m-1) == 0:
				t.c.place(c, m.lowest())
				*trail = append(*trail, Candidate{c, m.lowest()})
				progress = true
				if len(*trail) >= limit {
					return false
				}
			}
		}
		if progress {
			continue
		}
		switch c, d := t.hiddenSingle(); {
		case c == -2:
			return true
		case c >= 0:
			t.c.place(c, d)
			*trail = append(*trail, Candidate{c, d})
		default:
			return false
		}
	}
	return false
}

// hiddenSingle returns a cell and the digit that has no other place in
// one of the cell's houses, or -1 when there is none, or -2 when a digit
// has no place at all in some house.
func (t *trialState) hiddenSingle() (int, uint8) {
	for h := range 27 {
		var once, twice, placed mask
		for _, c := range houses[h] {
			m := t.c.marks[c]
			twice |= once & m
			once |= m
			if v := t.c.values[c]; v != 0 {
				placed |= digitMask(v)
			}
		}
		if missing := allDigits &^ (once | placed); missing != 0 {
			t.dead = PatternItem{RoleBase, h, -1, missing.lowest()}
			return -2, 0
		}
		if single := once &^ twice &^ placed; single != 0 {
			d := single.lowest()
			for _, c := range houses[h] {
				if t.c.marks[c]&digitMask(d) != 0 {
					return int(c), d
				}
			}
		}
	}
	return -1, 0
}

// forcingChain finds the candidate whose singles reach a contradiction in
// the fewest placements, and eliminates it.
func (s *solver) forcingChain() bool {
	best, bestLen := Candidate{-1, 0}, 64
	var bestTrail []Candidate
	var dead PatternItem
	trail := s.chain.trail[:0]
	for n := 2; n <= 9; n++ {
		for c, m := range s.c.marks {
			if m.count() != n {
				continue
			}
			for ; m != 0; m &= m - 1 {
				d := m.lowest()
				t := trialState{c: s.c}
				t.c.place(c, d)
				trail = append(trail[:0], Candidate{c, d})
				if t.propagate(&trail, bestLen) && len(trail) < bestLen {
					best, bestLen = Candidate{c, d}, len(trail)
					bestTrail = append(bestTrail[:0], trail...)
					dead = t.dead
				}
			}
		}
	}
	s.chain.trail = trail
	if best.Cell < 0 {
		return false
	}
	s.eliminate(best.Cell, best.Digit)
	s.addCell(RoleAssumption, best.Cell, best.Digit)
	for _, p := range bestTrail[1:] {
		s.addCell(RoleWeak, p.Cell, p.Digit)
	}
	s.step.Pattern = append(s.step.Pattern, dead)
	s.tenths += lengthBonus(bestLen)
	return true
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
