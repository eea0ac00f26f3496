package sudoku

import "math/bits"

// Aligned pair exclusion: two cells, and the pairs of digits they could
// hold together. A pair is excluded when the two cells share a house and
// would hold the same digit, or when some cell that sees both has no
// candidate outside the pair, since that cell would be left empty. A
// digit of either cell that is in no pair left is false. Sudoku Explainer
// rates it 6.2; its two cells need not share a house (its path takes
// such steps), only some cell with two candidates must see both.

// alignedPair finds an aligned pair exclusion that eliminates something.
func (s *solver) alignedPair() bool {
	// A pair's outcome depends only on its cells and the cells that see
	// both: where none of them changed since a position in which the
	// search found nothing, it finds nothing again.
	ms := memos.Get().(*memoSet)
	defer memos.Put(ms)
	memo := &ms[AlignedPairExclusion]
	changed := memo.changed(&s.c)
	found := s.alignedPairIn(&changed)
	memo.keep(&s.c, found)
	return found
}

// alignedPairIn is alignedPair that passes over the pairs of which no
// cell, and no cell that sees both and may exclude, is in changed.
func (s *solver) alignedPairIn(changed *cellSet) bool {
	// Only cells with two candidates exclude pairs; without one that
	// sees both cells, a pair of cells excludes nothing.
	var bi cellSet
	var empty cellSet // the cells to pair: a naked single comes first
	for c, m := range s.c.marks {
		if n := m.count(); s.c.values[c] == 0 && n >= 2 {
			empty.add(c)
			if n == 2 {
				bi.add(c)
			}
		}
	}
	// A changed cell that sees both cells but has not two candidates
	// excludes less than it did, if anything: with fewer exclusions, a
	// pair that eliminated nothing eliminates nothing.
	changedBi := changed.and(bi)
	for rest := empty; rest != (cellSet{}); {
		c1 := rest.pop()
		e1 := peerSet[c1].and(bi)
		if e1 == (cellSet{}) {
			continue
		}
		new1 := changed.has(c1)
		seen1 := changedBi.and(peerSet[c1]) // the changed excluders that see c1
		// The second cell must see one of the excluders of the first.
		near := seeingAny(e1).and(empty).after(c1)
		if !new1 && seen1 == (cellSet{}) {
			near = near.and(*changed) // the others are as they were
		}
		for rest := near; rest != (cellSet{}); {
			c2 := rest.pop()
			if !new1 && !changed.has(c2) && seen1.and(peerSet[c2]) == (cellSet{}) {
				continue // as it was
			}
			if both := e1.and(peerSet[c2]); both != (cellSet{}) &&
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
	// A digit d of c1 goes when every digit of c2 makes a pair with it
	// that is out: the same digit in one house, at most one of them, or
	// a pair that an excluding cell holds, one cell for each. So c1 can
	// lose a digit only with as many excluding cells as c2 has digits
	// less one; and the same for c2.
	need := min(m1.count(), m2.count()) - 1
	if both.count() < need {
		return false
	}
	var excl [20]mask
	n := 0
	for rest := both; rest != (cellSet{}); {
		c := rest.pop()
		if m := s.c.marks[c]; m&^(m1|m2) == 0 {
			excl[n] = m
			n++
		}
	}
	if n == 0 || n < need {
		return false
	}
	see := peerSet[c1].has(c2)
	var ok1, ok2 mask // the digits of each cell in some pair left
	for a := m1; a != 0; a &= a - 1 {
		da := a & -a
		for b := m2; b != 0; b &= b - 1 {
			db := b & -b
			if da == db && see || excluded(excl[:n], da|db) {
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
	for rest := both; rest != (cellSet{}); {
		c := rest.pop()
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

// Aligned triplet exclusion: the same reasoning for three cells. A
// combination of three digits, one for each cell, is excluded when two
// of the cells that share a house would hold the same digit, or when a
// cell that sees all three has no candidate outside the combination;
// such a cell has two or three candidates. A digit of one of the three
// cells that is in no combination left is false. Sudoku Explainer rates
// it 7.5.

// alignedTriple finds an aligned triplet exclusion that eliminates
// something.
func (s *solver) alignedTriple() bool {
	// A triple's outcome depends only on its cells and the cells that
	// see all three: where none of them changed since a position in
	// which the search found nothing, it finds nothing again.
	ms := memos.Get().(*memoSet)
	defer memos.Put(ms)
	memo := &ms[AlignedTripletExclusion]
	changed := memo.changed(&s.c)
	found := s.alignedTripleIn(&changed)
	memo.keep(&s.c, found)
	return found
}

// alignedTripleIn is alignedTriple that passes over the triples of
// which no cell, and no cell that sees all three and may exclude, is in
// changed.
func (s *solver) alignedTripleIn(changed *cellSet) bool {
	// The cells that can exclude a combination: two or three
	// candidates; and the empty cells.
	var ex, empty cellSet
	var has [9]cellSet // the cells that hold each digit
	for c, m := range s.c.marks {
		n := m.count()
		if s.c.values[c] != 0 || n < 2 {
			continue // a naked single comes first
		}
		empty.add(c)
		if n <= 3 {
			ex.add(c)
		}
		for ; m != 0; m &= m - 1 {
			has[m.lowest()-1].add(c)
		}
	}
	moved := changed.and(empty) // the cells to pair that changed
	// A changed cell that sees the three cells changes their outcome
	// only if it excludes now: one that does not (it was filled, or has
	// more than three candidates) excludes less than it did, and a
	// triple that eliminated nothing eliminates nothing with fewer
	// exclusions.
	changedEx := changed.and(ex)
	for rest := empty; rest != (cellSet{}); {
		c1 := rest.pop()
		e1 := peerSet[c1].and(ex)
		if e1 == (cellSet{}) {
			continue
		}
		new1 := changed.has(c1)
		seen1 := changedEx.and(peerSet[c1]) // the changed excluders that see c1
		if !new1 && seen1 == (cellSet{}) && moved.after(c1) == (cellSet{}) {
			continue // the second or third cell would have to have changed
		}
		// The second and third cells must see one of the excluders of
		// the first.
		near1 := seeingAny(e1).and(empty)
		for rest := near1.after(c1); rest != (cellSet{}); {
			c2 := rest.pop()
			e12 := e1.and(peerSet[c2])
			if e12 == (cellSet{}) {
				continue
			}
			// new12: whether c1 or c2 changed; else the changed
			// excluders that see both.
			new12 := new1 || changed.has(c2)
			seen12 := seen1.and(peerSet[c2])
			if !new12 && seen12 == (cellSet{}) && moved.after(c2) == (cellSet{}) {
				continue // the third cell would have to have changed
			}
			// The third cell must see an excluding cell that the
			// three cells' candidates cover: it holds the digits of
			// that cell that the first two lack.
			third := empty.after(c2)
			if !new12 && seen12 == (cellSet{}) {
				third = moved.after(c2) // the others are as they were
			}
			var near cellSet
			pair := tripleHead{s.c.marks[c1], s.c.marks[c2], peerSet[c1].has(c2)}
			m12 := pair.m0 | pair.m1
			for rest := e12; rest != (cellSet{}); {
				e := rest.pop()
				cover := peerSet[e].and(third)
				for need := s.c.marks[e] &^ m12; need != 0; need &= need - 1 {
					cover = cover.and(has[need.lowest()-1])
				}
				near = near.or(cover)
			}
			for rest := near; rest != (cellSet{}); {
				c3 := rest.pop()
				if !new12 && !changed.has(c3) && seen12.and(peerSet[c3]) == (cellSet{}) {
					continue // as it was
				}
				if all := e12.and(peerSet[c3]); all != (cellSet{}) &&
					s.excludeTriple([3]int{c1, c2, c3}, all, pair) {
					return true
				}
			}
		}
	}
	return false
}

// A tripleHead is what excludeTriple needs of the first two cells of a
// triple, which the search finds once for all the third cells: their
// candidates, and whether they share a house.
type tripleHead struct {
	m0, m1 mask
	see01  bool
}

// excludeTriple tries the cells cs, which the cells of all, with two or
// three candidates each, see; head is that of cs[0] and cs[1].
func (s *solver) excludeTriple(cs [3]int, all cellSet, head tripleHead) bool {
	m := [3]mask{head.m0, head.m1, s.c.marks[cs[2]]}
	union := m[0] | m[1] | m[2]
	var excl [20]mask
	n := 0
	for rest := all; rest != (cellSet{}); {
		c := rest.pop()
		if e := s.c.marks[c]; e&^union == 0 {
			excl[n] = e
			n++
		}
	}
	if n == 0 {
		return false
	}
	// Two of the cells that share a house cannot hold the same digit:
	// the first two, and the third with each of the first two, whose
	// digit it then loses (all of a pair's digit when they share one).
	see01 := head.see01
	var lose02, lose12 mask
	if peerSet[cs[0]].has(cs[2]) {
		lose02 = ^mask(0)
	}
	if peerSet[cs[1]].has(cs[2]) {
		lose12 = ^mask(0)
	}
	// The first excluding cell apart: there is usually only one.
	first, more := excl[0], excl[1:n]
	// left returns the digits of the third cell that complete a
	// combination left with digit da in the first cell and db in the
	// second, none when the pair itself is out.
	left := func(da, db mask) mask {
		if see01 && da == db {
			return 0 // one digit twice in a house
		}
		// The digits of the third cell that the pair rules out: the
		// pair's own where they share a house, and the last digit of
		// an excluding cell the pair leaves one digit.
		pair := da | db
		bad := da&lose02 | db&lose12
		rest := first &^ pair
		if rest == 0 {
			return 0 // the pair alone empties that cell
		}
		if rest&(rest-1) == 0 {
			bad |= rest
		}
		for _, e := range more {
			rest := e &^ pair
			if rest == 0 {
				return 0
			}
			if rest&(rest-1) == 0 {
				bad |= rest
			}
		}
		return m[2] &^ bad
	}
	var ok [3]mask // the digits of each cell in some combination left
	// Nearly every triple eliminates nothing, which a pass that looks
	// for a combination with each digit of the first cell, then with
	// each digit of the second still missing, usually shows without
	// trying all their pairs: the second cell's digits are tried in
	// turn, from the one after the last found.
	k1 := m[1].count()
	b := m[1]
	for a := m[0]; a != 0; a &= a - 1 {
		da := a & -a
		for range k1 {
			if b == 0 {
				b = m[1]
			}
			db := b & -b
			b &^= db
			if l := left(da, db); l != 0 {
				ok[0] |= da
				ok[1] |= db
				ok[2] |= l
				break
			}
		}
	}
	for b := m[1] &^ ok[1]; b != 0; b &= b - 1 {
		db := b & -b
		for a := m[0]; a != 0; a &= a - 1 {
			da := a & -a
			if l := left(da, db); l != 0 {
				ok[0] |= da
				ok[1] |= db
				ok[2] |= l
				break
			}
		}
	}
	if ok == m {
		return false // every digit is in some combination
	}
	// Otherwise all the pairs: the digits in no combination left are
	// false.
	for a := m[0]; a != 0; a &= a - 1 {
		da := a & -a
		for b := m[1]; b != 0; b &= b - 1 {
			db := b & -b
			if l := left(da, db); l != 0 {
				ok[0] |= da
				ok[1] |= db
				ok[2] |= l
				if ok == m {
					return false
				}
			}
		}
	}
	for i, c := range cs {
		s.eliminateMask(c, m[i]&^ok[i])
	}
	if len(s.step.Eliminations) == 0 {
		return false
	}
	for i, c := range cs {
		s.addMarks(RoleBase, c, m[i])
	}
	for rest := all; rest != (cellSet{}); {
		c := rest.pop()
		if e := s.c.marks[c]; e&^union == 0 {
			s.addMarks(RoleCover, c, e)
		}
	}
	return true
}

// seeingAny returns the cells that see at least one of the cells of set.
func seeingAny(set cellSet) cellSet {
	var near cellSet
	for rest := set; rest != (cellSet{}); {
		e := rest.pop()
		near = near.or(peerSet[e])
	}
	return near
}

// after returns the cells of s after cell c.
func (s cellSet) after(c int) cellSet {
	if c < 64 {
		return cellSet{s[0] &^ (1<<(c+1) - 1), s[1]}
	}
	return cellSet{0, s[1] &^ (1<<(c-63) - 1)}
}

// pop takes the smallest cell out of s, which must not be empty, and
// returns it. The exclusions' loops go over their sets with it rather
// than with next, which shifts and tests a word at each call.
func (s *cellSet) pop() int {
	if s[0] != 0 {
		c := bits.TrailingZeros64(s[0])
		s[0] &= s[0] - 1
		return c
	}
	c := 64 + bits.TrailingZeros64(s[1])
	s[1] &= s[1] - 1
	return c
}
