// Technique engine: the bivalue universal grave (BUG), a uniqueness technique.

package sudoku

import "math/bits"

// The bivalue universal grave (BUG) is a deadly pattern: every empty cell
// holds two candidates and every digit has two places in each house where
// it is not placed. Such a grid has no solution or two, so a unique puzzle
// never reaches it. When a few cells (the BUG cells) hold more than two
// candidates, and taking their extra candidates out would leave that
// pattern, one of those extra candidates is true. Sudoku Explainer rates
// the four ways of using that 5.6 (type 1: one BUG cell, which holds its
// extra digit or one of them), 5.7 (type 2: the BUG cells share one extra digit, which
// goes out of the cells that see them all), 5.7 (type 4: two BUG cells
// in a house where a digit has no other place, so each holds its extra
// digit or that one) and 5.8 and up (type 3: the BUG cells of a house act
// as one cell holding their extra digits, in a naked subset with other
// cells of the house).

// maxBugCells is the most BUG cells the search considers: with more, the
// grid is far from a grave and the choices multiply.
const maxBugCells = 6

// A grave is the BUG cells of a position and, for each, the digits that
// are extra: those not in the two that the pattern keeps.
type grave struct {
	cells [maxBugCells]int
	extra [maxBugCells]mask
	n     int
}

// bug finds the lowest rated step of a bivalue universal grave, or
// reports false.
func (s *solver) bug() bool {
	var g grave
	if !s.findGrave(&g) {
		return false
	}
	if g.n == 1 {
		return s.bug1(&g)
	}
	if s.bug2(&g) || s.bug4(&g) {
		return true
	}
	for n := 1; n <= 3; n++ {
		if s.bug3(&g, n) {
			return true
		}
	}
	return false
}

// findGrave finds the BUG cells of the position and the two digits each
// keeps, so that every empty cell would keep two candidates and every
// digit two places or none in each house. It reports false when there is
// no such choice, or more than maxBugCells cells with more than two
// candidates.
func (s *solver) findGrave(g *grave) bool {
	var kept [81]mask
	for c, m := range s.c.marks {
		if s.c.values[c] != 0 {
			continue
		}
		switch n := m.count(); {
		case n < 2:
			return false
		case n > 2:
			if g.n == maxBugCells {
				return false
			}
			g.cells[g.n] = c
			g.n++
		default:
			kept[c] = m
		}
	}
	return g.n > 0 && s.chooseGrave(g, &kept, 0)
}

// chooseGrave tries each pair of digits for BUG cell i and the ones after
// it, and keeps in g the first choice that leaves a grave.
func (s *solver) chooseGrave(g *grave, kept *[81]mask, i int) bool {
	if i == g.n {
		return isGrave(kept)
	}
	c := g.cells[i]
	m := s.c.marks[c]
	for a := m; a != 0; a &= a - 1 {
		for b := a & (a - 1); b != 0; b &= b - 1 {
			pair := (a & -a) | (b & -b)
			kept[c] = pair
			if s.chooseGrave(g, kept, i+1) {
				g.extra[i] = m &^ pair
				return true
			}
		}
	}
	kept[c] = 0
	return false
}

// isGrave reports whether the marks kept give every digit two places or
// none in each house.
func isGrave(kept *[81]mask) bool {
	for h := range 27 {
		var once, twice, more mask
		for _, c := range houses[h] {
			m := kept[c]
			more |= twice & m
			twice |= once & m
			once |= m
		}
		if more != 0 || once != twice {
			return false
		}
	}
	return true
}

// bug1 uses a grave with one BUG cell: it holds one of its extra digits
// (type 1). With one extra digit that places it; with more, the cell
// loses the two digits the pattern keeps, as Sudoku Explainer's type 1
// does.
func (s *solver) bug1(g *grave) bool {
	c, x := g.cells[0], g.extra[0]
	s.step.Technique = BUGPlusOne
	if x.count() == 1 {
		s.place(c, x.lowest())
	} else {
		s.eliminateMask(c, s.c.marks[c]&^x)
	}
	s.addMarks(RolePivot, c, x)
	return true
}

// bug2 uses a grave whose BUG cells all have the same one extra digit:
// one of them holds it, so the cells that see them all lose it (type 2).
func (s *solver) bug2(g *grave) bool {
	x := g.extra[0]
	if x.count() != 1 {
		return false
	}
	seen := cellSet{^uint64(0), ^uint64(0)}
	for i := range g.n {
		if g.extra[i] != x {
			return false
		}
		seen = seen.and(peerSet[g.cells[i]])
	}
	if !s.eliminateSeen(seen, x.lowest()) {
		return false
	}
	s.bugFound(BUGType2, g)
	return true
}

// bug4 uses a grave with two BUG cells in a house where a digit v they
// both keep has no other place: one of them holds v, and if one holds
// its extra digit the other holds v, so each holds its extra digit or v
// and loses the other digit it keeps (type 4).
func (s *solver) bug4(g *grave) bool {
	if g.n != 2 {
		return false
	}
	a, b := g.cells[0], g.cells[1]
	ka, kb := s.c.marks[a]&^g.extra[0], s.c.marks[b]&^g.extra[1]
	for _, h := range [3]int{a / 9, 9 + a%9, 18 + boxOf(a)} {
		if !inHouse(b, h) {
			continue
		}
		for m := ka & kb; m != 0; m &= m - 1 {
			v := m & -m
			w := s.where[h][v.lowest()-1]
			if w != 1<<housePos(a, h)|1<<housePos(b, h) {
				continue
			}
			s.eliminateMask(a, ka&^v)
			s.eliminateMask(b, kb&^v)
			if len(s.step.Eliminations) == 0 {
				continue
			}
			s.bugFound(BUGType4, g)
			s.addHouse(RoleBase, h, v.lowest())
			return true
		}
	}
	return false
}

// bug3 uses a grave whose BUG cells share a house: one of them holds one
// of their extra digits, so they act as one cell holding those digits,
// and with n other cells of the house that hold n more digits between
// them they form a naked subset: the other cells of the house lose those
// digits (type 3).
func (s *solver) bug3(g *grave, n int) bool {
	var extra mask
	for i := range g.n {
		extra |= g.extra[i]
	}
	first := g.cells[0]
	for _, h := range [3]int{first / 9, 9 + first%9, 18 + boxOf(first)} {
		var mine uint16 // the positions of the BUG cells in h
		for i := range g.n {
			if !inHouse(g.cells[i], h) {
				mine = 0
				break
			}
			mine |= 1 << housePos(g.cells[i], h)
		}
		if mine == 0 {
			continue
		}
		others := s.empty[h] &^ mine
		for _, k := range combos[n] {
			if k&^others != 0 {
				continue
			}
			u := extra | s.marksAt(h, k)
			if u.count() != n+1 {
				continue
			}
			for p := others &^ k; p != 0; p &= p - 1 {
				s.eliminateMask(cellAt(h, bits.TrailingZeros16(p)), u)
			}
			if len(s.step.Eliminations) == 0 {
				continue
			}
			s.bugFound(BUGType3, g)
			s.tenths += n - 1
			s.addHouse(RoleBase, h, 0)
			for p := k; p != 0; p &= p - 1 {
				c := cellAt(h, bits.TrailingZeros16(p))
				s.addMarks(RoleBase, c, s.c.marks[c])
			}
			return true
		}
	}
	return false
}

// bugFound records the technique t and the BUG cells with their extra
// digits.
func (s *solver) bugFound(t Technique, g *grave) {
	s.step.Technique = t
	s.tenths = techniqueInfo[t].tenths
	for i := range g.n {
		s.addMarks(RolePivot, g.cells[i], g.extra[i])
	}
}
