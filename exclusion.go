package sudoku

// Aligned pair exclusion: two cells that share a house, and the pairs of
// digits they could hold together. A pair is excluded when the two cells
// would hold the same digit, or when some cell that sees both has no
// candidate outside the pair, since that cell would be left empty. A
// digit of either cell that is in no pair left is false. Sudoku Explainer
// rates it 6.2.

// alignedPair finds an aligned pair exclusion that eliminates something.
func (s *solver) alignedPair() bool {
	// Only cells with two candidates exclude pairs; without one that
	// sees both cells, a pair of cells excludes nothing.
	var bi cellSet
	for c, m := range s.c.marks {
		if s.c.values[c] == 0 && m.count() == 2 {
			bi.add(c)
		}
	}
	for c1 := range 81 {
		if s.c.values[c1] != 0 {
			continue
		}
		for _, p := range peers[c1] {
			c2 := int(p)
			if c2 <= c1 || s.c.values[c2] != 0 {
				continue
			}
			if both := peerSet[c1].and(peerSet[c2]).and(bi); both != (cellSet{}) &&
				s.excludePair(c1, c2, both) {
				return true
			}
		}
	}
	return false
}

// excludePair tries the aligned pair of cells c1 and c2, which the
// cells of both, with two candidates each, see.
func (s *solver) excludePair(c1, c2 int, both cellSet) bool {
	m1, m2 := s.c.marks[c1], s.c.marks[c2]
	var excl [20]mask
	n := 0
	for c := both.next(0); c < 81; c = both.next(c + 1) {
		if m := s.c.marks[c]; m&^(m1|m2) == 0 {
			excl[n] = m
			n++
		}
	}
	if n == 0 {
		return false
	}
	var ok1, ok2 mask // the digits of each cell in some pair left
	for a := m1; a != 0; a &= a - 1 {
		da := a & -a
		for b := m2; b != 0; b &= b - 1 {
			db := b & -b
			if da == db || excluded(excl[:n], da|db) {
				continue
			}
			ok1 |= da
			ok2 |= db
		}
	}
	s.eliminateMask(c1, m1&^ok1)
	s.eliminateMask(c2, m2&^ok2)
	if len(s.step.Eliminations) == 0 {
		return false
	}
	s.addMarks(RoleBase, c1, m1)
	s.addMarks(RoleBase, c2, m2)
	for c := both.next(0); c < 81; c = both.next(c + 1) {
		if m := s.c.marks[c]; m&^(m1|m2) == 0 {
			s.addMarks(RoleCover, c, m)
		}
	}
	return true
}

// excluded reports whether a cell of excl has no candidate outside pair.
func excluded(excl []mask, pair mask) bool {
	for _, m := range excl {
		if m&^pair == 0 {
			return true
		}
	}
	return false
}
