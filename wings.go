package sudoku

import "math/bits"

// The wings: a pivot cell and two pincers that see it, arranged so that
// one pincer must hold a digit z whatever the pivot holds. Cells that see
// both pincers (and the pivot, for an XYZ-wing) lose z.

// A cellSet is a set of cells, bit c%64 of word c/64 standing for cell c.
type cellSet [2]uint64

// add puts cell c in the set.
func (s *cellSet) add(c int) { s[c>>6] |= 1 << (c & 63) }

// has reports whether the set holds cell c.
func (s cellSet) has(c int) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// count returns the number of cells in the set.
func (s cellSet) count() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// or returns the cells in either set.
func (s cellSet) or(t cellSet) cellSet { return cellSet{s[0] | t[0], s[1] | t[1]} }

// and returns the cells in both sets.
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }

// andNot returns the cells of s that are not in t.
func (s cellSet) andNot(t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }

// next returns the smallest cell of the set at or after c, or 81.
func (s cellSet) next(c int) int {
	if c < 64 {
		if w := s[0] >> c; w != 0 {
			return c + bits.TrailingZeros64(w)
		}
		c = 64
	}
	if c < 128 {
		if w := s[1] >> (c - 64); w != 0 {
			return c + bits.TrailingZeros64(w)
		}
	}
	return 81
}

// peerSet holds the peers of each cell as a cellSet.
var peerSet = makePeerSet()

// makePeerSet builds peerSet.
func makePeerSet() (p [81]cellSet) {
	for c := range 81 {
		for _, o := range peers[c] {
			p[c].add(int(o))
		}
	}
	return p
}

// arePeers reports whether cells a and b share a house (a cell does not see
// itself).
func arePeers(a, b int) bool { return peerSet[a].has(b) }

// eliminateSeen removes d from every cell of set that holds it, and
// reports whether there was any.
func (s *solver) eliminateSeen(set cellSet, d uint8) bool {
	n := len(s.step.Eliminations)
	for c := set.next(0); c < 81; c = set.next(c + 1) {
		if s.c.marks[c]&digitMask(d) != 0 {
			s.eliminate(c, d)
		}
	}
	return len(s.step.Eliminations) > n
}

// xyWing finds a pivot with marks xy and two pincers it sees with marks xz
// and yz: z goes out of the cells that see both pincers.
func (s *solver) xyWing() bool {
	for p, mp := range s.c.marks {
		if mp.count() != 2 {
			continue
		}
		for _, a := range peers[p] {
			ma := s.c.marks[a]
			if ma.count() != 2 || (ma&mp).count() != 1 {
				continue
			}
			for _, b := range peers[p] {
				mb := s.c.marks[b]
				if b <= a || mb.count() != 2 || ma|mb|mp != ma|mp ||
					mb&mp == ma&mp || mb&ma&^mp == 0 {
					continue
				}
				z := (ma & mb).lowest()
				if s.eliminateSeen(peerSet[a].and(peerSet[b]), z) {
					s.addMarks(RolePivot, p, mp)
					s.addMarks(RolePincer, int(a), ma)
					s.addMarks(RolePincer, int(b), mb)
					return true
				}
			}
		}
	}
	return false
}

// xyzWing finds a pivot with marks xyz and two pincers it sees with marks
// xz and yz: z goes out of the cells that see the pivot and both pincers.
func (s *solver) xyzWing() bool {
	for p, mp := range s.c.marks {
		if mp.count() != 3 {
			continue
		}
		for _, a := range peers[p] {
			ma := s.c.marks[a]
			if ma.count() != 2 || ma&^mp != 0 {
				continue
			}
			for _, b := range peers[p] {
				mb := s.c.marks[b]
				if b <= a || mb.count() != 2 || mb&^mp != 0 || ma|mb != mp {
					continue
				}
				z := (ma & mb).lowest()
				set := peerSet[a].and(peerSet[b]).and(peerSet[p])
				if s.eliminateSeen(set, z) {
					s.addMarks(RolePivot, p, mp)
					s.addMarks(RolePincer, int(a), ma)
					s.addMarks(RolePincer, int(b), mb)
					return true
				}
			}
		}
	}
	return false
}

// wWing finds two cells with the same marks xy that do not see each other,
// and a strong link on x (a house where x has only two places) whose ends
// see one cell each: one of the two cells must be y, so the cells that see
// both lose y.
func (s *solver) wWing() bool {
	for a, ma := range s.c.marks {
		if ma.count() != 2 {
			continue
		}
		for b := a + 1; b < 81; b++ {
			if s.c.marks[b] != ma || arePeers(a, b) {
				continue
			}
			for m := ma; m != 0; m &= m - 1 {
				x := m & -m
				if s.wWingLink(a, b, x.lowest(), (ma &^ x).lowest()) {
					return true
				}
			}
		}
	}
	return false
}

// wWingLink looks for a strong link on x joining a peer of a to a peer of
// b, and eliminates y from the cells that see both a and b.
func (s *solver) wWingLink(a, b int, x, y uint8) bool {
	for h := range 27 {
		w := s.where[h][x-1]
		if bits.OnesCount16(w) != 2 {
			continue
		}
		e1 := cellAt(h, bits.TrailingZeros16(w))
		e2 := cellAt(h, 15-bits.LeadingZeros16(w))
		if !(arePeers(e1, a) && arePeers(e2, b)) {
			e1, e2 = e2, e1
		}
		if !(arePeers(e1, a) && arePeers(e2, b)) || e1 == b || e2 == a {
			continue
		}
		if s.eliminateSeen(peerSet[a].and(peerSet[b]), y) {
			// The chain: y in a, weak to x in a, ... as a chain of
			// candidates with their links.
			s.addCell(RolePincer, a, y)
			s.addCell(RoleStrong, a, x)
			s.addCell(RoleWeak, e1, x)
			s.addCell(RoleStrong, e2, x)
			s.addCell(RoleWeak, b, x)
			s.addCell(RoleStrong, b, y)
			return true
		}
	}
	return false
}
