package sudoku

import "math/bits"

// The subsets: n cells of a house that hold only n digits between them
// (naked), or n digits of a house that fit only in n cells (hidden).

// combos lists, for n = 0..4, the sets of n positions out of 9 as bit
// masks, in increasing order.
var combos = makeCombos()

// makeCombos builds combos.
func makeCombos() (c [5][]uint16) {
	for m := range uint16(1 << 9) {
		if n := bits.OnesCount16(m); n <= 4 {
			c[n] = append(c[n], m)
		}
	}
	return c
}

// nakedSubset finds n cells of a house whose marks hold n digits in all;
// those digits go out of the house's other cells, and out of a second
// house that holds all n cells.
func (s *solver) nakedSubset(n int) bool {
	// A house's subsets depend on its cells alone: only the houses
	// that changed since the search last found nothing are looked at.
	ms := memos.Get().(*memoSet)
	defer memos.Put(ms)
	memo := &ms[s.step.Technique]
	found := s.nakedSubsetIn(n, changedHouses(memo.changed(&s.c)))
	memo.keep(&s.c, found)
	return found
}

// nakedSubsetIn is nakedSubset in the houses of hs (bits 0-26).
func (s *solver) nakedSubsetIn(n int, hs uint32) bool {
	for _, hh := range houseOrder {
		h := int(hh)
		if hs&(1<<h) == 0 {
			continue
		}
		e := s.empty[h]
		if bits.OnesCount16(e) <= n {
			continue
		}
		// The sets of n of the m empty cells, in increasing order of
		// their bit masks over the m cells, which is the order of combos
		// over the house's positions.
		var pos [9]uint8
		var marks [9]mask
		m := 0
		for p := e; p != 0; p &= p - 1 {
			pos[m] = uint8(bits.TrailingZeros16(p))
			marks[m] = s.c.marks[cellAt(h, int(pos[m]))]
			m++
		}
		for v := uint(1)<<n - 1; v < 1<<m; {
			var u mask
			for p := v; p != 0; p &= p - 1 {
				u |= marks[bits.TrailingZeros(p)]
			}
			if u.count() == n {
				var k uint16
				for p := v; p != 0; p &= p - 1 {
					k |= 1 << pos[bits.TrailingZeros(p)]
				}
				if s.nakedOut(h, k, u) {
					return true
				}
			}
			v = nextOfSize(v)
		}
	}
	return false
}

// nextOfSize returns the smallest number above v, which must not be 0,
// with as many bits set: the top one of v's lowest run of ones moves up a
// place, and the rest of the run goes to the bottom.
func nextOfSize(v uint) uint {
	low := v & -v
	up := v + low
	return up | (v^up)>>2>>bits.TrailingZeros(low)
}

// marksAt returns the digits of the cells at the positions p of house h.
func (s *solver) marksAt(h int, p uint16) mask {
	var u mask
	for ; p != 0; p &= p - 1 {
		u |= s.c.marks[cellAt(h, bits.TrailingZeros16(p))]
	}
	return u
}

// nakedOut removes the digits u from the cells of house h outside the
// positions k. It reports whether anything was removed, and if so records
// the pattern. A subset that also lies in another house is found again
// there, as Sudoku Explainer finds it: its path takes the eliminations of
// one house at a time.
func (s *solver) nakedOut(h int, k uint16, u mask) bool {
	for p := s.empty[h] &^ k; p != 0; p &= p - 1 {
		s.eliminateMask(cellAt(h, bits.TrailingZeros16(p)), u)
	}
	if len(s.step.Eliminations) == 0 {
		return false
	}
	s.addHouse(RoleBase, h, 0)
	for p := k; p != 0; p &= p - 1 {
		c := cellAt(h, bits.TrailingZeros16(p))
		s.addMarks(RoleBase, c, s.c.marks[c])
	}
	return true
}

// contains reports whether cells holds c.
func contains(cells []int, c int) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

// hiddenSubset finds n digits that fit in only n cells of a house; those
// cells lose their other digits. As a direct technique, the step must
// leave one of those other digits one place in the same house: Sudoku
// Explainer looks for the single there only.
func (s *solver) hiddenSubset(n int) bool {
	// As nakedSubset, only the houses that changed are looked at (a
	// direct step looks for its single in the subset's own house).
	ms := memos.Get().(*memoSet)
	defer memos.Put(ms)
	memo := &ms[s.step.Technique]
	hs := changedHouses(memo.changed(&s.c))
	found := false
	for _, hh := range houseOrder {
		h := int(hh)
		free := allDigits &^ s.placed[h]
		if hs&(1<<h) == 0 || free.count() <= n {
			continue
		}
		// Only a digit with n places or fewer can be in a set: any
		// other would bring too many.
		var few mask
		for d, w := range &s.where[h] {
			if bits.OnesCount16(w) <= n {
				few |= 1 << d
			}
		}
		if few &= free; few.count() >= n && s.hiddenSets(h, few, 0, 0, n, n, 9) {
			found = true
			break
		}
	}
	memo.keep(&s.c, found)
	return found
}

// hiddenSets tries the sets of the digits k, whose places in house h are
// u, and of more more digits of free below top, in the order of combos
// (the increasing order of their masks: by their highest digit, then
// their next highest, and so on), as hidden subsets of size n. A set
// whose first digits have more than n places between them is passed
// over with all the sets it starts.
func (s *solver) hiddenSets(h int, free, k mask, u uint16, more, n, top int) bool {
	if more == 0 {
		return s.hiddenOut(h, k, u, n)
	}
	for ds := free & (1<<top - 1) &^ (1<<(more-1) - 1); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(uint16(ds))
		v := u | s.where[h][d]
		if bits.OnesCount16(v) <= n && s.hiddenSets(h, free, k|1<<d, v, more-1, n, d) {
			return true
		}
	}
	return false
}

// hiddenOut removes from the cells of house h at the positions u, which
// hold the digits k, their other digits, when u holds n cells; it reports
// whether the step is found (see accept), and clears it when not.
func (s *solver) hiddenOut(h int, k mask, u uint16, n int) bool {
	if bits.OnesCount16(u) != n {
		return false
	}
	for p := u; p != 0; p &= p - 1 {
		s.eliminateMask(cellAt(h, bits.TrailingZeros16(p)), ^k)
	}
	if len(s.step.Eliminations) == 0 {
		return false
	}
	s.addHouse(RoleBase, h, 0)
	for p := u; p != 0; p &= p - 1 {
		c := cellAt(h, bits.TrailingZeros16(p))
		s.addMarks(RoleBase, c, s.c.marks[c]&k)
	}
	return s.accept(0, h)
}

// addMarks adds to the pattern the candidates of cell among the digits m.
func (s *solver) addMarks(r Role, cell int, m mask) {
	for ; m != 0; m &= m - 1 {
		s.addCell(r, cell, uint8(bits.TrailingZeros16(uint16(m)))+1)
	}
}
