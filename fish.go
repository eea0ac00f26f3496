package sudoku

import "math/bits"

// The fish: n rows (the base) in which a digit fits only in n columns (the
// cover), or the same with rows and columns swapped. The n base lines then
// hold the digit's n places in the cover lines, so the cover lines lose
// the digit everywhere else. A finned fish has a few extra candidates (the
// fins), all in one box, in its base lines: either the fish holds or a fin
// is true, so only cells that are both in a cover line and in the fins' box
// lose the digit. Sashimi fish, in which a base line has only fins besides
// one cover candidate or none, are found as finned fish.

// fish finds a fish of size n on some digit.
func (s *solver) fish(n int) bool {
	// A digit's fish depend on its candidates alone: only the digits
	// whose candidates changed since the search last found nothing are
	// looked at.
	ms := memos.Get().(*memoSet)
	defer memos.Put(ms)
	memo := &ms[s.step.Technique]
	found := s.fishIn(n, memo.changedDigits(&s.c))
	memo.keep(&s.c, found)
	return found
}

// fishIn is fish on the digits of ds.
func (s *solver) fishIn(n int, ds mask) bool {
	for d := range 9 {
		if ds&(1<<d) == 0 {
			continue
		}
		for _, base := range [2]int{0, 9} {
			cover := 9 - base
			elig := s.fishLines(base, d, 2, n)
			if bits.OnesCount16(elig) < n {
				continue
			}
			// The sets of n of the m eligible lines, in increasing
			// order of their bit masks over the m lines, which is the
			// order of combos over the nine.
			var at [9]uint8
			var places [9]uint16
			m := 0
			for p := elig; p != 0; p &= p - 1 {
				at[m] = uint8(bits.TrailingZeros16(p))
				places[m] = s.where[base+int(at[m])][d]
				m++
			}
			for v := uint(1)<<n - 1; v < 1<<m; v = nextOfSize(v) {
				var u uint16
				for p := v; p != 0; p &= p - 1 {
					u |= places[bits.TrailingZeros(p)]
				}
				if bits.OnesCount16(u) != n {
					continue
				}
				var k uint16
				for p := v; p != 0; p &= p - 1 {
					k |= 1 << at[bits.TrailingZeros(p)]
				}
				if s.fishOut(base, cover, d, k, u, 0, -1) {
					return true
				}
			}
		}
	}
	return false
}

// fishLines returns the lines base+i whose count of candidates d (0-8) is
// between lo and hi, as a set of i.
func (s *solver) fishLines(base, d, lo, hi int) uint16 {
	var elig uint16
	for i := range 9 {
		if c := bits.OnesCount16(s.where[base+i][d]); c >= lo && c <= hi {
			elig |= 1 << i
		}
	}
	return elig
}

// fishUnion returns the positions of the digit d (0-8) in the lines
// base+i, i in k.
func (s *solver) fishUnion(base, d int, k uint16) uint16 {
	var u uint16
	for p := k; p != 0; p &= p - 1 {
		u |= s.where[base+bits.TrailingZeros16(p)][d]
	}
	return u
}

// fishOut removes d+1 from the cover lines cover+q, q in cv, outside the
// base lines base+i, i in k; with fins, only in the box finBox. It reports
// whether anything was removed, and if so records the pattern.
func (s *solver) fishOut(base, cover, d int, k, cv, fins uint16, finBox int) bool {
	for q := cv; q != 0; q &= q - 1 {
		h := cover + bits.TrailingZeros16(q)
		for p := s.where[h][d] &^ k; p != 0; p &= p - 1 {
			c := cellAt(h, bits.TrailingZeros16(p))
			if finBox < 0 || boxOf(c) == finBox {
				s.eliminate(c, uint8(d+1))
			}
		}
	}
	if len(s.step.Eliminations) == 0 {
		return false
	}
	for p := k; p != 0; p &= p - 1 {
		s.addHouse(RoleBase, base+bits.TrailingZeros16(p), uint8(d+1))
	}
	for q := cv; q != 0; q &= q - 1 {
		s.addHouse(RoleCover, cover+bits.TrailingZeros16(q), uint8(d+1))
	}
	for p := k; p != 0 && fins != 0; p &= p - 1 {
		h := base + bits.TrailingZeros16(p)
		for f := s.where[h][d] &^ cv; f != 0; f &= f - 1 {
			s.addCell(RoleFin, cellAt(h, bits.TrailingZeros16(f)), uint8(d+1))
		}
	}
	return true
}

// finnedFish finds a finned fish of size n on some digit.
func (s *solver) finnedFish(n int) bool {
	for d := range 9 {
		for _, base := range [2]int{0, 9} {
			cover := 9 - base
			elig := s.fishLines(base, d, 1, n+3)
			if bits.OnesCount16(elig) < n {
				continue
			}
			for _, k := range combos[n] {
				if k&^elig != 0 {
					continue
				}
				u := s.fishUnion(base, d, k)
				if c := bits.OnesCount16(u); c <= n || c > n+3 {
					continue
				}
				if s.finnedCovers(base, cover, d, k, u, n) {
					return true
				}
			}
		}
	}
	return false
}

// finnedCovers tries the choices of n cover lines among the positions u of
// the base lines k whose fins (the base candidates outside the cover) lie
// in one box. The fins' positions lie in one group of three lines (a
// stack, for base rows), so the cover holds every position of u outside
// that group, and some of those in it.
func (s *solver) finnedCovers(base, cover, d int, k, u uint16, n int) bool {
	for g := range 3 {
		group := uint16(7) << (3 * g)
		must := u &^ group
		if bits.OnesCount16(must) > n {
			continue
		}
		for _, more := range combos[n-bits.OnesCount16(must)] {
			if more&^(u&group) != 0 {
				continue
			}
			cv := must | more
			if cv == u {
				continue // no fin: a plain fish
			}
			if s.finsInBox(base, cover, d, k, cv) {
				return true
			}
		}
	}
	return false
}

// finsInBox checks that the fins of the base lines k outside the cover cv
// lie in one box, and if so removes the digit from the cover lines in that
// box.
func (s *solver) finsInBox(base, cover, d int, k, cv uint16) bool {
	finBox, fins := -1, uint16(0)
	for p := k; p != 0; p &= p - 1 {
		i := bits.TrailingZeros16(p)
		f := s.where[base+i][d] &^ cv
		if f == 0 {
			continue
		}
		// The fins of line i lie in the group of cv's complement, so
		// in one box: the one of its first fin.
		b := boxOf(cellAt(base+i, bits.TrailingZeros16(f)))
		if finBox >= 0 && b != finBox {
			return false
		}
		finBox = b
		fins |= 1 << i
	}
	return s.fishOut(base, cover, d, k, cv, fins, finBox)
}
