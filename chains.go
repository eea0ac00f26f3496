package sudoku

import "math/bits"

// The chains. A chain is a sequence of candidates joined by links that
// alternate strong (of the two, at least one is true: the only two places
// of a digit in a house, or the two digits of a cell with two marks) and
// weak (of the two, at most one is true: the same digit in two cells that
// see each other, or two digits of one cell). A chain that starts and ends
// with a strong link proves that one of its ends is true, so a candidate
// that sees both ends is false.
//
// The search is a breadth-first search from each candidate, so the chain
// found is a shortest one, and among chains of equal length the first in
// row-major order of its start.

// A node is a candidate as one number, cell*9 + digit-1.
type node = int16

// chainMode restricts the links a chain search may use.
type chainMode uint8

const (
	modeX   chainMode = iota // one digit: houses' strong links, peers' weak links
	modeXY                   // cells with two marks: strong inside, weak between
	modeAIC                  // every link
)

// chainScratch is the scratch space of the chain searches.
type chainScratch struct {
	trail []Candidate     // the forcing chains' trail
	queue []int16         // the states to visit
	prev  [729 * 2]int16  // the state each state was reached from
	stamp [729 * 2]uint32 // the search that reached each state
	epoch uint32          // the current search
	net   *forcingNet     // the branches of Sudoku Explainer's forcing chains
}

// maxChain is the longest chain, in candidates, the searches look for.
const maxChain = 24

// A chainResult is the best chain found so far.
type chainResult struct {
	length int                // the number of candidates
	path   [maxChain + 1]node // the candidates, from the start
}

// chainStep finds the shortest chain of the mode with up to limit
// candidates that eliminates something, and records it as technique t.
func (s *solver) chainStep(mode chainMode, limit int, t Technique) bool {
	var best chainResult
	best.length = limit + 1
	for c, m := range s.c.marks {
		if mode == modeXY && m.count() != 2 {
			continue
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			if mode == modeXY || s.hasStrongLink(c, d, mode) {
				s.chainFrom(node(c*9+d), mode, &best)
			}
		}
	}
	if best.length > limit {
		return false
	}
	a, b := best.path[0], best.path[best.length-1]
	s.chainTargets(a, b, true)
	s.step.Technique = t
	s.tenths = techniqueInfo[t].tenths + lengthBonus(best.length)
	for i, n := range best.path[:best.length] {
		r := RoleStrong
		switch {
		case i == 0:
			r = RolePincer
		case i%2 == 0:
			r = RoleWeak
		}
		s.addCell(r, int(n/9), uint8(n%9)+1)
	}
	return true
}

// chainFrom searches breadth first from the candidate a for the shortest
// chain shorter than best that eliminates something, and stores it in
// best. A state is a candidate times two, plus one when it was reached by
// a weak link (so a strong link comes next) and zero when by a strong one.
func (s *solver) chainFrom(a node, mode chainMode, best *chainResult) {
	ch := &s.chain
	ch.epoch++
	if ch.epoch == 0 { // wrapped around: forget every old stamp
		ch.stamp = [729 * 2]uint32{}
		ch.epoch = 1
	}
	q := append(ch.queue[:0], a*2+1)
	ch.stamp[a*2+1] = ch.epoch
	ch.prev[a*2+1] = -1
	depth, levelEnd := 1, 1 // candidates in the chains of this level
	for i := 0; i < len(q); i++ {
		if i == levelEnd {
			depth++
			levelEnd = len(q)
			if depth >= best.length {
				break
			}
		}
		st := q[i]
		n := st / 2
		if st&1 == 0 && n != a && (mode != modeXY || n%9 == a%9) &&
			s.chainTargets(a, n, false) {
			s.keepChain(st, depth, best)
			break
		}
		q = s.chainLinks(q, st, a, mode)
	}
	ch.queue = q
}

// keepChain stores in best the chain that ends at the state st, of depth
// candidates.
func (s *solver) keepChain(st int16, depth int, best *chainResult) {
	best.length = depth
	for i := depth - 1; i >= 0; i-- {
		best.path[i] = st / 2
		st = s.chain.prev[st]
	}
}

// chainLinks appends to q the states reached from the state st by one
// link of the right kind, unseen so far.
func (s *solver) chainLinks(q []int16, st int16, a node, mode chainMode) []int16 {
	n := int(st / 2)
	cell, d := n/9, n%9
	visit := func(to int, strong bool) {
		ns := int16(to * 2)
		if !strong {
			ns++
		}
		if s.chain.stamp[ns] == s.chain.epoch {
			return
		}
		s.chain.stamp[ns] = s.chain.epoch
		s.chain.prev[ns] = st
		q = append(q, ns)
	}
	m := s.c.marks[cell]
	if st&1 == 1 {
		// Strong links: the other place of d in a house, the other
		// digit of a cell with two marks.
		if mode != modeXY {
			r, c, b := cell/9, cell%9, boxOf(cell)
			for _, h := range [3]int{r, 9 + c, 18 + b} {
				w := s.where[h][d]
				if bits.OnesCount16(w) != 2 {
					continue
				}
				for ; w != 0; w &= w - 1 {
					if o := cellAt(h, bits.TrailingZeros16(w)); o != cell {
						visit(o*9+d, true)
					}
				}
			}
		}
		if mode != modeX && m.count() == 2 {
			visit(cell*9+int((m&^(1<<d)).lowest())-1, true)
		}
		return q
	}
	// Weak links: d in a peer, another digit of the cell.
	for _, p := range peers[cell] {
		pm := s.c.marks[p]
		if pm&(1<<d) != 0 && (mode != modeXY || pm.count() == 2) {
			visit(int(p)*9+d, false)
		}
	}
	if mode == modeAIC {
		for o := m &^ (1 << d); o != 0; o &= o - 1 {
			visit(cell*9+bits.TrailingZeros16(uint16(o)), false)
		}
	}
	return q
}

// chainTargets finds the candidates other than a and b that see both,
// where one of a and b is true. With emit it eliminates them; it reports
// whether there is any.
func (s *solver) chainTargets(a, b node, emit bool) bool {
	ca, da := int(a/9), uint8(a%9)+1
	cb, db := int(b/9), uint8(b%9)+1
	found := false
	kill := func(c int, d uint8) {
		if s.c.marks[c]&digitMask(d) == 0 {
			return
		}
		found = true
		if emit {
			s.eliminate(c, d)
		}
	}
	switch {
	case da == db && ca != cb:
		set := peerSet[ca].and(peerSet[cb])
		for c := set.next(0); c < 81 && (emit || !found); c = set.next(c + 1) {
			kill(c, da)
		}
	case ca == cb:
		for m := s.c.marks[ca] &^ digitMask(da) &^ digitMask(db); m != 0; m &= m - 1 {
			kill(ca, m.lowest())
		}
	case arePeers(ca, cb):
		kill(ca, db)
		kill(cb, da)
	}
	return found
}

// hasStrongLink reports whether the candidate d (0-8) of cell has a strong
// link a chain of the mode may start with.
func (s *solver) hasStrongLink(cell, d int, mode chainMode) bool {
	if mode == modeAIC && s.c.marks[cell].count() == 2 {
		return true
	}
	g := &geometry[cell]
	return bits.OnesCount16(s.where[g.row][d]) == 2 ||
		bits.OnesCount16(s.where[g.col][d]) == 2 ||
		bits.OnesCount16(s.where[g.box][d]) == 2
}
